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
] as const;

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

/** A payment method may be changed once per order. */
export const MAX_PAYMENT_METHOD_CHANGES = 1;

/** Card number input: four groups of four digits, maxlength 19. */
export const CARD_NUMBER_MASK = '#### #### #### ####';
export const CARD_NUMBER_MAX_LENGTH = 19;

/** Payment method list fetch (000 §7 "GET payments (filter available_for, limit 20)"). */
export const PAYMENT_METHODS_LIMIT = 20;
