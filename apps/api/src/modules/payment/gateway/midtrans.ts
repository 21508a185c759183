import {
  fromMidtransRefund,
  fromMidtransResponse,
  MIDTRANS_CORE_METHODS,
  toMidtransCharge,
  toMidtransRefund,
} from './midtrans-protocol';
import { GatewayError, type ChargeRequest, type PaymentGateway } from './gateway-port';

export type Fetch = typeof globalThis.fetch;

export const MIDTRANS_SANDBOX_URL = 'https://api.sandbox.midtrans.com';
export const MIDTRANS_PRODUCTION_URL = 'https://api.midtrans.com';

/** Sandbox keys start `SB-`; the base URL follows unless one is configured. */
export const midtransBaseUrl = (serverKey: string, configured?: string) =>
  (
    configured ?? (serverKey.startsWith('SB-') ? MIDTRANS_SANDBOX_URL : MIDTRANS_PRODUCTION_URL)
  ).replace(/\/+$/, '');

/**
 * Midtrans' Core API v2 over HTTP (design/checkout-and-payment.md): `POST /v2/charge`, `GET
 * /v2/{order_id or transaction_id}/status`, `POST /v2/{order_id or transaction_id}/cancel` and
 * `/refund`, Basic auth with the server key as the user and no password. Every call has a
 * deadline; no answer, or a 5xx, is `unavailable` (the shop may ask again: a status call is safe
 * to repeat, a repeated charge for a live order is refused as duplicate, and a refund repeated with
 * its `refund_key` answers the first refund).
 */
export function midtransGateway(options: {
  serverKey: string;
  baseUrl: string;
  fetch?: Fetch;
  timeoutMs?: number;
}): PaymentGateway {
  const send = options.fetch ?? globalThis.fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.serverKey}:`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 15_000;

  /** The answer's JSON (whatever its HTTP status: Midtrans' `status_code` in it says). */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await send(`${base}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          authorization,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GatewayError(
        'unavailable',
        `The gateway did not answer: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    try {
      return (await response.json()) as unknown;
    } catch {
      throw new GatewayError(
        'unavailable',
        `The gateway answered HTTP ${response.status} without JSON.`,
      );
    }
  }

  const orderPath = (orderRef: string) => `/v2/${encodeURIComponent(orderRef)}`;

  return {
    kind: 'midtrans',
    methods: MIDTRANS_CORE_METHODS,
    async charge(request: ChargeRequest) {
      if (!(MIDTRANS_CORE_METHODS as readonly string[]).includes(request.method)) {
        throw new GatewayError('unsupported', `Midtrans does not carry ${request.method}.`);
      }
      return fromMidtransResponse(await call('POST', '/v2/charge', toMidtransCharge(request)));
    },
    status: async (orderRef) =>
      fromMidtransResponse(await call('GET', `${orderPath(orderRef)}/status`)),
    cancel: async (orderRef) =>
      fromMidtransResponse(await call('POST', `${orderPath(orderRef)}/cancel`)),
    refund: async (orderRef, request) =>
      fromMidtransRefund(
        await call('POST', `${orderPath(orderRef)}/refund`, toMidtransRefund(request)),
        request.refundKey,
      ),
  };
}
