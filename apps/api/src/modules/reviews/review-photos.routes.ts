import { countInput, idText } from '@kilau/domain';
import {
  REVIEW_PHOTO_MIME_TYPES,
  REVIEW_UPLOAD_URL_TTL_SECONDS,
  ReviewPhotoSchema,
  ReviewUploadUrlSchema,
  USER_PHOTOS_SHOWN_MAX,
} from '@kilau/domain/reviews';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, respond } from '../../lib/envelope';
import { requireMember } from '../../plugins/auth';
import type { ReviewPhotosService } from './review-photos.service';

/** Upload URLs a member may ask for in a minute: five photos, and room to retry. */
export const REVIEW_UPLOAD_URLS_PER_MINUTE = 30;

const ProductParams = z.object({ productId: idText() });

/**
 * Review photos (prefix `/api/reviews`; docs/design/reviews.md, decision 5): the upload URL a
 * member PUTs one photo to, and a product's photos from its published reviews.
 */
export const reviewPhotosRoutes: FastifyPluginAsyncZod<{
  photos: ReviewPhotosService;
  canWrite: (memberId: number) => Promise<void>;
}> = async (app, { photos, canWrite }) => {
  // Per member, after sign-in is known: each link costs a signature, and a file in the store.
  const countUploadUrls = app.createRateLimit({
    allowList: () => false,
    max: REVIEW_UPLOAD_URLS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: async (request: FastifyRequest) =>
      `review-upload:${(await request.member())?.userId ?? request.ip}`,
  });

  app.get(
    '/upload-url',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Where to PUT one review photo (a pre-signed URL, ten minutes)',
        description:
          `PUT the file's bytes to \`url\` with \`headers\`, before \`expires_at\` ` +
          `(${REVIEW_UPLOAD_URL_TTL_SECONDS / 60} minutes), then name it in the review's ` +
          "`images` (within an hour). On the shop's own link: 204 stored, 403 " +
          '`upload_link_invalid`, 413 over 5 MB, 415 not the PNG or JPEG it claims. 403 ' +
          `\`review_requires_username\`; 429 past ${REVIEW_UPLOAD_URLS_PER_MINUTE} a minute.`,
        querystring: z.object({
          content_type: z.enum(REVIEW_PHOTO_MIME_TYPES, { error: 'review_photo_type' }),
        }),
        response: { 200: envelopeOf(ReviewUploadUrlSchema) },
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const counted = await countUploadUrls(request);
      if (!counted.isAllowed && counted.isExceeded) {
        reply.header('retry-after', counted.ttlInSeconds);
        throw new AppError(429, 'too_many_requests', 'too_many_requests');
      }
      await canWrite(member.userId);
      return respond(reply, await photos.uploadUrl(member.userId, request.query.content_type));
    },
  );

  app.get(
    '/:productId/images',
    {
      schema: {
        tags: ['reviews'],
        summary: "A product's photos from its published reviews, newest reviews first",
        description: `skip, limit ≤ 50 (default ${USER_PHOTOS_SHOWN_MAX}: the page shows 7); meta.total counts them all.`,
        params: ProductParams,
        querystring: z.object({
          skip: countInput(0, 100_000).default(0),
          limit: countInput(1, 50).default(USER_PHOTOS_SHOWN_MAX),
        }),
        response: { 200: envelopeOf(z.array(ReviewPhotoSchema)) },
      },
    },
    async (request, reply) => {
      const { skip, limit } = request.query;
      const page = await photos.productPhotos(Number(request.params.productId), skip, limit);
      return respond(reply, page.items, { total: page.total, skip, limit });
    },
  );

  app.get(
    '/:productId/images/count',
    {
      schema: {
        tags: ['reviews'],
        summary: "The number of a product's photos from its published reviews",
        params: ProductParams,
        response: { 200: envelopeOf(z.object({ count: z.number() })) },
      },
    },
    async (request, reply) =>
      respond(reply, {
        count: await photos.productPhotoCount(Number(request.params.productId)),
      }),
  );
};
