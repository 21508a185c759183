import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import { containsPattern } from './promotion-window.repository';

/**
 * Combinations as the promotions name them (the catalogue's tables, read only): the picker's
 * search and the facts a flash sale's items are checked against — the shop's price after
 * discount, and whether the combination is sold at all.
 */
export function createPromotionCombinationsRepository(db: Kysely<Database>) {
  const base = () =>
    db
      .selectFrom('combinations as c')
      .innerJoin('products as p', 'p.id', 'c.product_id')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .select((eb) => [
        'c.id',
        'c.product_id',
        'p.name as product_name',
        'b.name as brand',
        'c.attributes',
        'c.sku',
        'c.price_after_discount as regular_price',
        'c.stock',
        eb.and([eb('c.is_active', '=', true), eb('p.is_active', '=', true)]).as('is_active'),
      ]);

  return {
    /** By product name, brand or SKU (any part): sold ones first, then by product and position. */
    search: (q: string, limit: number) => {
      const like = containsPattern(q);
      return base()
        .where((eb) =>
          eb.or([
            eb('p.name', 'ilike', like),
            eb('b.name', 'ilike', like),
            eb('c.sku', 'ilike', like),
          ]),
        )
        .orderBy('is_active', 'desc')
        .orderBy('p.name')
        .orderBy('c.position')
        .orderBy('c.id')
        .limit(limit)
        .execute();
    },

    byIds: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : base()
            .where('c.id', 'in', [...ids])
            .orderBy('c.id')
            .execute(),
  };
}

export type PromotionCombinationsRepository = ReturnType<
  typeof createPromotionCombinationsRepository
>;
export type PromotionCombinationRow = Awaited<
  ReturnType<PromotionCombinationsRepository['byIds']>
>[number];
