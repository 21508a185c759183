import { sql, type Kysely } from 'kysely';

/**
 * Tokens, rewards and badges (issue 21, docs/design/rewards.md).
 *
 * - `partner_prizes`: what a member can redeem (phone credit, e-wallet balance, a partner
 *   voucher), set in the back office: the partner, the prize's name in both languages, its cost
 *   and which balance pays it (`points` = beauty points, `tokens` = campaign tokens), the stock
 *   (null = unlimited, never below zero), whether it is offered, an image and the `version` the
 *   back office edits at.
 * - `token_balances` + `token_ledger`: campaign tokens as a ledger of their own, shaped like
 *   beauty points' `point_balances` + `point_ledger` (migration 0015): the balance never goes
 *   below zero and always equals the ledger's sum (both written in one transaction). A second
 *   ledger, not a `currency` on the first: every existing reader of `point_ledger` sums or lists
 *   a member's rows without a currency, and `point_balances` is keyed by the member alone.
 * - `reward_redemptions`: one redemption of a prize (member, prize, cost, balance kind, phone,
 *   the spec's `kpi`/`email_banner`, status), its `Idempotency-Key` unique per member.
 * - `member_badges`: a badge earned once per member and badge key.
 */
const STATEMENTS = [
  `create table partner_prizes (
     id bigint generated always as identity primary key,
     kind text not null check (kind in ('phone_credit', 'ewallet_balance', 'partner_voucher')),
     partner_name text not null check (length(partner_name) between 1 and 80),
     name text not null check (length(name) between 1 and 120),
     name_en text not null check (length(name_en) between 1 and 120),
     cost integer not null check (cost between 1 and 100000000),
     balance_kind text not null check (balance_kind in ('points', 'tokens')),
     stock integer check (stock is null or stock >= 0),
     is_active boolean not null default true,
     image_url text,
     position integer not null default 0,
     version integer not null default 1,
     created_at timestamptz not null,
     updated_at timestamptz not null
   )`,
  `create index partner_prizes_active_idx on partner_prizes (position, id) where is_active`,

  `create table token_balances (
     user_id bigint primary key references users(id) on delete cascade,
     balance integer not null default 0 check (balance >= 0),
     updated_at timestamptz not null
   )`,
  `create table token_ledger (
     id bigint generated always as identity primary key,
     user_id bigint not null references users(id) on delete cascade,
     delta integer not null check (delta <> 0),
     reason text not null check (reason in ('campaign_grant', 'redemption', 'adjustment')),
     redemption_id bigint,
     created_at timestamptz not null
   )`,
  `create index token_ledger_user_idx on token_ledger (user_id, created_at desc, id desc)`,

  `alter table point_ledger drop constraint point_ledger_reason_check`,
  `alter table point_ledger add constraint point_ledger_reason_check check (reason in
     ('cart_hold', 'cart_release', 'order_earned', 'order_refund', 'order_returned',
      'welcome_bonus', 'adjustment', 'reward_redemption'))`,

  `create table reward_redemptions (
     id bigint generated always as identity primary key,
     user_id bigint not null references users(id) on delete cascade,
     prize_id bigint not null references partner_prizes(id) on delete restrict,
     prize_name text not null,
     cost integer not null check (cost > 0),
     balance_kind text not null check (balance_kind in ('points', 'tokens')),
     phone_no text,
     kpi text,
     email_banner text,
     status text not null default 'requested' check (status in ('requested', 'fulfilled', 'cancelled')),
     idempotency_key text,
     created_at timestamptz not null
   )`,
  `create unique index reward_redemptions_key on reward_redemptions (user_id, idempotency_key)
     where idempotency_key is not null`,
  `create index reward_redemptions_user_idx on reward_redemptions (user_id, created_at desc, id desc)`,

  `create table member_badges (
     user_id bigint not null references users(id) on delete cascade,
     badge_key text not null check (length(badge_key) between 1 and 40),
     earned_at timestamptz not null,
     primary key (user_id, badge_key)
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists member_badges`.execute(db);
  await sql`drop table if exists reward_redemptions`.execute(db);
  await sql`delete from point_ledger where reason = 'reward_redemption'`.execute(db);
  await sql`alter table point_ledger drop constraint point_ledger_reason_check`.execute(db);
  await sql`alter table point_ledger add constraint point_ledger_reason_check check (reason in
    ('cart_hold', 'cart_release', 'order_earned', 'order_refund', 'order_returned',
     'welcome_bonus', 'adjustment'))`.execute(db);
  await sql`drop table if exists token_ledger`.execute(db);
  await sql`drop table if exists token_balances`.execute(db);
  await sql`drop table if exists partner_prizes`.execute(db);
}
