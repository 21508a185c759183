import { PassThrough, Writable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { NonceProvider } from '~/lib/nonce';
import { lowerDocumentModulePreloads } from '~/lib/script-priority.server';

export const streamTimeout = 5_000;

/**
 * How long a person's page may wait for what it streams (a loader's promise, such as the bag's
 * special prices) before its shell leaves without it. Within it, the document is answered whole.
 */
export const STREAM_AFTER_MS = 25;

/**
 * The document, answered whole in one buffer with its length when everything is ready soon after
 * the shell (nearly every page: loaders hand over finished data). One write replaces the ≈ 40
 * small chunks a stream passes through four stream layers (Node → web → Node → socket), which cost
 * a page more CPU than the first byte they would win (docs/performance.md). A page still waiting
 * after `STREAM_AFTER_MS` streams: the shell first, the rest as it resolves. Crawlers always get
 * the whole document.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    // The headers a GET would send (its type too, so caches judge both alike), without a body.
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The host's Content-Security-Policy allows scripts with this nonce only.
  const nonce = typeof loadContext.cspNonce === 'string' ? loadContext.cspNonce : undefined;
  const userAgent = request.headers.get('user-agent');
  const whole = (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let answered = false;
    let streamAfter: ReturnType<typeof setTimeout> | undefined;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const chunks: Buffer[] = [];
    let stream: PassThrough | undefined;

    const answer = (body: Buffer | PassThrough) => {
      answered = true;
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      if (Buffer.isBuffer(body)) responseHeaders.set('Content-Length', String(body.byteLength));
      resolve(
        new Response(
          Buffer.isBuffer(body)
            ? (body as Uint8Array<ArrayBuffer>)
            : createReadableStreamFromReadable(body),
          {
            headers: responseHeaders,
            status: responseStatusCode,
          },
        ),
      );
    };
    /** The shell (its head rewritten) leaves now; what is rendered later follows it. */
    const startStreaming = () => {
      if (answered) return;
      stream = new PassThrough();
      stream.write(lowerDocumentModulePreloads(Buffer.concat(chunks.splice(0))));
      answer(stream);
    };
    const document = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        if (stream) stream.write(bytes, () => callback());
        else {
          chunks.push(bytes);
          callback();
        }
      },
      final(callback) {
        clearTimeout(timeoutId);
        clearTimeout(streamAfter);
        if (stream) stream.end();
        else answer(lowerDocumentModulePreloads(Buffer.concat(chunks)));
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
          pipe(document);
          if (!whole && !answered) streamAfter = setTimeout(startStreaming, STREAM_AFTER_MS);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject above and are logged by React Router; log the rest here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
