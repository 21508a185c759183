import type { Database } from '@kilau/db';
import { INTEGER_RANGE, translate, type Locale, type MessageCode } from '@kilau/domain';
import type { Kysely } from 'kysely';
import { AppError } from '../../lib/app-error';
import type { CatalogueChanges } from '../../lib/catalogue-changes';
import type { AuditActor, RecordAudit } from '../../lib/staff-request';
import { inTransaction } from '../../lib/transaction';
import {
  createStoreStockAdminRepository,
  type StoreStockListQuery,
} from './store-stock-admin.repository';

export type StoreStockAdjustment = {
  delta?: number | undefined;
  quantity?: number | undefined;
  reason: string;
};

const fieldError = (code: MessageCode, field: string, locale: Locale, params = {}) =>
  new AppError(422, code, code, params, { fields: { [field]: translate(code, locale, params) } });

/**
 * A store's own stock in the back office (docs/design/store-stock.md): listed by product name or
 * barcode, adjusted by a change or a counted figure with a reason, audited. An adjustment locks
 * only the one `store_stock` row, as a self-checkout order takes it (the lock order's
 * combinations step), and refuses a result below 0.
 */
export function createStoreStockAdminService(deps: {
  db: Kysely<Database>;
  changes: Pick<CatalogueChanges, 'changed'>;
  audit: RecordAudit;
  clock: () => Date;
}) {
  const repository = createStoreStockAdminRepository(deps.db);
  const storeNotFound = () => new AppError(404, 'store_not_found', 'store_not_found');
  const notFound = () =>
    new AppError(404, 'store_stock_combination_not_found', 'store_stock_combination_not_found');

  return {
    async list(storeId: number, query: StoreStockListQuery) {
      if (!(await repository.activeStore(storeId))) throw storeNotFound();
      return repository.list(storeId, query);
    },

    async adjust(
      actor: AuditActor,
      storeId: number,
      combinationId: number,
      input: StoreStockAdjustment,
      locale: Locale,
    ) {
      if ((input.delta === undefined) === (input.quantity === undefined)) {
        throw fieldError('store_stock_delta_or_quantity', 'delta', locale);
      }
      const productId = await inTransaction(deps.db, async (tx) => {
        const rows = createStoreStockAdminRepository(tx);
        if (!(await rows.activeStore(storeId))) throw storeNotFound();
        if (!(await rows.combinationExists(combinationId))) throw notFound();
        const { quantity: before } = await rows.lock(storeId, combinationId);
        const after = input.quantity ?? before + (input.delta ?? 0);
        if (after < 0) {
          throw fieldError(
            'store_stock_below_zero',
            input.delta === undefined ? 'quantity' : 'delta',
            locale,
            { quantity: before },
          );
        }
        if (after > INTEGER_RANGE.max) {
          throw fieldError('stock_quantity_invalid', 'quantity', locale, {
            max: INTEGER_RANGE.max,
          });
        }
        const now = deps.clock();
        await rows.set(storeId, combinationId, after, now);
        await deps.audit(
          tx,
          actor,
          {
            action: 'store_stock.adjust',
            entity: 'store_stock',
            entityId: combinationId,
            before: { store_id: storeId, quantity: before },
            after: {
              store_id: storeId,
              quantity: after,
              delta: input.delta ?? null,
              reason: input.reason,
            },
          },
          now,
        );
        return (await rows.row(storeId, combinationId))!.product_id;
      });
      await deps.changes.changed({ products: [productId] }, 'store stock adjustment');
      return (await repository.row(storeId, combinationId))!;
    },
  };
}

export type StoreStockAdminService = ReturnType<typeof createStoreStockAdminService>;
