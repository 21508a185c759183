import { sql, type Kysely } from 'kysely';
import { recomputeReviewStats } from '../../review-stats';
import type { Database } from '../../schema';
import type { CataloguePlan } from '../plan/plan-catalogue';
import { goodsColumns, insertGeneratedOrders } from '../generated-orders';
import { chunks } from '../write/write-catalogue';
import { reviewPhotoKey } from './photo-plan';
import type { PlannedReview } from './plan-reviews';
import { RATING_CODES } from './review-ratings';
import { demoReviewers } from './reviewers';

const MINUTE_MS = 60_000;
/** Reviews per insert: their texts make a parameter of about 1 MB. */
const REVIEWS_PER_INSERT = 1_000;

const at = (now: Date, minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE_MS);
const iso = (date: Date) => date.toISOString();

/** The reviewers as members (no password), ids by their index; existing ones are kept. */
async function writeReviewers(trx: Kysely<Database>, now: Date): Promise<number[]> {
  const reviewers = demoReviewers();
  const joined = reviewers.map((r) => iso(at(now, r.joinedDaysAgo * 1_440)));
  await sql`insert into users (email, user_name, first_name, last_name, gender, salute,
        is_agree_to_legal_statements, legal_statements_agreed_at, is_verified_email,
        created_at, updated_at)
      select x.email, x.user_name, x.first_name, x.last_name, x.gender,
             case x.gender when 'Male' then 'Mr' else 'Ms' end, true, x.joined, true, x.joined, x.joined
      from unnest(${reviewers.map((r) => r.email)}::text[], ${reviewers.map((r) => r.userName)}::text[],
                  ${reviewers.map((r) => r.firstName)}::text[], ${reviewers.map((r) => r.lastName)}::text[],
                  ${reviewers.map((r) => r.gender)}::text[], ${joined}::timestamptz[])
        as x(email, user_name, first_name, last_name, gender, joined)
      on conflict do nothing`.execute(trx);
  const { rows } = await sql<{ id: number; email: string }>`select id, lower(email) as email
      from users where lower(email) = any(${reviewers.map((r) => r.email.toLowerCase())}::text[])`.execute(
    trx,
  );
  const idByEmail = new Map(rows.map((row) => [row.email, Number(row.id)]));
  return reviewers.map((r) => idByEmail.get(r.email.toLowerCase()) ?? 0);
}

/** Product ids by plan index (by slug) and combination ids by plan index (by SKU). */
async function catalogueIds(trx: Kysely<Database>, plan: CataloguePlan) {
  const slugs = plan.products.map((product) => product.slug);
  const products = await trx
    .selectFrom('products')
    .select(['id', 'slug'])
    .where('slug', 'in', slugs)
    .orderBy('id', 'desc')
    .execute();
  const productBySlug = new Map(products.map((row) => [row.slug, Number(row.id)]));
  const skus = plan.products.flatMap((product) => product.combinations.map((c) => c.sku));
  const combinations: Array<{ id: number; sku: string }> = [];
  for (const part of chunks(skus, 2_000)) {
    const { rows } = await sql<{ id: number; sku: string }>`select id, sku from combinations
        where sku = any(${part}::text[])`.execute(trx);
    combinations.push(...rows);
  }
  const combinationBySku = new Map(combinations.map((row) => [row.sku, Number(row.id)]));
  return {
    product: (index: number) => productBySlug.get(plan.products[index]?.slug ?? '') ?? 0,
    combination: (product: number, index: number) =>
      combinationBySku.get(plan.products[product]?.combinations[index]?.sku ?? '') ?? 0,
  };
}

