import { Readable } from 'node:stream';
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliFor, compression } from './compression';

const PAGE = `<!DOCTYPE html><html><body>${'<p>Serum Vitamin C</p>'.repeat(200)}</body></html>`;
const SMALL = '<p>Kilau</p>';

const app = Fastify();

beforeAll(async () => {
  await app.register(compression);
  app.get('/page', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(Buffer.from(PAGE)),
  );
  app.get('/page-with-length', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-length', Buffer.byteLength(PAGE))
      .header('vary', 'Cookie')
      .send(Buffer.from(PAGE)),
  );
  app.get('/small', async (_request, reply) => reply.type('text/html').send(SMALL));
  app.get('/json', async () => ({ items: Array.from({ length: 300 }, (_, i) => ({ id: i })) }));
  app.get('/image', async (_request, reply) =>
    reply.type('image/webp').send(Buffer.alloc(4096, 1)),
  );
  app.get('/encoded', async (_request, reply) =>
    reply.type('text/html').header('content-encoding', 'br').send(Buffer.from(PAGE)),
  );
  app.get('/stream', async (_request, reply) =>
    reply.type('text/html').send(Readable.from([PAGE.slice(0, 2000), PAGE.slice(2000)])),
  );
  await app.ready();
});
afterAll(() => app.close());

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br'
    ? brotliDecompressSync(body).toString()
    : encoding === 'gzip'
      ? gunzipSync(body).toString()
      : body.toString();

describe('compression: which replies are compressed, how', () => {
  it.each([
    { url: '/page', accept: 'gzip, deflate, br, zstd', encoding: 'br', body: PAGE },
    { url: '/page', accept: 'gzip', encoding: 'gzip', body: PAGE },
    { url: '/page', accept: 'x-gzip', encoding: 'gzip', body: PAGE },
    { url: '/page', accept: 'br;q=0, gzip;q=0.5', encoding: 'gzip', body: PAGE },
    { url: '/page', accept: '*', encoding: 'br', body: PAGE },
    { url: '/page', accept: 'identity', encoding: undefined, body: PAGE },
    { url: '/page', accept: undefined, encoding: undefined, body: PAGE },
    { url: '/page', accept: 'deflate', encoding: undefined, body: PAGE },
    { url: '/page-with-length', accept: 'br', encoding: 'br', body: PAGE },
    { url: '/small', accept: 'br', encoding: undefined, body: SMALL },
    { url: '/image', accept: 'br', encoding: undefined, body: undefined },
    { url: '/json', accept: 'br', encoding: 'br', body: undefined },
    { url: '/stream', accept: 'br', encoding: 'br', body: PAGE },
  ])('$url with Accept-Encoding $accept → $encoding', async ({ url, accept, encoding, body }) => {
    const res = await app.inject({
      url,
      headers: accept === undefined ? {} : { 'accept-encoding': accept },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    if (body !== undefined) expect(decode(encoding, res.rawPayload)).toBe(body);
    if (encoding) expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    // A whole body goes out with its compressed length; a stream is chunked.
    if (url !== '/stream')
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.byteLength);
  });

  it('keeps the Vary the route set, adding accept-encoding once', async () => {
    const res = await app.inject({
      url: '/page-with-length',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers.vary).toBe('Cookie, accept-encoding');
  });

  it('leaves an already encoded body and a client asking for none alone', async () => {
    const encoded = await app.inject({ url: '/encoded', headers: { 'accept-encoding': 'gzip' } });
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.rawPayload.toString()).toBe(PAGE);
    const refused = await app.inject({
      url: '/page',
      headers: { 'accept-encoding': 'br', 'x-no-compression': '1' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('compresses JSON answers to the same document', async () => {
    const res = await app.inject({ url: '/json', headers: { 'accept-encoding': 'gzip' } });
    expect(JSON.parse(decode('gzip', res.rawPayload))).toEqual({
      items: Array.from({ length: 300 }, (_, i) => ({ id: i })),
    });
  });
});

describe('brotliFor: the encoder sized for the body', () => {
  it.each([
    { size: 1_024, window: 16 },
    { size: 65_520, window: 16 },
    { size: 65_521, window: 17 },
    { size: 84_055, window: 17 },
    { size: 200_000, window: 18 },
    { size: 50_000_000, window: 22 },
  ])('$size bytes → a 2^$window window, told the size', ({ size, window }) => {
    const { params } = brotliFor(size);
    expect(params[constants.BROTLI_PARAM_LGWIN]).toBe(window);
    expect(params[constants.BROTLI_PARAM_SIZE_HINT]).toBe(size);
    expect(params[constants.BROTLI_PARAM_QUALITY]).toBe(4);
  });
});
