import type { MessageCode } from '../messages';
import { ok, refuse, type Result } from '../shared/result';
import {
  GATEWAY_FLOWS,
  GATEWAY_REFUND_METHODS,
  PAYMENT_CATEGORIES,
  PAYMENT_FLOWS,
  type AnyPaymentMethodCode,
  type PaymentCategory,
  type PaymentChannel,
  type PaymentFlow,
} from './constants';

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

/**
 * The last method the member paid with is listed first, as the recommendation (000 §3
 * `last_payment_method`): it moves out of its own category, so no method shows twice. Nothing
 * moves when it is not offered any more.
 */
export function recommendLastUsed<M extends PaymentMethod>(
  methods: readonly M[],
  lastUsedCode: string | null,
): M[] {
  return methods.map((method) =>
    lastUsedCode !== null && method.code === lastUsedCode
      ? { ...method, category: 'last_payment_method' }
      : method,
  );
}

/** Whether an order total is within a method's limits (no maximum when null). */
export const isWithinMethodLimits = (
  limits: { minAmount: number; maxAmount: number | null },
  total: number,
): boolean => total >= limits.minAmount && (limits.maxAmount === null || total <= limits.maxAmount);

/** Whether a method code is paid through the gateway, and how. */
export function paymentFlowOf(code: string): PaymentFlow | null {
  return Object.prototype.hasOwnProperty.call(PAYMENT_FLOWS, code)
    ? PAYMENT_FLOWS[code as AnyPaymentMethodCode]
    : null;
}

export const isGatewayMethod = (code: string): boolean => {
  const flow = paymentFlowOf(code);
  return flow !== null && GATEWAY_FLOWS.includes(flow);
};

/**
 * Whether the gateway's refund call can give back a payment by `method`
 * (`GATEWAY_REFUND_METHODS`).
 */
export const refundsThroughGateway = (method: string): boolean =>
  (GATEWAY_REFUND_METHODS as readonly string[]).includes(method);

/** An installment term the method offers (Kredivo); methods without terms take none. */
export function checkInstallmentTerm(
  terms: readonly number[],
  term: number | null | undefined,
): Result<number | null, 'installment_term_invalid'> {
  if (terms.length === 0)
    return term === null || term === undefined ? ok(null) : refuse('installment_term_invalid');
  return term !== null && term !== undefined && terms.includes(term)
    ? ok(term)
    : refuse('installment_term_invalid');
}
