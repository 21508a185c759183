import { sql, type Kysely } from 'kysely';

/**
 * A member's data rights under UU PDP 27/2022 (issue 25, docs/design/data-rights.md, ADR 0054).
 *
 * - `data_export_requests`: "download my data". A request is `requested` until the export job
 *   claims it (`for update skip locked` in a short transaction that sets a lease,
 *   `claimed_until`, so the zip is built with no transaction open), builds the zip, stores it in the private file area
 *   (`storage_key`) and e-mails a link: then `ready`, with the SHA-256 of the link's token
 *   (`token_hash`) and its expiry (24 h); or `failed` with its error. A ready one past its
 *   expiry is `expired` and its file removed. At most one is pending per member
 *   (`data_export_requests_pending_unique`), so a double tap queues one.
 * - `users.closed_at`: when the member closed their account. The row stays (orders and invoices
 *   are kept, de-identified, for the legally required period) but holds no personal data.
 * - `otp_codes.scope` gains `close-account`: the one-time code that confirms a closure is an
 *   ordinary OTP, sent to the member's own e-mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column closed_at timestamptz`.execute(db);
  await sql`create table data_export_requests (
     id bigint generated always as identity primary key,
     user_id bigint not null references users (id) on delete cascade,
     status text not null default 'requested'
       check (status in ('requested', 'ready', 'failed', 'expired')),
     locale text not null default 'id' check (locale in ('id', 'en')),
     requested_at timestamptz not null,
     ready_at timestamptz,
     expires_at timestamptz,
     storage_key text,
     token_hash text unique check (token_hash ~ '^[0-9a-f]{64}$'),
     size_bytes integer check (size_bytes >= 0),
     attempts integer not null default 0 check (attempts >= 0),
     claimed_until timestamptz,
     error text check (length(error) <= 500)
   )`.execute(db);
  await sql`create index data_export_requests_user_idx
     on data_export_requests (user_id, requested_at desc)`.execute(db);
  await sql`create unique index data_export_requests_pending_unique
     on data_export_requests (user_id) where status = 'requested'`.execute(db);
  await sql`create index data_export_requests_queue_idx
     on data_export_requests (requested_at, id) where status = 'requested'`.execute(db);
  await sql`create index data_export_requests_expiry_idx
     on data_export_requests (expires_at) where status = 'ready'`.execute(db);
  await sql`alter table otp_codes drop constraint otp_codes_scope_check`.execute(db);
  await sql`alter table otp_codes add constraint otp_codes_scope_check
     check (scope in ('verification', 'forget-password', 'change-number', 'close-account'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from otp_codes where scope = 'close-account'`.execute(db);
  await sql`alter table otp_codes drop constraint otp_codes_scope_check`.execute(db);
  await sql`alter table otp_codes add constraint otp_codes_scope_check
     check (scope in ('verification', 'forget-password', 'change-number'))`.execute(db);
  await sql`drop table if exists data_export_requests`.execute(db);
  await sql`alter table users drop column if exists closed_at`.execute(db);
}
