import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { CatalogueChanges } from '../../lib/catalogue-changes';
import type { RecordAudit } from '../../lib/staff-request';
import { adminReviewsRoutes } from './admin-reviews.routes';
import { createAdminReviewsService, type ReviewDecisions } from './admin-reviews.service';

export type { LockedReview, ReviewDecision, ReviewDecisions } from './admin-reviews.service';

/**
 * Moderation of reviews in the back office (prefix `/api/admin`; permission `reviews.moderate`;
 * docs/design/reviews.md decision 6, docs/design/back-office.md "Reviews"): the queue, one
 * review with its reports, approve and reject. The decisions' writes are the reviews module's
 * (`decisions`, composed in app.ts), audited here in their transaction.
 */
export const reviewsAdminModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  changes: CatalogueChanges;
  /** The admin module's `recordAudit`. */
  audit: RecordAudit;
  decisions: ReviewDecisions;
}> = async (app, { db, clock, changes, audit, decisions }) => {
  await app.register(adminReviewsRoutes, {
    reviews: createAdminReviewsService({ db, decisions, audit, clock, changes }),
  });
};
