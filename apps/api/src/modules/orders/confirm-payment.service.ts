import { randomBytes } from 'node:crypto';
import type { Locale } from '@kilau/domain';
import { confirmsByReceipt, RECEIPT_JPEG_QUALITY, RECEIPT_MAX_SIDE_PX } from '@kilau/domain/orders';
import type { UploadStorage } from '../../adapters/storage';
import { AppError } from '../../lib/app-error';
import type { ImageGuard, ImageRecipe } from '../../lib/image-guard';
import type { OrderServiceDeps } from './order-transaction';
import { STATE, type OrderRow } from './orders.repository';

const RECEIPT_TYPE = 'image/jpeg';

const notAwaiting = () =>
  new AppError(409, 'order_not_awaiting_payment', 'order_not_awaiting_payment');

/** An order a member can confirm a transfer for: a bank transfer still awaiting the wire. */
const awaitsWire = (order: OrderRow) =>
  order.payment_method === 'bank_transfer' &&
  order.state_id === STATE.awaitingWire &&
  order.paid_at === null &&
  order.released_at === null;

/** The receipt re-encoded: orientation applied, metadata dropped, ≤ 2000 px, JPEG. */
const RECEIPT: ImageRecipe = {
  rotate: true,
  resize: {
    width: RECEIPT_MAX_SIDE_PX,
    height: RECEIPT_MAX_SIDE_PX,
    fit: 'inside',
    withoutEnlargement: true,
  },
  flatten: { background: '#ffffff' },
  format: 'jpeg',
  formatOptions: { quality: RECEIPT_JPEG_QUALITY, mozjpeg: true },
};

/**
 * Confirms a bank transfer (000 §7 `POST confirm payment /{orderId}`). The order (the member's,
 * awaiting the wire) is checked before any image work; then the receipt (already checked by its
 * bytes and size) is judged by its header, re-encoded through the image guard and stored through
 * the upload port, then one transaction records the confirmation and moves the order from
 * 'Awaiting bank wire payment' to 'Payment confirm' — a conditional update on the state, so of two parallel confirmations one
 * wins and the other is told the order no longer awaits payment (its stored file is removed).
 */
export function createConfirmPaymentService(deps: {
  repositories: Pick<OrderServiceDeps['repositories'], 'orders'>;
  inTransaction: OrderServiceDeps['inTransaction'];
  uploads: UploadStorage;
  images: ImageGuard;
  clock: () => Date;
}) {
  async function confirmPayment(
    userId: number,
    orderId: number,
    input: { bankName: string; accountName: string; receipt: Buffer; locale: Locale },
  ): Promise<OrderRow> {
    const current = await deps.repositories.orders.byId(orderId);
    if (!current || current.user_id !== userId) {
      throw new AppError(404, 'order_not_found', 'order_not_found');
    }
    if (!confirmsByReceipt(current.payment_method)) {
      // A gateway method confirms itself: there is nothing to upload (ADR 0034).
      const method = await deps.repositories.orders.methodName(current.payment_method);
      throw new AppError(
        422,
        'payment_confirmation_not_needed',
        'payment_confirmation_not_needed',
        {
          method: method ?? current.payment_method,
        },
      );
    }
    if (!awaitsWire(current)) throw notAwaiting();

    // No lock is held while decoding (ADR 0016): the update below is conditional on the state.
    const jpeg = await deps.images.decodeUpload(
      { bytes: input.receipt, field: 'receipt', owner: `member:${userId}`, locale: input.locale },
      RECEIPT,
    );
    const key = `receipts/${orderId}-${randomBytes(12).toString('hex')}.jpg`;
    await deps.uploads.put(key, jpeg, RECEIPT_TYPE);
    const now = deps.clock();
    try {
      return await deps.inTransaction(async ({ orders }) => {
        const moved = await orders.markTransferConfirmed(orderId, userId, now);
        if (!moved) throw notAwaiting();
        await orders.recordState(orderId, STATE.paymentConfirm, 'payment_confirmation', now);
        await orders.recordPaymentConfirmation(
          orderId,
          {
            bankName: input.bankName,
            accountName: input.accountName,
            receiptKey: key,
            contentType: RECEIPT_TYPE,
          },
          now,
        );
        return moved;
      });
    } catch (error) {
      await deps.uploads.remove(key).catch(() => undefined);
      throw error;
    }
  }

  return { confirm: confirmPayment };
}

export type ConfirmPaymentService = ReturnType<typeof createConfirmPaymentService>;
