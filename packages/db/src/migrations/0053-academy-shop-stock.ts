import { sql, type Kysely } from 'kysely';

/**
 * The academy shop's stock (000 §4 "Availability of a product", docs/design/academy.md): the
 * back office may mark a product out of stock in the academy shop. Outside pre-order, flash
 * sale, special price and self-checkout, such a product is sold out; nothing is flagged at first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products add column is_out_of_stock_academy boolean not null default false`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products drop column if exists is_out_of_stock_academy`.execute(db);
}
