import {
  isFraudStatus,
  isTransactionStatus,
  parseGrossAmount,
  paymentFlowOf,
  paymentStateOf,
} from '@kilau/domain/payment';
import { fromWibDateTime, toWibDateTime } from '@kilau/domain/shared';
import {
  GatewayError,
  type Charge,
  type ChargeRequest,
  type GatewayAction,
  type GatewayErrorKind,
  type GatewayRefund,
  type RefundRequest,
} from './gateway-port';

/** The methods Midtrans' Core API carries (the sandbox carries every gateway method). */
export const MIDTRANS_CORE_METHODS = [
  'credit_debit_card',
  'bca_virtual_account',
  'permata_virtual_account',
  'indomaret',
  'gopay',
  'qris',
  'kredivo',
  'cimb_clicks',
] as const;

/** Midtrans writes times in WIB as `2026-11-21 10:00:00`. */
export const toMidtransTime = (date: Date): string => toWibDateTime(date);

/** A Midtrans time as ISO (UTC); null when it is not one. */
export function fromMidtransTime(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(text.trim());
  if (!match) return null;
  return fromWibDateTime(`${match[1]} ${match[2]}`)?.toISOString() ?? null;
}

type Body = Record<string, unknown>;

/** The payment_type and its own block for a method. */
function methodPart(request: ChargeRequest): Body {
  const callback = request.finishUrl ? { callback_url: request.finishUrl } : {};
  switch (request.method) {
    case 'credit_debit_card': {
      if (!request.card) throw new GatewayError('invalid', 'A card charge needs a token_id.');
      return {
        payment_type: 'credit_card',
        credit_card: {
          token_id: request.card.tokenId,
          authentication: request.card.authentication ?? true,
          ...(request.card.saveCard ? { save_token_id: true } : {}),
          ...callback,
        },
      };
    }
    case 'bca_virtual_account':
      return { payment_type: 'bank_transfer', bank_transfer: { bank: 'bca' } };
    case 'permata_virtual_account':
      return { payment_type: 'bank_transfer', bank_transfer: { bank: 'permata' } };
    case 'indomaret':
      return {
        payment_type: 'cstore',
        cstore: { store: 'indomaret', message: `Pembayaran ${request.orderRef}` },
      };
    case 'gopay':
      return {
        payment_type: 'gopay',
        gopay: { enable_callback: Boolean(request.finishUrl), ...callback },
      };
    case 'qris':
      return { payment_type: 'qris', qris: { acquirer: 'gopay' } };
    case 'ovo':
      if (!request.phone) throw new GatewayError('invalid', 'An OVO charge needs a phone.');
      return { payment_type: 'ovo', ovo: { phone: request.phone } };
    case 'kredivo':
      return {
        payment_type: 'kredivo',
        kredivo: {
          ...(request.installmentTerm ? { installment_term: request.installmentTerm } : {}),
          ...callback,
        },
      };
    case 'cimb_clicks':
      return {
        payment_type: 'cimb_clicks',
        cimb_clicks: { description: `Pembayaran ${request.orderRef}`, ...callback },
      };
    case 'linkaja':
    case 'vospay':
    case 'gpn':
    case 'doku_card':
      return { payment_type: request.method, [request.method]: { ...callback } };
    default:
      throw new GatewayError('unsupported', `The gateway does not carry ${request.method}.`);
  }
}

/**
 * The Core API charge body (`POST /v2/charge`) for a request. Item details go along only when
 * they add up to the amount (the gateway refuses them otherwise; a bank promotion's discount is
 * in the amount, not in the items).
 */
export function toMidtransCharge(request: ChargeRequest): Body {
  if (paymentFlowOf(request.method) === null) {
    throw new GatewayError('unsupported', `Unknown payment method ${request.method}.`);
  }
  const items = request.items ?? [];
  const itemsTotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const customer = request.customer;
  return {
    ...methodPart(request),
    transaction_details: { order_id: request.orderRef, gross_amount: request.grossAmount },
    ...(customer
      ? {
          customer_details: {
            first_name: customer.firstName,
            ...(customer.lastName ? { last_name: customer.lastName } : {}),
            ...(customer.email ? { email: customer.email } : {}),
            ...(customer.phone ? { phone: customer.phone } : {}),
          },
        }
      : {}),
    ...(items.length > 0 && itemsTotal === request.grossAmount
      ? {
          item_details: items.map((item) => ({
            id: item.id,
            price: item.price,
            quantity: item.quantity,
            name: item.name.slice(0, 50),
          })),
        }
      : {}),
    ...(request.expiryMinutes
      ? { custom_expiry: { expiry_duration: request.expiryMinutes, unit: 'minute' } }
      : {}),
  };
}

const ERROR_KINDS: Record<string, GatewayErrorKind> = {
  '400': 'invalid',
  '401': 'unauthorized',
  '402': 'unauthorized',
  '403': 'unauthorized',
  '404': 'not_found',
  '406': 'duplicate',
  '411': 'invalid',
  '412': 'conflict',
  '413': 'invalid',
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

function actionsOf(value: unknown): GatewayAction[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const { name, method, url, fields } = entry as Body;
    if (typeof name !== 'string' || typeof url !== 'string') return [];
    const action: GatewayAction = { name, method: method === 'POST' ? 'POST' : 'GET', url };
    if (fields && typeof fields === 'object') {
      action.fields = Object.fromEntries(
        Object.entries(fields as Body).map(([key, field]) => [key, String(field)]),
      );
    }
    return [action];
  });
}

