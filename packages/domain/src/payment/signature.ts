import { ok, refuse, type Result } from '../shared/result';

/**
 * What a Midtrans-style notification signs (design/checkout-and-payment.md): `order_id + status_code + gross_amount +
 * server_key`, each exactly as sent — `gross_amount` is the gateway's string (`"150000.00"`),
 * never re-formatted from a number, or a valid signature would fail to verify. The SHA-512 of
 * this text, in lowercase hex, is the `signature_key`; the API hashes it (the domain does no
 * cryptography of its own).
 */
export function midtransSignatureInput(fields: {
  orderId: string;
  statusCode: string;
  grossAmount: string;
  serverKey: string;
}): string {
  return `${fields.orderId}${fields.statusCode}${fields.grossAmount}${fields.serverKey}`;
}

/** `gross_amount` as the gateway writes it: rupiah with two decimals (`150000` → `"150000.00"`). */
export function formatGrossAmount(rupiah: number): string {
  return `${Math.trunc(rupiah)}.00`;
}

const GROSS_AMOUNT = /^(\d{1,15})(?:\.(\d{1,2}))?$/;

/**
 * A gateway `gross_amount` as integer rupiah. Rupiah have no cents: a fractional amount is not
 * a rupiah amount and is refused, as is anything that is not a plain non-negative decimal.
 */
export function parseGrossAmount(value: string | number): Result<number, 'gross_amount_invalid'> {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = GROSS_AMOUNT.exec(text);
  if (!match) return refuse('gross_amount_invalid');
  if (match[2] !== undefined && Number(match[2]) !== 0) return refuse('gross_amount_invalid');
  const rupiah = Number(match[1]);
  return Number.isSafeInteger(rupiah) ? ok(rupiah) : refuse('gross_amount_invalid');
}
