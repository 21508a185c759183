import { textInput } from '@kilau/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { PrivateFiles } from './storage-port';
import type { UploadLinks } from './signed-links';

/**
 * `GET /uploads/<key>?expires=<unix>&signature=<hex>`: a private upload through its pre-signed
 * URL (the local-disk adapter). A wrong, tampered or expired signature is 403; a signed key with
 * no file 404. Answers the stored bytes with their content type, never sniffed, cached privately
 * until the link expires.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{
  links: UploadLinks;
  files: PrivateFiles;
  clock: () => Date;
}> = async (app, { links, files, clock }) => {
  app.get(
    '/*',
    {
      schema: {
        tags: ['uploads'],
        summary: 'A private upload (a payment receipt) through its pre-signed URL',
        params: z.object({ '*': textInput() }),
        querystring: z.object({
          expires: textInput().max(20).default(''),
          signature: textInput().max(200).default(''),
        }),
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const { expires, signature } = request.query;
      if (links.verify(key, expires, signature) !== 'ok') {
        throw new AppError(403, 'upload_link_invalid', 'upload_link_invalid');
      }
      const file = await files.get(key);
      if (!file) throw new AppError(404, 'upload_not_found', 'upload_not_found');
      const remaining = Math.max(0, Number(expires) - Math.floor(clock().getTime() / 1000));
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', `private, max-age=${remaining}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(file.bytes);
    },
  );
};
