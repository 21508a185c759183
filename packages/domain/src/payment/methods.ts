import type { MessageCode } from '../messages';
import { PAYMENT_CATEGORIES, type PaymentCategory, type PaymentChannel } from './constants';

export type PaymentMethod = {
  code: string;
  name: string;
  logo?: string;
  category: PaymentCategory | string;
  position?: number;
  available_for?: PaymentChannel | PaymentChannel[] | string | string[] | null;
};

export const PAYMENT_CATEGORY_LABELS: Record<PaymentCategory, MessageCode> = {
  last_payment_method: 'payment_category_recommendation',
  credit_card: 'payment_category_credit_card',
  bank_transfer: 'payment_category_bank_transfer',
  other: 'payment_category_other',
};

/** Whether a method is offered on a channel; no `available_for` means the website only. */
export function isAvailableFor(method: PaymentMethod, channel: PaymentChannel): boolean {
  const channels = method.available_for == null ? ['website'] : [method.available_for].flat();
  return channels.includes(channel);
}

export type PaymentMethodGroup = {
  category: PaymentCategory;
  label: MessageCode;
  methods: PaymentMethod[];
};

/**
 * The chooser's groups (000 §3): recommendation (last payment method), credit card, bank
 * transfer, other, each by position; unknown categories fall under other; empty groups omitted.
 */
export function groupPaymentMethods(
  methods: readonly PaymentMethod[],
  channel: PaymentChannel,
): PaymentMethodGroup[] {
  const known = (category: string): PaymentCategory =>
    (PAYMENT_CATEGORIES as readonly string[]).includes(category)
      ? (category as PaymentCategory)
      : 'other';
  const offered = methods
    .filter((method) => isAvailableFor(method, channel))
    .sort(
      (a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER),
    );
  return PAYMENT_CATEGORIES.map((category) => ({
    category,
    label: PAYMENT_CATEGORY_LABELS[category],
    methods: offered.filter((method) => known(method.category) === category),
  })).filter((group) => group.methods.length > 0);
}