/** A delivered order of the combination for each verified review, placed before the review. */
async function writePurchases(
  trx: Kysely<Database>,
  bought: Array<{ userId: number; combinationId: number; placedAt: Date }>,
) {
  if (bought.length === 0) return;
  await sql`create temporary table gen_orders on commit drop as
      select (x.n - 1)::int as g, nextval(pg_get_serial_sequence('carts', 'id')) as cart_id,
             nextval(pg_get_serial_sequence('orders', 'id')) as order_id, x.user_id,
             x.placed_at as created_at, 9::smallint as state_id,
             (array['bca_virtual_account', 'gopay', 'shopeepay', 'credit_debit_card', 'qris'])[1 + x.n % 5]
               as payment_method,
             1 as line_count, x.combination_id
      from unnest(${bought.map((b) => b.userId)}::bigint[], ${bought.map((b) => b.combinationId)}::bigint[],
                  ${bought.map((b) => iso(b.placedAt))}::timestamptz[]) with ordinality
        as x(user_id, combination_id, placed_at, n)`.execute(trx);
  await sql`create temporary table gen_lines on commit drop as
      select o.order_id, 1 as k, ${goodsColumns}, 1 as quantity
      from gen_orders o
      join combinations c on c.id = o.combination_id
      join products p on p.id = c.product_id
      join brands b on b.id = p.brand_id
      join categories cat on cat.id = p.default_category_id`.execute(trx);
  await insertGeneratedOrders(trx, 'R');
}

/**
 * Writes the planned reviews with their reviewers, purchases, ratings, tags, photos (rows: the
 * files are rendered apart) and helpful votes, set-wise, then makes the products' stats and
 * ratings from them (`recomputeReviewStats`). In the caller's transaction.
 */
