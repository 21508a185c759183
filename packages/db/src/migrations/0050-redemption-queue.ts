import { sql, type Kysely } from 'kysely';

/**
 * The back office's queue of partner-prize redemptions (issue 21, docs/design/rewards.md "The
 * redemption queue"): staff mark a requested redemption sent, or cancel it and give the cost back.
 *
 * - `reward_redemptions.locale`: the language the member redeemed in (the confirmation mail's and
 *   the kept `prize_name`'s), so the mails that follow are in it too; rows before this migration
 *   take Indonesian, the shop's default.
 * - `fulfilled_at` / `cancelled_at`, `handled_by` (the staff member who moved it; kept when the
 *   account goes, `on delete set null`: the audit log keeps the email), `partner_reference` (the
 *   partner's transaction number, optional, ≤ 100) and `cancel_reason` (required to cancel,
 *   ≤ 500). A check ties them to `status`: a requested row has neither time, a fulfilled one its
 *   `fulfilled_at`, a cancelled one its `cancelled_at` and reason.
 * - `point_ledger.reason` gains `reward_redemption_refund` and `token_ledger.reason`
 *   `redemption_refund`: a cancellation's credit, in the ledger the cost was taken from.
 * - `reward_redemptions_queue_idx` (by status, newest first), `reward_redemptions_created_idx`
 *   (every status, newest first) and `reward_redemptions_prize_idx` (one prize's) serve the list.
 */
const STATEMENTS = [
  `alter table reward_redemptions
     add column locale text not null default 'id' check (locale in ('id', 'en')),
     add column fulfilled_at timestamptz,
     add column cancelled_at timestamptz,
     add column handled_by bigint references staff(id) on delete set null,
     add column partner_reference text
       check (partner_reference is null or length(partner_reference) between 1 and 100),
     add column cancel_reason text
       check (cancel_reason is null or length(cancel_reason) between 1 and 500)`,
  // Nothing moved a redemption before this migration; should a row have been set by hand, it
  // keeps its status with the time it was made.
  `update reward_redemptions set fulfilled_at = created_at where status = 'fulfilled'`,
  `update reward_redemptions set cancelled_at = created_at, cancel_reason = '-'
     where status = 'cancelled'`,
  `alter table reward_redemptions add constraint reward_redemptions_settled_check check (
     (status = 'requested' and fulfilled_at is null and cancelled_at is null
       and cancel_reason is null)
     or (status = 'fulfilled' and fulfilled_at is not null and cancelled_at is null
       and cancel_reason is null)
     or (status = 'cancelled' and cancelled_at is not null and fulfilled_at is null
       and cancel_reason is not null))`,
  `create index reward_redemptions_queue_idx on reward_redemptions (status, created_at desc, id desc)`,
  `create index reward_redemptions_created_idx on reward_redemptions (created_at desc, id desc)`,
  `create index reward_redemptions_prize_idx on reward_redemptions (prize_id, created_at desc, id desc)`,

  `alter table point_ledger drop constraint point_ledger_reason_check`,
  `alter table point_ledger add constraint point_ledger_reason_check check (reason in
     ('cart_hold', 'cart_release', 'order_earned', 'order_refund', 'order_returned',
      'welcome_bonus', 'adjustment', 'reward_redemption', 'reward_redemption_refund'))`,
  `alter table token_ledger drop constraint token_ledger_reason_check`,
  `alter table token_ledger add constraint token_ledger_reason_check check (reason in
     ('campaign_grant', 'redemption', 'adjustment', 'redemption_refund'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // A refund stays a credit (the balances remain their ledgers' sums), as a manual adjustment.
  await sql`update token_ledger set reason = 'adjustment' where reason = 'redemption_refund'`.execute(
    db,
  );
  await sql`alter table token_ledger drop constraint token_ledger_reason_check`.execute(db);
  await sql`alter table token_ledger add constraint token_ledger_reason_check check (reason in
    ('campaign_grant', 'redemption', 'adjustment'))`.execute(db);
  await sql`update point_ledger set reason = 'adjustment' where reason = 'reward_redemption_refund'`.execute(
    db,
  );
  await sql`alter table point_ledger drop constraint point_ledger_reason_check`.execute(db);
  await sql`alter table point_ledger add constraint point_ledger_reason_check check (reason in
    ('cart_hold', 'cart_release', 'order_earned', 'order_refund', 'order_returned',
     'welcome_bonus', 'adjustment', 'reward_redemption'))`.execute(db);
  await sql`drop index if exists reward_redemptions_prize_idx`.execute(db);
  await sql`drop index if exists reward_redemptions_created_idx`.execute(db);
  await sql`drop index if exists reward_redemptions_queue_idx`.execute(db);
  await sql`alter table reward_redemptions
    drop constraint if exists reward_redemptions_settled_check,
    drop column if exists cancel_reason,
    drop column if exists partner_reference,
    drop column if exists handled_by,
    drop column if exists cancelled_at,
    drop column if exists fulfilled_at,
    drop column if exists locale`.execute(db);
}
