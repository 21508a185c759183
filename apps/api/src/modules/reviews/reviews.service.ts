import type { Database, ReviewDuration, ReviewReportReason } from '@kilau/db';
import type { Locale } from '@kilau/domain';
import { formatVariantLabel, type VariantAttributes } from '@kilau/domain/catalog';
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
import { contributionOf } from './review-contribution';
import type { ReviewReadsRepository } from './review-reads.repository';
import type { RatingTypeRow, ReviewFilter, ReviewRow, ReviewSort } from './review-rows.repository';
import type { ReviewsRepository } from './reviews.repository';

/** What a member sends to write or edit a review (001 §3; the ratings as `is_star_<code>`). */
export type ReviewInput = {
  details: string;
  is_recommended: boolean;
  is_repurchase: boolean;
  duration_of_used: ReviewDuration;
  tags: string[];
  stars: Record<string, unknown>;
};

export type NewReviewInput = ReviewInput & { product_id: number; combination_id: number };

const typeName = (type: { name_id: string; name_en: string }, locale: Locale) =>
  locale === 'en' ? type.name_en : type.name_id;

export function createReviewsService(deps: {
  reviews: ReviewsRepository;
  reads: ReviewReadsRepository;
  transaction: <T>(work: (tx: Transaction<Database>) => Promise<T>) => Promise<T>;
  clock: () => Date;
  source: string;
  /** After a commit that changed what a product shows (its rating, its count). */
  productChanged: (productId: number) => Promise<void>;
}) {
  const { reviews, reads, transaction, clock, source, productChanged } = deps;

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

  /** The answers' shape for `rows`, as `viewer` (a member id, or null for a guest) sees them. */
  async function present(rows: ReviewRow[], viewer: number | null, locale: Locale) {
    const ids = rows.map((row) => row.id);
    const [types, ratings, tags, voted] = await Promise.all([
      reads.ratingTypes(),
      reads.ratingsOf(ids),
      reads.tagsOf(ids),
      viewer === null ? Promise.resolve(new Set<number>()) : reads.votedBy(viewer, ids),
    ]);
    return rows.map((row) => {
      const own = ratings.filter((rating) => Number(rating.review_id) === row.id);
      const isAuthor = viewer === row.user_id;
      return {
        _id: String(row.id),
        product_id: String(row.product_id),
        combination_id: String(row.combination_id),
        variant: formatVariantLabel(row.attributes as VariantAttributes, locale),
        user: { user_name: row.user_name, image_url: row.image_url },
        source: row.source,
        details: row.details,
        is_recommended: row.is_recommended,
        is_repurchase: row.is_repurchase,
        duration_of_used: row.duration_of_used,
        ratings: types.flatMap((type) => {
          const rating = own.find((entry) => entry.rating_type_id === type.id);
          return rating
            ? [
                {
                  code: type.code,
                  name: typeName(type, locale),
                  value: rating.value,
                  average: Math.round((rating.value / types.length) * 100) / 100,
                },
              ]
            : [];
        }),
        average_rating: row.average_rating,
        tags: tags.filter((tag) => Number(tag.review_id) === row.id).map((tag) => tag.name),
        is_verified_purchase: row.is_verified_purchase,
        is_published: row.status === 'published',
        status: row.status,
        rejection_reason: isAuthor ? row.rejection_reason : null,
        helpful_count: row.helpful_count,
        is_helpful: voted.has(row.id),
        is_editable: isAuthor,
        created_at: row.created_at,
        edited_at: row.edited_at,
      };
    });
  }

  /** The review just written, as its author sees it. */
  async function presentOne(reviewId: number, viewer: number, locale: Locale) {
    const row = await reads.byId(reviewId);
    const [review] = row ? await present([row], viewer, locale) : [];
    if (!review) throw new AppError(404, 'review_not_found', 'review_not_found');
    return review;
  }

  return {
    ratingTypes: async (locale: Locale) =>
      (await reads.ratingTypes()).map((type, index) => ({
        id: type.id,
        code: type.code,
        name: typeName(type, locale),
        position: index + 1,
      })),

    async create(memberId: number, input: NewReviewInput, locale: Locale) {
      const allowed = canWriteReview({
        loggedIn: true,
        userName: await reads.userName(memberId),
      });
      if (!allowed.ok) throw new AppError(403, allowed.code, allowed.code);
      const details = checkText(input, locale);
      const ratings = ratingsFrom(input, await reads.ratingTypes(), locale);
      if (!(await reads.reviewableCombination(input.product_id, input.combination_id)))
        throw fieldsRefused({ combination_id: 'review_combination_unavailable' }, locale);
      const reasons = holdReasons([details, ...input.tags]);
      const values = {
        details,
        is_recommended: input.is_recommended,
        is_repurchase: input.is_repurchase,
        duration_of_used: input.duration_of_used,
        average_rating: averageOf(ratings),
        status: reasons.length > 0 ? ('held' as const) : ('published' as const),
        hold_reasons: reasons,
      };
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
        const delta = statsDelta(
          null,
          contributionOf({ ...values, has_images: false, is_verified_purchase: verified }, ratings),
        );
        if (!isEmptyDelta(delta)) await reviews.applyStats(tx, input.product_id, delta);
        return id;
      });
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
      const reasons = holdReasons([details, ...input.tags]);
      const now = clock();
      const { productId, published, wasPublished } = await transaction(async (tx) => {
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
        };
        await reviews.update(tx, reviewId, { ...after, edited_at: now, updated_at: now });
        await reviews.setRatings(tx, reviewId, ratings);
        await reviews.setTags(tx, reviewId, input.tags);
        const delta = statsDelta(
          contributionOf(before, beforeRatings),
          contributionOf({ ...before, ...after }, ratings),
        );
        if (!isEmptyDelta(delta)) await reviews.applyStats(tx, before.product_id, delta);
        return {
          productId: before.product_id,
          published: status === 'published',
          wasPublished: before.status === 'published',
        };
      });
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

    async stats(productId: number, locale: Locale) {
      const { row, types } = await reads.stats(productId);
      const count = row?.review_count ?? 0;
      const percentage = (n: number) => (count === 0 ? 0 : Math.round((n / count) * 100));
      return {
        product_id: String(productId),
        review_count: count,
        average_rating: count === 0 ? 0 : Math.round((Number(row?.rating_sum) / count) * 10) / 10,
        distribution: {
          1: row?.stars_1 ?? 0,
          2: row?.stars_2 ?? 0,
          3: row?.stars_3 ?? 0,
          4: row?.stars_4 ?? 0,
          5: row?.stars_5 ?? 0,
        },
        recommend_percentage: percentage(row?.recommend_count ?? 0),
        repurchase_percentage: percentage(row?.repurchase_count ?? 0),
        with_images_count: row?.with_images_count ?? 0,
        verified_count: row?.verified_count ?? 0,
        rating_types: types.map((type) => ({
          code: type.code,
          name: typeName(type, locale),
          count: type.value_count ?? 0,
          average: type.value_count
            ? Math.round(((type.value_sum ?? 0) / type.value_count) * 10) / 10
            : 0,
        })),
      };
    },

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
