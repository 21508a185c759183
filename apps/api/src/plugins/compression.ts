import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Dynamic responses (pages, JSON) compressed on the fly at a cheap brotli level; built assets
 * are precompressed at build time and served as .br/.gz files instead (see web-app.ts).
 */
export const compression = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
