import type { Database } from '@kilau/db';
import { LOW_STOCK_THRESHOLD, type StockReason } from '@kilau/domain/admin';
import { sql, type Kysely } from 'kysely';
import { containing } from '../../lib/sql-like';

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

export interface StockListQuery {
  q?: string | undefined;
  low?: boolean | undefined;
  out?: boolean | undefined;
  skip: number;
  limit: number;
}

/**
 * The stock page's reads and the adjustment's write. `combinations.stock` is the catalogue's and
 * the orders' too (ADR 0014): an adjustment takes the same row lock an order's taking does, and
 * the ledger rows come from the trigger (migration 0031). `db` may be a transaction.
 */
export function createStockRepository(db: Kysely<Database>) {
  const rows = () =>
    db
      .selectFrom('combinations as c')
      .innerJoin('products as p', 'p.id', 'c.product_id')
      .select([
        'c.id as combination_id',
        'c.product_id',
        'p.name as product_name',
        'c.sku',
        'c.attributes',
        'c.stock',
        'c.is_active',
      ]);

  return {
    async list(query: StockListQuery) {
      let select = rows();
      if (query.q) {
        const pattern = containing(query.q.toLowerCase());
        select = select.where(
          sql<boolean>`(kilau_unaccent(lower(p.name)) like kilau_unaccent(${pattern})
                        or lower(c.sku) like ${pattern})`,
        );
      }
      if (query.low && query.out) select = select.where('c.stock', '<=', LOW_STOCK_THRESHOLD);
      else if (query.low) {
        select = select.where('c.stock', '>', 0).where('c.stock', '<=', LOW_STOCK_THRESHOLD);
      } else if (query.out) select = select.where('c.stock', '=', 0);
      const [found, count] = await Promise.all([
        select
          .orderBy('p.name')
          .orderBy('c.product_id')
          .orderBy('c.position')
          .orderBy('c.id')
          .offset(query.skip)
          .limit(query.limit)
          .execute(),
        select
          .clearSelect()
          .select((eb) => eb.fn.countAll<string>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: found, total: Number(count.total) };
    },

    async row(combinationId: number) {
      return rows().where('c.id', '=', combinationId).executeTakeFirst();
    },

    /** The combination's row lock: the one placement and release take (ADR 0014, step 7). */
    async lock(combinationId: number) {
      return db
        .selectFrom('combinations')
        .select(['id', 'product_id', 'stock'])
        .where('id', '=', combinationId)
        .forUpdate()
        .executeTakeFirst();
    },

    async setStock(combinationId: number, stock: number) {
      await db.updateTable('combinations').set({ stock }).where('id', '=', combinationId).execute();
    },

    /** The combination's ledger, newest first, with the staff member's name. */
    async movements(combinationId: number, skip: number, limit: number) {
      const base = db
        .selectFrom('stock_movements as m')
        .where('m.combination_id', '=', combinationId);
      const [found, count] = await Promise.all([
        base
          .leftJoin('staff as s', 's.id', 'm.staff_id')
          .select([
            'm.id',
            'm.combination_id',
            'm.delta',
            'm.balance',
            'm.reason',
            'm.note',
            'm.staff_id',
            's.name as staff_name',
            'm.order_reference',
            'm.at',
          ])
          .orderBy('m.id', 'desc')
          .offset(skip)
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows: found, total: Number(count.total) };
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
