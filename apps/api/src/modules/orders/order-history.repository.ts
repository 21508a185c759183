import type { Database } from '@kilau/db';
import { DAY_MS, startOfWibIsoDay } from '@kilau/domain/shared';
import { sql, type Kysely } from 'kysely';

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

/** The member's order list: its filters, pages and count; the shop's order states. */
export function createOrderHistoryRepository(db: Kysely<Database>) {
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

export type OrderHistoryRepository = ReturnType<typeof createOrderHistoryRepository>;
