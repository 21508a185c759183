import { sql, type Kysely } from 'kysely';

/**
 * The back office's promotions (issue 18, docs/design/back-office.md "Promotions"): an edit
 * names the `version` it was read at (optimistic concurrency), so vouchers, special prices and
 * flash sales gain one; the admin's voucher list counts uses per voucher, so the holds table is
 * indexed by voucher for its used rows, and orders by voucher for the discount given.
 */
const STATEMENTS = [
  `alter table vouchers add column version integer not null default 1`,
  `alter table special_prices add column version integer not null default 1`,
  `alter table flash_sales add column version integer not null default 1`,
  `create index voucher_holds_used_idx on voucher_holds (voucher_id) where used_at is not null`,
  `create index orders_voucher_idx on orders (voucher_id) where voucher_id is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists orders_voucher_idx`.execute(db);
  await sql`drop index if exists voucher_holds_used_idx`.execute(db);
  await sql`alter table flash_sales drop column if exists version`.execute(db);
  await sql`alter table special_prices drop column if exists version`.execute(db);
  await sql`alter table vouchers drop column if exists version`.execute(db);
}
