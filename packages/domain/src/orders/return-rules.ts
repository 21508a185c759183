import { pointsEarned } from '../points/points-rules';
import { DAY_MS } from '../shared/constants';
import { ok, refuse, type Result } from '../shared/result';
import { goodsPaid } from './lifecycle';

/**
 * Returns and refunds (issue 25, docs/design/returns.md): which orders may be returned, what a
 * return refunds, the points it takes back, and how a return moves.
 */

/** Days after delivery a member may ask for a return (the terms say 7; env `RETURN_WINDOW_DAYS`). */
export const RETURN_WINDOW_DAYS_DEFAULT = 7;
export const RETURN_NOTE_MAX = 1000;
export const RETURN_OTHER_NOTE_MIN = 10;
export const RETURN_INSTRUCTIONS_MAX = 2000;
export const RETURN_REJECTION_MIN = 5;
export const RETURN_REJECTION_MAX = 1000;
export const RETURN_PHOTOS_MAX = 4;
export const RETURN_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The stored copy of a photo: orientation applied, inside 1600 × 1600, JPEG. */
export const RETURN_PHOTO_MAX_SIDE_PX = 1600;
/** A store-credit voucher's life. */
export const STORE_CREDIT_VALID_DAYS = 365;

export const RETURN_REASONS = ['damaged', 'wrong_item', 'defective', 'allergy', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** Reasons that are the shop's fault: a whole-order return of these also refunds shipping. */
export const SHOP_FAULT_REASONS: readonly ReturnReason[] = ['damaged', 'wrong_item', 'defective'];

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'cancelled',
  'received',
  'refunding',
  'refunded',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const isReturnStatus = (value: string): value is ReturnStatus =>
  (RETURN_STATUSES as readonly string[]).includes(value);

/** A return still in progress: an order has at most one (a unique index holds it). */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = [
  'requested',
  'approved',
  'received',
  'refunding',
];

/** Returns whose lines count as returned (a rejected or withdrawn one gives them back). */
export const isCountedReturn = (status: string): boolean =>
  status !== 'rejected' && status !== 'cancelled';

export const REFUND_METHODS = ['original', 'bank_transfer', 'store_credit'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** What a person does to a return, and the status it must be in for it. */
export type ReturnAction =
  | 'approve'
  | 'reject'
  | 'cancel'
  | 'receive'
  | 'refund'
  | 'start_gateway_refund'
  | 'finish_gateway_refund';

const ACTIONS: Readonly<Record<ReturnAction, { from: readonly ReturnStatus[]; to: ReturnStatus }>> =
  {
    approve: { from: ['requested'], to: 'approved' },
    reject: { from: ['requested'], to: 'rejected' },
    cancel: { from: ['requested'], to: 'cancelled' },
    receive: { from: ['approved'], to: 'received' },
    // A transfer by hand or a store credit: one step.
    refund: { from: ['received'], to: 'refunded' },
    // Through the gateway: `refunding` before the call (one left there by a crash mid-call is
    // taken up again, with the same key), `refunded` after it.
    start_gateway_refund: { from: ['received', 'refunding'], to: 'refunding' },
    finish_gateway_refund: { from: ['refunding'], to: 'refunded' },
  };

/** Whether `action` may be taken on a return in `status`, and the status it leaves it in. */
export function checkReturnAction(
  status: string,
  action: ReturnAction,
): Result<ReturnStatus, 'return_state_changed'> {
  const row = ACTIONS[action];
  return (row.from as readonly string[]).includes(status)
    ? ok(row.to)
    : refuse('return_state_changed', { status });
}

/**
 * How long a gateway refund left `refunding` is someone else's call in flight: a click within it
 * is told the refund is under way; after it, the refund is taken up again (a crash mid-call).
 */
export const GATEWAY_REFUND_IN_FLIGHT_MS = 2 * 60_000;

/** Where the return window of an order delivered at `deliveredAt` ends. */
export const returnWindowEnds = (deliveredAt: Date, windowDays: number): Date =>
  new Date(deliveredAt.getTime() + windowDays * DAY_MS);

export type ReturnEligibilityCode =
  | 'order_not_returnable'
  | 'return_window_closed'
  | 'return_already_open'
  | 'return_nothing_left';

/**
 * Whether an order may be returned now: delivered (by its parcel), not collected in a store,
 * within the window, no return open, something left to return.
 */
export function returnEligibility(input: {
  deliveredAt: Date | null;
  storePickup: boolean;
  openReturn: boolean;
  returnableQuantity: number;
  now: Date;
  windowDays: number;
}): Result<{ windowEndsAt: Date }, ReturnEligibilityCode> {
  if (input.deliveredAt === null || input.storePickup) return refuse('order_not_returnable');
  const windowEndsAt = returnWindowEnds(input.deliveredAt, input.windowDays);
  if (input.now.getTime() > windowEndsAt.getTime()) return refuse('return_window_closed');
  if (input.openReturn) return refuse('return_already_open');
  if (input.returnableQuantity <= 0) return refuse('return_nothing_left');
  return ok({ windowEndsAt });
}

/** A line of the order, with how much of it earlier counted returns took. */
export type ReturnableLine = {
  id: number;
  quantity: number;
  total_price: number;
  returned: number;
};

export const returnableQuantity = (line: ReturnableLine): number =>
  Math.max(0, line.quantity - line.returned);

/** The value of `quantity` units of a line, at the price the order paid before order discounts. */
const lineValue = (line: { quantity: number; total_price: number }, quantity: number) =>
  (line.total_price * quantity) / line.quantity;

type OrderMoney = {
  subtotal: number;
  total_paid: number;
  shipping_fee: number;
  shipping_discount: number;
};

/** The goods' share of what was paid for value `value` of the subtotal (floored). */
const share = (order: OrderMoney, value: number) =>
  order.subtotal <= 0
    ? 0
    : Math.floor((goodsPaid(order) * Math.min(value, order.subtotal)) / order.subtotal);

export type ReturnRefund = {
  /** Per line picked, in the order given: what it refunds. */
  lines: Array<{ id: number; quantity: number; refund: number }>;
  goods: number;
  shipping: number;
  total: number;
};

/**
 * What a return of `picked` refunds (docs/design/returns.md): the goods' share of what was paid,
 * counted cumulatively (earlier counted returns first) so an order's returns add up to exactly
 * what its goods were paid; shipping paid too when this return completes the order and the
 * reason is the shop's fault.
 */
export function returnRefund(
  order: OrderMoney,
  lines: readonly ReturnableLine[],
  picked: ReadonlyArray<{ id: number; quantity: number }>,
  reason: ReturnReason,
): ReturnRefund {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const before = lines.reduce((sum, line) => sum + lineValue(line, line.returned), 0);
  let running = before;
  const out: ReturnRefund['lines'] = [];
  for (const pick of picked) {
    const line = byId.get(pick.id);
    if (!line) continue;
    const next = running + lineValue(line, pick.quantity);
    out.push({
      id: pick.id,
      quantity: pick.quantity,
      refund: share(order, next) - share(order, running),
    });
    running = next;
  }
  const goods = out.reduce((sum, line) => sum + line.refund, 0);
  const everything = lines.every((line) => {
    const taken = picked.filter((pick) => pick.id === line.id).reduce((s, p) => s + p.quantity, 0);
    return line.returned + taken >= line.quantity;
  });
  const shipping =
    everything && SHOP_FAULT_REASONS.includes(reason)
      ? Math.max(0, order.shipping_fee - order.shipping_discount)
      : 0;
  return { lines: out, goods, shipping, total: goods + shipping };
}

export type ReturnPickRefusal = 'return_lines_required' | 'return_quantity_invalid';

/**
 * The lines a member picked, checked against the order: at least one, each a line of the order
 * once, each quantity 1..returnable. Answers the refusal and the index of the line at fault.
 */
export function checkReturnPick(
  lines: readonly ReturnableLine[],
  picked: ReadonlyArray<{ id: number; quantity: number }>,
): Result<true, ReturnPickRefusal> {
  if (picked.length === 0) return refuse('return_lines_required');
  const seen = new Set<number>();
  for (const [index, pick] of picked.entries()) {
    const line = lines.find((candidate) => candidate.id === pick.id);
    if (
      !line ||
      seen.has(pick.id) ||
      !Number.isInteger(pick.quantity) ||
      pick.quantity < 1 ||
      pick.quantity > returnableQuantity(line)
    ) {
      return refuse('return_quantity_invalid', { index: String(index) });
    }
    seen.add(pick.id);
  }
  return ok(true);
}

/**
 * Points a return takes back: what the order earned on delivery less what the goods kept would
 * earn, less what earlier returns took, at most the member's balance.
 */
export function returnPointsToTakeBack(input: {
  earned: number;
  goodsPaid: number;
  refundedGoods: number;
  takenBefore: number;
  balance: number;
}): number {
  const kept = pointsEarned(Math.max(0, input.goodsPaid - input.refundedGoods));
  const owed = Math.max(0, input.earned - kept - input.takenBefore);
  return Math.max(0, Math.min(owed, input.balance));
}

/** Banks a refund may be sent to, with the digits their account numbers have. */
export const REFUND_BANKS = [
  { code: 'bca', name: 'BCA', min: 10, max: 10 },
  { code: 'mandiri', name: 'Bank Mandiri', min: 13, max: 13 },
  { code: 'bni', name: 'BNI', min: 10, max: 10 },
  { code: 'bri', name: 'BRI', min: 15, max: 15 },
  { code: 'bsi', name: 'Bank Syariah Indonesia', min: 10, max: 10 },
  { code: 'cimb', name: 'CIMB Niaga', min: 12, max: 14 },
  { code: 'permata', name: 'PermataBank', min: 10, max: 10 },
  { code: 'danamon', name: 'Bank Danamon', min: 9, max: 10 },
  { code: 'btn', name: 'BTN', min: 16, max: 16 },
  { code: 'jago', name: 'Bank Jago', min: 12, max: 12 },
  { code: 'seabank', name: 'SeaBank', min: 12, max: 12 },
  { code: 'ocbc', name: 'OCBC', min: 12, max: 12 },
] as const;
export type RefundBankCode = (typeof REFUND_BANKS)[number]['code'];

export const refundBank = (code: string) => REFUND_BANKS.find((bank) => bank.code === code);

/** A holder's name as banks print it: letters, spaces and . , ' - only. */
const HOLDER = /^[A-Za-z][A-Za-z .,'-]{2,99}$/;

export type RefundBankRefusal =
  | 'refund_bank_unknown'
  | 'refund_account_number_invalid'
  | 'refund_account_name_invalid';

/** A bank account a refund is sent to: a known bank, its number of digits, a holder's name. */
export function checkRefundBankAccount(input: {
  bank_code: string;
  account_number: string;
  account_name: string;
}): Result<
  { bank_code: RefundBankCode; account_number: string; account_name: string },
  RefundBankRefusal
> {
  const bank = refundBank(input.bank_code);
  if (!bank) return refuse('refund_bank_unknown');
  const digits = input.account_number.replace(/[\s.-]/g, '');
  if (!/^[0-9]+$/.test(digits) || digits.length < bank.min || digits.length > bank.max) {
    return refuse('refund_account_number_invalid', {
      bank: bank.name,
      digits: bank.min === bank.max ? String(bank.min) : `${bank.min}–${bank.max}`,
    });
  }
  const name = input.account_name.trim().replace(/\s+/g, ' ');
  if (!HOLDER.test(name)) return refuse('refund_account_name_invalid');
  return ok({ bank_code: bank.code, account_number: digits, account_name: name.toUpperCase() });
}

/** An account number as a member sees it again: the last four digits. */
export const maskAccountNumber = (digits: string): string =>
  `${'•'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;

/** A return's reference: the order's, then `-R` and its number within the order. */
export const returnReference = (orderReference: string, number: number): string =>
  `${orderReference}-R${number}`;

export const RETURN_REFERENCE = /^[A-Za-z0-9-]{1,60}-R[1-9][0-9]{0,2}$/;
