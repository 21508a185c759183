import { sql, type Kysely } from 'kysely';

/**
 * One-time codes (001 §4, §7) and feature toggles.
 *
 * A code is stored only as an HMAC of scope, recipient and code, lives 10 minutes, is consumed
 * once (`consumed_at`) and dies after 5 wrong guesses (`failed_attempts`). The daily limit and
 * the 30 s resend rule count rows per recipient; the API takes an advisory lock on the
 * recipient before counting, so parallel requests cannot both pass.
 *
 * Toggles switch OTP methods (`otp_{method}`) and storefront features on and off without a
 * deploy; the seeds are the shop's defaults.
 */
const STATEMENTS = [
  `create table otp_codes (
     id bigint generated always as identity primary key,
     scope text not null check (scope in ('verification', 'forget-password', 'change-number')),
     method text not null check (method in ('sms', 'whatsapp', 'email')),
     recipient text not null,
     code_hash text not null,
     created_at timestamptz not null default now(),
     expires_at timestamptz not null,
     consumed_at timestamptz,
     failed_attempts integer not null default 0 check (failed_attempts >= 0),
     user_id bigint references users(id) on delete cascade,
     check (expires_at > created_at)
   )`,
  // Verify reads the latest code of (recipient, scope); the limits count a recipient's day.
  `create index otp_codes_recipient_scope_idx on otp_codes (recipient, scope, created_at desc)`,
  `create index otp_codes_recipient_idx on otp_codes (recipient, created_at desc)`,

  `create table feature_toggles (
     key text primary key check (key ~ '^[a-z0-9_]+$'),
     enabled boolean not null,
     updated_at timestamptz not null default now()
   )`,
  `insert into feature_toggles (key, enabled) values
     ('otp_sms', true),
     ('otp_whatsapp', true),
     ('otp_email', true),
     ('cart_verified_only_apply_voucher', false),
     ('quick_tour', true),
     ('points', true)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists feature_toggles`.execute(db);
  await sql`drop table if exists otp_codes`.execute(db);
}
