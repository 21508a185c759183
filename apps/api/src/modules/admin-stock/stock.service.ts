import type { Database } from '@kilau/db';
import { INTEGER_RANGE, translate, type Locale } from '@kilau/domain';
import {
  LOW_STOCK_THRESHOLD,
  type StockAdjustmentInput,
  type StockMovement,
  type StockRow,
} from '@kilau/domain/admin';
import type { Kysely } from 'kysely';
import { AppError } from '../../lib/app-error';
import type { CatalogueChanges } from '../../lib/catalogue-changes';
import { inTransaction } from '../../lib/transaction';
import type { AuditActor, RecordAudit } from '../../lib/staff-request';
import { createStockRepository, setStockContext, type StockListQuery } from './stock.repository';

type ListedRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createStockRepository>['row']>>>;

/** A combination's shade (or variant) as people say it: its attributes' names. */
const shadeOf = (attributes: ListedRow['attributes']) => {
  const names = Object.values(attributes ?? {})
    .map((attribute) => attribute?.name)
    .filter((name): name is string => typeof name === 'string' && name !== '');
  return names.length > 0 ? names.join(' · ') : null;
};

export const stockRowView = (row: ListedRow): StockRow => ({
  combination_id: row.combination_id,
  product_id: row.product_id,
  product_name: row.product_name,
  sku: row.sku,
  shade: shadeOf(row.attributes),
  stock: row.stock,
  low: row.stock > 0 && row.stock <= LOW_STOCK_THRESHOLD,
  is_active: row.is_active,
});

/** The stock after an adjustment: received adds, damaged takes off, a count is the figure. */
export const stockAfter = (
  stock: number,
  input: Pick<StockAdjustmentInput, 'reason' | 'quantity'>,
) =>
  input.reason === 'received'
    ? stock + input.quantity
    : input.reason === 'damaged'
      ? stock - input.quantity
      : input.quantity;

/**
 * The stock ledger (docs/design/back-office.md "Stock"). An adjustment locks its combination the
 * way an order's taking does (ADR 0014: combinations are step 7 of the global lock order, and an
 * adjustment takes no lock before it), writes the new figure with the ledger's reason set, and
 * its audit row, in one transaction; the trigger writes the ledger row. After the commit the
 * catalogue's caches forget the product, so SOLD OUT (or back in stock) shows at once; the
 * back-in-stock e-mails come from the notify-me trigger (migration 0004) in the same transaction.
 */
export function createStockService(deps: {
  db: Kysely<Database>;
  changes: Pick<CatalogueChanges, 'changed'>;
  audit: RecordAudit;
  clock: () => Date;
}) {
  const stock = createStockRepository(deps.db);
  const notFound = () =>
    new AppError(404, 'stock_combination_not_found', 'stock_combination_not_found');

  return {
    async list(query: StockListQuery) {
      const { rows, total } = await stock.list(query);
      return { rows: rows.map(stockRowView), total };
    },

    async movements(combinationId: number, skip: number, limit: number) {
      if (!(await stock.row(combinationId))) throw notFound();
      const { rows, total } = await stock.movements(combinationId, skip, limit);
      const entries: StockMovement[] = rows.map((row) => ({
        ...row,
        staff_name: row.staff_name ?? null,
        at: row.at.toISOString(),
      }));
      return { entries, total };
    },

    async adjust(
      actor: AuditActor,
      input: StockAdjustmentInput,
      locale: Locale,
    ): Promise<StockRow> {
      const { productId, before, after } = await inTransaction(deps.db, async (tx) => {
        const repository = createStockRepository(tx);
        const row = await repository.lock(input.combination_id);
        if (!row) throw notFound();
        const next = stockAfter(row.stock, input);
        if (next < 0 || next > INTEGER_RANGE.max) {
          const code = next < 0 ? 'stock_below_zero' : 'stock_quantity_invalid';
          const params: Record<string, number> =
            next < 0 ? { stock: row.stock } : { max: INTEGER_RANGE.max };
          throw new AppError(422, code, code, params, {
            fields: { quantity: translate(code, locale, params) },
            current: { stock: row.stock },
          });
        }
        const now = deps.clock();
        await setStockContext(tx, {
          reason: input.reason,
          staffId: actor.staffId,
          note: input.note,
        });
        await repository.setStock(row.id, next);
        await deps.audit(
          tx,
          actor,
          {
            action: 'stock.adjust',
            entity: 'combination',
            entityId: row.id,
            before: { stock: row.stock },
            after: {
              stock: next,
              reason: input.reason,
              quantity: input.quantity,
              note: input.note,
            },
          },
          now,
        );
        return { productId: row.product_id, before: row.stock, after: next };
      });
      if (before !== after) {
        await deps.changes.changed({ products: [productId] }, 'stock adjustment');
      }
      return stockRowView((await stock.row(input.combination_id))!);
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
