import { sql, type Kysely } from 'kysely';

/**
 * Authenticity checks (issue 20, docs/design/authenticity.md, ADR 0045; 001 §2 the authenticity
 * confirm, form, success and history modals).
 *
 * - `authenticity_batches`: a production batch of one product (a shade or size when named) whose
 *   packs carry printed codes: batch number (once per product), production and expiry days, how
 *   many codes, who made it and when, and when the printer's file was marked printed.
 * - `authenticity_codes`: one per printed code, stored as its HMAC-SHA-256 (`code_hash`, the
 *   lookup; a leaked table names no valid code). `sealed_code` keeps the clear code encrypted
 *   (AES-256-GCM with a key derived from the server secret) only until the batch is marked
 *   printed, so the printer's CSV can be downloaded again until then. `check_count`,
 *   `first_checked_at` and `last_checked_at` are kept by one conditional update per check: the
 *   check that takes the count from 0 to 1 is the one `genuine` answer.
 * - `authenticity_checks`: every check (the code's hash, what it answered, the member when signed
 *   in, a hash of the IP, when): the members' history and the guess limit's count.
 */
const STATEMENTS = [
  `create table authenticity_batches (
     id bigint generated always as identity primary key,
     product_id bigint not null references products(id) on delete cascade,
     combination_id bigint references combinations(id) on delete set null,
     batch_number text not null check (length(batch_number) between 1 and 40),
     produced_on date not null,
     expires_on date not null check (expires_on > produced_on),
     code_count integer not null check (code_count between 1 and 10000),
     printed_at timestamptz,
     created_by bigint references staff(id) on delete set null,
     created_at timestamptz not null default now(),
     constraint authenticity_batches_number_unique unique (product_id, batch_number)
   )`,
  `create index authenticity_batches_created_idx on authenticity_batches (created_at desc, id desc)`,
  `create table authenticity_codes (
     id bigint generated always as identity primary key,
     batch_id bigint not null references authenticity_batches(id) on delete cascade,
     code_hash text not null unique check (code_hash ~ '^[0-9a-f]{64}$'),
     sealed_code text,
     check_count integer not null default 0 check (check_count >= 0),
     first_checked_at timestamptz,
     last_checked_at timestamptz
   )`,
  `create index authenticity_codes_batch_idx on authenticity_codes (batch_id, id)`,
  `create table authenticity_checks (
     id bigint generated always as identity primary key,
     code_id bigint references authenticity_codes(id) on delete set null,
     code_hash text not null,
     result text not null check (result in ('genuine', 'already_checked', 'unknown')),
     user_id bigint references users(id) on delete set null,
     ip_hash text not null,
     checked_at timestamptz not null
   )`,
  `create index authenticity_checks_member_idx on authenticity_checks (user_id, checked_at desc, id desc)
     where user_id is not null`,
  `create index authenticity_checks_unknown_ip_idx on authenticity_checks (ip_hash, checked_at)
     where result = 'unknown'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists authenticity_checks`.execute(db);
  await sql`drop table if exists authenticity_codes`.execute(db);
  await sql`drop table if exists authenticity_batches`.execute(db);
}
