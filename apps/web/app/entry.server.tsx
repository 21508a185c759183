import { Writable } from 'node:stream';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { NonceProvider } from '~/lib/nonce';
import { lowerDocumentModulePreloads } from '~/lib/script-priority.server';

export const streamTimeout = 5_000;

/**
 * The document, rendered whole and answered in one buffer with its length. Loaders hand over
 * finished data but for the bag's special prices (an in-process call of a few milliseconds), so
 * everything is ready a moment after the shell: waiting for it costs the first byte nothing worth
 * counting, and one write replaces the ≈ 40 small chunks a stream passes through four stream
 * layers (Node → web → Node → socket), which cost a page more CPU than the first byte they win
 * (docs/performance.md). Nor does the browser get fallbacks swapped in by scripts: a version that
 * streamed whatever was still pending 25 ms after the shell made the browser suites ≈ 10 % slower
 * than this one. Crawlers got the whole document before; now everyone does.
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

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const options: RenderToPipeableStreamOptions = {
      nonce,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        const chunks: Buffer[] = [];
        const document = new Writable({
          write(chunk: Buffer | string, _encoding, callback) {
            chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
            callback();
          },
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            const body = lowerDocumentModulePreloads(Buffer.concat(chunks));
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            responseHeaders.set('Content-Length', String(body.byteLength));
            resolve(
              new Response(body as Uint8Array<ArrayBuffer>, {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
            callback();
          },
        });
        pipe(document);
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
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      options,
    );
  });
}
