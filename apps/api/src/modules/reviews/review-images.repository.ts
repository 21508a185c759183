import type { Database } from '@kilau/db';
import type { Kysely, Transaction } from 'kysely';
import type { Db } from './review-rows.repository';

/** A photo as a review write lays it down: its stored copy, caption and place (0–4). */
export type ReviewImageValues = { storage_key: string; caption: string; position: number };

export type ReviewImageRow = ReviewImageValues & { review_id: number };

/**
 * The reviews' photos (`review_images`; docs/design/reviews.md, decision 5): a review's photos in
 * order, their replacement inside the review write's transaction, and a product's photos from
 * its published reviews — read along `reviews_product_photos_idx` (published reviews with
 * photos, newest first). Reads `users` for the author's name (shared on purpose, read only).
 */
export function createReviewImagesRepository(db: Kysely<Database>) {
  const productPhotos = (productId: number) =>
    db
      .selectFrom('reviews as r')
      .innerJoin('review_images as i', 'i.review_id', 'r.id')
      .where('r.product_id', '=', productId)
      .where('r.status', '=', 'published')
      .where('r.has_images', '=', true);

  return {
    /** The photos of these reviews, each review's in its order. */
    imagesOf: async (reviewIds: number[], handle: Db = db): Promise<ReviewImageRow[]> =>
      reviewIds.length === 0
        ? []
        : (
            await handle
              .selectFrom('review_images')
              .select(['review_id', 'storage_key', 'caption', 'position'])
              .where('review_id', 'in', reviewIds)
              .orderBy('review_id')
              .orderBy('position')
              .execute()
          ).map((row) => ({ ...row, review_id: Number(row.review_id) })),

    /**
     * Lays down the review's photos (`images`, in their order), keeping the date a kept photo
     * was added. Answers the keys it had before, and whether every photo was laid down: a key
     * another review holds (a parallel write of the same upload) is not, and the caller refuses.
     */
    replace: async (
      tx: Transaction<Database>,
      reviewId: number,
      images: ReviewImageValues[],
      now: Date,
    ): Promise<{ before: string[]; complete: boolean }> => {
      const before = await tx
        .deleteFrom('review_images')
        .where('review_id', '=', reviewId)
        .returning(['storage_key', 'created_at'])
        .execute();
      if (images.length === 0)
        return { before: before.map((row) => row.storage_key), complete: true };
      const added = new Map(before.map((row) => [row.storage_key, row.created_at]));
      const laid = await tx
        .insertInto('review_images')
        .values(
          images.map((image) => ({
            review_id: reviewId,
            ...image,
            created_at: added.get(image.storage_key) ?? now,
          })),
        )
        .onConflict((conflict) => conflict.column('storage_key').doNothing())
        .returning('storage_key')
        .execute();
      return {
        before: before.map((row) => row.storage_key),
        complete: laid.length === images.length,
      };
    },

    /** Which of these keys a review holds. */
    held: async (keys: string[]): Promise<Set<string>> =>
      keys.length === 0
        ? new Set()
        : new Set(
            (
              await db
                .selectFrom('review_images')
                .select('storage_key')
                .where('storage_key', 'in', keys)
                .execute()
            ).map((row) => row.storage_key),
          ),

    /** A page of the product's photos: newest reviews first, each review's in its order. */
    productPhotos: (productId: number, skip: number, limit: number) =>
      productPhotos(productId)
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .select(['i.review_id', 'i.storage_key', 'i.caption', 'u.user_name', 'r.created_at'])
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .orderBy('i.position')
        .offset(skip)
        .limit(limit)
        .execute(),

    productPhotoCount: async (productId: number): Promise<number> =>
      Number(
        (
          await productPhotos(productId)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  };
}

export type ReviewImagesRepository = ReturnType<typeof createReviewImagesRepository>;
