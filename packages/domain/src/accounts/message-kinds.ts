/**
 * The kinds of order message a member hears (issue 25, docs/design/order-messages.md), in the
 * order of an order's life. Each kind goes by e-mail, SMS and WhatsApp where the member has the
 * channel on (`notifications`) and has not stopped that kind on it (`messages`).
 */
export const ORDER_MESSAGE_KINDS = [
  'order_placed',
  'payment_reminder',
  'payment_received',
  'payment_failed',
  'order_shipped',
  'order_delivered',
  'order_cancelled',
  'refund_issued',
  'return_update',
] as const;
export type OrderMessageKind = (typeof ORDER_MESSAGE_KINDS)[number];

/** The channels an order message goes by. */
export const ORDER_MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type OrderMessageChannel = (typeof ORDER_MESSAGE_CHANNELS)[number];

export const isOrderMessageKind = (value: string): value is OrderMessageKind =>
  (ORDER_MESSAGE_KINDS as readonly string[]).includes(value);

/** Per kind, the channels the member stopped (`false`); anything absent is on. */
export type OrderMessageSwitches = Partial<
  Record<OrderMessageKind, Partial<Record<OrderMessageChannel, boolean>>>
>;

/**
 * The channels one kind goes by for a member: the channel must be on in `notifications`, the
 * kind not stopped on it in `messages`, and the member must have an address for it.
 */
export function orderMessageChannels(input: {
  kind: OrderMessageKind;
  notifications: Record<OrderMessageChannel, boolean>;
  messages: OrderMessageSwitches;
  hasEmail: boolean;
  hasPhone: boolean;
}): OrderMessageChannel[] {
  return ORDER_MESSAGE_CHANNELS.filter((channel) => {
    if (!input.notifications[channel]) return false;
    if (input.messages[input.kind]?.[channel] === false) return false;
    return channel === 'email' ? input.hasEmail : input.hasPhone;
  });
}
