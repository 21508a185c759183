import { sql, type Kysely } from 'kysely';

/**
 * The newsletter (issue 20, docs/design/newsletter.md): who asked for it, when, in which words,
 * and whether they confirmed.
 *
 * - `newsletter_subscriptions`: one row per e-mail (lowercased, unique), guest or member. `status`
 *   is `pending` (asked, the double opt-in mail sent), `confirmed` (the link was opened, or a
 *   member with a verified address turned the switch on) or `unsubscribed`. The consent is kept
 *   as asked: `consent_version` (the words shown), `language`, `consented_at`, `source` (modal,
 *   footer, register, account), `ip_hash` (a salted SHA-256, never the address). The confirm
 *   link's token is random and stored hashed, with its expiry and when it was last mailed (one
 *   mail per 10 minutes). `user_id` names the member when the address is a member's. This table
 *   is the source of truth; `users.preferences.newsletter` mirrors it for the account page.
 * - `newsletter_unsubscribe_tokens`: one random token (stored hashed) per marketing e-mail, so
 *   every mail's one-click link keeps working for as long as the subscription exists.
 */
const STATEMENTS = [
  `create table newsletter_subscriptions (
     id bigint generated always as identity primary key,
     email text not null unique check (email = lower(email) and length(email) between 3 and 254),
     status text not null check (status in ('pending', 'confirmed', 'unsubscribed')),
     consent_version text not null check (length(consent_version) between 1 and 40),
     language text not null check (language in ('id', 'en')),
     source text not null check (source in ('modal', 'footer', 'register', 'account')),
     user_id bigint references users(id) on delete set null,
     consented_at timestamptz not null,
     confirmed_at timestamptz,
     unsubscribed_at timestamptz,
     confirm_token_hash text unique,
     confirm_expires_at timestamptz,
     confirm_sent_at timestamptz,
     ip_hash text,
     created_at timestamptz not null,
     updated_at timestamptz not null
   )`,
  `create index newsletter_subscriptions_user_idx on newsletter_subscriptions (user_id)
     where user_id is not null`,
  `create table newsletter_unsubscribe_tokens (
     token_hash text primary key,
     subscription_id bigint not null references newsletter_subscriptions(id) on delete cascade,
     created_at timestamptz not null
   )`,
  `create index newsletter_unsubscribe_tokens_subscription_idx
     on newsletter_unsubscribe_tokens (subscription_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists newsletter_unsubscribe_tokens`.execute(db);
  await sql`drop table if exists newsletter_subscriptions`.execute(db);
}
