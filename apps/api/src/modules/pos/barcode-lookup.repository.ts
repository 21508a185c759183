import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';

/**
 * A combination by its barcode, for self-checkout's scan (docs/design/self-checkout.md). Reads
 * the catalogue's `combinations`, `products` and `categories` (shared on purpose, read only):
 * only an active combination of an active product is found.
 */
export function createBarcodeLookupRepository(db: Kysely<Database>) {
  return {
    findActive: (barcode: string) =>
      db
        .selectFrom('combinations as c')
        .innerJoin('products as p', 'p.id', 'c.product_id')
        .innerJoin('categories as k', 'k.id', 'p.default_category_id')
        .select([
          'c.id as combination_id',
          'p.id as product_id',
          'p.slug',
          'k.slug as category_slug',
        ])
        .where('c.barcode', '=', barcode)
        .where('c.is_active', '=', true)
        .where('p.is_active', '=', true)
        .executeTakeFirst(),
  };
}

export type BarcodeLookupRepository = ReturnType<typeof createBarcodeLookupRepository>;
