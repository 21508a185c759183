import type { Database } from '@kilau/db';
import { isEmptyDelta, statsDelta } from '@kilau/domain/reviews';
import type { Transaction } from 'kysely';
import { contributionOf } from './review-contribution';
import type { ReviewRow } from './review-rows.repository';
import { createReviewsRepository } from './reviews.repository';

/** A back-office decision on a review (docs/design/reviews.md decision 6). */
export type ModerationDecision = { kind: 'approve' } | { kind: 'reject'; reason: string };

/** The review as a decision finds it and leaves it (the audit row's before and after). */
export type ModeratedState = Pick<
  ReviewRow,
  'status' | 'hold_reasons' | 'rejection_reason' | 'report_count'
>;

/**
 * The reviews' side of moderation, in the caller's transaction so the back office writes its
 * audit row in the same one. `lock` takes the review row first (decision 9's order); `decide`
 * then writes the decision and, when it changes whether the review is published, applies the
 * stats delta — which takes `product_review_stats`, `product_rating_type_stats` (ascending type)
 * and the product row, in that order, as every review write does.
 *
 * Approve publishes the review, clears its hold reasons and rejection reason, and dismisses the
 * reports made so far (`review_reports.dismissed_at`; `report_count` back to 0): three new
 * members' reports hold it again. Reject sets `rejected` with the reason its author sees, and
 * takes a published review out of the stats; its reports stay as they are.
 */
export function createReviewModeration() {
  const reviews = createReviewsRepository();
  return {
    lock: (tx: Transaction<Database>, reviewId: number) => reviews.lock(tx, reviewId),

    async decide(
      tx: Transaction<Database>,
      before: ReviewRow,
      decision: ModerationDecision,
      at: { now: Date; staffId: number | null },
    ): Promise<{ after: ModeratedState; dismissedReports: number; publishedChanged: boolean }> {
      const approve = decision.kind === 'approve';
      const dismissedReports = approve ? await reviews.dismissReports(tx, before.id, at.now) : 0;
      const after: ModeratedState = approve
        ? { status: 'published', hold_reasons: [], rejection_reason: null, report_count: 0 }
        : {
            status: 'rejected',
            hold_reasons: before.hold_reasons,
            rejection_reason: decision.reason,
            report_count: before.report_count,
          };
      await reviews.update(tx, before.id, {
        ...after,
        moderated_at: at.now,
        moderated_by: at.staffId,
        updated_at: at.now,
      });
      const publishedChanged = (before.status === 'published') !== (after.status === 'published');
      if (publishedChanged) {
        const ratings = await reviews.ratings(tx, before.id);
        const delta = statsDelta(
          contributionOf(before, ratings),
          contributionOf({ ...before, status: after.status }, ratings),
        );
        if (!isEmptyDelta(delta)) await reviews.applyStats(tx, before.product_id, delta);
      }
      return { after, dismissedReports, publishedChanged };
    },
  };
}

export type ReviewModeration = ReturnType<typeof createReviewModeration>;
