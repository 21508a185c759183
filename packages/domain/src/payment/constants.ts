import { DAY_MS, MINUTE_MS } from '../shared/constants';

/** Payment constants (000 §3, §4, §5, §9). */

export const PAYMENT_METHOD_CODES = [
  'credit_debit_card',
  'cimb_clicks',
  'bank_transfer',
  'ovo',
  'gopay',
  'indomaret',
  'bca_virtual_account',
  'permata_virtual_account',
  'cash_on_delivery',
] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/** Other providers seen in the outcomes (000 §9). */
export const OTHER_PAYMENT_PROVIDERS = [
  'kredivo',
  'vospay',
  'linkaja',
  'gpn',
  'doku_card',
  'free_order',
  'cashier',
] as const;

/** QRIS, the national QR standard every Indonesian e-wallet and bank app pays. */
export const QRIS_CODE = 'qris';

/** Every method code the shop knows: the spec's, the other providers seen, and QRIS. */
export const ALL_PAYMENT_METHOD_CODES = [
  ...PAYMENT_METHOD_CODES,
  ...OTHER_PAYMENT_PROVIDERS,
  QRIS_CODE,
] as const;
export type AnyPaymentMethodCode = (typeof ALL_PAYMENT_METHOD_CODES)[number];

/**
 * How a method is paid: through the gateway as a card, a virtual account, a convenience-store
 * code, an e-wallet (deep link or push to the phone), a QR code, a redirect to the provider's
 * page, or a form posted to it; or outside the gateway (a transfer to the company's account
 * confirmed with a receipt, cash on delivery, nothing to pay).
 */
export const PAYMENT_FLOWS = {
  credit_debit_card: 'card',
  bca_virtual_account: 'virtual_account',
  permata_virtual_account: 'virtual_account',
  indomaret: 'store_code',
  gopay: 'e_wallet',
  ovo: 'e_wallet',
  qris: 'qr_code',
  linkaja: 'form_post',
  kredivo: 'redirect',
  vospay: 'redirect',
  gpn: 'redirect',
  doku_card: 'redirect',
  cimb_clicks: 'redirect',
  bank_transfer: 'manual_transfer',
  cash_on_delivery: 'cash_on_delivery',
  free_order: 'free',
  /** Paid in a store at the till; staff take the money (docs/design/store-collection.md). */
  cashier: 'cashier',
} as const satisfies Record<AnyPaymentMethodCode, string>;
export type PaymentFlow = (typeof PAYMENT_FLOWS)[AnyPaymentMethodCode];

/** Flows the gateway carries (the rest never reach it). */
export const GATEWAY_FLOWS: readonly PaymentFlow[] = [
  'card',
  'virtual_account',
  'store_code',
  'e_wallet',
  'qr_code',
  'form_post',
  'redirect',
];

/**
 * Methods whose payments the gateway can refund (its refund call, `POST /v2/{order_id}/refund`):
 * cards, GoPay, QRIS and Kredivo. Everything else paid through the gateway (virtual accounts,
 * Indomaret, the redirects) is refunded outside it, by transfer or store credit
 * (docs/design/returns.md).
 */
export const GATEWAY_REFUND_METHODS = ['credit_debit_card', 'gopay', 'qris', 'kredivo'] as const;

/** Kredivo's terms in months (1 is its 30-day "pay later"). */
export const KREDIVO_INSTALLMENT_TERMS = [1, 3, 6, 12] as const;

/** E-wallets whose failed payments can be retried. */
export const E_WALLET_CODES = ['ovo', 'gopay'] as const;

/** Categories in the chooser's order; `last_payment_method` is listed as the recommendation. */
export const PAYMENT_CATEGORIES = [
  'last_payment_method',
  'credit_card',
  'bank_transfer',
  'other',
] as const;
export type PaymentCategory = (typeof PAYMENT_CATEGORIES)[number];

/** Where a method is offered: the website or the in-store (self-checkout) channel. */
export const PAYMENT_CHANNELS = ['website', 'store'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

/** Payment is due one day after the order was created, shown in WIB. */
export const PAYMENT_DUE_MS = DAY_MS;
/** Methods that show the payment due time while waiting payment (000 §5). */
export const PAYMENT_DUE_METHODS = [
  'bca_virtual_account',
  'permata_virtual_account',
  'indomaret',
  'bank_transfer',
] as const;

/** Retry window: at most 30 minutes; gopay only from 5 minutes. */
export const RETRY_WINDOW_MAX_MS = 30 * MINUTE_MS;
export const GOPAY_RETRY_MIN_MS = 5 * MINUTE_MS;

/**
 * An attempt whose payment has not started this long after it was written (the process died
 * between the commit and the gateway's answer) fails and gives everything back (issue 14). Far
 * longer than a gateway call's deadline, so a charge still under way is never taken for dead.
 */
export const PAYMENT_START_RECOVERY_MS = 5 * MINUTE_MS;

/** A payment method may be changed once per order. */
export const MAX_PAYMENT_METHOD_CHANGES = 1;

/** Card number input: four groups of four digits, maxlength 19. */
export const CARD_NUMBER_MASK = '#### #### #### ####';
export const CARD_NUMBER_MAX_LENGTH = 19;

/** Payment method list fetch (000 §7 "GET payments (filter available_for, limit 20)"). */
export const PAYMENT_METHODS_LIMIT = 20;
