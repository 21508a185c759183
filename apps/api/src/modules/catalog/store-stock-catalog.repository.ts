import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';

/**
 * One store's stock as the catalogue reads it (`?store_id=`, docs/design/store-stock.md): the
 * stores' `store_stock` (migration 0054) and `stores`, read only.
 */
export function createStoreStockCatalogRepository(db: Kysely<Database>) {
  return {
    /** The store's quantities of `combinationIds` (no row: absent); null for an unknown or closed store. */
    async quantities(storeId: number, combinationIds: readonly number[]) {
      const store = await db
        .selectFrom('stores')
        .select('id')
        .where('id', '=', storeId)
        .where('active', '=', true)
        .executeTakeFirst();
      if (!store) return null;
      if (combinationIds.length === 0) return new Map<number, number>();
      const rows = await db
        .selectFrom('store_stock')
        .select(['combination_id', 'quantity'])
        .where('store_id', '=', storeId)
        .where('combination_id', 'in', [...combinationIds])
        .execute();
      return new Map(rows.map((row) => [Number(row.combination_id), row.quantity]));
    },
  };
}

export type StoreStockCatalogRepository = ReturnType<typeof createStoreStockCatalogRepository>;
