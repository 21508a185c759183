import { ORDER_PATHS } from '@kilau/domain/checkout';
import { groupOrderStatus, isPaymentFailureName, orderStatusName } from '@kilau/domain/orders';
import type { PlacedOrder } from '../types';

/** Where an order's payment stands, as the pages after placing tell it. */
export type PaymentStanding = 'waiting' | 'paid' | 'failed';

/**
 * The order's payment, from its status name (000 §4 status groups): waiting while the order
 * waits for payment, failed when it was cancelled or its payment failed, paid from payment
 * confirmation on.
 */
export function paymentStanding(order: Pick<PlacedOrder, 'state'>): PaymentStanding {
  const name = orderStatusName(order);
  if (isPaymentFailureName(name)) return 'failed';
  const { group } = groupOrderStatus(name);
  if (group === 'waiting_payment' || group === 'other') return 'waiting';
  if (group === 'cancelled') return 'failed';
  return 'paid';
}

/** The order's success, confirmation and failed pages. */
export const outcomePaths = (orderId: string) => {
  const id = encodeURIComponent(orderId);
  return {
    success: `${ORDER_PATHS.success}/${id}`,
    confirmation: `${ORDER_PATHS.confirmation}/${id}`,
    failed: `${ORDER_PATHS.failed}/${id}`,
  };
};

/**
 * The confirmation page is for an order still waiting for its payment: once paid it is the
 * success page, once failed the failed page.
 */
export function confirmationRedirect(order: PlacedOrder): string | null {
  const standing = paymentStanding(order);
  if (standing === 'paid') return outcomePaths(order._id).success;
  if (standing === 'failed') return outcomePaths(order._id).failed;
  return null;
}
