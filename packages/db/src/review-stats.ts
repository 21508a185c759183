import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * The products' review stats made again from their published reviews, set-wise (seeds, the
 * scale seed, tests): `product_review_stats` and `product_rating_type_stats` hold what the
 * published reviews add up to (docs/design/reviews.md, decision 8), and `products.average_rating`
 * (the mean of the reviews' averages, one decimal, as the review writes set it) and
 * `total_reviews` follow; a product without published reviews has no stats rows and 0 / 0. The
 * star bucket of a review is its average rounded half up (the domain's `starsOf`).
 *
 * `productIds` limits it to those products (all when omitted). Run it where no review write
 * runs at the same time (it replaces the rows instead of adding deltas), in the caller's
 * transaction when given one.
 */
export async function recomputeReviewStats(
  db: Kysely<Database>,
  productIds?: readonly number[],
): Promise<void> {
  const only = (column: string) =>
    productIds === undefined
      ? sql`true`
      : sql`${sql.ref(column)} = any(${sql.val(productIds.map(Number))}::bigint[])`;
  await sql`delete from product_rating_type_stats where ${only('product_id')}`.execute(db);
  await sql`delete from product_review_stats where ${only('product_id')}`.execute(db);
  await sql`insert into product_review_stats (product_id, review_count, rating_sum,
        stars_1, stars_2, stars_3, stars_4, stars_5, recommend_count, repurchase_count,
        with_images_count, verified_count)
      select product_id, count(*), sum(average_rating),
        count(*) filter (where s = 1), count(*) filter (where s = 2),
        count(*) filter (where s = 3), count(*) filter (where s = 4),
        count(*) filter (where s = 5),
        count(*) filter (where is_recommended), count(*) filter (where is_repurchase),
        count(*) filter (where has_images), count(*) filter (where is_verified_purchase)
      from (select r.*, least(5, greatest(1, floor(r.average_rating + 0.5)))::int as s
              from reviews r where r.status = 'published' and ${only('r.product_id')}) r
      group by product_id`.execute(db);
  await sql`insert into product_rating_type_stats (product_id, rating_type_id, value_sum, value_count)
      select r.product_id, v.rating_type_id, sum(v.value), count(*)
      from reviews r join review_ratings v on v.review_id = r.id
      where r.status = 'published' and ${only('r.product_id')}
      group by r.product_id, v.rating_type_id`.execute(db);
  // Only the products whose figures change, so the listing's trigger runs for those alone.
  await sql`update products p set average_rating = n.rating, total_reviews = n.reviews
      from (select p2.id,
                   coalesce(round(s.rating_sum / nullif(s.review_count, 0), 1), 0)::real as rating,
                   coalesce(s.review_count, 0) as reviews
              from products p2 left join product_review_stats s on s.product_id = p2.id
             where ${only('p2.id')}) n
      where n.id = p.id
        and (p.average_rating is distinct from n.rating or p.total_reviews <> n.reviews)`.execute(
    db,
  );
}
