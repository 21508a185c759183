import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * Active combinations sold plainly from stock: not on a special price, not in a flash sale,
 * no pre-order rule and not a pack. The demo orders are built from them, and tests that need
 * an ordinary product to buy start here and narrow further (price, stock, classification).
 */
export function plainGoods(db: Kysely<Database>) {
  return db
    .selectFrom('combinations as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .where('p.is_active', '=', true)
    .where('c.is_active', '=', true)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('special_prices as sp')
            .select('sp.id')
            .whereRef('sp.combination_id', '=', 'c.id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('flash_sale_items as fi')
            .select('fi.combination_id')
            .whereRef('fi.combination_id', '=', 'c.id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('preorder_rules as pr')
            .select('pr.id')
            .whereRef('pr.combination_id', '=', 'c.id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('pack_items as pi')
            .select('pi.pack_product_id')
            .whereRef('pi.pack_product_id', '=', 'p.id'),
        ),
      ),
    );
}
