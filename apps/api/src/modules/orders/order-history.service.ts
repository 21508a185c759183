import { translate, type Locale } from '@kilau/domain';
import {
  groupAction,
  groupOrderStatus,
  retryAction,
  showsHowToPay,
  type OrderDeliveryAddress,
  type OrderHistoryEntry,
  type OrderPayment,
  type OrderShippingRecord,
} from '@kilau/domain/orders';
import { CANCELLABLE_STATES } from './cancel-order.service';
import type { HistoryFilter, OrderHistoryRepository } from './order-history.repository';
import { orderFreeProductView, orderLineView } from './order-detail.service';
import { payAgainUntilOf } from './pay-again.service';
import { retryUntil } from './retry-payment.service';

export type { HistoryFilter };

type Entry = Awaited<ReturnType<OrderHistoryRepository['page']>>[number];

/**
 * What the order list shows for an order (000 §4), by the domain's rules on the server clock:
 * its status group, and its action — RETRY inside the e-wallet window, TRACK ORDER only when the
 * shipment can be tracked —, whether how-to-pay shows and whether CANCEL is allowed (as the
 * cancel call decides it).
 */
export function orderActions(
  order: Pick<
    Entry['order'],
    | 'state_id'
    | 'state_name'
    | 'payment_method'
    | 'is_payment_failed'
    | 'created_at'
    | 'paid_at'
    | 'released_at'
    | 'payment_status'
    | 'payment_due_at'
  > & { cancelled_at: Date | string | null },
  canTrackOrder: boolean,
  context: { now: Date; locale: Locale },
): Pick<OrderHistoryEntry, 'status_group' | 'action'> {
  const status = groupOrderStatus(order.state_name);
  const retry = retryAction({
    methodCode: order.payment_method,
    statusName: order.state_name,
    isPaymentFailed: order.is_payment_failed,
    createdAt: order.created_at,
    now: context.now,
  });
  const payAgain = payAgainUntilOf(order);
  const name =
    payAgain && new Date(payAgain) > context.now
      ? 'RETRY'
      : (retry ?? groupAction(status, canTrackOrder, order.payment_method));
  return {
    status_group: {
      group: status.group,
      step: status.step,
      label: translate(status.label, context.locale),
    },
    action: {
      name: name === 'CANCEL' ? null : name,
      show_how_to_pay: showsHowToPay({
        waitingPayment: status.group === 'waiting_payment',
        action: name,
        methodCode: order.payment_method,
      }),
      can_cancel: CANCELLABLE_STATES.includes(order.state_id) && order.cancelled_at === null,
      ...(name === 'RETRY' ? { retry_until: payAgain ?? retryUntil(order).toISOString() } : {}),
    },
  };
}

/** An order as the history reads it (000 §3 "Order (history)"), with its status group and action. */
export function historyView(
  { order, lines, free, histories }: Entry,
  context: { now: Date; locale: Locale },
): OrderHistoryEntry {
  const address = order.delivery_address as Partial<OrderDeliveryAddress>;
  const shipping = order.shipping as Partial<OrderShippingRecord>;
  const payment = order.payment as OrderPayment;
  const va = payment.va_numbers?.[0];
  return {
    _id: String(order.id),
    reference_code: order.reference_code,
    cart_id: String(order.cart_id),
    state: { id: order.state_id, name: order.state_name, color: order.state_color },
    state_histories: histories.map((history) => ({
      to_status: { id: history.id, name: history.name },
      created_at: new Date(history.created_at).toISOString(),
    })),
    products: lines.map(orderLineView),
    free_products: free.map(orderFreeProductView),
    payment_method: {
      code: order.payment_method,
      name: order.method_name ?? order.payment_method,
      logo: order.method_logo ?? null,
      provider: va
        ? { bank_name: va.bank.toUpperCase(), account_number: va.va_number, logo: null }
        : null,
    },
    shipping: {
      code: shipping.code ?? null,
      can_track_order: shipping.can_track_order ?? false,
      carriers: shipping.carrier_name
        ? [
            {
              name: `${shipping.carrier_name}`,
              service: shipping.service_name ?? null,
              is_active: true,
            },
          ]
        : [],
      delivery_address: { street1: address.street1 ?? null, street2: address.street2 ?? null },
    },
    payment_status: order.payment_status,
    payment_due_at: new Date(order.payment_due_at).toISOString(),
    created_at: new Date(order.created_at).toISOString(),
    is_payment_failed: order.is_payment_failed,
    pay_again_until: payAgainUntilOf(order),
    order_source: order.order_source,
    collected_at: order.collected_at === null ? null : new Date(order.collected_at).toISOString(),
    price: order.total_paid,
    subtotal: order.subtotal,
    ...orderActions(order, shipping.can_track_order ?? false, context),
  };
}

/** The member's order list (000 §3 "Order (history)"), its count, and the shop's order states. */
export function createOrderHistoryService(deps: {
  history: OrderHistoryRepository;
  clock: () => Date;
}) {
  const { history, clock } = deps;
  return {
    states: () => history.states(),

    count: (userId: number, filter: HistoryFilter) => history.count(userId, filter),

    /** One page of the member's orders as the list shows them, and how many match in all. */
    async page(
      userId: number,
      filter: HistoryFilter,
      page: { skip: number; limit: number; ascending: boolean },
      locale: Locale,
    ) {
      const [entries, total] = await Promise.all([
        history.page(userId, filter, page),
        history.count(userId, filter),
      ]);
      const context = { now: clock(), locale };
      return { orders: entries.map((entry) => historyView(entry, context)), total };
    },
  };
}

export type OrderHistoryService = ReturnType<typeof createOrderHistoryService>;