/**
 * A Core API answer's body and `status_code`; a `GatewayError` of the code's kind when the code is
 * not one of `answered` (anything unknown, 5xx included, is `unavailable`).
 */
function answerBody(json: unknown, answered: readonly string[]) {
  if (!json || typeof json !== 'object') {
    throw new GatewayError('unavailable', 'The gateway answered something that is not JSON.');
  }
  const body = json as Body;
  const statusCode = String(body.status_code ?? '');
  const message = text(body.status_message) ?? '';
  if (!answered.includes(statusCode)) {
    const validation = Array.isArray(body.validation_messages)
      ? body.validation_messages.map(String)
      : [];
    const kind = ERROR_KINDS[statusCode] ?? 'unavailable';
    throw new GatewayError(kind, message || `Gateway status ${statusCode}`, statusCode, validation);
  }
  return { body, statusCode, message };
}

/** A rupiah amount as Midtrans writes it (`"5000.00"` or a number); null when it is not one. */
function rupiahOf(value: unknown): { text: string; value: number } | null {
  const amountText = typeof value === 'number' ? String(value) : text(value);
  if (amountText === undefined) return null;
  const amount = parseGrossAmount(amountText);
  return amount.ok ? { text: amountText, value: amount.value } : null;
}

/**
 * Reads a Core API answer (charge, status or cancel). A 2xx or 407 `status_code` is a
 * transaction (denied and expired ones included); anything else is a `GatewayError`.
 */
export function fromMidtransResponse(json: unknown): Charge {
  const { body, statusCode, message } = answerBody(json, ['200', '201', '202', '407']);
  const transactionStatus = String(body.transaction_status ?? '');
  const fraud = text(body.fraud_status);
  const amount = rupiahOf(body.gross_amount);
  if (
    !isTransactionStatus(transactionStatus) ||
    !text(body.transaction_id) ||
    !text(body.order_id) ||
    !amount
  ) {
    throw new GatewayError(
      'unavailable',
      'The gateway answered a transaction it did not describe.',
    );
  }
  const fraudStatus = fraud !== undefined && isFraudStatus(fraud) ? fraud : null;
  const vaNumbers = Array.isArray(body.va_numbers)
    ? (body.va_numbers as Body[]).map((entry) => ({
        bank: String(entry.bank ?? ''),
        va_number: String(entry.va_number ?? ''),
      }))
    : text(body.permata_va_number)
      ? [{ bank: 'permata', va_number: String(body.permata_va_number) }]
      : undefined;
  const charge: Charge = {
    transaction_id: String(body.transaction_id),
    order_id: String(body.order_id),
    status: paymentStateOf(transactionStatus, fraudStatus),
    transaction_status: transactionStatus,
    fraud_status: fraudStatus,
    status_code: statusCode,
    status_message: message,
    gross_amount_text: amount.text,
    gross_amount: amount.value,
    payment_type: String(body.payment_type ?? ''),
    transaction_time: fromMidtransTime(body.transaction_time),
  };
  const expiry = fromMidtransTime(body.expiry_time);
  if (expiry) charge.expiry_time = expiry;
  const settled = fromMidtransTime(body.settlement_time);
  if (settled) charge.settlement_time = settled;
  if (vaNumbers) charge.va_numbers = vaNumbers;
  const optional = [
    'bill_key',
    'biller_code',
    'payment_code',
    'store',
    'qr_string',
    'redirect_url',
    'masked_card',
    'card_type',
    'saved_token_id',
  ] as const;
  for (const key of optional) {
    const value = text(body[key]);
    if (value !== undefined) charge[key] = value;
  }
  const savedUntil = fromMidtransTime(body.saved_token_id_expired_at);
  if (savedUntil) charge.saved_token_id_expired_at = savedUntil;
  const actions = actionsOf(body.actions);
  if (actions && actions.length > 0) charge.actions = actions;
  if (typeof body.installment_term === 'number') charge.installment_term = body.installment_term;
  return charge;
}

/** The Core API refund body (`POST /v2/{order_id}/refund`). */
export function toMidtransRefund(request: RefundRequest): Body {
  return { refund_key: request.refundKey, amount: request.amount, reason: request.reason };
}

/**
 * Reads a refund's answer: `status_code` 200 with the refund (`refund_amount` as Midtrans writes
 * it, `"5000.00"`, read as integer rupiah); anything else is a `GatewayError` (404 `not_found`,
 * 412 `conflict`: not refundable, or more than is left; 400 `invalid`; 5xx `unavailable`).
 * `refundKey` is the key asked with, for an answer that does not repeat it.
 */
export function fromMidtransRefund(json: unknown, refundKey?: string): GatewayRefund {
  const { body, statusCode, message } = answerBody(json, ['200']);
  const transactionStatus = body.transaction_status;
  const amount = rupiahOf(body.refund_amount);
  const key = text(body.refund_key) ?? refundKey;
  if (
    (transactionStatus !== 'refund' && transactionStatus !== 'partial_refund') ||
    !text(body.transaction_id) ||
    !text(body.order_id) ||
    !amount ||
    key === undefined
  ) {
    throw new GatewayError('unavailable', 'The gateway answered a refund it did not describe.');
  }
  const refund: GatewayRefund = {
    order_id: String(body.order_id),
    transaction_id: String(body.transaction_id),
    refund_key: key,
    refund_amount: amount.value,
    transaction_status: transactionStatus,
    status_code: statusCode,
    status_message: message,
  };
  const id = body.refund_chargeback_id;
  if ((typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== '')) {
    refund.refund_chargeback_id = id;
  }
  return refund;
}
