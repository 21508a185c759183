import { sql, type Kysely } from 'kysely';

/**
 * Bank promotions in the back office (issue 18, docs/design/back-office.md "Promotions"): an
 * edit names the `version` it was read at, so `bank_promotions` gains one (vouchers, special
 * prices and flash sales got theirs in 0032). The back office counts each promotion's orders and
 * each flash sale's lines, so orders are indexed by bank promotion and order lines by flash sale
 * (both only where set).
 */
const STATEMENTS = [
  `alter table bank_promotions add column version integer not null default 1`,
  `create index orders_bank_promotion_idx on orders (bank_promotion_id)
     where bank_promotion_id is not null`,
  `create index order_lines_flash_sale_idx on order_lines (flash_sale_id)
     where flash_sale_id is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists order_lines_flash_sale_idx`.execute(db);
  await sql`drop index if exists orders_bank_promotion_idx`.execute(db);
  await sql`alter table bank_promotions drop column if exists version`.execute(db);
}
