import { sql, type Kysely } from 'kysely';
import { recomputeReviewStats } from '../../review-stats';
import type { Database } from '../../schema';
import {
  BRAND_MARK,
  LEAF_NOUNS,
  NOUN_MARK,
  SCALE_FAMILIES,
  SCALE_TEXTS_PER_POOL,
  scaleReviewTexts,
} from './scale-review-texts';

export const SCALE_REVIEWS_KEY = 'seed:scale-reviews';
/** Reviews per generated reviewer, on average. */
export const REVIEWS_PER_REVIEWER = 8;

export interface SeedScaleReviewsOptions {
  /** How many generated reviews the database should hold (on top of the demo's). */
  reviews: number;
  now: Date;
  /** Reviews per batch (one transaction each); default 50,000. */
  batchSize?: number;
  onProgress?: (progress: { done: number; total: number }) => void;
}

export interface SeedScaleReviewsResult {
  added: number;
  reviews: number;
  reviewers: number;
}

type Progress = { reviews: number; slots: number };

/** A number in [0, 1) from `g` and an odd multiplier: a multiplicative hash, the same in every run. */
const unit = (multiplier: number) =>
  sql.raw(`((g::bigint * ${multiplier}) % 4294967296)::float8 / 4294967296`);

/**
 * Reviews for benchmarks (issue 19: a product's page of reviews with 1,000,000 in the database),
 * written set-wise in SQL (`generate_series`) a batch per transaction and counted in `app_meta`,
 * so a rerun tops up. The g-th review goes to the product of best-seller rank ⌊P·u³⌋ (u from a
 * hash of g), so the best sellers hold many thousands and the long tail a few; its author is
 * generated reviewer g mod R (`scale-reviewer-N@scale.kilau.test`, no password, R = reviews / 8),
 * its combination one of the product's; a pair the author has reviewed already is skipped (and
 * its slot made up later). Ratings lean to 4–5, more or less by the product; the text is one of the demo's sentence-pool
 * reviews for the product's kind at that star level, with the product's noun and brand; about
 * 15 % have helpful votes (rows in `review_votes`, the counter equal). Ends with the stats
 * recomputed from all published reviews and `vacuum analyze`.
 */
