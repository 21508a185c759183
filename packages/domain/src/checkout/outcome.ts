import type { MessageCode } from '../messages';
import {
  FORM_POST_PROVIDERS,
  INSTANT_SUCCESS_METHODS,
  ORDER_PATHS,
  REDIRECT_PROVIDERS,
} from './constants';

export type PlaceOrderResult =
  | { ok: true; method: string; orderId: string; redirectUrl?: string | null }
  | {
      ok: false;
      method: string;
      status?: number;
      errorCode?: string | null;
      orderId?: string | null;
      phoneNo?: string | null;
      message?: string | null;
      isPreorder?: boolean;
    };

export type NextScreen =
  | { kind: 'provider'; provider: string; via: 'redirect' | 'form_post'; url: string | null }
  | { kind: 'navigate'; path: string; message?: MessageCode };

const includes = (list: readonly string[], value: string): boolean => list.includes(value);

/** The failed page, with the optional phone_no and message query (000 §2). */
function failedPath(result: Extract<PlaceOrderResult, { ok: false }>): string {
  const base = result.orderId
    ? `${ORDER_PATHS.failed}/${encodeURIComponent(result.orderId)}`
    : ORDER_PATHS.failed;
  const query = new URLSearchParams();
  if (result.phoneNo) query.set('phone_no', result.phoneNo);
  if (result.message) query.set('message', result.message);
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}

/**
 * The screen after placing an order (000 §4 "Outcomes after placing"). Success: provider pages
 * for kredivo, vospay, linkaja (form post), gpn and doku card; the success page for ovo and
 * free_order; the confirmation page otherwise. Failure: OVO 400/504 and gpn 400 go to the failed
 * page, and so does a declined payment of a placed order (ADR 0034); out_of_stock back to the bag or the pre-order failed page; invalid_address back to the
 * address step with a message; price_mismatch back to the bag with a message; anything else to
 * the sorry page.
 */
export function nextScreenAfterPlacing(result: PlaceOrderResult): NextScreen {
  if (result.ok) {
    if (includes(REDIRECT_PROVIDERS, result.method)) {
      const via = includes(FORM_POST_PROVIDERS, result.method) ? 'form_post' : 'redirect';
      return { kind: 'provider', provider: result.method, via, url: result.redirectUrl ?? null };
    }
    const id = encodeURIComponent(result.orderId);
    if (includes(INSTANT_SUCCESS_METHODS, result.method)) {
      return { kind: 'navigate', path: `${ORDER_PATHS.success}/${id}` };
    }
    return { kind: 'navigate', path: `${ORDER_PATHS.confirmation}/${id}` };
  }
  const ovoFailure = result.method === 'ovo' && (result.status === 400 || result.status === 504);
  const gpnFailure = result.method === 'gpn' && result.status === 400;
  if (ovoFailure || gpnFailure) return { kind: 'navigate', path: failedPath(result) };
  switch (result.errorCode) {
    // The gateway declined the payment of a placed order: its failed page offers paying again
    // or the bag back (ADR 0034).
    case 'payment_declined':
      return result.orderId
        ? { kind: 'navigate', path: failedPath({ ...result, message: null }) }
        : { kind: 'navigate', path: ORDER_PATHS.sorry };
    case 'out_of_stock':
      return result.isPreorder
        ? { kind: 'navigate', path: ORDER_PATHS.preorderFailed, message: 'out_of_stock' }
        : { kind: 'navigate', path: ORDER_PATHS.bag, message: 'out_of_stock' };
    case 'invalid_address':
      return { kind: 'navigate', path: ORDER_PATHS.shipping, message: 'invalid_address' };
    case 'price_mismatch':
      return { kind: 'navigate', path: ORDER_PATHS.bag, message: 'price_mismatch' };
    default:
      return { kind: 'navigate', path: ORDER_PATHS.sorry };
  }
}
