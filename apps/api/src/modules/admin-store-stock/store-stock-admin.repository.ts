import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

export type StoreStockListQuery = { q?: string | undefined; skip: number; limit: number };

/**
 * A store's own stock in the back office (docs/design/store-stock.md): `store_stock` (migration
 * 0054) with the catalogue's `combinations` and `products` read for names. `db` may be a
 * transaction.
 */
export function createStoreStockAdminRepository(db: Kysely<Database>) {
  const rows = (storeId: number) =>
    db
      .selectFrom('combinations as c')
      .innerJoin('products as p', 'p.id', 'c.product_id')
      .leftJoin('store_stock as ss', (join) =>
        join.onRef('ss.combination_id', '=', 'c.id').on('ss.store_id', '=', storeId),
      );
  const columns = [
    'c.id as combination_id',
    'p.id as product_id',
    'p.name as product_name',
    'c.sku',
    'c.barcode',
    sql<number>`coalesce(ss.quantity, 0)`.as('quantity'),
  ] as const;
  return {
    activeStore: (storeId: number) =>
      db
        .selectFrom('stores')
        .select(['id', 'name'])
        .where('id', '=', storeId)
        .where('active', '=', true)
        .executeTakeFirst(),

    async list(storeId: number, query: StoreStockListQuery) {
      const term = query.q?.trim();
      const filtered = rows(storeId).where((eb) =>
        term
          ? eb.or([
              eb('p.name', 'ilike', `%${term.replace(/[\\%_]/g, '\\$&')}%`),
              eb('c.barcode', '=', term.replace(/[\s-]/g, '')),
            ])
          : eb.lit(true),
      );
      const [items, count] = await Promise.all([
        filtered
          .select(columns)
          .orderBy('p.name')
          .orderBy('c.id')
          .offset(query.skip)
          .limit(query.limit)
          .execute(),
        filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items, total: Number(count.n) };
    },

    row: (storeId: number, combinationId: number) =>
      rows(storeId).select(columns).where('c.id', '=', combinationId).executeTakeFirst(),

    /** The store's row of the combination, created at 0 and locked (`for update`). */
    async lock(storeId: number, combinationId: number) {
      await db
        .insertInto('store_stock')
        .values({ store_id: storeId, combination_id: combinationId, quantity: 0 })
        .onConflict((oc) => oc.columns(['store_id', 'combination_id']).doNothing())
        .execute();
      return db
        .selectFrom('store_stock')
        .select('quantity')
        .where('store_id', '=', storeId)
        .where('combination_id', '=', combinationId)
        .forUpdate()
        .executeTakeFirstOrThrow();
    },

    async set(storeId: number, combinationId: number, quantity: number, now: Date) {
      await db
        .updateTable('store_stock')
        .set({ quantity, updated_at: now })
        .where('store_id', '=', storeId)
        .where('combination_id', '=', combinationId)
        .execute();
    },

    combinationExists: (combinationId: number) =>
      db.selectFrom('combinations').select('id').where('id', '=', combinationId).executeTakeFirst(),
  };
}
