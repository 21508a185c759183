import { sql, type Kysely } from 'kysely';

/**
 * Reviews (issue 19, docs/design/reviews.md; 001 §3–§5, §7–§9).
 *
 * - `review_rating_types`: the dimensions a review rates (packaging, texture, …), each answered
 *   as `is_star_<code>`; a review fills every active type, 1 to 5.
 * - `reviews`: one per member and combination (`reviews_member_combination_unique`, the spec's
 *   DUPLICATE_USER_REVIEW). `status` is what shoppers see: `published`, `held` (the filter or
 *   reports sent it to moderation), `rejected` (with the reason its author is told). The
 *   counters (`helpful_count`, `report_count`) are kept by the votes and reports that change
 *   them, in the same transaction.
 * - `review_ratings`, `review_images` (storage keys of the uploaded photos, with captions),
 *   `review_tags` (a name once, case-insensitively) and `review_tag_links`.
 * - `review_votes` and `review_reports`: one per member and review (primary keys), so a
 *   parallel double tap is one vote.
 * - `product_review_stats` and `product_rating_type_stats`: what the published reviews of a
 *   product add up to, kept exact by the review writes themselves (a delta per change, in the
 *   change's transaction); `products.average_rating` and `total_reviews` — and so the listing —
 *   are derived from them.
 * - `combinations.is_active_in_review`: a shade or size may be left out of the wizard.
 */
const STATEMENTS = [
  `create table review_rating_types (
     id smallint primary key,
     code text not null unique check (code ~ '^[a-z][a-z_]{1,30}$'),
     name_id text not null,
     name_en text not null,
     position smallint not null,
     is_active boolean not null default true
   )`,
  `insert into review_rating_types (id, code, name_id, name_en, position) values
     (1, 'packaging', 'Kemasan', 'Packaging', 1),
     (2, 'texture', 'Tekstur', 'Texture', 2),
     (3, 'scent', 'Aroma', 'Scent', 3),
     (4, 'result', 'Hasil', 'Result', 4),
     (5, 'value_for_money', 'Sesuai Harga', 'Value for money', 5)`,

  `alter table combinations add column is_active_in_review boolean not null default true`,

  `create table reviews (
     id bigint generated always as identity primary key,
     user_id bigint not null references users(id) on delete cascade,
     product_id bigint not null references products(id) on delete cascade,
     combination_id bigint not null references combinations(id) on delete cascade,
     source text not null default 'website' check (length(source) between 1 and 40),
     details text not null check (length(details) between 1 and 20000),
     is_recommended boolean not null,
     is_repurchase boolean not null,
     duration_of_used text not null
       check (duration_of_used in ('under_1_week', '1_4_weeks', '1_3_months', '3_6_months', 'over_6_months')),
     average_rating numeric(3, 2) not null check (average_rating between 1 and 5),
     is_verified_purchase boolean not null default false,
     status text not null default 'published' check (status in ('published', 'held', 'rejected')),
     hold_reasons text[] not null default '{}',
     rejection_reason text,
     has_images boolean not null default false,
     helpful_count integer not null default 0 check (helpful_count >= 0),
     report_count integer not null default 0 check (report_count >= 0),
     version integer not null default 1,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     edited_at timestamptz
   )`,
  `create unique index reviews_member_combination_unique on reviews (user_id, combination_id)`,
  `create index reviews_product_newest_idx on reviews (product_id, created_at desc, id desc)
     where status = 'published'`,
  `create index reviews_product_helpful_idx on reviews (product_id, helpful_count desc, id desc)
     where status = 'published'`,
  `create index reviews_product_rating_idx on reviews (product_id, average_rating desc, id desc)
     where status = 'published'`,
  `create index reviews_product_photos_idx on reviews (product_id, created_at desc, id desc)
     where status = 'published' and has_images`,
  `create index reviews_member_idx on reviews (user_id, created_at desc)`,
  `create index reviews_held_idx on reviews (created_at, id) where status = 'held'`,

  `create table review_ratings (
     review_id bigint not null references reviews(id) on delete cascade,
     rating_type_id smallint not null references review_rating_types(id),
     value smallint not null check (value between 1 and 5),
     primary key (review_id, rating_type_id)
   )`,

  `create table review_images (
     review_id bigint not null references reviews(id) on delete cascade,
     position smallint not null check (position between 0 and 4),
     storage_key text not null unique,
     caption text not null default '' check (length(caption) <= 300),
     created_at timestamptz not null default now(),
     primary key (review_id, position)
   )`,

  `create table review_tags (
     id bigint generated always as identity primary key,
     name text not null check (length(name) between 1 and 40),
     created_at timestamptz not null default now()
   )`,
  `create unique index review_tags_name_unique on review_tags (lower(name))`,
  `create index review_tags_name_prefix_idx on review_tags (lower(name) text_pattern_ops)`,
  `create table review_tag_links (
     review_id bigint not null references reviews(id) on delete cascade,
     tag_id bigint not null references review_tags(id) on delete cascade,
     primary key (review_id, tag_id)
   )`,
  `create index review_tag_links_tag_idx on review_tag_links (tag_id, review_id)`,

  `create table review_votes (
     review_id bigint not null references reviews(id) on delete cascade,
     user_id bigint not null references users(id) on delete cascade,
     created_at timestamptz not null default now(),
     primary key (review_id, user_id)
   )`,
  `create table review_reports (
     review_id bigint not null references reviews(id) on delete cascade,
     user_id bigint not null references users(id) on delete cascade,
     reason text not null check (reason in ('spam', 'offensive', 'misleading', 'not_about_product', 'other')),
     note text not null default '' check (length(note) <= 500),
     created_at timestamptz not null default now(),
     primary key (review_id, user_id)
   )`,

  `create table product_review_stats (
     product_id bigint primary key references products(id) on delete cascade,
     review_count integer not null default 0 check (review_count >= 0),
     rating_sum numeric(12, 2) not null default 0 check (rating_sum >= 0),
     stars_1 integer not null default 0 check (stars_1 >= 0),
     stars_2 integer not null default 0 check (stars_2 >= 0),
     stars_3 integer not null default 0 check (stars_3 >= 0),
     stars_4 integer not null default 0 check (stars_4 >= 0),
     stars_5 integer not null default 0 check (stars_5 >= 0),
     recommend_count integer not null default 0 check (recommend_count >= 0),
     repurchase_count integer not null default 0 check (repurchase_count >= 0),
     with_images_count integer not null default 0 check (with_images_count >= 0),
     verified_count integer not null default 0 check (verified_count >= 0)
   )`,
  `create table product_rating_type_stats (
     product_id bigint not null references products(id) on delete cascade,
     rating_type_id smallint not null references review_rating_types(id),
     value_sum integer not null default 0 check (value_sum >= 0),
     value_count integer not null default 0 check (value_count >= 0),
     primary key (product_id, rating_type_id)
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'product_rating_type_stats',
    'product_review_stats',
    'review_reports',
    'review_votes',
    'review_tag_links',
    'review_tags',
    'review_images',
    'review_ratings',
    'reviews',
    'review_rating_types',
  ])
    await sql.raw(`drop table if exists ${table}`).execute(db);
  await sql`alter table combinations drop column if exists is_active_in_review`.execute(db);
}
