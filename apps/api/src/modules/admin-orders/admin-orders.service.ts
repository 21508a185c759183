import type { Database } from '@kilau/db';
import { AdminOrderSchema, type AdminOrder } from '@kilau/domain/admin';
import { ORDER_STATE, ORDER_STATE_NAMES } from '@kilau/domain/orders';
import type { Kysely } from 'kysely';
import type { UploadStorage } from '../../adapters/storage';
import { AppError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../admin';
import { createOrderViews } from '../ops';
import { createCancelOrderService, createOrderUnitOfWork } from '../orders';
import { invoicePdf, packingSlipPdf } from './order-documents';

/**
 * The back office's order work beyond the operator's moves (docs/design/back-office.md,
 * Orders): a cancellation by the shop (the member's own cancel service: stock, vouchers and
 * points given back, a paid order owed its refund), audited in its transaction; and the printed
 * packing slip and invoice.
 */
export function createAdminOrdersService(deps: {
  db: Kysely<Database>;
  uploads: UploadStorage;
  clock: () => Date;
  cancelPayment: (paymentRef: string) => Promise<void>;
}) {
  const views = createOrderViews(deps.db, deps.uploads);
  const unitOfWork = createOrderUnitOfWork(deps.db);

  const orderOf = async (reference: string): Promise<AdminOrder> =>
    AdminOrderSchema.parse(await views.show(reference));

  return {
    async cancel(reference: string, reason: string, actor: AuditActor) {
      const order = await deps.db
        .selectFrom('orders')
        .select(['id', 'user_id', 'state_id'])
        .where('reference_code', '=', reference)
        .executeTakeFirst();
      if (!order) throw new AppError(404, 'order_not_found', 'order_not_found');
      const cancelling = createCancelOrderService({
        clock: deps.clock,
        ports: { cancelPayment: deps.cancelPayment },
        // The member's cancellation, with the staff member's audit row in its transaction.
        inTransaction: (work) =>
          unitOfWork(async (t) => {
            const result = await work(t);
            const before = await t.tx
              .selectFrom('order_state_histories')
              .innerJoin('order_states', 'order_states.id', 'order_state_histories.state_id')
              .select('order_states.name')
              .where('order_state_histories.order_id', '=', order.id)
              .where('order_state_histories.state_id', '!=', ORDER_STATE.cancelled)
              .orderBy('order_state_histories.id', 'desc')
              .executeTakeFirst();
            const refund = await t.tx
              .selectFrom('order_refunds')
              .select(['amount', 'status'])
              .where('order_id', '=', order.id)
              .executeTakeFirst();
            await recordAudit(
              t.tx,
              actor,
              {
                action: 'order.cancel',
                entity: 'order',
                entityId: reference,
                before: {
                  state:
                    before?.name ??
                    ORDER_STATE_NAMES[order.state_id as keyof typeof ORDER_STATE_NAMES] ??
                    null,
                },
                after: {
                  state: ORDER_STATE_NAMES[ORDER_STATE.cancelled],
                  reason,
                  ...(refund ? { refund: refund.amount } : {}),
                },
              },
              deps.clock(),
            );
            return result;
          }),
      });
      await cancelling.cancel(order.user_id, order.id, { reason, referenceCode: reference });
      const cancelled = await orderOf(reference);
      return {
        reference_code: cancelled.reference_code,
        state: cancelled.state,
        refund: cancelled.refund
          ? { amount: cancelled.refund.amount, status: cancelled.refund.status }
          : null,
      };
    },

    packingSlip: async (reference: string) => packingSlipPdf(await orderOf(reference)),
    invoice: async (reference: string) => invoicePdf(await orderOf(reference)),
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
