import type { Database } from '@kilau/db';
import { translate, type Locale } from '@kilau/domain';
import { groupAction, groupOrderStatus, retryAction, showsHowToPay } from '@kilau/domain/orders';
import { DAY_MS, startOfWibIsoDay } from '@kilau/domain/shared';
import { sql, type Kysely } from 'kysely';
import { CANCELLABLE_STATES } from './cancel';
import { retryUntil } from './retry-payment';

/** The list's filters (000 §7 "GET {order}/user/me/orders" and its count). */
export type HistoryFilter = {
  stateIds?: number[] | undefined;
  stateName?: string | undefined;
  orderSource?: string | undefined;
  /** WIB days, inclusive. */
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  /** `false` leaves out orders whose payment failed (the list's default view). */
  isPaymentFailed?: boolean | undefined;
};

const nextDay = (day: string) => new Date(startOfWibIsoDay(day).getTime() + DAY_MS);

function filtered(db: Kysely<Database>, userId: number, filter: HistoryFilter) {
  let query = db
    .selectFrom('orders')
    .innerJoin('order_states', 'order_states.id', 'orders.state_id')
    .where('orders.user_id', '=', userId);
  if (filter.stateIds?.length) query = query.where('orders.state_id', 'in', filter.stateIds);
  if (filter.stateName) {
    query = query.where(sql<boolean>`lower(order_states.name) = lower(${filter.stateName})`);
  }
  if (filter.orderSource) query = query.where('orders.order_source', '=', filter.orderSource);
  if (filter.createdFrom)
    query = query.where('orders.created_at', '>=', startOfWibIsoDay(filter.createdFrom));
  if (filter.createdTo) query = query.where('orders.created_at', '<', nextDay(filter.createdTo));
  if (filter.isPaymentFailed !== undefined) {
    query = query.where('orders.is_payment_failed', '=', filter.isPaymentFailed);
  }
  return query;
}

export function historyRepository(db: Kysely<Database>) {
  return {
    states: () => db.selectFrom('order_states').selectAll().orderBy('id').execute(),

    async count(userId: number, filter: HistoryFilter) {
      const row = await filtered(db, userId, filter)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async page(
      userId: number,
      filter: HistoryFilter,
      page: { skip: number; limit: number; ascending: boolean },
    ) {
      const orders = await filtered(db, userId, filter)
        .leftJoin('payment_methods', 'payment_methods.code', 'orders.payment_method')
        .selectAll('orders')
        .select([
          'order_states.name as state_name',
          'order_states.color as state_color',
          'payment_methods.name as method_name',
          'payment_methods.logo as method_logo',
        ])
        .orderBy('orders.created_at', page.ascending ? 'asc' : 'desc')
        .orderBy('orders.id', page.ascending ? 'asc' : 'desc')
        .offset(page.skip)
        .limit(page.limit)
        .execute();
      const ids = orders.map((order) => order.id);
      if (ids.length === 0) return [];
      const [lines, free, histories] = await Promise.all([
        db
          .selectFrom('order_lines')
          .selectAll()
          .where('order_id', 'in', ids)
          .orderBy('id')
          .execute(),
        db.selectFrom('order_free_products').selectAll().where('order_id', 'in', ids).execute(),
        db
          .selectFrom('order_state_histories')
          .innerJoin('order_states', 'order_states.id', 'order_state_histories.state_id')
          .select([
            'order_state_histories.order_id',
            'order_state_histories.created_at',
            'order_states.id',
            'order_states.name',
          ])
          .where('order_state_histories.order_id', 'in', ids)
          .orderBy('order_state_histories.id')
          .execute(),
      ]);
      return orders.map((order) => ({
        order,
        lines: lines.filter((line) => line.order_id === order.id),
        free: free.filter((item) => item.order_id === order.id),
        histories: histories.filter((history) => history.order_id === order.id),
      }));
    },
  };
}

type Entry = Awaited<ReturnType<ReturnType<typeof historyRepository>['page']>>[number];

/**
 * What the order list shows for an order (000 §4), by the domain's rules on the server clock:
 * its status group, and its action — RETRY inside the e-wallet window, TRACK ORDER only when the
 * shipment can be tracked —, whether how-to-pay shows and whether CANCEL is allowed (as the
 * cancel call decides it).
 */
export function orderActions(
  order: Pick<
    Entry['order'],
    'state_id' | 'state_name' | 'payment_method' | 'is_payment_failed' | 'created_at'
  > & { cancelled_at: Date | string | null },
  canTrackOrder: boolean,
  context: { now: Date; locale: Locale },
) {
  const status = groupOrderStatus(order.state_name);
  const retry = retryAction({
    methodCode: order.payment_method,
    statusName: order.state_name,
    isPaymentFailed: order.is_payment_failed,
    createdAt: order.created_at,
    now: context.now,
  });
  const name = retry ?? groupAction(status, canTrackOrder);
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
      ...(name === 'RETRY' ? { retry_until: retryUntil(order).toISOString() } : {}),
    },
  };
}

/** An order as the history reads it (000 §3 "Order (history)"), with its status group and action. */
export function historyView(
  { order, lines, free, histories }: Entry,
  context: { now: Date; locale: Locale },
) {
  const address = order.delivery_address as { street1?: string; street2?: string | null };
  const shipping = order.shipping as {
    carrier_name?: string;
    service_name?: string;
    code?: string | null;
    can_track_order?: boolean;
  };
  const payment = order.payment as {
    va_numbers?: Array<{ bank: string; va_number: string }>;
    bank_transfer_list?: Array<{ bank_name: string; account_number: string; logo: string }>;
  };
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
    products: lines.map((line) => ({
      ...(line.detail as Record<string, unknown>),
      quantity: line.quantity,
      unit_price: line.unit_price,
      total_price: line.total_price,
    })),
    free_products: free.map((item) => ({
      ...(item.detail as Record<string, unknown>),
      id: String(item.product_id),
      combination_id: String(item.combination_id),
    })),
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
    order_source: order.order_source,
    price: order.total_paid,
    subtotal: order.subtotal,
    ...orderActions(order, shipping.can_track_order ?? false, context),
  };
}
