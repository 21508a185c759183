import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';
import type { Takings } from './order-takings';

const ascending = (map: ReadonlyMap<number, number>) =>
  [...map.entries()].sort(([a], [b]) => a - b);

/**
 * The catalogue's stock as orders take and give it back: `combinations.stock` (or, for a
 * self-checkout order, its store's `store_stock` rows — migration 0054, one store, locked in
 * ascending (store_id, combination_id) order at the same place in the lock order),
 * `preorder_rules.sold_quota` and `flash_sale_items.sold`. These tables are the catalogue's;
 * orders writes them directly, shared on purpose (docs/architecture.md "Table ownership"): the
 * writes sit in placement's, a retry's and a release's transactions at the end of the global
 * lock order (ADR 0014), after the voucher and the points. `db` may be a transaction.
 */
export function createOrderStockRepository(db: Kysely<Database>) {
  return {
    /**
     * Takes what the order needs with conditional updates, in ascending id order (so two orders
     * never wait on each other's rows in opposite orders). Answers the first thing that is short
     * (the caller rolls back), or the flash sale each flash-priced combination was taken from.
     */
    async take(
      takings: Takings,
      now: Date,
    ): Promise<
      | { short: { kind: 'stock' | 'preorder' | 'flash'; id: number } }
      | { short: null; flashSales: Map<number, number> }
    > {
      const { storeId } = takings;
      for (const [id, units] of ascending(takings.stock)) {
        const taken =
          storeId === null
            ? await db
                .updateTable('combinations')
                .set({ stock: sql`stock - ${units}` })
                .where('id', '=', id)
                .where('stock', '>=', units)
                .executeTakeFirst()
            : await db
                .updateTable('store_stock')
                .set({ quantity: sql`quantity - ${units}`, updated_at: now })
                .where('store_id', '=', storeId)
                .where('combination_id', '=', id)
                .where('quantity', '>=', units)
                .executeTakeFirst();
        if (taken.numUpdatedRows === 0n) return { short: { kind: 'stock', id } };
      }
      for (const [id, units] of ascending(takings.preorder)) {
        const taken = await db
          .updateTable('preorder_rules')
          .set({ sold_quota: sql`sold_quota + ${units}` })
          .where('id', '=', id)
          .where('is_active', '=', true)
          .where(sql<boolean>`sold_quota + ${units} <= total_quota`)
          .executeTakeFirst();
        if (taken.numUpdatedRows === 0n) return { short: { kind: 'preorder', id } };
      }
      const flashSales = new Map<number, number>();
      for (const [combinationId, units] of ascending(takings.flash)) {
        const { rows } = await sql<{ flash_sale_id: number }>`
          update flash_sale_items fi set sold = fi.sold + ${units}
           where fi.combination_id = ${combinationId}
             and fi.flash_sale_id = (
                   select i.flash_sale_id from flash_sale_items i
                     join flash_sales s on s.id = i.flash_sale_id
                    where i.combination_id = ${combinationId} and s.is_active
                      and s.starts_at <= ${now} and s.ends_at > ${now} and i.sold < i.quota
                    order by i.price limit 1)
             and fi.sold + ${units} <= fi.quota
          returning fi.flash_sale_id`.execute(db);
        const row = rows[0];
        if (!row) return { short: { kind: 'flash', id: combinationId } };
        flashSales.set(combinationId, Number(row.flash_sale_id));
      }
      return { short: null, flashSales };
    },

    /** Gives back what `take` took (an unpaid order expired, cancelled or refused by the gateway). */
    async giveBack(takings: Takings, flashSales: ReadonlyMap<number, number>): Promise<void> {
      const { storeId } = takings;
      for (const [id, units] of ascending(takings.stock)) {
        if (storeId === null) {
          await db
            .updateTable('combinations')
            .set({ stock: sql`stock + ${units}` })
            .where('id', '=', id)
            .execute();
        } else {
          await db
            .updateTable('store_stock')
            .set({ quantity: sql`quantity + ${units}`, updated_at: sql`now()` })
            .where('store_id', '=', storeId)
            .where('combination_id', '=', id)
            .execute();
        }
      }
      for (const [id, units] of ascending(takings.preorder)) {
        await db
          .updateTable('preorder_rules')
          .set({ sold_quota: sql`greatest(sold_quota - ${units}, 0)` })
          .where('id', '=', id)
          .execute();
      }
      for (const [combinationId, units] of ascending(takings.flash)) {
        const flashSaleId = flashSales.get(combinationId);
        if (flashSaleId === undefined) continue;
        await db
          .updateTable('flash_sale_items')
          .set({ sold: sql`greatest(sold - ${units}, 0)` })
          .where('flash_sale_id', '=', flashSaleId)
          .where('combination_id', '=', combinationId)
          .execute();
      }
    },
  };
}

export type OrderStockRepository = ReturnType<typeof createOrderStockRepository>;
