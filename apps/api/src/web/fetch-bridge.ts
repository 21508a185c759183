// Node request/response ↔ Fetch API, for handing requests to the React Router build.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest, LightMyRequestResponse } from 'fastify';

const BODYLESS = new Set(['GET', 'HEAD']);

export function toHeaders(source: Record<string, string | string[] | number | undefined>) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  return headers;
}

/**
 * The storefront's view of a request. Its origin is the configured public address when there is
 * one (canonical and Open Graph URLs, robots and sitemap links are built from it), never the
 * request's Host header; without one (a development machine), the address the browser used.
 */
export function toFetchRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl?: string,
): Request {
  const origin = publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
  const url = new URL(request.url, origin);
  const controller = new AbortController();
  reply.raw.once('close', () => controller.abort());
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers: toHeaders(request.headers),
    signal: controller.signal,
  };
  if (!BODYLESS.has(request.method) && request.body instanceof Readable) {
    init.body = Readable.toWeb(request.body) as ReadableStream;
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/**
 * A rendered answer on the wire. A body of known length (a whole document) is read at once and
 * written as one buffer; any other body streams as it comes.
 */
export async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  if (response.headers.has('content-length')) {
    return reply.send(Buffer.from(await response.arrayBuffer()));
  }
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

/** An injected API answer as a Fetch Response, so loaders handle both transports alike. */
export function toFetchResponse(injected: LightMyRequestResponse): Response {
  const bodyless = injected.statusCode === 204 || injected.statusCode === 304;
  return new Response(bodyless ? null : new Uint8Array(injected.rawPayload), {
    status: injected.statusCode,
    headers: toHeaders(injected.headers),
  });
}
