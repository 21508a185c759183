import { confirmsByReceipt } from './pay-again';
import type { MessageCode } from '../messages';

export type OrderGroup =
  | 'waiting_payment'
  | 'payment_verification'
  | 'payment_accepted'
  | 'in_progress'
  | 'shipped'
  | 'delivered'
  | 'cancelled'
  | 'return'
  | 'other';

export type OrderAction = 'CONFIRM PAYMENT' | 'TRACK ORDER' | 'REORDER' | 'RETRY' | 'CANCEL';

/** Colour tokens of the design system: the spec does not show the exact colours. */
export type StatusColour = 'warning' | 'info' | 'success' | 'progress' | 'danger' | 'neutral';

type GroupRow = {
  group: OrderGroup;
  matches: (name: string) => boolean;
  step: number;
  action: OrderAction | null;
  label: MessageCode;
  colour: StatusColour;
};

/** The order status groups of 000 §4, in the order they are tried (names are lower-cased). */
export const ORDER_STATUS_GROUPS: readonly GroupRow[] = [
  {
    group: 'waiting_payment',
    matches: (n) => n.startsWith('awaiting') || n === 'order created',
    step: 0,
    action: 'CONFIRM PAYMENT',
    label: 'order_group_waiting_payment',
    colour: 'warning',
  },
  {
    group: 'payment_verification',
    matches: (n) => n === 'payment confirm',
    step: 1,
    action: null,
    label: 'order_group_payment_verification',
    colour: 'info',
  },
  {
    group: 'payment_accepted',
    matches: (n) => n.includes('payment accepted'),
    step: 2,
    action: null,
    label: 'order_group_payment_accepted',
    colour: 'success',
  },
  {
    group: 'in_progress',
    matches: (n) => ['delivery slip printed', 'packed', 'picking in progress'].includes(n),
    step: 3,
    action: null,
    label: 'order_group_in_progress',
    colour: 'progress',
  },
  {
    group: 'shipped',
    matches: (n) => n.includes('shipped'),
    step: 4,
    action: 'TRACK ORDER',
    label: 'order_group_shipped',
    colour: 'progress',
  },
  {
    group: 'delivered',
    matches: (n) => n.includes('delivered') && !n.includes('undelivered'),
    step: 5,
    action: 'REORDER',
    label: 'order_group_delivered',
    colour: 'success',
  },
  {
    group: 'cancelled',
    matches: (n) => n.includes('refund') || n.includes('cancelled'),
    step: 6,
    action: 'REORDER',
    label: 'order_group_cancelled',
    colour: 'danger',
  },
  {
    group: 'return',
    matches: (n) => n.includes('return'),
    step: 9,
    action: null,
    label: 'order_group_return',
    colour: 'neutral',
  },
  {
    group: 'other',
    matches: () => true,
    step: 10,
    action: null,
    label: 'order_group_other',
    colour: 'neutral',
  },
];

export type OrderStatusSource = {
  state?: { id?: string | number; name?: string | null; color?: string | null } | null;
  state_histories?: { to_status?: { name?: string | null } | null }[] | null;
};

/** The status name: state.name, or the last state_histories entry when state is missing. */
export function orderStatusName(order: OrderStatusSource): string {
  const fromState = order.state?.name;
  if (fromState) return fromState;
  return order.state_histories?.at(-1)?.to_status?.name ?? '';
}

export type OrderStatus = Omit<GroupRow, 'matches'> & {
  name: string;
  isVerified: boolean;
  isUndelivered: boolean;
};

/** Groups a status name (case-insensitive) with its step, default action, label and colour. */
export function groupOrderStatus(name: string): OrderStatus {
  const normalized = name.trim().toLowerCase().replace(/\s+/g, ' ');
  const row = ORDER_STATUS_GROUPS.find((candidate) => candidate.matches(normalized)) as GroupRow;
  const { matches: _matches, ...rest } = row;
  return {
    ...rest,
    name,
    isVerified: /(^|[^a-z])verified/.test(normalized),
    isUndelivered: normalized.includes('undelivered'),
  };
}

/**
 * The group's action for an order: TRACK ORDER only when shipping.can_track_order is true, and
 * CONFIRM PAYMENT (a transfer receipt) only for a method confirmed by hand — a manual bank
 * transfer; gateway methods confirm themselves (ADR 0034). RETRY replaces it through the retry
 * rule.
 */
export function groupAction(
  status: OrderStatus,
  canTrackOrder: boolean | undefined,
  methodCode?: string | null,
): OrderAction | null {
  if (status.action === 'TRACK ORDER' && canTrackOrder !== true) return null;
  if (status.action === 'CONFIRM PAYMENT' && !confirmsByReceipt(methodCode)) return null;
  return status.action;
}

/** Members may cancel an order only while it waits for payment (see report). */
export const canCancelOrder = (status: OrderStatus): boolean => status.group === 'waiting_payment';

export const isPaymentFailureName = (name: string): boolean => /payment fail(ure|ed)/i.test(name);
