import { AdminOrderSchema, type AdminOrder } from '@kilau/domain/admin';
import type { Locale } from '@kilau/domain';
import { packingSlipPdf } from './order-documents';

/** Who did a back-office write, from where (the audit row's actor). */
export type StaffActor = {
  staffId: number | null;
  email: string;
  ip: string | null;
  requestId: string | null;
};

/**
 * The back office's order work beyond the operator's moves (docs/design/back-office.md,
 * Orders): a cancellation by the shop, audited in its transaction, and the printed packing slip
 * and invoice. The order view and the cancellation are the ops and orders modules', composed in
 * `app.ts`.
 */
export function createAdminOrdersService(deps: {
  /** The operator API's order view (404 `order_not_found`). */
  orderView: (reference: string) => Promise<unknown>;
  /** The shop's cancellation, its audit row written in its transaction. */
  cancel: (reference: string, reason: string, actor: StaffActor) => Promise<void>;
  /** The numbered invoice (the invoices module's): 404 `order_not_found`, 409 `invoice_not_issued`. */
  invoice: (reference: string, locale: Locale) => Promise<{ filename: string; content: Buffer }>;
}) {
  const orderOf = async (reference: string): Promise<AdminOrder> =>
    AdminOrderSchema.parse(await deps.orderView(reference));

  return {
    async cancel(reference: string, reason: string, actor: StaffActor) {
      await deps.cancel(reference, reason, actor);
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
    invoice: (reference: string, locale: Locale) => deps.invoice(reference, locale),
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
