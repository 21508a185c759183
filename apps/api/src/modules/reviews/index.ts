import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { CatalogueChanges } from '../../lib/catalogue-changes';
import { inTransaction } from '../../lib/transaction';
import { createReviewReadsRepository } from './review-reads.repository';
import { createReviewableRepository } from './reviewable.repository';
import { reviewableRoutes } from './reviewable.routes';
import { createReviewsRepository } from './reviews.repository';
import { reviewsRoutes } from './reviews.routes';
import { createReviewsService } from './reviews.service';

export {
  createReviewModeration,
  type ModeratedState,
  type ModerationDecision,
  type ReviewModeration,
} from './review-moderation';

/**
 * Reviews (prefix `/api/reviews`; docs/design/reviews.md): read, write and edit a combination's
 * review, "helpful" votes and reports, and the product stats they keep — which the catalogue
 * shows, so a change tells `changes` the product's tile and page changed.
 */
export const reviewsModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  changes: CatalogueChanges;
  /** Where reviews are written ("website", the shop's store source). */
  source?: string;
}> = async (app, { db, clock, changes, source = 'website' }) => {
  await app.register(reviewableRoutes, { reviewable: createReviewableRepository(db) });
  await app.register(reviewsRoutes, {
    reviews: createReviewsService({
      reviews: createReviewsRepository(),
      reads: createReviewReadsRepository(db),
      transaction: (work) => inTransaction(db, work),
      clock,
      source,
      productChanged: (productId) => changes.changed({ products: [productId] }, 'review'),
    }),
  });
};
