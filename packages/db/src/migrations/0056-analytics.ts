import { sql, type Kysely } from 'kysely';

/**
 * Tracking and analytics (issue 24, docs/design/analytics.md):
 *
 * - `analytics_sessions`: one row per browser session (001 §3 Session), its member once signed
 *   in, its platform and where it came from.
 * - `analytics_events`: append-only, partitioned by WIB day (`range (occurred_at)`, one partition
 *   per day from 17:00 UTC), bulk-inserted; a day's partition is created ahead by the analytics
 *   job and dropped after the retention (180 days). No key: the roll-ups count sessions, not rows.
 * - `analytics_user_actions`: 001 §7 `{analytics}/user/me/actions`.
 * - `consent_records`: each cookie choice with the banner's version (UU PDP 27/2022: the shop
 *   proves consent); the cookie carries it for the page and the API.
 * - `ad_events`: ad events waiting for, or sent to, the conversions API; unique by name and id,
 *   so a browser's retry and the server's copy are sent once.
 * - Roll-ups by WIB day, rewritten whole by the job: the funnel per source, products, searches,
 *   co-views (similar products) and which days are rolled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table analytics_sessions (
     session_id text primary key,
     tracking_id text not null,
     user_id bigint references users (id) on delete set null,
     platform text not null,
     acquisition_source text not null,
     landing_path text,
     referrer text,
     day date not null,
     started_at timestamptz not null,
     last_seen_at timestamptz not null
   )`.execute(db);
  await sql`create index analytics_sessions_day_idx on analytics_sessions (day, acquisition_source)`.execute(
    db,
  );
  await sql`create index analytics_sessions_user_idx on analytics_sessions (user_id)
    where user_id is not null`.execute(db);

  await sql`create table analytics_events (
     occurred_at timestamptz not null,
     received_at timestamptz not null,
     session_id text not null,
     tracking_id text not null,
     user_id bigint,
     platform text not null,
     verb text not null,
     object_type text,
     object_id text,
     referrer text,
     page_type text,
     path text,
     extras jsonb
   ) partition by range (occurred_at)`.execute(db);
  await sql`create index analytics_events_verb_idx on analytics_events (verb, occurred_at)`.execute(
    db,
  );
  await sql`create index analytics_events_session_idx on analytics_events (session_id, occurred_at)`.execute(
    db,
  );

  await sql`create table analytics_user_actions (
     id bigint generated always as identity primary key,
     verb text not null,
     user_id bigint references users (id) on delete set null,
     is_guest boolean not null,
     device_id text not null,
     acquisition_source text,
     accessed_at timestamptz not null,
     received_at timestamptz not null
   )`.execute(db);
  await sql`create index analytics_user_actions_at_idx on analytics_user_actions (accessed_at)`.execute(
    db,
  );

  await sql`create table consent_records (
     id bigint generated always as identity primary key,
     tracking_id text,
     user_id bigint references users (id) on delete set null,
     analytics boolean not null,
     marketing boolean not null,
     version integer not null,
     ip_hash text,
     decided_at timestamptz not null
   )`.execute(db);
  await sql`create index consent_records_user_idx on consent_records (user_id, decided_at)
    where user_id is not null`.execute(db);

  await sql`create table ad_events (
     id bigint generated always as identity primary key,
     event_name text not null,
     event_id text not null,
     event_time timestamptz not null,
     source_url text not null,
     email_hash text,
     fbp text,
     fbc text,
     client_ip text,
     client_user_agent text,
     custom_data jsonb,
     session_id text,
     received_at timestamptz not null,
     sent_at timestamptz,
     attempts integer not null default 0,
     next_attempt_at timestamptz not null,
     last_error text,
     unique (event_name, event_id)
   )`.execute(db);
  await sql`create index ad_events_unsent_idx on ad_events (next_attempt_at) where sent_at is null`.execute(
    db,
  );

  await sql`create table analytics_daily_funnel (
     day date not null,
     source text not null,
     sessions integer not null,
     viewed integer not null,
     added integer not null,
     checked_out integer not null,
     placed integer not null,
     paid integer not null,
     primary key (day, source)
   )`.execute(db);
  await sql`create table analytics_daily_products (
     day date not null,
     product_id bigint not null,
     views integer not null,
     viewers integer not null,
     clicks integer not null,
     adds integer not null,
     primary key (day, product_id)
   )`.execute(db);
  await sql`create table analytics_daily_searches (
     day date not null,
     query text not null,
     searches integer not null,
     no_results integer not null,
     clicks integer not null,
     primary key (day, query)
   )`.execute(db);
  await sql`create table analytics_co_views (
     day date not null,
     product_id bigint not null,
     other_id bigint not null,
     sessions integer not null,
     primary key (day, product_id, other_id)
   )`.execute(db);
  await sql`create index analytics_co_views_product_idx on analytics_co_views (product_id, day)`.execute(
    db,
  );
  await sql`create table analytics_rollups (
     day date primary key,
     events integer not null,
     rolled_at timestamptz not null
   )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'analytics_rollups',
    'analytics_co_views',
    'analytics_daily_searches',
    'analytics_daily_products',
    'analytics_daily_funnel',
    'ad_events',
    'consent_records',
    'analytics_user_actions',
    'analytics_events',
    'analytics_sessions',
  ]) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
}
