import { isGatewayMethod, refundsThroughGateway } from '@kilau/domain/payment';
import { GatewayError, type PaymentGateway } from './modules/payment';
import { RefundFailed, type RefundPort } from './modules/returns';

/**
 * The returns' refund port over the payment gateway (composed here: feature modules do not
 * import each other): a paid order whose method the gateway refunds goes back through
 * `gateway.refund` (Midtrans' `POST /v2/{id}/refund`, or the sandbox's), the same `refund_key`
 * on every try. A refusal or silence becomes `RefundFailed` with the gateway's message.
 */
export function gatewayRefunds(gateway: PaymentGateway): RefundPort {
  return {
    refundsOriginal: (order) =>
      order.paid_at !== null &&
      isGatewayMethod(order.payment_method) &&
      refundsThroughGateway(order.payment_method),
    async refund(gatewayRef, request) {
      try {
        const answer = await gateway.refund(gatewayRef, request);
        return {
          refundId:
            answer.refund_chargeback_id === undefined || answer.refund_chargeback_id === null
              ? null
              : String(answer.refund_chargeback_id),
        };
      } catch (error) {
        if (error instanceof GatewayError) throw new RefundFailed(error.message);
        throw error;
      }
    },
  };
}
