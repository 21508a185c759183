import { mkdirSync } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import fastifyStatic from '@fastify/static';
import { isMediaVariantWidth } from '@kilau/domain/shared';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { ImageGuard } from '../lib/image-guard';

/** The stored images a copy can be made of: a path of plain segments ending in a raster type. */
const SOURCE_PATH = /^(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_.-]+\.(?:webp|png|jpe?g)$/;
const VARIANTS_FOLDER = '.variants';
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * Uploaded and generated images (`/media/*`) from the media folder on disk. File names are
 * content-stable (product id and index), so a day of caching is safe; reseeding rewrites them.
 *
 * `/media/w/{width}/{path}` answers a copy `width` pixels wide (one of the domain's
 * `MEDIA_VARIANT_WIDTHS`, never wider than the original) as WebP, made with sharp on first
 * request and kept under `.variants/`; a copy older than its original is made again. The copy is
 * made through the image guard (ADR 0016): an original whose header declares too large a
 * picture gets no copy (404); copies go before queued uploads, one making per copy at a time,
 * and while the guard is full the original is answered instead (a redirect, not cached).
 */
export const media = fp<{ root: string; images: ImageGuard }>(
  async (app, { root, images }) => {
    mkdirSync(root, { recursive: true });
    const base = path.resolve(root);
    await app.register(fastifyStatic, {
      root,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      // The kept copies are served by their own route.
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders(res) {
        res.setHeader('cache-control', CACHE_CONTROL);
        res.setHeader('x-content-type-options', 'nosniff');
      },
    });

    const making = new Map<string, Promise<Buffer | null>>();

    async function makeCopy(original: string, copy: string, width: number) {
      const bytes = await readFile(original);
      const header = await images.inspect(bytes);
      if (!header.ok) throw new Error(`media original refused: ${header.code}`);
      const webp = await images.decode(
        bytes,
        {
          resize: { width, withoutEnlargement: true },
          format: 'webp',
          formatOptions: { quality: 80 },
        },
        { owner: null, urgent: true },
      );
      // Written aside and renamed: a parallel request never reads half a file.
      await mkdir(path.dirname(copy), { recursive: true });
      const partial = `${copy}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(partial, webp);
      await rename(partial, copy);
      return webp;
    }

    async function variant(width: number, source: string): Promise<Buffer | null> {
      const original = path.join(base, source);
      const copy = path.join(base, VARIANTS_FOLDER, String(width), `${source}.webp`);
      const originalStat = await stat(original).catch(() => null);
      if (!originalStat?.isFile()) return null;
      const copyStat = await stat(copy).catch(() => null);
      if (copyStat && copyStat.mtimeMs >= originalStat.mtimeMs) return readFile(copy);
      // Parallel requests for one missing copy share its making.
      const pending = making.get(copy);
      if (pending) return pending;
      const made = makeCopy(original, copy, width).finally(() => making.delete(copy));
      making.set(copy, made);
      return made;
    }

    app.get<{ Params: { width: string; '*': string } }>(
      '/media/w/:width/*',
      { schema: { hide: true } },
      async (request, reply) => {
        const width = Number(request.params.width);
        const source = request.params['*'];
        const notFound = () =>
          reply.code(404).header('cache-control', 'no-store').send({ message: 'Not Found' });
        if (!isMediaVariantWidth(width) || !SOURCE_PATH.test(source) || source.includes('..')) {
          return notFound();
        }
        let busy = false;
        const bytes = await variant(width, source).catch((error: unknown) => {
          busy = error instanceof AppError && error.status === 503;
          if (!busy) request.log.warn({ err: error, source }, 'media copy could not be made');
          return null;
        });
        if (busy) {
          return reply.header('cache-control', 'no-store').redirect(`/media/${source}`, 307);
        }
        if (!bytes) return notFound();
        return reply
          .header('content-type', 'image/webp')
          .header('cache-control', CACHE_CONTROL)
          .header('x-content-type-options', 'nosniff')
          .send(bytes);
      },
    );
  },
  { name: 'media' },
);
