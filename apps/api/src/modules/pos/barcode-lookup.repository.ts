import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

/**
 * A combination by its barcode, for self-checkout's scan (docs/design/self-checkout.md). Reads
 * the catalogue's `combinations`, `products` and `categories` (shared on purpose, read only):
 * only an active combination of an active product is found — with whether the store has one
 * (`store_stock`, migration 0054; no row: none).
 */
export function createBarcodeLookupRepository(db: Kysely<Database>) {
  return {
    findActive: (barcode: string, storeId: number) =>
      db
        .selectFrom('combinations as c')
        .innerJoin('products as p', 'p.id', 'c.product_id')
        .innerJoin('categories as k', 'k.id', 'p.default_category_id')
        .leftJoin('store_stock as ss', (join) =>
          join.onRef('ss.combination_id', '=', 'c.id').on('ss.store_id', '=', storeId),
        )
        .select([
          'c.id as combination_id',
          'p.id as product_id',
          'p.slug',
          'k.slug as category_slug',
          sql<boolean>`coalesce(ss.quantity, 0) > 0`.as('is_in_stock'),
        ])
        .where('c.barcode', '=', barcode)
        .where('c.is_active', '=', true)
        .where('p.is_active', '=', true)
        .executeTakeFirst(),
  };
}

export type BarcodeLookupRepository = ReturnType<typeof createBarcodeLookupRepository>;
