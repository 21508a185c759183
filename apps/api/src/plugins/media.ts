import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * Uploaded and generated images (`/media/*`) from the media folder on disk. File names are
 * content-stable (product id and index), so a day of caching is safe; reseeding rewrites them.
 */
export const media = fp<{ root: string }>(
  async (app, { root }) => {
    mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders(res) {
        res.setHeader('cache-control', 'public, max-age=86400');
        res.setHeader('x-content-type-options', 'nosniff');
      },
    });
  },
  { name: 'media' },
);
