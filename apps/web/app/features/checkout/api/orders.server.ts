import { ID_PATTERN } from '@kilau/domain';
import type { BackToBag } from '@kilau/domain/orders';
import type { ApiClient, ApiResult } from '~/lib/api-client.server';
import type { PaymentMethodInfo, PaymentMethodsAnswer, PlacedOrder } from '../types';
import { CHECKOUT_API } from './paths';

export type OrderRead =
  | { state: 'found'; order: PlacedOrder }
  | { state: 'not_found' }
  | { state: 'unauthorized' }
  | { state: 'error' };

/** One of the member's orders (`GET /api/order/orders/:id`); an id that cannot be one is not found. */
export async function fetchOrder(
  api: ApiClient,
  id: string | null | undefined,
): Promise<OrderRead> {
  if (!id || !ID_PATTERN.test(id)) return { state: 'not_found' };
  const result = await api.get<PlacedOrder>(CHECKOUT_API.order(id));
  if (result.ok && result.data?._id) return { state: 'found', order: result.data };
  if (result.status === 401) return { state: 'unauthorized' };
  if (result.status === 404 || result.status === 422) return { state: 'not_found' };
  return { state: 'error' };
}

/**
 * Back from a payment page: asks the payment service to read the order's payment from the
 * gateway (`POST /api/payment/callback {id_order}`, 000 §7), so the order's state is current
 * before it is shown. Failures change nothing: the page shows the state as stored.
 */
export async function refreshPayment(api: ApiClient, orderId: string): Promise<void> {
  await api.post(CHECKOUT_API.paymentCallback, { id_order: orderId });
}

/**
 * A new OVO push to `phone` for an order still awaiting payment (`POST /api/payment/payments
 * {id_order, phone_no}`, 000 §7). Answers the API's message when it refuses.
 */
export async function resendOvoPush(
  api: ApiClient,
  orderId: string,
  phone: string,
): Promise<{ ok: true } | { ok: false; message: string | null }> {
  const result = await api.post(CHECKOUT_API.ovoPush, { id_order: orderId, phone_no: phone });
  return result.ok ? { ok: true } : { ok: false, message: result.message ?? null };
}

/**
 * How a payment method is named and shown (`GET /api/payment/payment-methods`): its name, logo
 * and, for a manual transfer, the shop's bank accounts. Null when the list cannot be read or
 * does not carry the method (the page then names it itself).
 */
export async function fetchPaymentMethodInfo(
  api: ApiClient,
  code: string,
): Promise<PaymentMethodInfo | null> {
  const result = await api.get<PaymentMethodsAnswer>(CHECKOUT_API.paymentMethods);
  if (!result.ok || !Array.isArray(result.data?.payment_methods)) return null;
  const method = result.data.payment_methods.find((candidate) => candidate.code === code);
  if (!method) return null;
  const accounts = method.bank_transfer_list ?? result.data.bank_transfer_list ?? [];
  return {
    code: method.code,
    name: method.name,
    logo: method.logo ?? null,
    bankAccounts: code === 'bank_transfer' && Array.isArray(accounts) ? accounts : [],
  };
}

/**
 * A new payment attempt with `method` for an order whose payment failed and is still held
 * (`POST /api/order/orders/:id/pay-again`, ADR 0034): the order as placement answers it.
 */
export const payAgain = (
  api: ApiClient,
  orderId: string,
  method: string,
): Promise<ApiResult<PlacedOrder>> =>
  api.post<PlacedOrder>(CHECKOUT_API.payAgain(orderId), { payment_method: method });

/** The failed order cancelled and its lines back in the bag (`POST …/back-to-bag`, ADR 0034). */
export const backToBag = (api: ApiClient, orderId: string): Promise<ApiResult<BackToBag>> =>
  api.post<BackToBag>(CHECKOUT_API.backToBag(orderId), {});