export async function seedScaleReviews(
  db: Kysely<Database>,
  options: SeedScaleReviewsOptions,
): Promise<SeedScaleReviewsResult> {
  const meta = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', SCALE_REVIEWS_KEY)
    .executeTakeFirst();
  const start: Progress = { reviews: 0, slots: 0, ...(meta?.value as Partial<Progress>) };
  const target = Math.max(start.reviews, options.reviews);
  const reviewers = Math.max(2, Math.ceil(target / REVIEWS_PER_REVIEWER));
  const batchSize = options.batchSize ?? 50_000;
  const { now } = options;
  options.onProgress?.({ done: 0, total: target - start.reviews });
  if (target === start.reviews) return { added: 0, reviews: target, reviewers };

  const progress = { ...start };
  // One connection throughout: the reviewers, goods and texts tables are the session's.
  await db.connection().execute(async (conn) => {
    await prepareTables(conn, reviewers, now);
    while (progress.reviews < target) {
      const want = Math.min(batchSize, target - progress.reviews);
      const added = await conn
        .transaction()
        .execute((trx) => writeBatch(trx, progress.slots, want, reviewers, now));
      progress.reviews += added;
      progress.slots += want;
      const value = JSON.stringify(progress);
      await conn
        .insertInto('app_meta')
        .values({ key: SCALE_REVIEWS_KEY, value, updated_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
        .execute();
      options.onProgress?.({
        done: progress.reviews - start.reviews,
        total: target - start.reviews,
      });
    }
    await sql`drop table if exists scale_reviewers, scale_review_goods, scale_review_texts`.execute(
      conn,
    );
  });
  await recomputeReviewStats(db);
  await sql`vacuum analyze reviews, review_ratings, review_votes, product_review_stats,
      product_rating_type_stats, products, product_listing`.execute(db);
  return { added: progress.reviews - start.reviews, reviews: progress.reviews, reviewers };
}

/** The session's tables: reviewers by number, the goods by best-seller rank, the texts. */
async function prepareTables(conn: Kysely<Database>, reviewers: number, now: Date) {
  // A run that failed half-way may have left them on this connection.
  await sql`drop table if exists scale_reviewers, scale_review_goods, scale_review_texts`.execute(
    conn,
  );
  await sql`insert into users (email, user_name, first_name, last_name,
        is_agree_to_legal_statements, is_verified_email, created_at, updated_at)
      select 'scale-reviewer-' || n || '@scale.kilau.test', 'scale_reviewer_' || n,
             'Pengulas', 'Skala ' || n, true, true,
             ${now}::timestamptz - make_interval(days => 400 + n % 300), ${now}
      from generate_series(0, ${reviewers - 1}) as n
      on conflict do nothing`.execute(conn);
  await sql`create temporary table scale_reviewers as
      select (substring(email from 'scale-reviewer-([0-9]+)@'))::int as n, id
      from users where email like 'scale-reviewer-%@scale.kilau.test'`.execute(conn);
  await sql`create unique index on scale_reviewers (n)`.execute(conn);

  const nouns = LEAF_NOUNS;
  await sql`create temporary table scale_review_goods as
      select (row_number() over (order by p.total_sold desc, p.id desc) - 1)::int as r,
             p.id as product_id, p.published_at, b.name as brand,
             ((p.id * 2654435761) % 4294967296)::float8 / 4294967296 as q,
             coalesce(noun.noun, 'produk') as noun,
             coalesce(array_position(${[...SCALE_FAMILIES]}::text[], lower(top.name)), 1) - 1 as family,
             c.ids, cardinality(c.ids) as n_comb
      from products p
      join brands b on b.id = p.brand_id
      join categories leaf on leaf.id = p.default_category_id
      left join categories top on top.id = leaf.parent_id
      left join unnest(${nouns.map((n) => n[0])}::text[], ${nouns.map((n) => n[1])}::text[])
        as noun(leaf, noun) on noun.leaf = leaf.name
      join lateral (select array_agg(c.id order by c.position, c.id) as ids from combinations c
                     where c.product_id = p.id and c.is_active and c.is_active_in_review) c
        on cardinality(c.ids) > 0
      where p.is_active and p.published_at < ${now}::timestamptz - interval '2 days'`.execute(conn);
  await sql`create unique index on scale_review_goods (r)`.execute(conn);

  const pool = scaleReviewTexts();
  await sql`create temporary table scale_review_texts as
      select (t.i - 1)::int as i, t.text, t.recommended, t.repurchase, t.duration
      from unnest(${pool.texts}::text[], ${pool.recommended}::boolean[],
                  ${pool.repurchase}::boolean[], ${pool.durations}::text[])
        with ordinality as t(text, recommended, repurchase, duration, i)`.execute(conn);
  await sql`create unique index on scale_review_texts (i)`.execute(conn);
}

/** Slots `from` … `from + count − 1`: their reviews, ratings and votes. Answers how many were new. */
async function writeBatch(
  trx: Kysely<Database>,
  from: number,
  count: number,
  reviewers: number,
  now: Date,
): Promise<number> {
  const goods = await sql<{ n: number }>`select count(*)::int as n from scale_review_goods`.execute(
    trx,
  );
  const products = goods.rows[0]?.n ?? 0;
  if (products === 0) throw new Error('seedScaleReviews: no products to review');
  // Overall stars from one hash, by the product's quality q (q = 0: 62 % fives, 2 % ones, a mean
  // of 4.4; q = 1: 35 % fives, 8 % ones, 3.7), each type a step off now and then from another;
  // helpful votes for 15 %, a long tail up to 41.
  await sql`create temporary table gen_reviews on commit drop as
      select g, gd.product_id, gd.ids[1 + (g / ${reviewers}) % gd.n_comb] as combination_id,
             g % ${reviewers} as author, s.overall, gd.family, gd.noun, gd.brand,
             least(${now}::timestamptz - interval '1 minute',
                   greatest(gd.published_at + interval '1 day',
                            ${now}::timestamptz - make_interval(mins => (${unit(668265263)} * 525600)::int)))
               as created_at,
             case when ${unit(374761393)} < 0.85 then 0
                  else least(${reviewers - 1}, 1 + floor(power((${unit(374761393)} - 0.85) / 0.15, 4) * 40))::int
             end as helpful,
             array(select least(5, greatest(1, s.overall + case when h < 0.62 then 0 when h < 0.8 then -1
                                                               when h < 0.93 then 1 when h < 0.97 then -2 else 2 end))
                   from (select t, ((g::bigint * 5 + t) * 3266489917 % 4294967296)::float8 / 4294967296 as h
                           from generate_series(1, 5) t) x order by t) as v
      from generate_series(${from}::int, ${from + count - 1}::int) as g
      join scale_review_goods gd on gd.r = floor(${products} * power(${unit(2654435761)}, 3))::int
      cross join lateral (select case when ${unit(2246822519)} < 0.02 + 0.06 * gd.q then 1
                                      when ${unit(2246822519)} < 0.05 + 0.12 * gd.q then 2
                                      when ${unit(2246822519)} < 0.13 + 0.22 * gd.q then 3
                                      when ${unit(2246822519)} < 0.38 + 0.27 * gd.q then 4
                                      else 5 end as overall) s`.execute(trx);
  // A pair its author has in this batch already goes (an earlier batch's is skipped by the insert).
  await sql`delete from gen_reviews a using gen_reviews b
      where a.author = b.author and a.combination_id = b.combination_id and a.g > b.g`.execute(trx);

  await sql`create temporary table made_reviews (id bigint, user_id bigint, combination_id bigint)
      on commit drop`.execute(trx);
  await sql`with made as (
        insert into reviews (user_id, product_id, combination_id, source, details, is_recommended,
          is_repurchase, duration_of_used, average_rating, status, helpful_count, created_at, updated_at)
        select rv.id, r.product_id, r.combination_id, 'website',
               replace(replace(replace(t.text, ${`X${NOUN_MARK.slice(1)}`}, upper(left(r.noun, 1)) || substr(r.noun, 2)),
                 ${NOUN_MARK}, r.noun), ${BRAND_MARK}, r.brand),
               t.recommended, t.repurchase, t.duration,
               round((r.v[1] + r.v[2] + r.v[3] + r.v[4] + r.v[5]) / 5.0, 2),
               'published', r.helpful, r.created_at, r.created_at
        from gen_reviews r
        join scale_reviewers rv on rv.n = r.author
        join scale_review_texts t
          on t.i = (r.family * 5 + r.overall - 1) * ${SCALE_TEXTS_PER_POOL} + r.g % ${SCALE_TEXTS_PER_POOL}
        order by r.g
        on conflict (user_id, combination_id) do nothing
        returning id, user_id, combination_id)
      insert into made_reviews select * from made`.execute(trx);

  await sql`insert into review_ratings (review_id, rating_type_id, value)
      select m.id, t, r.v[t]
      from made_reviews m
      join scale_reviewers rv on rv.id = m.user_id
      join gen_reviews r on r.author = rv.n and r.combination_id = m.combination_id
      cross join generate_series(1, 5) t`.execute(trx);
  // The next `helpful` reviewers after the author: never the author, never twice.
  await sql`insert into review_votes (review_id, user_id, created_at)
      select m.id, voter.id, r.created_at + (${now}::timestamptz - r.created_at) * j / (r.helpful + 1)
      from made_reviews m
      join scale_reviewers rv on rv.id = m.user_id
      join gen_reviews r on r.author = rv.n and r.combination_id = m.combination_id
      cross join lateral generate_series(1, r.helpful) j
      join scale_reviewers voter on voter.n = (r.author + j) % ${reviewers}
      where r.helpful > 0`.execute(trx);
  const made = await sql<{ n: number }>`select count(*)::int as n from made_reviews`.execute(trx);
  return made.rows[0]?.n ?? 0;
}
