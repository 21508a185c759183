// Reviews for API tests: the product's stats as stored beside the same figures recomputed from
// its published reviews (a product to review and a review's body: ./reviews).
import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

type Stats = {
  review_count: number;
  rating_sum: number;
  stars: number[];
  recommend_count: number;
  repurchase_count: number;
  with_images_count: number;
  verified_count: number;
  /** Rating type id → [sum, count], only types with a count. */
  types: Record<number, [number, number]>;
  /** `products.average_rating` and `total_reviews`. */
  product: { average_rating: number; total_reviews: number };
};

/** The product's stats as the review writes keep them (stats rows and the product row). */
export async function storedReviewStats(db: Kysely<Database>, productId: number): Promise<Stats> {
  const row = await db
    .selectFrom('product_review_stats')
    .selectAll()
    .where('product_id', '=', productId)
    .executeTakeFirst();
  const types = await db
    .selectFrom('product_rating_type_stats')
    .select(['rating_type_id', 'value_sum', 'value_count'])
    .where('product_id', '=', productId)
    .where('value_count', '>', 0)
    .orderBy('rating_type_id')
    .execute();
  const product = await db
    .selectFrom('products')
    .select(['average_rating', 'total_reviews'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return {
    review_count: row?.review_count ?? 0,
    rating_sum: Number(row?.rating_sum ?? 0),
    stars: [row?.stars_1, row?.stars_2, row?.stars_3, row?.stars_4, row?.stars_5].map(
      (n) => n ?? 0,
    ),
    recommend_count: row?.recommend_count ?? 0,
    repurchase_count: row?.repurchase_count ?? 0,
    with_images_count: row?.with_images_count ?? 0,
    verified_count: row?.verified_count ?? 0,
    types: Object.fromEntries(
      types.map((type) => [type.rating_type_id, [type.value_sum, type.value_count]]),
    ),
    product: {
      average_rating: Number(product.average_rating),
      total_reviews: Number(product.total_reviews),
    },
  };
}

/** The same figures recomputed from the product's published reviews themselves. */
export async function recomputedReviewStats(
  db: Kysely<Database>,
  productId: number,
): Promise<Stats> {
  const { rows } = await sql<Record<string, string | null>>`
    select count(*) as review_count,
           coalesce(sum(average_rating), 0) as rating_sum,
           count(*) filter (where floor(average_rating + 0.5) = 1) as s1,
           count(*) filter (where floor(average_rating + 0.5) = 2) as s2,
           count(*) filter (where floor(average_rating + 0.5) = 3) as s3,
           count(*) filter (where floor(average_rating + 0.5) = 4) as s4,
           count(*) filter (where floor(average_rating + 0.5) = 5) as s5,
           count(*) filter (where is_recommended) as recommend_count,
           count(*) filter (where is_repurchase) as repurchase_count,
           count(*) filter (where has_images) as with_images_count,
           count(*) filter (where is_verified_purchase) as verified_count,
           case when count(*) = 0 then 0
                else round(sum(average_rating) / count(*), 1) end as average_rating
      from reviews where product_id = ${productId} and status = 'published'`.execute(db);
  const { rows: types } = await sql<{ type: number; sum: string; count: string }>`
    select v.rating_type_id as type, sum(v.value) as sum, count(*) as count
      from review_ratings v join reviews r on r.id = v.review_id
     where r.product_id = ${productId} and r.status = 'published'
     group by v.rating_type_id order by v.rating_type_id`.execute(db);
  const n = (key: string) => Number(rows[0]?.[key] ?? 0);
  return {
    review_count: n('review_count'),
    rating_sum: n('rating_sum'),
    stars: [n('s1'), n('s2'), n('s3'), n('s4'), n('s5')],
    recommend_count: n('recommend_count'),
    repurchase_count: n('repurchase_count'),
    with_images_count: n('with_images_count'),
    verified_count: n('verified_count'),
    types: Object.fromEntries(
      types.map((type) => [Number(type.type), [Number(type.sum), Number(type.count)]]),
    ),
    product: { average_rating: n('average_rating'), total_reviews: n('review_count') },
  };
}
