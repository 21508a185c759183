import { isMediaVariantWidth } from '@kilau/domain/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  isStorageKey,
  publicCacheControl,
  variantKey,
  type PublicFiles,
  type StoredFile,
} from '../adapters/storage';
import { AppError } from '../lib/app-error';
import type { ImageGuard } from '../lib/image-guard';

/** The stored images a copy can be made of: a path of plain segments ending in a raster type. */
const SOURCE_PATH = /^(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_.-]+\.(?:webp|png|jpe?g)$/;
/** The opening quote of a JSON string value that is a `/media/…` path. */
const MEDIA_VALUE = /([[{:,]\s*)"\/media\//g;

/**
 * Public images (`/media/*`) from the file store's public area (ADR 0023): local disk under
 * MEDIA_DIR, or the bucket's `media/` prefix. Each answers with its stored content type, an
 * ETag (a matching `If-None-Match` is a 304), `Cross-Origin-Resource-Policy: cross-origin` (a
 * CDN's copy is shown by the shop's pages) and `publicCacheControl`: a year, immutable, for a
 * name that changes with its content (profile photos), a day for the rest.
 *
 * `/media/w/{width}/{path}` answers a copy `width` pixels wide (one of the domain's
 * `MEDIA_VARIANT_WIDTHS`, never wider than the original) as WebP, made with sharp on first
 * request and kept in the store at `w/{width}/{path}` — so every instance shares it, and a CDN
 * pulling from the bucket finds it at the URL's own path. A copy older than its original is made
 * again. Within a process one making per copy at a time (parallel requests share it); the
 * store's put is whole or absent. The copy is made through the image guard (ADR 0016): an
 * original whose header declares too large a picture gets no copy (404); copies go before
 * queued uploads, and while the guard is full the original is answered instead (a redirect, not
 * cached).
 */
export const media = fp<{ files: PublicFiles; images: ImageGuard }>(
  async (app, { files, images }) => {
    function send(request: FastifyRequest, reply: FastifyReply, file: StoredFile, key: string) {
      reply
        .header('cache-control', publicCacheControl(key))
        .header('etag', file.etag)
        .header('last-modified', file.lastModified.toUTCString())
        .header('x-content-type-options', 'nosniff')
        // Public pictures: a page on another origin (the CDN at MEDIA_BASE_URL) may show them.
        .header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
      return reply.header('content-type', file.contentType).send(file.bytes);
    }
    const notFound = (reply: FastifyReply) =>
      reply.code(404).header('cache-control', 'no-store').send({ message: 'Not Found' });
    const unavailable = (reply: FastifyReply) =>
      reply.code(503).header('cache-control', 'no-store').send({ message: 'Service Unavailable' });

    const making = new Map<string, Promise<StoredFile | null>>();

    async function makeCopy(source: string, copy: string, width: number) {
      const original = await files.get(source);
      if (!original) return null;
      const header = await images.inspect(original.bytes);
      if (!header.ok) throw new Error(`media original refused: ${header.code}`);
      const webp = await images.decode(
        original.bytes,
        {
          resize: { width, withoutEnlargement: true },
          format: 'webp',
          formatOptions: { quality: 80 },
        },
        { owner: null, urgent: true },
      );
      await files.put(copy, webp, 'image/webp');
      return files.get(copy);
    }

    async function variant(width: number, source: string): Promise<StoredFile | null> {
      const copy = variantKey(width, source);
      const [original, kept] = await Promise.all([files.head(source), files.get(copy)]);
      if (!original) return null;
      if (kept && kept.lastModified >= original.lastModified) return kept;
      // Parallel requests for one missing copy share its making.
      const pending = making.get(copy);
      if (pending) return pending;
      const made = makeCopy(source, copy, width).finally(() => making.delete(copy));
      making.set(copy, made);
      return made;
    }

    app.get<{ Params: { width: string; '*': string } }>(
      '/media/w/:width/*',
      { schema: { hide: true } },
      async (request, reply) => {
        const width = Number(request.params.width);
        const source = request.params['*'];
        if (
          !isMediaVariantWidth(width) ||
          !SOURCE_PATH.test(source) ||
          source.includes('..') ||
          !isStorageKey(source)
        ) {
          return notFound(reply);
        }
        let busy = false;
        const copy = await variant(width, source).catch((error: unknown) => {
          busy = error instanceof AppError && error.status === 503;
          if (!busy) request.log.warn({ err: error, source }, 'media copy could not be made');
          return null;
        });
        if (busy) {
          return reply.header('cache-control', 'no-store').redirect(`/media/${source}`, 307);
        }
        if (!copy) return notFound(reply);
        return send(request, reply, copy, variantKey(width, source));
      },
    );

    app.get<{ Params: { '*': string } }>(
      '/media/*',
      { schema: { hide: true } },
      async (request, reply) => {
        const key = request.params['*'];
        if (!isStorageKey(key)) return notFound(reply);
        let file: StoredFile | null;
        try {
          file = await files.get(key);
        } catch (error) {
          request.log.error({ err: error, key }, 'media file could not be read');
          return unavailable(reply);
        }
        return file ? send(request, reply, file, key) : notFound(reply);
      },
    );
  },
  { name: 'media' },
);

/**
 * With MEDIA_BASE_URL (`baseUrl`), every JSON answer's `/media/…` string values start with it
 * instead, so the storefront and API clients load images from the CDN. The database keeps the
 * shop's own paths; only answers change. Registered before compression, whose `onSend` would
 * otherwise have turned the text into a stream.
 */
export const mediaUrls = fp<{ baseUrl: string }>(
  async (app, { baseUrl }) => {
    if (!baseUrl) return;
    const prefix = JSON.stringify(`${baseUrl}/media/`).slice(1, -1);
    app.addHook('onSend', async (_request, reply, payload) => {
      if (typeof payload !== 'string') return payload;
      if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
        return payload;
      }
      return payload.replace(MEDIA_VALUE, (_match, before: string) => `${before}"${prefix}`);
    });
  },
  { name: 'media-urls' },
);
