import type { Database } from '@kilau/db';
import { formatPhoneDisplay } from '@kilau/domain';
import {
  orderMessageChannels,
  readPreferences,
  type OrderMessageKind,
} from '@kilau/domain/accounts';
import { productPath } from '@kilau/domain/catalog';
import { ORDER_STATE } from '@kilau/domain/orders';
import { sql, type Kysely } from 'kysely';

/**
 * Order messages (issue 25, docs/design/order-messages.md): what an order's life tells its member,
 * written to the outbox in the transaction of the change that causes it. Each message carries a
 * snapshot of the figures it states (what was true at the event), the order it is about, and a
 * dedupe key per event and channel: a second write of the same event (a retried request, another
 * instance's job) is `on conflict do nothing`.
 */

/** The states whose arrival is told, and as what. */
const STATE_KINDS: Partial<Record<number, OrderMessageKind>> = {
  [ORDER_STATE.paymentAccepted]: 'payment_received',
  [ORDER_STATE.paymentFailure]: 'payment_failed',
  [ORDER_STATE.shipped]: 'order_shipped',
  [ORDER_STATE.delivered]: 'order_delivered',
  [ORDER_STATE.cancelled]: 'order_cancelled',
  [ORDER_STATE.refund]: 'refund_issued',
};

/** The kinds a store order (paid at the till or the phone in hand) is not told. */
const NOT_FOR_STORE_ORDERS: ReadonlySet<OrderMessageKind> = new Set([
  'order_placed',
  'payment_reminder',
  'order_shipped',
  'order_delivered',
]);

