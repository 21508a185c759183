import type { Database, ShipmentMilestoneKind } from '@kilau/db';
import { sql, type Kysely, type Selectable } from 'kysely';
import { likeEscaped } from '../../lib/sql-like';
import { recordOrderState } from '../../lib/order-messages.repository';

export type OrderRow = Selectable<Database['orders']>;
export type ShipmentRow = Selectable<Database['order_shipments']>;

export type OpsFilter = {
  stateId?: number | undefined;
  q?: string | undefined;
  paymentStatus?: string | undefined;
  method?: string | undefined;
  /** Placed at or after. */
  from?: Date | undefined;
  /** Placed before. */
  before?: Date | undefined;
};

function filtered(db: Kysely<Database>, filter: OpsFilter) {
  let query = db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .innerJoin('order_states', 'order_states.id', 'orders.state_id')
    // The method's name as the shop shows it (a code no longer offered keeps its code).
    .leftJoin('payment_methods', 'payment_methods.code', 'orders.payment_method');
  if (filter.stateId !== undefined) query = query.where('orders.state_id', '=', filter.stateId);
  if (filter.q) {
    const q = likeEscaped(filter.q);
    query = query.where((eb) =>
      eb.or([
        eb('orders.reference_code', 'ilike', `${q}%`),
        eb('users.email', 'ilike', `%${q}%`),
        eb('users.phone_no', 'like', `%${q}%`),
      ]),
    );
  }
  if (filter.paymentStatus) {
    query = query.where('orders.payment_status', '=', filter.paymentStatus as never);
  }
  if (filter.method) query = query.where('orders.payment_method', '=', filter.method);
  if (filter.from) query = query.where('orders.created_at', '>=', filter.from);
  if (filter.before) query = query.where('orders.created_at', '<', filter.before);
  return query;
}

export type RefundFilter = { status?: 'pending' | 'refunded' | undefined };

function refundsFiltered(db: Kysely<Database>, filter: RefundFilter) {
  const query = db
    .selectFrom('order_refunds')
    .innerJoin('orders', 'orders.id', 'order_refunds.order_id')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .innerJoin('order_states', 'order_states.id', 'orders.state_id');
  return filter.status ? query.where('order_refunds.status', '=', filter.status) : query;
}

const json = (value: unknown) => JSON.stringify(value);

/** A parcel as `order_shipments` and the order's shipping block keep it. */
export type ShipmentRecord = {
  carrierCode: string;
  carrierName: string;
  canTrack: boolean;
  serviceCode: string;
  service: string;
  trackingNumber: string;
  origin: unknown;
  destination: unknown;
};

/**
 * The operator's reads and writes of orders, their parcels and refunds; `db` may be a
 * transaction. Ops moves orders after payment (design/order-life-after-payment.md), so it writes the orders module's
 * `orders`, `order_state_histories`, `order_shipments` and `order_refunds` rows — shared on
 * purpose (docs/architecture.md, table ownership); the points it earns and takes back go through
 * `ops-points.repository.ts`.
 */
