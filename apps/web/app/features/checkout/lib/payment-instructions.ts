import type { PlacedOrder } from '../types';

/**
 * What the confirmation page asks the shopper to do (000 §2 "VA number or payment code, amount,
 * due time, how to pay"), read from the gateway's answer kept on the order (Midtrans Core API
 * shapes): a virtual account number, a store payment code, the shop's bank accounts for a manual
 * transfer, a QR code or app link for an e-wallet, a page to continue on, or cash on delivery.
 */
export type PaymentInstructions =
  | { kind: 'virtual_account'; bank: string; number: string }
  | { kind: 'payment_code'; store: string; code: string }
  | { kind: 'bank_transfer' }
  | { kind: 'e_wallet'; qrUrl: string | null; appUrl: string | null }
  | { kind: 'continue'; url: string }
  | { kind: 'cash_on_delivery' }
  | { kind: 'none' };

const action = (order: PlacedOrder, names: readonly string[]): string | null =>
  order.payment?.actions?.find((candidate) => names.includes(candidate.name))?.url ?? null;

export function paymentInstructions(order: PlacedOrder): PaymentInstructions {
  const payment = order.payment ?? {};
  const va = payment.va_numbers?.find((entry) => entry.va_number);
  if (va) return { kind: 'virtual_account', bank: va.bank, number: va.va_number };
  if (payment.permata_va_number) {
    return { kind: 'virtual_account', bank: 'permata', number: payment.permata_va_number };
  }
  if (payment.payment_code) {
    return {
      kind: 'payment_code',
      store: payment.store ?? order.payment_method,
      code: payment.payment_code,
    };
  }
  if (order.payment_method === 'bank_transfer') return { kind: 'bank_transfer' };
  if (order.payment_method === 'cash_on_delivery') return { kind: 'cash_on_delivery' };
  const qrUrl = action(order, ['generate-qr-code']);
  const appUrl = action(order, ['deeplink-redirect']);
  if (qrUrl || appUrl) return { kind: 'e_wallet', qrUrl, appUrl };
  const url = order.redirect_url ?? payment.redirect_url ?? null;
  return url ? { kind: 'continue', url } : { kind: 'none' };
}
