import type { Database } from '@kilau/db';
import { sql, type Kysely, type Selectable } from 'kysely';
import { likeEscaped } from '../../lib/sql-like';

export type OrderRow = Selectable<Database['orders']>;
export type ShipmentRow = Selectable<Database['order_shipments']>;

export type OpsFilter = { stateId?: number | undefined; q?: string | undefined };

function filtered(db: Kysely<Database>, filter: OpsFilter) {
  let query = db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .innerJoin('order_states', 'order_states.id', 'orders.state_id');
  if (filter.stateId !== undefined) query = query.where('orders.state_id', '=', filter.stateId);
  if (filter.q) {
    const q = likeEscaped(filter.q);
    query = query.where((eb) =>
      eb.or([eb('orders.reference_code', 'ilike', `${q}%`), eb('users.email', 'ilike', `%${q}%`)]),
    );
  }
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

/** The operator's reads and writes of orders; `db` may be a transaction. */
export function opsRepository(db: Kysely<Database>) {
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

    member: (userId: number) =>
      db
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'last_name'])
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

    refund: (orderId: number) =>
      db.selectFrom('order_refunds').selectAll().where('order_id', '=', orderId).executeTakeFirst(),

    /** The points the order earned and gave back (ledger rows of this order). */
    pointsOf: (reference: string) =>
      db
        .selectFrom('point_ledger')
        .select(['reason', 'delta', 'created_at'])
        .where('order_ref', '=', reference)
        .where('reason', 'in', ['order_earned', 'order_returned'])
        .orderBy('id')
        .execute(),

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
      await db
        .insertInto('order_state_histories')
        .values({ order_id: orderId, state_id: stateId, note, created_at: now })
        .execute();
    },

    /** Adds points to (or, negative, takes them from) the member's balance. */
    async moveBalance(userId: number, delta: number, now: Date) {
      await db
        .insertInto('point_balances')
        .values({ user_id: userId, balance: Math.max(0, delta), updated_at: now })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            balance: sql`point_balances.balance + ${delta}`,
            updated_at: now,
          }),
        )
        .execute();
    },

    balance: async (userId: number) =>
      (
        await db
          .selectFrom('point_balances')
          .select('balance')
          .where('user_id', '=', userId)
          .forUpdate()
          .executeTakeFirst()
      )?.balance ?? 0,
  };
}
