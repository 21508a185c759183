import { sql, type Kysely } from 'kysely';
import { CART_BAG } from './0014-carts';

/**
 * The academy shop's stock (000 §4 "Availability of a product", docs/design/academy.md): the
 * back office may mark a product out of stock in the academy shop. Outside pre-order, flash
 * sale, special price and self-checkout, such a product is sold out; nothing is flagged at first.
 * The bag's facts (`cart_bag`, migration 0014) carry the flag, so the bag decides it too; the
 * back office's list filters by it through a small partial index, like the other flags (0030).
 */
const FACTS_PRODUCT = 'p.name, p.slug, p.classification, p.max_limit_per_order,';

const orReplace = (statement: string) =>
  statement.replace('create function', 'create or replace function');

/** `cart_bag` as this migration defines it (0054 builds on it and restores it). */
export function cartBagWithFlag(): string {
  if (!CART_BAG.includes(FACTS_PRODUCT)) throw new Error('cart_bag: the facts columns moved');
  return orReplace(CART_BAG).replace(FACTS_PRODUCT, `${FACTS_PRODUCT} p.is_out_of_stock_academy,`);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products add column is_out_of_stock_academy boolean not null default false`.execute(
    db,
  );
  await sql`create index products_out_of_stock_academy_idx on products (id)
    where is_out_of_stock_academy`.execute(db);
  await sql.raw(cartBagWithFlag()).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(orReplace(CART_BAG)).execute(db);
  await sql`drop index if exists products_out_of_stock_academy_idx`.execute(db);
  await sql`alter table products drop column if exists is_out_of_stock_academy`.execute(db);
}
