import type { Database } from '@kilau/db';
import type { StockReason } from '@kilau/domain/admin';
import { sql, type Kysely } from 'kysely';

/** What the ledger row of the next stock changes in this transaction says. */
export interface StockContext {
  reason: StockReason;
  /** The staff member who made the change (null: the shop itself, a job, the command line). */
  staffId?: number | null;
  note?: string;
  orderReference?: string | null;
}

/**
 * Says why the stock changes that follow in this transaction happen: the ledger's trigger
 * (migration 0031) reads these transaction-local settings when it writes each change's
 * `stock_movements` row. Call it on the transaction (`tx`), before the `combinations` update;
 * the settings end with the transaction, so a pooled connection carries nothing over.
 *
 *     await inTransaction(db, async (tx) => {
 *       await setStockContext(tx, { reason: 'import', staffId: actor.staffId, note: 'file.csv' });
 *       await tx.updateTable('combinations').set({ stock: 12 }).where('sku', '=', sku).execute();
 *     });
 */
export async function setStockContext(db: Kysely<Database>, context: StockContext) {
  await sql`select set_config('kilau.stock_reason', ${context.reason}, true),
                   set_config('kilau.staff_id', ${context.staffId == null ? '' : String(context.staffId)}, true),
                   set_config('kilau.stock_note', ${context.note ?? ''}, true),
                   set_config('kilau.order_reference', ${context.orderReference ?? ''}, true)`.execute(
    db,
  );
}
