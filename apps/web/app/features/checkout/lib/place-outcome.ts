import type { Locale } from '@kilau/domain';
import { nextScreenAfterPlacing, ORDER_PATHS } from '@kilau/domain/checkout';
import { translate } from '@kilau/domain/messages';
import type { ApiResult } from '~/lib/api-client.server';
import { withCheckoutNotice } from '~/lib/checkout-notice';
import type { PlacedOrder } from '../types';
import { CARD_METHOD } from './payment-choice';

/** What the payment step does once the order call answered. */
export type PlaceOutcome =
  | { outcome: 'navigate'; path: string }
  | {
      outcome: 'provider';
      via: 'redirect' | 'form_post';
      url: string;
      fields: Record<string, string>;
    }
  | { outcome: 'authenticate'; url: string; orderId: string }
  | { outcome: 'refused'; message: string; fields?: Record<string, string>; retry: boolean };

/** Refusals the shopper fixes on the payment step itself (a field, the method, the promotion). */
const STAY_ON_STEP = new Set([
  'bank_promo_not_eligible',
  'payment_method_unavailable',
  'idempotency_key_reused',
  'validation_failed',
]);

const confirmationOf = (order: PlacedOrder) =>
  `${ORDER_PATHS.confirmation}/${encodeURIComponent(order._id)}`;

function placed(order: PlacedOrder): PlaceOutcome {
  const payment = order.payment ?? {};
  const redirectUrl = order.redirect_url ?? payment.redirect_url ?? null;
  // A card that needs 3-D Secure is authenticated on the step, in the card-authentication modal.
  if (order.payment_method === CARD_METHOD && payment.redirect_url) {
    return { outcome: 'authenticate', url: payment.redirect_url, orderId: order._id };
  }
  const screen = nextScreenAfterPlacing({
    ok: true,
    method: order.payment_method,
    orderId: order._id,
    redirectUrl,
  });
  if (screen.kind === 'navigate') return { outcome: 'navigate', path: screen.path };
  if (screen.via === 'form_post') {
    const form = payment.actions?.find((action) => action.name === 'form-post');
    return form
      ? { outcome: 'provider', via: 'form_post', url: form.url, fields: form.fields ?? {} }
      : { outcome: 'navigate', path: confirmationOf(order) };
  }
  return screen.url
    ? { outcome: 'provider', via: 'redirect', url: screen.url, fields: {} }
    : { outcome: 'navigate', path: confirmationOf(order) };
}

/**
 * The order call's answer as the next screen (000 §4 "Outcomes after placing", by the domain's
 * `nextScreenAfterPlacing`): provider pages (LinkAja by form post), the success, confirmation or
 * failed pages, or back to the bag or the shipping step with the catalogue's message. A card
 * with 3-D Secure is authenticated first. Refusals the shopper can fix here (a field, the method,
 * the bank promotion) and a call that never reached the shop stay on the step; the latter may be
 * retried with the same key.
 */
export function placeOutcome(
  result: ApiResult<PlacedOrder>,
  context: { method: string; phoneNo: string | null; locale: Locale },
): PlaceOutcome {
  if (result.ok) return placed(result.data);
  if (result.status === 0) {
    return {
      outcome: 'refused',
      message: translate('order_call_failed', context.locale),
      retry: true,
    };
  }
  const fields = (result.data as { fields?: Record<string, string> } | undefined)?.fields;
  if (result.status === 422 && fields && Object.keys(fields).length > 0) {
    return {
      outcome: 'refused',
      message: result.message ?? translate('validation_failed', context.locale),
      fields,
      retry: false,
    };
  }
  if (result.errorCode && STAY_ON_STEP.has(result.errorCode)) {
    return {
      outcome: 'refused',
      message: result.message ?? translate('order_call_failed', context.locale),
      retry: false,
    };
  }
  if (result.errorCode === 'cart_empty') return { outcome: 'navigate', path: ORDER_PATHS.bag };
  if (result.errorCode === 'shipping_method_required') {
    return { outcome: 'navigate', path: ORDER_PATHS.shipping };
  }
  const data = result.data as { is_preorder?: boolean; order_id?: string | number } | undefined;
  const screen = nextScreenAfterPlacing({
    ok: false,
    method: context.method,
    status: result.status,
    errorCode: result.errorCode ?? null,
    orderId: data?.order_id !== undefined ? String(data.order_id) : null,
    phoneNo: context.phoneNo,
    message: result.message ?? null,
    isPreorder: data?.is_preorder === true,
  });
  if (screen.kind === 'provider') return { outcome: 'navigate', path: ORDER_PATHS.sorry };
  return { outcome: 'navigate', path: withCheckoutNotice(screen.path, screen.message) };
}