export type OrderMessageLine = {
  name: string;
  brand: string;
  variant: string | null;
  quantity: number;
  total: number;
  image: string | null;
  /** The product's page (relative), where its review is written. */
  path: string | null;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** An order line as messages and returns show it: the product's snapshot at the sale. */
export function orderLineSummary(row: {
  quantity: number;
  total_price: number;
  detail: unknown;
}): OrderMessageLine {
  const detail = record(row.detail);
  const category = record(detail.default_category);
  const id = text(detail.id);
  const slug = text(detail.slug);
  return {
    name: text(detail.name),
    brand: text(record(detail.brand).name),
    variant: text(detail.combination_name) || null,
    quantity: row.quantity,
    total: row.total_price,
    image: text(detail.image) || null,
    path:
      id && slug && text(category.slug)
        ? productPath({ categorySlug: text(category.slug), productId: id, productSlug: slug })
        : null,
  };
}

/** The figures of an order as its messages state them. */
async function snapshot(db: Kysely<Database>, orderId: number) {
  const order = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .leftJoin('payment_methods', 'payment_methods.code', 'orders.payment_method')
    .select([
      'orders.id',
      'orders.reference_code',
      'orders.store_id',
      'orders.subtotal',
      'orders.voucher_discount',
      'orders.points_discount',
      'orders.bank_promotion_discount',
      'orders.shipping_fee',
      'orders.shipping_discount',
      'orders.total_paid',
      'orders.payment_method',
      'orders.payment',
      'orders.payment_due_at',
      'orders.paid_at',
      'orders.payment_attempt',
      'payment_methods.name as method_name',
      'users.email',
      'users.phone_no',
      'users.first_name',
      'users.user_name',
      'users.preferences',
      'users.closed_at',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!order) return null;
  const lines = await db
    .selectFrom('order_lines')
    .select(['quantity', 'total_price', 'detail'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const payment = record(order.payment);
  const va = Array.isArray(payment.va_numbers) ? record(payment.va_numbers[0]) : {};
  const discounts =
    order.voucher_discount +
    order.points_discount +
    order.bank_promotion_discount +
    order.shipping_discount;
  return {
    order,
    payload: {
      order_id: order.id,
      reference: order.reference_code,
      name: order.first_name || order.user_name,
      total: order.total_paid,
      subtotal: order.subtotal,
      discount: discounts,
      shipping_fee: order.shipping_fee,
      method: order.method_name ?? order.payment_method,
      va: text(va.va_number)
        ? { bank: text(va.bank).toUpperCase(), number: text(va.va_number) }
        : null,
      payment_code: text(payment.payment_code) || text(payment.bill_key) || null,
      deadline: order.payment_due_at.toISOString(),
      paid_at: order.paid_at?.toISOString() ?? null,
      lines: lines.map(orderLineSummary),
    } as Record<string, unknown>,
  };
}

/** What the event adds to the snapshot: the parcel, the refund, the reason. */
async function eventFacts(
  db: Kysely<Database>,
  kind: OrderMessageKind,
  orderId: number,
  note: string | null,
): Promise<Record<string, unknown>> {
  if (kind === 'order_shipped') {
    const parcel = await db
      .selectFrom('order_shipments')
      .select(['carrier_name', 'service', 'tracking_number'])
      .where('order_id', '=', orderId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return {
      carrier: parcel?.carrier_name ?? null,
      service: parcel?.service ?? null,
      tracking_number: parcel?.tracking_number ?? null,
    };
  }
  if (kind === 'refund_issued') {
    const refund = await db
      .selectFrom('order_refunds')
      .select(['amount'])
      .where('order_id', '=', orderId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return { refund_amount: refund?.amount ?? null };
  }
  if (kind === 'order_cancelled') return { reason: note };
  return {};
}

export type OrderMessageEvent = {
  orderId: number;
  kind: OrderMessageKind;
  /** Names the event: one message per key and channel, ever. */
  key: string;
  note?: string | null;
  /** Facts the caller knows (a return's reference and status). */
  facts?: Record<string, unknown>;
  now: Date;
};

/**
 * Writes one event's messages: one per channel the member has on for its kind, each with the
 * snapshot, `order_id` and `{key}:{channel}`. Answers how many were new.
 */
export async function writeOrderMessages(
  db: Kysely<Database>,
  event: OrderMessageEvent,
): Promise<number> {
  const found = await snapshot(db, event.orderId);
  if (!found) return 0;
  const { order, payload } = found;
  if (order.store_id !== null && NOT_FOR_STORE_ORDERS.has(event.kind)) return 0;
  // A closed account has no one to tell (its e-mail is a placeholder, ADR 0054).
  if (order.closed_at !== null) return 0;
  const preferences = readPreferences(order.preferences);
  const phone = formatPhoneDisplay(order.phone_no);
  const channels = orderMessageChannels({
    kind: event.kind,
    notifications: preferences.notifications,
    messages: preferences.messages,
    hasEmail: Boolean(order.email),
    hasPhone: Boolean(phone),
  });
  if (channels.length === 0) return 0;
  const body = JSON.stringify({
    ...payload,
    ...(await eventFacts(db, event.kind, event.orderId, event.note ?? null)),
    ...event.facts,
  });
  const inserted = await db
    .insertInto('outbox_messages')
    .values(
      channels.map((channel) => ({
        channel,
        recipient: channel === 'email' ? order.email.toLowerCase() : phone,
        template: event.kind,
        payload: body,
        locale: preferences.language,
        order_id: event.orderId,
        dedupe_key: `${event.key}:${channel}`,
        created_at: event.now,
      })),
    )
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/**
 * Records a state the order reached in its history and writes what that state tells the member
 * (the one way every module moves an order's history). Keyed by the history row: each arrival
 * is one event.
 */
export async function recordOrderState(
  db: Kysely<Database>,
  input: {
    orderId: number;
    stateId: number;
    note: string | null;
    now: Date;
    /** What the caller knows of the move (a failed payment: whether the order is held). */
    facts?: Record<string, unknown>;
  },
): Promise<void> {
  const history = await db
    .insertInto('order_state_histories')
    .values({
      order_id: input.orderId,
      state_id: input.stateId,
      note: input.note,
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const kind = STATE_KINDS[input.stateId];
  if (!kind) return;
  await writeOrderMessages(db, {
    orderId: input.orderId,
    kind,
    key: `order-state:${history.id}`,
    note: input.note,
    now: input.now,
    ...(input.facts ? { facts: input.facts } : {}),
  });
}

/**
 * The gateway took the attempt: "placed", with how to pay — once per method, so a change of
 * method tells the new way to pay, while a new push of the same e-wallet tells nothing new.
 */
export function writePlacedMessages(
  db: Kysely<Database>,
  order: { id: number; payment_method: string },
  now: Date,
) {
  return writeOrderMessages(db, {
    orderId: order.id,
    kind: 'order_placed',
    key: `order:${order.id}:placed:${order.payment_method}`,
    now,
  });
}

/**
 * The payment reminder's queue: unpaid attempts due within `windowMs` whose payment window was
 * longer than that (a 15-minute e-wallet attempt is not reminded), each attempt taken once by a
 * conditional update (`payment_reminder_attempt`), locked `skip locked` so parallel runners
 * share the work. Answers the orders reminded.
 */
export async function remindDuePayments(
  db: Kysely<Database>,
  now: Date,
  windowMs: number,
  limit = 50,
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('orders')
      .select(['id', 'payment_attempt'])
      .where('payment_status', '=', 'pending')
      .where('paid_at', 'is', null)
      .where('released_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .where('store_id', 'is', null)
      .where('payment_due_at', '>', now)
      .where('payment_due_at', '<=', new Date(now.getTime() + windowMs))
      .where((eb) =>
        eb.or([
          eb('payment_reminder_attempt', 'is', null),
          eb('payment_reminder_attempt', '!=', eb.ref('payment_attempt')),
        ]),
      )
      .where(sql<boolean>`payment <> '{}'::jsonb`)
      .where(sql<boolean>`payment_due_at - created_at > ${windowMs} * interval '1 millisecond'`)
      .orderBy('payment_due_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    const reminded: number[] = [];
    for (const order of due) {
      await trx
        .updateTable('orders')
        .set({ payment_reminder_attempt: order.payment_attempt })
        .where('id', '=', order.id)
        .execute();
      await writeOrderMessages(trx, {
        orderId: order.id,
        kind: 'payment_reminder',
        key: `order:${order.id}:reminder:${order.payment_attempt}`,
        now,
      });
      reminded.push(order.id);
    }
    return reminded;
  });
}
