import type { Database, ReviewDuration, ReviewReportReason } from '@kilau/db';
import type { Locale } from '@kilau/domain';
import {
  averageRating,
  canWriteReview,
  checkReviewText,
  holdReasons,
  isEmptyDelta,
  REVIEW_REPORTS_TO_HOLD,
  statsDelta,
} from '@kilau/domain/reviews';
import type { Transaction } from 'kysely';
import { AppError, fieldsRefused } from '../../lib/app-error';
import { createReviewAnswers, statsAnswer, typeName } from './review-answers';
import { contributionOf } from './review-contribution';
import type { ReviewImagesRepository, ReviewImageValues } from './review-images.repository';
import type { ReviewPhotoInput, ReviewPhotosService } from './review-photos.service';
import type { ReviewReadsRepository } from './review-reads.repository';
import type { RatingTypeRow, ReviewFilter, ReviewSort } from './review-rows.repository';
import type { ReviewsRepository } from './reviews.repository';

/** What a member sends to write or edit a review (001 §3; the ratings as `is_star_<code>`). */
export type ReviewInput = {
  details: string;
  is_recommended: boolean;
  is_repurchase: boolean;
  duration_of_used: ReviewDuration;
  tags: string[];
  stars: Record<string, unknown>;
  /** The photos in order; left out of an edit, the review's photos stay as they are. */
  images?: ReviewPhotoInput[] | undefined;
};

export type NewReviewInput = ReviewInput & { product_id: number; combination_id: number };

/** A port the composition root fills: a member's review was published (in the write's `tx`). */
export type ReviewPublished = (tx: Transaction<Database>, memberId: number) => Promise<unknown>;

