import { sql, type Kysely } from 'kysely';

/**
 * The catalogue (spec 000 §3): brands, the category tree, concerns/tags, products with their
 * combinations (shades, variants, sizes), images, pre-order quotas, packs, flash sales, special
 * prices, promotions, campaigns with sections, banners, view counts and notify-me requests.
 * Money is integer rupiah; times are timestamptz.
 */
const STATEMENTS = [
  // unaccent() is only STABLE; an IMMUTABLE wrapper lets generated columns and indexes use it.
  `create or replace function kilau_unaccent(text) returns text
     language sql immutable parallel safe strict
     as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$`,

  `create table brands (
     id bigint generated always as identity primary key,
     name text not null,
     slug text not null unique,
     description text not null default '',
     logo_url text,
     origin text,
     is_active boolean not null default true,
     created_at timestamptz not null default now()
   )`,

  `create table categories (
     id bigint generated always as identity primary key,
     parent_id bigint references categories(id) on delete restrict,
     name text not null,
     slug text not null,
     description text not null default '',
     position integer not null default 0,
     is_active boolean not null default true,
     unique (parent_id, slug)
   )`,
  `create index categories_parent_idx on categories (parent_id, position)`,

  `create table tags (
     id bigint generated always as identity primary key,
     name text not null,
     slug text not null unique,
     type text not null default 'concern' check (type in ('concern', 'benefit', 'ingredient', 'skin_type'))
   )`,

  `create table products (
     id bigint generated always as identity primary key,
     name text not null,
     slug text not null,
     brand_id bigint not null references brands(id),
     default_category_id bigint not null references categories(id),
     classification text check (classification in ('egift', 'bundle_virtual', 'bundle_physical', 'gwp_non_sellable')),
     description text not null default '',
     how_to_use text not null default '',
     ingredients text not null default '',
     is_new boolean not null default false,
     is_exclusive boolean not null default false,
     is_limited boolean not null default false,
     is_online boolean not null default false,
     is_sale boolean not null default false,
     is_buy_one_get_one_free boolean not null default false,
     show_all_combinations boolean not null default false,
     is_active boolean not null default true,
     max_limit_per_order integer check (max_limit_per_order > 0),
     average_rating real not null default 0 check (average_rating between 0 and 5),
     total_reviews integer not null default 0 check (total_reviews >= 0),
     total_sold integer not null default 0 check (total_sold >= 0),
     search_text text not null default '',
     search_vector tsvector generated always as (to_tsvector('simple', kilau_unaccent(search_text))) stored,
     published_at timestamptz not null default now(),
     created_at timestamptz not null default now()
   )`,
  `create index products_brand_idx on products (brand_id) where is_active`,
  `create index products_category_idx on products (default_category_id) where is_active`,
  `create index products_published_idx on products (published_at desc, id desc) where is_active`,
  `create index products_sold_idx on products (total_sold desc, id desc) where is_active`,
  `create index products_search_idx on products using gin (search_vector)`,
  `create index products_name_trgm_idx on products using gin (kilau_unaccent(lower(name)) gin_trgm_ops)`,

  `create table product_categories (
     product_id bigint not null references products(id) on delete cascade,
     category_id bigint not null references categories(id) on delete cascade,
     primary key (product_id, category_id)
   )`,
  `create index product_categories_category_idx on product_categories (category_id, product_id)`,

  `create table product_tags (
     product_id bigint not null references products(id) on delete cascade,
     tag_id bigint not null references tags(id) on delete cascade,
     primary key (product_id, tag_id)
   )`,
  `create index product_tags_tag_idx on product_tags (tag_id, product_id)`,

  `create table combinations (
     id bigint generated always as identity primary key,
     product_id bigint not null references products(id) on delete cascade,
     sku text not null unique,
     barcode text unique,
     attributes jsonb not null default '{}',
     stock integer not null default 0 check (stock >= 0),
     price integer not null check (price >= 0),
     price_after_discount integer not null check (price_after_discount >= 0),
     deduction_type text check (deduction_type in ('amount', 'percentage')),
     deduction_amount integer not null default 0 check (deduction_amount >= 0),
     deduction_percentage integer not null default 0 check (deduction_percentage between 0 and 100),
     is_show_as_percentage boolean not null default true,
     is_default boolean not null default false,
     is_active boolean not null default true,
     weight_grams integer not null default 200 check (weight_grams > 0),
     position integer not null default 0,
     check (price_after_discount <= price)
   )`,
  `create index combinations_product_idx on combinations (product_id, position)`,
  `create unique index combinations_one_default on combinations (product_id) where is_default`,

  `create table product_images (
     id bigint generated always as identity primary key,
     product_id bigint not null references products(id) on delete cascade,
     combination_id bigint references combinations(id) on delete cascade,
     url text not null,
     alt text not null default '',
     is_cover boolean not null default false,
     position integer not null default 0
   )`,
  `create index product_images_product_idx on product_images (product_id, position)`,

  `create table preorder_rules (
     id bigint generated always as identity primary key,
     combination_id bigint not null references combinations(id) on delete cascade,
     total_quota integer not null check (total_quota >= 0),
     sold_quota integer not null default 0 check (sold_quota >= 0),
     delivery_date date not null,
     is_active boolean not null default true,
     check (sold_quota <= total_quota)
   )`,
  `create index preorder_rules_combination_idx on preorder_rules (combination_id) where is_active`,

  `create table pack_items (
     pack_product_id bigint not null references products(id) on delete cascade,
     combination_id bigint not null references combinations(id),
     quantity integer not null default 1 check (quantity > 0),
     position integer not null default 0,
     primary key (pack_product_id, combination_id)
   )`,

  `create table flash_sales (
     id bigint generated always as identity primary key,
     name text not null,
     starts_at timestamptz not null,
     ends_at timestamptz not null,
     is_active boolean not null default true,
     check (ends_at > starts_at)
   )`,
  `create table flash_sale_items (
     flash_sale_id bigint not null references flash_sales(id) on delete cascade,
     combination_id bigint not null references combinations(id) on delete cascade,
     price integer not null check (price >= 0),
     quota integer not null check (quota >= 0),
     sold integer not null default 0 check (sold >= 0),
     position integer not null default 0,
     primary key (flash_sale_id, combination_id),
     check (sold <= quota)
   )`,
  `create index flash_sale_items_combination_idx on flash_sale_items (combination_id)`,

  `create table special_prices (
     id bigint generated always as identity primary key,
     combination_id bigint not null references combinations(id) on delete cascade,
     voucher_code text not null unique,
     price integer not null check (price >= 0),
     quota_per_user integer not null default 1 check (quota_per_user > 0),
     min_amount integer check (min_amount > 0),
     min_qty integer check (min_qty > 0),
     scope text not null default 'any' check (scope in ('any', 'brand', 'category', 'product')),
     scope_ids bigint[] not null default '{}',
     starts_at timestamptz not null,
     ends_at timestamptz not null,
     is_active boolean not null default true,
     position integer not null default 0
   )`,

  `create table promotions (
     id bigint generated always as identity primary key,
     slug text not null unique,
     name text not null,
     description text not null default '',
     tnc text not null default '',
     type text not null default 'promo' check (type in ('promo', 'partner')),
     partner_name text,
     image_url text,
     category_id bigint references categories(id),
     starts_at timestamptz not null,
     ends_at timestamptz not null,
     is_active boolean not null default true,
     position integer not null default 0
   )`,
  `create table promotion_products (
     promotion_id bigint not null references promotions(id) on delete cascade,
     product_id bigint not null references products(id) on delete cascade,
     position integer not null default 0,
     primary key (promotion_id, product_id)
   )`,

  `create table campaigns (
     id bigint generated always as identity primary key,
     parent_id bigint references campaigns(id) on delete cascade,
     slug text not null,
     kind text not null default 'campaign' check (kind in ('campaign', 'weekly_highlight', 'deals', 'sale')),
     name text not null,
     description text not null default '',
     image_url text,
     category_id bigint references categories(id),
     more_info jsonb not null default '{}',
     is_display_icon_web boolean not null default false,
     is_blank boolean not null default false,
     starts_at timestamptz,
     ends_at timestamptz,
     is_active boolean not null default true,
     position integer not null default 0,
     unique (kind, slug)
   )`,
  `create table campaign_sections (
     id bigint generated always as identity primary key,
     campaign_id bigint not null references campaigns(id) on delete cascade,
     title text not null,
     type text not null check (type in ('banner', 'product')),
     banner jsonb,
     position integer not null default 0,
     unique (campaign_id, title)
   )`,
  `create table campaign_section_products (
     section_id bigint not null references campaign_sections(id) on delete cascade,
     product_id bigint not null references products(id) on delete cascade,
     position integer not null default 0,
     primary key (section_id, product_id)
   )`,

  `create table banners (
     id bigint generated always as identity primary key,
     location text not null,
     type text not null default 'hero' check (type in ('mini', 'hero', 'twin', 'cover_banner', 'text', 'popup')),
     title text not null,
     subtitle text not null default '',
     image_url text,
     link_url text,
     background text,
     popup_setting text check (popup_setting in ('everyday', 'once', 'always')),
     start_date timestamptz,
     end_date timestamptz,
     is_active boolean not null default true,
     position integer not null default 0,
     created_at timestamptz not null default now()
   )`,
  `create index banners_location_idx on banners (location, position) where is_active`,

  `create table product_views_daily (
     product_id bigint not null references products(id) on delete cascade,
     day date not null,
     views integer not null default 0 check (views >= 0),
     primary key (day, product_id)
   )`,

  `create table notify_me_requests (
     id bigint generated always as identity primary key,
     product_id bigint not null references products(id) on delete cascade,
     combination_id bigint not null references combinations(id) on delete cascade,
     email text not null,
     user_id bigint,
     created_at timestamptz not null default now(),
     notified_at timestamptz
   )`,
  `create unique index notify_me_pending_unique on notify_me_requests (combination_id, lower(email)) where notified_at is null`,
];

const TABLES = [
  'notify_me_requests',
  'product_views_daily',
  'banners',
  'campaign_section_products',
  'campaign_sections',
  'campaigns',
  'promotion_products',
  'promotions',
  'special_prices',
  'flash_sale_items',
  'flash_sales',
  'pack_items',
  'preorder_rules',
  'product_images',
  'combinations',
  'product_tags',
  'product_categories',
  'products',
  'tags',
  'categories',
  'brands',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await sql.raw(`drop table if exists ${table}`).execute(db);
  await sql`drop function if exists kilau_unaccent(text)`.execute(db);
}
