import { isGatewayMethod } from '@kilau/domain/payment';
import type { PaymentGateway } from './modules/payment';
import { RefundFailed, type RefundPort } from './modules/returns';

/** Methods whose payments the gateway refunds (Midtrans: cards, GoPay, QRIS, Kredivo). */
const REFUNDABLE = new Set(['credit_debit_card', 'gopay', 'qris', 'kredivo']);

/**
 * The returns' refund port over the payment gateway (composed here: feature modules do not
 * import each other). A refusal becomes `RefundFailed` with the gateway's message.
 */
export function gatewayRefunds(gateway: PaymentGateway): RefundPort {
  return {
    refundsOriginal: (order) =>
      order.paid_at !== null &&
      isGatewayMethod(order.payment_method) &&
      REFUNDABLE.has(order.payment_method),
    async refund(gatewayRef, request) {
      void gateway;
      void gatewayRef;
      void request;
      throw new RefundFailed('not wired yet');
    },
  };
}