export async function writeDemoReviews(
  trx: Kysely<Database>,
  plan: CataloguePlan,
  planned: readonly PlannedReview[],
  now: Date,
): Promise<{ reviews: number; photos: number; votes: number; purchases: number }> {
  const userIds = await writeReviewers(trx, now);
  const ids = await catalogueIds(trx, plan);
  const user = (reviewer: number) => userIds[reviewer] ?? 0;
  const rows = planned.map((review) => ({
    review,
    userId: user(review.reviewer),
    productId: ids.product(review.product),
    combinationId: ids.combination(review.product, review.combination),
    createdAt: at(now, review.ageMinutes),
  }));

  const bought = rows.filter((row) => row.review.orderAgeMinutes !== null);
  await writePurchases(
    trx,
    bought.map((row) => ({
      userId: row.userId,
      combinationId: row.combinationId,
      placedAt: at(now, row.review.orderAgeMinutes ?? 0),
    })),
  );

  const idOf = new Map<string, number>();
  for (const part of chunks(rows, REVIEWS_PER_INSERT)) {
    const column = <T>(pick: (row: (typeof rows)[number]) => T) => part.map(pick);
    const { rows: made } = await sql<{
      id: number;
      user_id: number;
      combination_id: number;
    }>`insert into reviews (user_id, product_id,
          combination_id, details, is_recommended, is_repurchase, duration_of_used,
          average_rating, is_verified_purchase, status, hold_reasons, has_images, helpful_count,
          created_at, updated_at)
        select x.user_id, x.product_id, x.combination_id, x.details, x.recommended, x.repurchase,
               x.duration, x.average, x.verified, x.status, string_to_array(x.holds, ','),
               x.images, x.helpful, x.created_at, x.created_at
        from unnest(${column((r) => r.userId)}::bigint[], ${column((r) => r.productId)}::bigint[],
             ${column((r) => r.combinationId)}::bigint[], ${column((r) => r.review.details)}::text[],
             ${column((r) => r.review.isRecommended)}::boolean[], ${column((r) => r.review.isRepurchase)}::boolean[],
             ${column((r) => r.review.duration)}::text[], ${column((r) => r.review.averageRating)}::numeric[],
             ${column((r) => r.review.orderAgeMinutes !== null)}::boolean[], ${column((r) => r.review.status)}::text[],
             ${column((r) => r.review.holdReasons.join(','))}::text[], ${column((r) => r.review.photos.length > 0)}::boolean[],
             ${column((r) => r.review.voters.length)}::int[], ${column((r) => iso(r.createdAt))}::timestamptz[])
          with ordinality as x(user_id, product_id, combination_id, details, recommended, repurchase,
             duration, average, verified, status, holds, images, helpful, created_at, n)
        order by x.n
        returning id, user_id, combination_id`.execute(trx);
    for (const row of made) idOf.set(`${row.user_id}-${row.combination_id}`, Number(row.id));
  }
  // A review is one member's word on one combination: the pair names it.

  const reviewIds = rows.map((row) => idOf.get(`${row.userId}-${row.combinationId}`) ?? 0);
  if (reviewIds.includes(0)) throw new Error('writeDemoReviews: a review was not written');

  const ratings = rows.flatMap((row, i) =>
    RATING_CODES.map((code, t) => [reviewIds[i] ?? 0, t + 1, row.review.ratings[code]] as const),
  );
  await sql`insert into review_ratings (review_id, rating_type_id, value)
      select * from unnest(${ratings.map((r) => r[0])}::bigint[], ${ratings.map((r) => r[1])}::smallint[],
                           ${ratings.map((r) => r[2])}::smallint[])`.execute(trx);

  await writeTags(
    trx,
    rows.map((row, i) => ({ reviewId: reviewIds[i] ?? 0, tags: row.review.tags })),
  );

  const photos = rows.flatMap((row, i) =>
    row.review.photos.map((photo, position) => ({
      reviewId: reviewIds[i] ?? 0,
      position,
      key: reviewPhotoKey(row.userId, photo.fingerprint),
      caption: photo.caption,
      createdAt: iso(row.createdAt),
    })),
  );
  await sql`insert into review_images (review_id, position, storage_key, caption, created_at)
      select * from unnest(${photos.map((p) => p.reviewId)}::bigint[], ${photos.map((p) => p.position)}::smallint[],
                           ${photos.map((p) => p.key)}::text[], ${photos.map((p) => p.caption)}::text[],
                           ${photos.map((p) => p.createdAt)}::timestamptz[])`.execute(trx);

  const votes = rows.flatMap((row, i) =>
    row.review.voters.map((voter, n, all) => {
      const span = now.getTime() - row.createdAt.getTime();
      return {
        reviewId: reviewIds[i] ?? 0,
        userId: user(voter),
        createdAt: iso(new Date(row.createdAt.getTime() + (span * (n + 1)) / (all.length + 1))),
      };
    }),
  );
  await sql`insert into review_votes (review_id, user_id, created_at)
      select * from unnest(${votes.map((v) => v.reviewId)}::bigint[], ${votes.map((v) => v.userId)}::bigint[],
                           ${votes.map((v) => v.createdAt)}::timestamptz[])`.execute(trx);

  await recomputeReviewStats(trx);
  return {
    reviews: rows.length,
    photos: photos.length,
    votes: votes.length,
    purchases: bought.length,
  };
}

/** The tags (each name once, whatever its case) and the reviews' links to them. */
async function writeTags(
  trx: Kysely<Database>,
  tagged: Array<{ reviewId: number; tags: string[] }>,
) {
  const names = [...new Set(tagged.flatMap((row) => row.tags))].sort();
  if (names.length === 0) return;
  await sql`insert into review_tags (name) select unnest(${names}::text[])
      on conflict ((lower(name))) do nothing`.execute(trx);
  const { rows } = await sql<{ id: number; name: string }>`select id, lower(name) as name
      from review_tags where lower(name) = any(${names.map((n) => n.toLowerCase())}::text[])`.execute(
    trx,
  );
  const idOf = new Map(rows.map((row) => [row.name, Number(row.id)]));
  const links = tagged.flatMap((row) =>
    row.tags.map((tag) => [row.reviewId, idOf.get(tag.toLowerCase()) ?? 0] as const),
  );
  await sql`insert into review_tag_links (review_id, tag_id)
      select * from unnest(${links.map((l) => l[0])}::bigint[], ${links.map((l) => l[1])}::bigint[])
      on conflict do nothing`.execute(trx);
}
