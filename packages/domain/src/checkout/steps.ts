import type { MessageCode } from '../messages';
import { ok, refuse, type Result } from '../shared/result';
import { CHECKOUT_STEPS, ORDER_PATHS, type CheckoutStep } from './constants';

export const CHECKOUT_STEP_LABELS: Record<CheckoutStep, MessageCode> = {
  bag: 'checkout_step_bag',
  shipping: 'checkout_step_shipping',
  payment: 'checkout_step_payment',
  place_order: 'checkout_step_place_order',
};

/**
 * The steps a checkout shows: all four online; a store order (self-checkout, issue 23) is
 * collected in its store, so it has no shipping step (docs/design/self-checkout.md).
 */
export const checkoutStepsFor = (channel: 'web' | 'store'): readonly CheckoutStep[] =>
  channel === 'store' ? CHECKOUT_STEPS.filter((step) => step !== 'shipping') : CHECKOUT_STEPS;

export type CheckoutAddress =
  | { _id?: string; district?: { name?: string } | string | null }
  | null
  | undefined;

/** Shipping methods need an address with a district (000 §4, §5). */
export function checkShippingAddress(
  address: CheckoutAddress,
): Result<true, 'shipping_address_required' | 'address_district_required'> {
  if (!address) return refuse('shipping_address_required');
  const district = typeof address.district === 'string' ? address.district : address.district?.name;
  return district && district.trim() !== '' ? ok(true) : refuse('address_district_required');
}

/** Cities need a province id (001 §5). */
export function checkProvinceId(
  provinceId: string | number | null | undefined,
): Result<string | number, 'province_id_required'> {
  return provinceId === null || provinceId === undefined || provinceId === '' || provinceId === 0
    ? refuse('province_id_required')
    : ok(provinceId);
}

export type CheckoutState = {
  lineCount: number;
  address: CheckoutAddress;
  shippingSelected: boolean;
  paymentMethodCode: string | null;
};

/**
 * Whether a step can be entered (000 §4 steps: bag, shipping, payment, placing the order). The
 * refusal names what is missing first.
 */
export function canEnterStep(step: CheckoutStep, state: CheckoutState): Result<true, MessageCode> {
  if (step === 'bag') return ok(true);
  if (state.lineCount === 0) return refuse('cart_empty');
  if (step === 'shipping') return ok(true);
  const address = checkShippingAddress(state.address);
  if (!address.ok) return address;
  if (!state.shippingSelected) return refuse('shipping_method_required');
  if (step === 'payment') return ok(true);
  return state.paymentMethodCode ? ok(true) : refuse('payment_method_required');
}

export const STEP_PATHS: Record<Exclude<CheckoutStep, 'place_order'>, string> = {
  bag: ORDER_PATHS.bag,
  shipping: ORDER_PATHS.shipping,
  payment: ORDER_PATHS.payment,
};

export const nextCheckoutStep = (step: CheckoutStep): CheckoutStep | null =>
  CHECKOUT_STEPS[CHECKOUT_STEPS.indexOf(step) + 1] ?? null;