export function createReviewsService(deps: {
  reviews: ReviewsRepository;
  reads: ReviewReadsRepository;
  images: ReviewImagesRepository;
  photos: ReviewPhotosService;
  transaction: <T>(work: (tx: Transaction<Database>) => Promise<T>) => Promise<T>;
  clock: () => Date;
  source: string;
  /** After a commit that changed what a product shows (its rating, its count). */
  productChanged: (productId: number) => Promise<void>;
  /** Told in the write's transaction when a new review is published at once (the first-review badge). */
  reviewPublished?: ReviewPublished;
}) {
  const { reviews, reads, images, photos, transaction, clock, source, productChanged } = deps;
  const { present, presentOne } = createReviewAnswers({ reads });

  /** Every active type filled with a whole 1–5 (001 §5), as type id → value. */
  function ratingsFrom(input: ReviewInput, types: RatingTypeRow[], locale: Locale) {
    const ratings = new Map<number, number>();
    const missing: Record<string, 'rating_required'> = {};
    for (const type of types) {
      const value = input.stars[`is_star_${type.code}`];
      if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5)
        ratings.set(type.id, value);
      else missing[`is_star_${type.code}`] = 'rating_required';
    }
    if (Object.keys(missing).length > 0) throw fieldsRefused(missing, locale);
    return ratings;
  }

  function checkText(input: ReviewInput, locale: Locale): string {
    const text = checkReviewText(input.details);
    if (!text.ok)
      throw fieldsRefused({ details: { code: text.code, params: text.params ?? {} } }, locale);
    return text.value;
  }

  /** The review's average (001 §3: the mean of its ratings), kept with two decimals. */
  const averageOf = (ratings: Map<number, number>) =>
    Math.round(averageRating([...ratings.values()].map((value) => ({ name: '', value }))) * 100) /
    100;

  /** Writing reviews (and uploading their photos) needs a username (001 §5): else 403. */
  async function canWrite(memberId: number) {
    const allowed = canWriteReview({ loggedIn: true, userName: await reads.userName(memberId) });
    if (!allowed.ok) throw new AppError(403, allowed.code, allowed.code);
  }

  /**
   * Lays the review's photos down in its transaction; answers the stored copies it dropped. A
   * kept photo the review no longer holds (a parallel edit took it) or a copy another write laid
   * down first is 422 on `images`, and the transaction rolls back.
   */
  async function layPhotos(
    tx: Transaction<Database>,
    reviewId: number,
    laid: ReviewImageValues[],
    made: string[],
    now: Date,
    locale: Locale,
  ): Promise<string[]> {
    const { before, complete } = await images.replace(tx, reviewId, laid, now);
    const keys = new Set(laid.map((image) => image.storage_key));
    const keptGone = [...keys].some((key) => !made.includes(key) && !before.includes(key));
    if (!complete || keptGone) throw fieldsRefused({ images: 'review_photo_unavailable' }, locale);
    return before.filter((key) => !keys.has(key));
  }

  return {
    ratingTypes: async (locale: Locale) =>
      (await reads.ratingTypes()).map((type, index) => ({
        id: type.id,
        code: type.code,
        name: typeName(type, locale),
        position: index + 1,
      })),

    canWrite,

    async create(memberId: number, input: NewReviewInput, locale: Locale) {
      await canWrite(memberId);
      const details = checkText(input, locale);
      const ratings = ratingsFrom(input, await reads.ratingTypes(), locale);
      if (!(await reads.reviewableCombination(input.product_id, input.combination_id)))
        throw fieldsRefused({ combination_id: 'review_combination_unavailable' }, locale);
      const captions = (input.images ?? []).map((image) => image.description);
      const reasons = holdReasons([details, ...input.tags, ...captions]);
      const values = {
        details,
        is_recommended: input.is_recommended,
        is_repurchase: input.is_repurchase,
        duration_of_used: input.duration_of_used,
        average_rating: averageOf(ratings),
        status: reasons.length > 0 ? ('held' as const) : ('published' as const),
        hold_reasons: reasons,
        has_images: (input.images ?? []).length > 0,
      };
      // The photos' work (reading, decoding, storing) before the transaction, never inside it.
      const prepared = await photos.prepare(memberId, input.images ?? [], new Set(), locale);
      const now = clock();
      const reviewId = await transaction(async (tx) => {
        const verified = await reviews.hasDeliveredPurchase(tx, memberId, input.combination_id);
        const id = await reviews.insert(tx, {
          ...values,
          user_id: memberId,
          product_id: input.product_id,
          combination_id: input.combination_id,
          source,
          is_verified_purchase: verified,
          created_at: now,
        });
        if (id === undefined) throw new AppError(403, 'DUPLICATE_USER_REVIEW', 'review_duplicate');
        await reviews.setRatings(tx, id, ratings);
        await reviews.setTags(tx, id, input.tags);
        await layPhotos(tx, id, prepared.images, prepared.made, now, locale);
        if (values.status === 'published') await deps.reviewPublished?.(tx, memberId);
        const delta = statsDelta(
          null,
          contributionOf({ ...values, is_verified_purchase: verified }, ratings),
        );
        if (!isEmptyDelta(delta)) await reviews.applyStats(tx, input.product_id, delta);
        return id;
      }).catch(async (error: unknown) => {
        await photos.discard(prepared.made);
        throw error;
      });
      await photos.settle(prepared.used, []);
      if (values.status === 'published') await productChanged(input.product_id);
      return {
        review: await presentOne(reviewId, memberId, locale),
        held: values.status !== 'published',
      };
    },

    /** The author's edit (001 §4: rating, text and photos, recommend and repurchase). */
    async edit(memberId: number, reviewId: number, input: ReviewInput, locale: Locale) {
      const details = checkText(input, locale);
      const ratings = ratingsFrom(input, await reads.ratingTypes(), locale);
      const captions = (input.images ?? []).map((image) => image.description);
      const reasons = holdReasons([details, ...input.tags, ...captions]);
      const found = await reads.byId(reviewId);
      if (!found || found.user_id !== memberId)
        throw new AppError(404, 'review_not_found', 'review_not_found');
      // The photos' work before the transaction: the review's own photos are kept as named.
      const prepared = input.images
        ? await photos.prepare(
            memberId,
            input.images,
            new Set((await images.imagesOf([reviewId])).map((image) => image.storage_key)),
            locale,
          )
        : null;
      const now = clock();
      const { productId, published, wasPublished, dropped } = await transaction(async (tx) => {
        const before = await reviews.lock(tx, reviewId);
        if (!before || before.user_id !== memberId)
          throw new AppError(404, 'review_not_found', 'review_not_found');
        const beforeRatings = await reviews.ratings(tx, reviewId);
        // A rejected review goes back to the queue; a held one stays there; a published one is
        // held only if the filter (or its earlier reports) says so.
        const kept = before.hold_reasons.filter((reason) => reason === 'reports');
        const allReasons = [...new Set([...reasons, ...kept])];
        const status =
          before.status === 'published' && allReasons.length === 0 ? 'published' : 'held';
        const after = {
          details,
          is_recommended: input.is_recommended,
          is_repurchase: input.is_repurchase,
          duration_of_used: input.duration_of_used,
          average_rating: averageOf(ratings),
          status: status as 'published' | 'held',
          hold_reasons: before.status === 'rejected' ? [...allReasons, 'edited'] : allReasons,
          has_images: prepared ? prepared.images.length > 0 : before.has_images,
        };
        await reviews.update(tx, reviewId, { ...after, edited_at: now, updated_at: now });
        await reviews.setRatings(tx, reviewId, ratings);
        await reviews.setTags(tx, reviewId, input.tags);
        const dropped = prepared
          ? await layPhotos(tx, reviewId, prepared.images, prepared.made, now, locale)
          : [];
        const delta = statsDelta(
          contributionOf(before, beforeRatings),
          contributionOf({ ...before, ...after }, ratings),
        );
        if (!isEmptyDelta(delta)) await reviews.applyStats(tx, before.product_id, delta);
        return {
          productId: before.product_id,
          published: status === 'published',
          wasPublished: before.status === 'published',
          dropped,
        };
      }).catch(async (error: unknown) => {
        await photos.discard(prepared?.made ?? []);
        throw error;
      });
      await photos.settle(prepared?.used ?? [], dropped);
      if (published || wasPublished) await productChanged(productId);
      return { review: await presentOne(reviewId, memberId, locale), held: !published };
    },

    async page(
      filter: ReviewFilter,
      sort: ReviewSort,
      skip: number,
      limit: number,
      viewer: number | null,
      locale: Locale,
    ) {
      const [rows, total] = await Promise.all([
        reads.page(filter, sort, skip, limit),
        reads.count(filter),
      ]);
      return { items: await present(rows, viewer, locale), total };
    },

    count: (filter: ReviewFilter) => reads.count(filter),

    mine: async (memberId: number, productId: number, locale: Locale) =>
      present(await reads.mine(memberId, productId), memberId, locale),

    stats: async (productId: number, locale: Locale) =>
      statsAnswer(productId, await reads.stats(productId), locale),

    searchTags: (query: string, limit: number) =>
      reads.searchTags(query.trim(), limit).then((rows) => rows.map((row) => row.name)),

    /** "Helpful" set or taken back: one vote per member whatever the number of taps. */
    async vote(memberId: number, reviewId: number, helpful: boolean) {
      const count = await transaction(async (tx) => {
        const review = await reviews.lock(tx, reviewId);
        if (!review || review.status !== 'published')
          throw new AppError(404, 'review_not_found', 'review_not_found');
        if (review.user_id === memberId) throw new AppError(403, 'review_own', 'review_own');
        return reviews.setVote(tx, reviewId, memberId, helpful);
      });
      return { _id: String(reviewId), is_helpful: helpful, helpful_count: count };
    },

    /** A member's report; the third member's report holds a published review. */
    async report(memberId: number, reviewId: number, reason: ReviewReportReason, note: string) {
      const productId = await transaction(async (tx) => {
        const review = await reviews.lock(tx, reviewId);
        if (!review || review.status !== 'published')
          throw new AppError(404, 'review_not_found', 'review_not_found');
        if (review.user_id === memberId) throw new AppError(403, 'review_own', 'review_own');
        const added = await reviews.addReport(tx, {
          review_id: reviewId,
          user_id: memberId,
          reason,
          note,
        });
        if (!added) throw new AppError(409, 'review_already_reported', 'review_already_reported');
        const reports = review.report_count + 1;
        const holds = reports >= REVIEW_REPORTS_TO_HOLD;
        await reviews.update(tx, reviewId, {
          report_count: reports,
          updated_at: clock(),
          ...(holds ? { status: 'held', hold_reasons: [...review.hold_reasons, 'reports'] } : {}),
        });
        if (!holds) return null;
        const ratings = await reviews.ratings(tx, reviewId);
        const delta = statsDelta(
          contributionOf(review, ratings),
          contributionOf({ ...review, status: 'held' }, ratings),
        );
        await reviews.applyStats(tx, review.product_id, delta);
        return review.product_id;
      });
      if (productId !== null) await productChanged(productId);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
