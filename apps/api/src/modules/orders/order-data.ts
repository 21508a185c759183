import type { Database } from '@kilau/db';
import { RECEIPT_URL_TTL_SECONDS } from '@kilau/domain/orders';
import type { Kysely } from 'kysely';
import type { UploadStorage } from '../../adapters/uploads';
import { AppError } from '../../lib/app-error';
import { ordersRepository, type OrderRow } from './orders.repository';
import { placedOrderView } from './place-order';

/** A bank transfer's confirmation as the order answers it; the receipt through a signed URL. */
export type PaymentConfirmationView = {
  bank_name: string;
  account_name: string;
  receipt_url: string;
  created_at: string;
};

export async function paymentConfirmationOf(
  db: Kysely<Database>,
  uploads: UploadStorage,
  orderId: number,
): Promise<PaymentConfirmationView | null> {
  const row = await db
    .selectFrom('order_payment_confirmations')
    .select(['bank_name', 'account_name', 'receipt_key', 'created_at'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    bank_name: row.bank_name,
    account_name: row.account_name,
    receipt_url: uploads.signedUrl(row.receipt_key, RECEIPT_URL_TTL_SECONDS),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * The member's order as `GET /orders/:id` answers it: placement's view with its lines, delivery
 * address, shipping, cancellation reason and payment confirmation; 404 for anyone else's.
 */
export async function orderData(
  deps: { db: Kysely<Database>; uploads: UploadStorage },
  userId: number,
  order: OrderRow | undefined,
) {
  if (!order || order.user_id !== userId) {
    throw new AppError(404, 'order_not_found', 'order_not_found');
  }
  const orders = ordersRepository(deps.db);
  const [lines, stateName, confirmation] = await Promise.all([
    orders.lines(order.id),
    orders.stateName(order.state_id),
    paymentConfirmationOf(deps.db, deps.uploads, order.id),
  ]);
  return {
    ...placedOrderView(order, stateName),
    delivery_address: order.delivery_address,
    shipping: order.shipping,
    created_at: new Date(order.created_at).toISOString(),
    cancellation_reason: order.cancellation_reason,
    products: lines.map((line) => ({
      ...(line.detail as Record<string, unknown>),
      quantity: line.quantity,
      unit_price: line.unit_price,
      total_price: line.total_price,
    })),
    payment_confirmation: confirmation,
  };
}