export function createOpsRepository(db: Kysely<Database>) {
  return {
    async count(filter: OpsFilter) {
      const row = await filtered(db, filter)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    page: (filter: OpsFilter, page: { skip: number; limit: number }) =>
      filtered(db, filter)
        .select([
          'orders.id',
          'orders.reference_code',
          'orders.state_id',
          'order_states.name as state_name',
          'orders.total_paid',
          'orders.payment_method',
          'payment_methods.name as payment_method_name',
          'orders.payment_status',
          'orders.created_at',
          'users.email',
        ])
        .orderBy('orders.created_at', 'desc')
        .orderBy('orders.id', 'desc')
        .offset(page.skip)
        .limit(page.limit)
        .execute(),

    async countRefunds(filter: RefundFilter) {
      const row = await refundsFiltered(db, filter)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Refunds, oldest first: the queue of money to send back. */
    refunds: (filter: RefundFilter, page: { skip: number; limit: number }) =>
      refundsFiltered(db, filter)
        .select([
          'order_refunds.id',
          'order_refunds.amount',
          'order_refunds.reason',
          'order_refunds.status',
          'order_refunds.created_at',
          'order_refunds.refunded_at',
          'orders.id as order_id',
          'orders.reference_code',
          'orders.state_id',
          'order_states.name as state_name',
          'orders.payment_method',
          'orders.payment_status',
          'users.email',
        ])
        .orderBy('order_refunds.created_at')
        .orderBy('order_refunds.id')
        .offset(page.skip)
        .limit(page.limit)
        .execute(),

    byReference: (reference: string) =>
      db
        .selectFrom('orders')
        .selectAll()
        .where('reference_code', '=', reference)
        .executeTakeFirst(),

    /** The order row locked for the rest of the transaction. */
    lock: (orderId: number) =>
      db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', orderId)
        .forUpdate()
        .executeTakeFirstOrThrow(),

    /** The method's name as the shop shows it (null: a code it no longer has). */
    paymentMethodName: async (code: string) =>
      (
        await db
          .selectFrom('payment_methods')
          .select('name')
          .where('code', '=', code)
          .executeTakeFirst()
      )?.name ?? null,

    member: (userId: number) =>
      db
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'last_name', 'phone_no'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow(),

    stateNames: async () =>
      new Map(
        (await db.selectFrom('order_states').select(['id', 'name']).execute()).map((row) => [
          row.id,
          row.name,
        ]),
      ),

    lines: (orderId: number) =>
      db
        .selectFrom('order_lines')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute(),

    histories: (orderId: number) =>
      db
        .selectFrom('order_state_histories')
        .innerJoin('order_states', 'order_states.id', 'order_state_histories.state_id')
        .select([
          'order_states.id',
          'order_states.name',
          'order_state_histories.note',
          'order_state_histories.created_at',
        ])
        .where('order_state_histories.order_id', '=', orderId)
        .orderBy('order_state_histories.id')
        .execute(),

    shipment: (orderId: number) =>
      db
        .selectFrom('order_shipments')
        .selectAll()
        .where('order_id', '=', orderId)
        .executeTakeFirst(),

    paymentConfirmation: (orderId: number) =>
      db
        .selectFrom('order_payment_confirmations')
        .select(['bank_name', 'account_name', 'receipt_key', 'created_at'])
        .where('order_id', '=', orderId)
        .executeTakeFirst(),

    /** The cover picture of each product (its shade's first, else the product's). */
    images: async (productIds: number[]) =>
      productIds.length === 0
        ? []
        : db
            .selectFrom('product_images')
            .select(['product_id', 'combination_id', 'url', 'alt'])
            .where('product_id', 'in', productIds)
            .orderBy('is_cover', 'desc')
            .orderBy('position')
            .orderBy('id')
            .execute(),

    /** The gateway's signed notifications about this order's payments, in arrival order. */
    notifications: (reference: string) =>
      db
        .selectFrom('payment_notifications')
        .select([
          'order_ref',
          'transaction_status',
          'status_code',
          'payment_type',
          'gross_amount',
          'received_at',
          'outcome',
          'outcome_reason',
        ])
        .where((eb) =>
          eb.or([
            eb('order_ref', '=', reference),
            eb('order_ref', 'like', `${likeEscaped(reference)}-%`),
          ]),
        )
        .orderBy('received_at')
        .orderBy('id')
        .execute(),

    /** Who moved the order in the back office (its audit rows), oldest first. */
    staffMoves: (reference: string) =>
      db
        .selectFrom('audit_log')
        .select(['staff_email', 'action', 'after', 'at'])
        .where('entity', '=', 'order')
        .where('entity_id', '=', reference)
        .orderBy('at')
        .orderBy('id')
        .execute(),

    refund: (orderId: number) =>
      db.selectFrom('order_refunds').selectAll().where('order_id', '=', orderId).executeTakeFirst(),

    carrier: (code: string) =>
      db
        .selectFrom('shipping_carriers')
        .select(['code', 'name', 'can_track'])
        .where('code', '=', code)
        .where('is_active', '=', true)
        .executeTakeFirst(),

    /** The carrier's first service of a type (a parcel handed to another carrier than chosen). */
    firstService: (carrierCode: string) =>
      db
        .selectFrom('shipping_services')
        .select(['code', 'name'])
        .where('carrier_code', '=', carrierCode)
        .where('is_active', '=', true)
        .orderBy('position')
        .executeTakeFirst(),

    async moveTo(orderId: number, stateId: number, now: Date, note: string | null) {
      await db
        .updateTable('orders')
        .set({ state_id: stateId, updated_at: now })
        .where('id', '=', orderId)
        .execute();
      await recordOrderState(db, { orderId, stateId, note, now });
    },

    /** The region names of a district (for a parcel's origin and destination). */
    regionNames: (districtCode: string) =>
      db
        .selectFrom('districts')
        .innerJoin('regencies', 'regencies.code', 'districts.regency_code')
        .innerJoin('provinces', 'provinces.code', 'regencies.province_code')
        .select([
          'districts.name as district',
          'regencies.code as regency_code',
          'regencies.name as regency',
          'provinces.name as province',
        ])
        .where('districts.code', '=', districtCode)
        .executeTakeFirst(),

    /** The active warehouse the shop's parcels leave from. */
    warehouse: () =>
      db
        .selectFrom('shipping_warehouses')
        .select(['name', 'address', 'district_code'])
        .where('is_active', '=', true)
        .executeTakeFirstOrThrow(),

    /** A new milestone on the order's parcel, and the column it stamps (delivered, …). */
    async addMilestone(
      orderId: number,
      kind: ShipmentMilestoneKind,
      now: Date,
      column?: 'delivered_at' | 'undelivered_at' | 'returned_at',
    ) {
      const milestone = json([{ kind, at: now.toISOString() }]);
      await db
        .updateTable('order_shipments')
        .set({
          milestones: sql`milestones || ${milestone}::jsonb`,
          ...(column ? { [column]: now } : {}),
        })
        .where('order_id', '=', orderId)
        .execute();
    },

    /** Marks the order paid (and its payment settled when `settled`). */
    async settlePayment(orderId: number, settled: boolean, paidAt: Date, now: Date) {
      await db
        .updateTable('orders')
        .set({
          ...(settled ? { payment_status: 'settlement' as const } : {}),
          paid_at: paidAt,
          updated_at: now,
        })
        .where('id', '=', orderId)
        .execute();
    },

    /** The parcel's row, shipped now. */
    async insertShipment(orderId: number, parcel: ShipmentRecord, now: Date) {
      await db
        .insertInto('order_shipments')
        .values({
          order_id: orderId,
          carrier_code: parcel.carrierCode,
          carrier_name: parcel.carrierName,
          service: parcel.service,
          tracking_number: parcel.trackingNumber,
          origin: json(parcel.origin),
          destination: json(parcel.destination),
          milestones: json([{ kind: 'shipped', at: now.toISOString() }]),
          shipped_at: now,
        })
        .execute();
    },

    /** Merges keys into the order's shipping block. */
    async mergeShipping(orderId: number, shipping: Record<string, unknown>, now: Date) {
      await db
        .updateTable('orders')
        .set({ shipping: sql`shipping || ${json(shipping)}::jsonb`, updated_at: now })
        .where('id', '=', orderId)
        .execute();
    },

    /** The refund a paid order is owed, once per order. */
    async oweRefund(orderId: number, amount: number, reason: string, now: Date) {
      await db
        .insertInto('order_refunds')
        .values({ order_id: orderId, amount, reason, created_at: now, refunded_at: null })
        .onConflict((oc) => oc.column('order_id').doNothing())
        .execute();
    },

    /** The pending refund marked paid. */
    async markRefunded(orderId: number, now: Date) {
      await db
        .updateTable('order_refunds')
        .set({ status: 'refunded', refunded_at: now })
        .where('order_id', '=', orderId)
        .where('status', '=', 'pending')
        .execute();
    },

    async setPaymentRefunded(orderId: number, now: Date) {
      await db
        .updateTable('orders')
        .set({ payment_status: 'refund', updated_at: now })
        .where('id', '=', orderId)
        .execute();
    },
  };
}

export type OpsRepository = ReturnType<typeof createOpsRepository>;
