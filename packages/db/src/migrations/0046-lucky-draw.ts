import { sql, type Kysely } from 'kysely';

/**
 * The lucky draw (issue 21, docs/design/lucky-draw.md): a campaign (a `campaigns` row, slug
 * `lucky-draw`) hands out vouchers from a quota of prizes.
 *
 * - `lucky_draw_prizes`: one prize per voucher definition (the voucher template: `vouchers` of
 *   kind `lucky_draw`, assigned only, so the bag takes its code from the member who won it).
 *   `quota` is how many the back office put up, `remaining` how many are left to draw (exact:
 *   decremented under the prizes' row locks), `weight` the prize's share of the odds among the
 *   prizes still left. `version` for the back office's edits (409 on a stale one).
 * - `lucky_draw_claims`: one claim per member per campaign (unique), the prize it drew, the member
 *   voucher it issued, and when the voucher was last e-mailed.
 */
const STATEMENTS = [
  `create table lucky_draw_prizes (
     id bigint generated always as identity primary key,
     campaign_id bigint not null references campaigns(id) on delete cascade,
     voucher_id bigint not null unique references vouchers(id) on delete restrict,
     quota integer not null check (quota >= 0),
     remaining integer not null check (remaining >= 0 and remaining <= quota),
     weight integer not null check (weight between 1 and 1000000),
     is_active boolean not null default true,
     position integer not null default 0,
     version integer not null default 1,
     created_at timestamptz not null,
     updated_at timestamptz not null
   )`,
  `create index lucky_draw_prizes_campaign_idx on lucky_draw_prizes (campaign_id, id)`,
  `create table lucky_draw_claims (
     id bigint generated always as identity primary key,
     campaign_id bigint not null references campaigns(id) on delete cascade,
     user_id bigint not null references users(id) on delete cascade,
     prize_id bigint not null references lucky_draw_prizes(id) on delete restrict,
     member_voucher_id bigint not null unique references member_vouchers(id) on delete cascade,
     claimed_at timestamptz not null,
     emailed_at timestamptz,
     unique (campaign_id, user_id)
   )`,
  `create index lucky_draw_claims_user_idx on lucky_draw_claims (user_id, claimed_at desc)`,
  `create index lucky_draw_claims_prize_idx on lucky_draw_claims (prize_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists lucky_draw_claims`.execute(db);
  await sql`drop table if exists lucky_draw_prizes`.execute(db);
}
