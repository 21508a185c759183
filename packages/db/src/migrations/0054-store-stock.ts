import { sql, type Kysely } from 'kysely';
import { cartBagWithFlag } from './0053-academy-shop-stock';

/**
 * The stores' own stock (issue 23, docs/design/store-stock.md): each offline store keeps its
 * quantity of each combination, apart from the online stock (`combinations.stock`). A
 * self-checkout order (its cart carries a store) takes from its store's row and never from the
 * online stock; an online order never touches a store's. No row means none in that store.
 * The bag's facts (`cart_bag`) read the cart's store's quantity as `stock` when the cart carries
 * a store, so the bag's sold-out and short checks use it unchanged.
 */
const FACTS_STOCK = 'c.price_after_discount, c.stock,';
const STORE_STOCK = `c.price_after_discount,
                  case when v_cart.store_id is null then c.stock
                       else coalesce((select ss.quantity from store_stock ss
                                       where ss.store_id = v_cart.store_id
                                         and ss.combination_id = c.id), 0) end as stock,`;

function cartBagWithStoreStock(): string {
  const previous = cartBagWithFlag();
  if (!previous.includes(FACTS_STOCK)) throw new Error('cart_bag: the stock column moved');
  return previous.replace(FACTS_STOCK, STORE_STOCK);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table store_stock (
     store_id bigint not null references stores(id),
     combination_id bigint not null references combinations(id) on delete cascade,
     quantity integer not null default 0 check (quantity >= 0),
     updated_at timestamptz not null default now(),
     primary key (store_id, combination_id)
   )`.execute(db);
  await sql`create index store_stock_combination_idx on store_stock (combination_id)`.execute(db);
  await sql.raw(cartBagWithStoreStock()).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(cartBagWithFlag()).execute(db);
  await sql`drop table if exists store_stock`.execute(db);
}
