import type { Database } from '@kilau/db';
import {
  checkReviewPhotoBytes,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_MIME_TYPES,
  REVIEW_UPLOAD_PREFIX,
} from '@kilau/domain/reviews';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { PrivateFiles, PublicFiles, UploadPutRules } from '../../adapters/storage';
import type { CatalogueChanges } from '../../lib/catalogue-changes';
import type { ImageGuard } from '../../lib/image-guard';
import { inTransaction } from '../../lib/transaction';
import { createReviewImagesRepository } from './review-images.repository';
import { reviewPhotosRoutes } from './review-photos.routes';
import { createReviewPhotosService } from './review-photos.service';
import { createReviewReadsRepository } from './review-reads.repository';
import { createReviewableRepository } from './reviewable.repository';
import { reviewableRoutes } from './reviewable.routes';
import { createReviewsRepository } from './reviews.repository';
import { reviewsRoutes } from './reviews.routes';
import { createReviewsService, type ReviewPublished } from './reviews.service';
import { startUploadSweep } from './upload-sweep';

/**
 * What the shop's own `PUT /uploads/*` takes (local disk): review photos waiting under
 * `reviews/tmp/`, at most 5 MB, PNG or JPEG by their first bytes as their content type says.
 */
export const REVIEW_PHOTO_UPLOADS: UploadPutRules = {
  prefix: REVIEW_UPLOAD_PREFIX,
  maxBytes: REVIEW_PHOTO_MAX_BYTES,
  contentTypes: REVIEW_PHOTO_MIME_TYPES,
  accept: (file) => checkReviewPhotoBytes(file),
};

export type { ReviewPublished } from './reviews.service';
export { createMemberReviewRemoval, type MemberReviewRemoval } from './member-reviews.repository';
export {
  createReviewModeration,
  type ModeratedState,
  type ModerationDecision,
  type ReviewModeration,
} from './review-moderation';

/**
 * Reviews (prefix `/api/reviews`; docs/design/reviews.md): read, write and edit a combination's
 * review and its photos, "helpful" votes and reports, and the product stats they keep — which
 * the catalogue shows, so a change tells `changes` the product's tile and page changed. With
 * `sweepIntervalMs`, uploads never used are swept away while the app runs.
 */
export const reviewsModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  changes: CatalogueChanges;
  /** The file store's areas: uploads wait in the private one, photos are kept in the public. */
  files: { private: PrivateFiles; public: PublicFiles };
  images: ImageGuard;
  /** How often stale uploads are swept (0 or absent: never). */
  sweepIntervalMs?: number;
  /** Where reviews are written ("website", the shop's store source). */
  source?: string;
  /** Told in the write's transaction when a member's new review is published at once (a badge). */
  reviewPublished?: ReviewPublished;
}> = async (
  app,
  { db, clock, changes, files, images, sweepIntervalMs = 0, source = 'website', reviewPublished },
) => {
  const imagesRepository = createReviewImagesRepository(db);
  const photos = createReviewPhotosService({
    uploads: files.private,
    media: files.public,
    images,
    repository: imagesRepository,
    clock,
  });
  const reviews = createReviewsService({
    reviews: createReviewsRepository(),
    reads: createReviewReadsRepository(db),
    images: imagesRepository,
    photos,
    transaction: (work) => inTransaction(db, work),
    clock,
    source,
    productChanged: (productId) => changes.changed({ products: [productId] }, 'review'),
    ...(reviewPublished ? { reviewPublished } : {}),
  });
  await app.register(reviewableRoutes, { reviewable: createReviewableRepository(db) });
  await app.register(reviewsRoutes, { reviews });
  await app.register(reviewPhotosRoutes, { photos, canWrite: reviews.canWrite });

  if (sweepIntervalMs > 0) {
    let stop: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stop = startUploadSweep({ sweep: photos.sweep, intervalMs: sweepIntervalMs, log: app.log });
    });
    app.addHook('preClose', async () => {
      await stop?.();
    });
  }
};
