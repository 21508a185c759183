import type { Locale } from '@kilau/domain';
import { formatVariantLabel, type VariantAttributes } from '@kilau/domain/catalog';
import { mediaPath } from '../../adapters/storage';
import { AppError } from '../../lib/app-error';
import type { ReviewReadsRepository } from './review-reads.repository';
import type { ReviewRow } from './review-rows.repository';

/** A rating type's name in the answer's language. */
export const typeName = (type: { name_id: string; name_en: string }, locale: Locale) =>
  locale === 'en' ? type.name_en : type.name_id;

/**
 * The answers' shape of whole reviews (001 §3, `ReviewSchema`): their ratings, tags, photos in
 * order, and what the member asking may see and do (their own review's state and rejection
 * reason, whether they found it helpful).
 */
export function createReviewAnswers(deps: { reads: ReviewReadsRepository }) {
  const { reads } = deps;

  /** The answers' shape for `rows`, as `viewer` (a member id, or null for a guest) sees them. */
  async function present(rows: ReviewRow[], viewer: number | null, locale: Locale) {
    const ids = rows.map((row) => row.id);
    const [types, details, voted] = await Promise.all([
      reads.ratingTypes(),
      reads.detailsOf(ids),
      viewer === null ? Promise.resolve(new Set<number>()) : reads.votedBy(viewer, ids),
    ]);
    const byReview = new Map(details.map((detail) => [detail.id, detail]));
    return rows.map((row) => {
      const detail = byReview.get(row.id);
      const own = new Map(detail?.ratings ?? []);
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
          const value = own.get(type.id);
          return value === undefined
            ? []
            : [
                {
                  code: type.code,
                  name: typeName(type, locale),
                  value,
                  average: Math.round((value / types.length) * 100) / 100,
                },
              ];
        }),
        average_rating: row.average_rating,
        tags: detail?.tags ?? [],
        images: (detail?.images ?? []).map((image) => ({
          name: image.storage_key,
          url: mediaPath(image.storage_key),
          description: image.caption,
        })),
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

  return {
    present,

    /** The review just written, as its author sees it. */
    async presentOne(reviewId: number, viewer: number, locale: Locale) {
      const row = await reads.byId(reviewId);
      const [review] = row ? await present([row], viewer, locale) : [];
      if (!review) throw new AppError(404, 'review_not_found', 'review_not_found');
      return review;
    },
  };
}

/** A product's review summary (`ReviewStatsSchema`) from its stats rows. */
export function statsAnswer(
  productId: number,
  { row, types }: Awaited<ReturnType<ReviewReadsRepository['stats']>>,
  locale: Locale,
) {
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
}
