import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';
import { recordOrderState } from '../../lib/order-messages.repository';

/** The order columns collection reads. */
const ORDER_COLUMNS = [
  'o.id',
  'o.reference_code',
  'o.user_id',
  'o.store_id',
  'o.payment_method',
  'o.payment_ref',
  'o.gateway_transaction_id',
  'o.payment_status',
  'o.total_paid',
  'o.paid_at',
  'o.cancelled_at',
  'o.is_payment_failed',
  'o.state_id',
  'o.collection_nonce',
  'o.collected_at',
  'o.collected_by',
] as const;

/**
 * Store orders' payment at the cashier and collection at the exit
 * (docs/design/store-collection.md). Shared on purpose: it reads and writes the orders module's
 * `orders` (the collection columns, migration 0055) and `order_state_histories` (the
 * "collected" entry), and reads `order_lines`, `users` and `staff` for the staff's summary.
 * `db` may be a transaction.
 */
export function createStoreCollectionRepository(db: Kysely<Database>) {
  const orders = () =>
    db
      .selectFrom('orders as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .leftJoin('staff as s', 's.id', 'o.collected_by')
      .select([
        ...ORDER_COLUMNS,
        sql<string>`trim(u.first_name || ' ' || u.last_name)`.as('member_name'),
        's.name as collected_by_name',
      ]);

  return {
    byId: (id: number) => orders().where('o.id', '=', id).executeTakeFirst(),

    /** The order's row locked (`for update`): the one order lock of its transaction. */
    async lock(id: number) {
      await db.selectFrom('orders').select('id').where('id', '=', id).forUpdate().execute();
      return orders().where('o.id', '=', id).executeTakeFirst();
    },

    /** Gives the order its collection nonce unless it has one; answers the nonce in force. */
    async ensureNonce(id: number, nonce: string): Promise<string | null> {
      await db
        .updateTable('orders')
        .set({ collection_nonce: nonce })
        .where('id', '=', id)
        .where('collection_nonce', 'is', null)
        .execute();
      const row = await db
        .selectFrom('orders')
        .select('collection_nonce')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.collection_nonce ?? null;
    },

    /** Marks the order collected, once: false when it already was. */
    async markCollected(id: number, staffId: number, now: Date): Promise<boolean> {
      const updated = await db
        .updateTable('orders')
        .set({ collected_at: now, collected_by: staffId, updated_at: now })
        .where('id', '=', id)
        .where('collected_at', 'is', null)
        .executeTakeFirst();
      return updated.numUpdatedRows > 0n;
    },

    /** The "collected" entry of the order's history, at the state it is in. */
    async historyEntry(id: number, stateId: number, note: string, now: Date) {
      await recordOrderState(db, { orderId: id, stateId, note, now });
    },

    async cashierPaidBy(id: number, staffId: number) {
      await db
        .updateTable('orders')
        .set({ cashier_paid_by: staffId })
        .where('id', '=', id)
        .execute();
    },

    /** What the order holds, as staff check it: product, option, quantity. */
    lines: (orderId: number) =>
      db
        .selectFrom('order_lines')
        .select(['product_id', 'combination_id', 'quantity', 'detail'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute(),

    /** The store's orders waiting to be paid at the till, oldest first. */
    cashierPending: (storeId: number, limit: number) =>
      orders()
        .where('o.store_id', '=', storeId)
        .where('o.payment_method', '=', 'cashier')
        .where('o.paid_at', 'is', null)
        .where('o.cancelled_at', 'is', null)
        .where('o.is_payment_failed', '=', false)
        .orderBy('o.created_at')
        .orderBy('o.id')
        .limit(limit)
        .execute(),
  };
}

export type StoreCollectionRepository = ReturnType<typeof createStoreCollectionRepository>;
export type CollectionOrderRow = NonNullable<
  Awaited<ReturnType<StoreCollectionRepository['byId']>>
>;
