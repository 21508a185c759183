import type { Database } from '@kilau/db';
import { isEmptyDelta, statsDelta } from '@kilau/domain/reviews';
import type { Transaction } from 'kysely';
import { contributionOf } from './review-contribution';
import { createReviewsRepository } from './reviews.repository';

/**
 * A closing member's reviews (docs/design/data-rights.md), in the closure's transaction: each
 * review in ascending id is locked, its share taken out of its product's stats (the same delta
 * a rejection applies, so the stats stay what the published reviews add up to), then deleted with
 * its ratings, photos' rows, tags, votes and reports (their foreign keys cascade). Lock order as
 * every review write: the review → `product_review_stats` → `product_rating_type_stats` → the
 * product (docs/design/reviews.md).
 */
export function createMemberReviewRemoval() {
  const reviews = createReviewsRepository();
  return {
    /** How many reviews the member has (what "keep anonymised" keeps). */
    async count(tx: Transaction<Database>, memberId: number): Promise<number> {
      const row = await tx
        .selectFrom('reviews')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', memberId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Removes them all; answers the products whose stats changed and the photos to delete. */
    async removeAll(tx: Transaction<Database>, memberId: number) {
      const ids = await tx
        .selectFrom('reviews')
        .select('id')
        .where('user_id', '=', memberId)
        .orderBy('id')
        .execute();
      const products = new Set<number>();
      const photoKeys: string[] = [];
      for (const { id } of ids) {
        const review = await reviews.lock(tx, Number(id));
        if (!review) continue;
        const ratings = await reviews.ratings(tx, review.id);
        const delta = statsDelta(
          contributionOf(review, ratings),
          contributionOf({ ...review, status: 'rejected' }, ratings),
        );
        if (!isEmptyDelta(delta)) {
          await reviews.applyStats(tx, review.product_id, delta);
          products.add(review.product_id);
        }
        const photos = await tx
          .selectFrom('review_images')
          .select('storage_key')
          .where('review_id', '=', review.id)
          .execute();
        photoKeys.push(...photos.map((photo) => photo.storage_key));
        await tx.deleteFrom('reviews').where('id', '=', review.id).execute();
      }
      return { removed: ids.length, productIds: [...products], photoKeys };
    },
  };
}

export type MemberReviewRemoval = ReturnType<typeof createMemberReviewRemoval>;
