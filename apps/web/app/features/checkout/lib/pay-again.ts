import { canPayAgainWith } from '@kilau/domain/orders';
import type { ChooserMethod, PaymentChooser, PlacedOrder } from '../types';

/** The failed page's two choices, posted to its action (ADR 0034). */
export const PAY_AGAIN_INTENTS = { payAgain: 'pay-again', backToBag: 'back-to-bag' } as const;

/** What the failed page's action answers when a choice was refused. */
export type PayAgainAnswer = {
  intent: (typeof PAY_AGAIN_INTENTS)[keyof typeof PAY_AGAIN_INTENTS];
  message: string;
};

export const isPayAgainAnswer = (value: unknown): value is PayAgainAnswer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PayAgainAnswer).message === 'string' &&
  Object.values(PAY_AGAIN_INTENTS).includes((value as PayAgainAnswer).intent);

/** A failed order's chance to pay again, as the failed page offers it. */
export type PayAgainChoice = {
  /** When the hold ends (ISO). */
  until: string;
  total: number;
  methods: ChooserMethod[];
};

/** Whether the order's failed payment can still be made again at `now` (the API decides too). */
export function payAgainOpen(order: Pick<PlacedOrder, 'pay_again_until'>, now: number): boolean {
  const until = order.pay_again_until ? Date.parse(order.pay_again_until) : NaN;
  return Number.isFinite(until) && now < until;
}

/** The chooser's methods a failed order can be paid again with, in the chooser's order. */
export const payAgainMethods = (chooser: PaymentChooser): ChooserMethod[] =>
  chooser.methods.filter((method) => method.is_available !== false && canPayAgainWith(method.code));
