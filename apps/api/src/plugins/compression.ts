import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Smaller bodies go out as they are: the headers would outweigh the saving. */
const THRESHOLD = 1024;
const ENCODINGS = ['br', 'gzip'] as const;
/** @fastify/compress's own rule for what compresses (text, JSON, XML and their `+` kinds), and scripts. */
const COMPRESSIBLE =
  /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)|octet-stream(?:;|$)|^application\/javascript(?:;|$)/u;

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 6 };
const brotli = promisify(brotliCompress);

/**
 * Brotli for a body of known size: told the size, with a window no larger than the body needs
 * (at least 64 KB). The default window is 4 MB, and an encoder sized for it costs more to set up
 * than a page costs to compress.
 */
export const brotliFor = (size: number) => ({
  params: {
    ...BROTLI.params,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
    [constants.BROTLI_PARAM_LGWIN]: Math.max(16, Math.min(22, Math.ceil(Math.log2(size + 16)))),
  },
});
const gzipped = promisify(gzip);

/** The encoding the client takes for this reply, or undefined when it goes out as it is. */
function encodingFor(request: FastifyRequest, reply: FastifyReply, size: number) {
  if (size < THRESHOLD || request.headers['x-no-compression'] !== undefined) return undefined;
  const already = reply.getHeader('content-encoding');
  if (already !== undefined && already !== 'identity') return undefined;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return undefined;
  const accepted = request.headers['accept-encoding'];
  if (typeof accepted !== 'string') return undefined;
  // `x-gzip` is gzip, and `*` takes the first we offer (RFC 9110 §12.5.3).
  return negotiate(accepted.toLowerCase().replace(/x-gzip/g, 'gzip'), [...ENCODINGS]) ?? undefined;
}

/**
 * Dynamic responses (pages, JSON) compressed at a cheap brotli level; built assets are
 * precompressed at build time and served as .br/.gz files instead (see web-app.ts).
 *
 * A body that is already whole (every page is one buffer, every JSON answer one string) is
 * compressed in one call on libuv's pool and sent with its length. Only streamed bodies go through
 * @fastify/compress's streams: for those, a client that leaves early is logged by that plugin as an
 * error ("premature close"), which a whole body never is.
 */
export const compression = fp(
  async (app) => {
    // App-level onSend hooks run before the route-level one @fastify/compress adds, and it leaves
    // a reply alone once Content-Encoding is set.
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      const encoding = encodingFor(request, reply, body.byteLength);
      if (!encoding) return payload;
      const compressed =
        encoding === 'br'
          ? await brotli(body, brotliFor(body.byteLength))
          : await gzipped(body, GZIP);
      const vary = reply.getHeader('vary');
      const varies = [vary ?? []].flat().map(String).filter(Boolean);
      if (!varies.some((value) => /accept-encoding/i.test(value)))
        reply.header('vary', [...varies, 'accept-encoding'].join(', '));
      reply.header('content-encoding', encoding);
      reply.header('content-length', compressed.byteLength);
      return compressed;
    });
    await app.register(compress, {
      global: true,
      threshold: THRESHOLD,
      encodings: [...ENCODINGS],
      brotliOptions: BROTLI,
      zlibOptions: GZIP,
    });
  },
  { name: 'compression' },
);
