import type { Database } from '@kilau/db';
import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { CheckoutBag } from '@kilau/domain/cart';
import { createIdempotencyKeys } from '../../lib/idempotency-keys.repository';
import type { PaymentStarted } from './ports';
import type { PickupStore } from './store-pickup';
import { recordOrderState, writePlacedMessages } from '../../lib/order-messages.repository';

/** Order state ids (migration 0018). */
export const STATE = {
  created: 1,
  awaitingWire: 2,
  paymentConfirm: 3,
  paymentAccepted: 4,
  picking: 5,
  packed: 6,
  cancelled: 11,
  verified: 15,
  paymentFailure: 12,
} as const;

export type OrderRow = Selectable<Database['orders']>;

/** An order as the queue claims it (the expiry and recovery jobs). */
export type ClaimedOrder = Pick<OrderRow, 'id' | 'payment_ref'>;

/** What an order gives back when it is released. */
export type ReleasedOrder = Pick<
  OrderRow,
  'id' | 'user_id' | 'reference_code' | 'voucher_id' | 'points_used' | 'cart_id' | 'store_id'
>;

/** The columns a payment report moves (`payment-outcomes.ts`). */
export type PaymentChange = Pick<
  Updateable<Database['orders']>,
  | 'payment_status'
  | 'gateway_transaction_id'
  | 'paid_at'
  | 'is_payment_failed'
  | 'cancelled_at'
  | 'payment_due_at'
>;

const json = (value: unknown) => JSON.stringify(value);

/**
 * The member's address with its places' names (village, district, city, province), for the
 * order's snapshot: the confirmation and the history say where the parcel goes without another
 * lookup. Reads the addresses' and regions' tables on purpose (see below); the demo orders'
 * seed reads it too.
 */
export const readDeliveryAddress = (db: Kysely<Database>, userId: number, addressId: number) =>
  db
    .selectFrom('addresses')
    .innerJoin('provinces', 'provinces.code', 'addresses.province_code')
    .innerJoin('regencies', 'regencies.code', 'addresses.regency_code')
    .innerJoin('districts', 'districts.code', 'addresses.district_code')
    .leftJoin('villages', 'villages.code', 'addresses.village_code')
    .selectAll('addresses')
    .select([
      'provinces.name as province_name',
      'regencies.name as city_name',
      'districts.name as district_name',
      'villages.name as subdistrict_name',
    ])
    .where('addresses.id', '=', addressId)
    .where('addresses.user_id', '=', userId)
    .executeTakeFirst();

/**
 * Reads and writes of the orders tables (`orders`, `order_lines`, `order_free_products`,
 * `order_state_histories`, `order_refunds`, `order_payment_confirmations`, `idempotency_keys`);
 * `db` may be a transaction. Four reads and one write cross into other modules' tables on purpose
 * (docs/architecture.md "Table ownership"): `address` and `customer` read the member's address
 * (with its regions' names) and name, `methodName` a payment method's name, `closeCart` turns the placed cart `ordered` inside placement's transaction (the cart
 * row is already locked by the bag), and `shipment` reads the parcel ops booked.
 */
export function createOrdersRepository(db: Kysely<Database>) {
  const keys = createIdempotencyKeys(db, 'order', 'order_id');

  return {
    /**
     * Claims an idempotency key for a placement. Inserted in the placement's transaction, so a
     * parallel call with the same key waits on it and then reads what the first one answered.
     */
    async claimKey(userId: number, key: string, requestHash: string, now: Date) {
      const claimed = await keys.claim(userId, key, requestHash, now);
      return claimed.fresh
        ? claimed
        : { fresh: false as const, requestHash: claimed.requestHash, orderId: claimed.answeredId };
    },

    keyAnswered: (userId: number, key: string, orderId: number) =>
      keys.answered(userId, key, orderId),

    byId: (id: number) =>
      db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst(),

    byReference: (referenceCode: string) =>
      db
        .selectFrom('orders')
        .selectAll()
        .where('reference_code', '=', referenceCode)
        .executeTakeFirst(),

    byCart: (userId: number, cartId: number) =>
      db
        .selectFrom('orders')
        .selectAll()
        .where('user_id', '=', userId)
        .where('cart_id', '=', Number.isSafeInteger(cartId) ? cartId : -1)
        .executeTakeFirst(),

    async stateName(stateId: number) {
      const row = await db
        .selectFrom('order_states')
        .select('name')
        .where('id', '=', stateId)
        .executeTakeFirstOrThrow();
      return row.name;
    },

    address: (userId: number, addressId: number) => readDeliveryAddress(db, userId, addressId),

    /** An active store a self-checkout order is collected in (`stores` is reference data). */
    pickupStore: (storeId: number): Promise<PickupStore | undefined> =>
      db
        .selectFrom('stores')
        .select(['id', 'name', 'address', 'city', 'phone'])
        .where('id', '=', storeId)
        .where('active', '=', true)
        .executeTakeFirst(),

    async customer(userId: number) {
      const user = await db
        .selectFrom('users')
        .select(['email', 'first_name', 'last_name', 'phone_no'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      return {
        userId,
        email: user.email,
        name: `${user.first_name} ${user.last_name}`.trim() || user.email,
        phone: user.phone_no,
      };
    },

    lines: (orderId: number) =>
      db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).execute(),

    /** The free products (gifts with purchase, a free-product voucher's gift) the order keeps. */
    freeProducts: (orderId: number) =>
      db
        .selectFrom('order_free_products')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('combination_id')
        .execute(),

    /**
     * Whether the member's account is still open, read `for key share` — the lock the order's
     * foreign key takes anyway, taken here a moment early: it waits for a closure in flight
     * (which holds the member `for update`) and then sees its `closed_at`, so no order slips in
     * beside a closure (docs/design/data-rights.md). Reads `users`, shared on purpose.
     */
    async memberIsOpen(userId: number) {
      const row = await db
        .selectFrom('users')
        .select('closed_at')
        .where('id', '=', userId)
        .forKeyShare()
        .executeTakeFirst();
      return row !== undefined && row.closed_at === null;
    },

    async insert(input: {
      reference: string;
      userId: number;
      bag: CheckoutBag;
      address: Record<string, unknown>;
      addressId: number | null;
      shipping: Record<string, unknown>;
      shippingFee: number;
      shippingDiscount: number;
      bankPromotion: { id: number; discount: number } | null;
      total: number;
      method: string;
      paymentType: string | null;
      stateId: number;
      paid: boolean;
      dueAt: Date;
      flashSales: ReadonlyMap<number, number>;
      now: Date;
    }): Promise<OrderRow> {
      const { bag, now } = input;
      const order = await db
        .insertInto('orders')
        .values({
          reference_code: input.reference,
          user_id: input.userId,
          cart_id: bag.cart.id,
          state_id: input.stateId,
          order_source: bag.cart.source ?? 'website',
          store_id: bag.cart.storeId,
          subtotal: bag.subtotal,
          voucher_id: bag.voucherId,
          voucher_code: bag.voucherCode,
          voucher_discount: bag.voucherDiscount,
          points_used: bag.pointsApplied,
          points_discount: bag.pointsDiscount,
          bank_promotion_id: input.bankPromotion?.id ?? null,
          bank_promotion_discount: input.bankPromotion?.discount ?? 0,
          shipping_fee: input.shippingFee,
          shipping_discount: input.shippingDiscount,
          total_paid: input.total,
          weight_grams: bag.weightGrams,
          address_id: input.addressId,
          delivery_address: json(input.address),
          shipping: json(input.shipping),
          payment_method: input.method,
          payment_type: input.paymentType,
          payment_ref: input.reference,
          payment_status: input.paid ? 'settlement' : 'pending',
          payment_due_at: input.dueAt,
          paid_at: input.paid ? now : null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const lines = bag.lines.filter((line) => line.isAvailable);
      await db
        .insertInto('order_lines')
        .values(
          lines.map((line) => ({
            order_id: order.id,
            product_id: line.productId,
            combination_id: line.combinationId,
            quantity: line.quantity,
            unit_price: line.unitPrice,
            list_price: line.listPrice,
            total_price: line.totalPrice,
            is_pre_order: line.isPreOrder,
            preorder_rule_id: line.preorderRuleId,
            delivery_date: line.deliveryDate,
            pack: line.pack === null ? null : json(line.pack),
            egift_info: line.view.egift_info === null ? null : json(line.view.egift_info),
            is_special_price: line.isSpecialPrice,
            special_price_id: line.specialPriceId,
            is_applied_free_product: line.isAppliedFreeProduct,
            free_product_voucher_id: line.freeProductVoucherId,
            flash_sale_id: line.isFlashSale
              ? (input.flashSales.get(line.combinationId) ?? null)
              : null,
            detail: json(line.view),
          })),
        )
        .execute();
      if (bag.freeProducts.length > 0) {
        await db
          .insertInto('order_free_products')
          .values(
            bag.freeProducts.map((free) => ({
              order_id: order.id,
              product_id: Number(free.product_id),
              combination_id: Number(free.combination_id),
              quantity: free.quantity,
              source: free.source,
              voucher_id: free.voucher_id === null ? null : Number(free.voucher_id),
              detail: json(free),
            })),
          )
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      await recordOrderState(db, { orderId: order.id, stateId: input.stateId, note: null, now });
      return order;
    },

    async closeCart(cartId: number, now: Date) {
      await db
        .updateTable('carts')
        .set({ status: 'ordered', updated_at: now })
        .where('id', '=', cartId)
        .execute();
    },

    /**
     * Keeps the gateway's answer on the order — only while the attempt it answers is still the
     * order's, unpaid and not released (a cancel or the recovery job may have ended it while the
     * gateway was being asked); undefined otherwise.
     */
    async started(
      order: Pick<OrderRow, 'id' | 'payment_ref'>,
      payment: PaymentStarted,
      now: Date,
    ): Promise<OrderRow | undefined> {
      const saved = await db
        .updateTable('orders')
        .set({
          payment: json(payment),
          gateway_transaction_id: payment.transaction_id,
          payment_type: payment.payment_type ?? null,
          ...(payment.expiry_time ? { payment_due_at: new Date(payment.expiry_time) } : {}),
          updated_at: now,
        })
        .where('id', '=', order.id)
        .where('payment_ref', '=', order.payment_ref)
        .where('payment_status', '=', 'pending')
        .where('released_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      // A free order is told "received" at placement; every other attempt is told how to pay.
      if (saved && saved.payment_method !== 'free_order') await writePlacedMessages(db, saved, now);
      return saved;
    },

    /** Moves the order to a state and records it in the order's history. */
    /** `facts`: what the move's message should know (a failed payment: `held`). */
    async moveTo(
      orderId: number,
      stateId: number,
      now: Date,
      note: string | null = null,
      facts?: Record<string, unknown>,
    ) {
      await db
        .updateTable('orders')
        .set({ state_id: stateId, updated_at: now })
        .where('id', '=', orderId)
        .execute();
      await recordOrderState(db, { orderId, stateId, note, now, ...(facts ? { facts } : {}) });
    },

    /**
     * The payment of attempt `order.payment_ref` could not start (the gateway refused it, or the
     * process died before asking): the order fails — once, and only while that attempt is still
     * the order's, pending and not released. The caller then releases it.
     */
    async markFailed(order: ClaimedOrder, now: Date, note: string | null): Promise<boolean> {
      const failed = await db
        .updateTable('orders')
        .set({
          payment_status: 'failure',
          is_payment_failed: true,
          state_id: STATE.paymentFailure,
          updated_at: now,
        })
        .where('id', '=', order.id)
        .where('payment_ref', '=', order.payment_ref)
        .where('payment_status', '=', 'pending')
        .where('released_at', 'is', null)
        .executeTakeFirst();
      if (failed.numUpdatedRows === 0n) return false;
      // The caller releases the order at once: its message promises no hold.
      await recordOrderState(db, {
        orderId: order.id,
        stateId: STATE.paymentFailure,
        note,
        now,
        facts: { held: false },
      });
      return true;
    },

    /** Marks the order released — by the one call that finds it unreleased; undefined otherwise. */
    markReleased: (orderId: number, now: Date): Promise<ReleasedOrder | undefined> =>
      db
        .updateTable('orders')
        .set({ released_at: now, updated_at: now })
        .where('id', '=', orderId)
        .where('released_at', 'is', null)
        .returning([
          'id',
          'user_id',
          'reference_code',
          'voucher_id',
          'points_used',
          'cart_id',
          'store_id',
        ])
        .executeTakeFirst(),

    /** The order's lines as they take stock and quotas (and the flash sale each was taken from). */
    takingLines: (orderId: number) =>
      db
        .selectFrom('order_lines')
        .select([
          'combination_id',
          'quantity',
          'is_pre_order',
          'preorder_rule_id',
          'pack',
          'flash_sale_id',
        ])
        .where('order_id', '=', orderId)
        .execute(),

    /** A retaken flash-priced line records the flash sale it was taken from this time. */
    async setFlashSale(orderId: number, combinationId: number, flashSaleId: number) {
      await db
        .updateTable('order_lines')
        .set({ flash_sale_id: flashSaleId })
        .where('order_id', '=', orderId)
        .where('combination_id', '=', combinationId)
        .where('flash_sale_id', 'is not', null)
        .execute();
    },

    /** The order, its row locked for the rest of the transaction. */
    lockById: (id: number) =>
      db.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

    /** The order of a payment attempt, its row locked for the rest of the transaction. */
    lockByPaymentRef: (paymentRef: string) =>
      db
        .selectFrom('orders')
        .selectAll()
        .where('payment_ref', '=', paymentRef)
        .forUpdate()
        .executeTakeFirst(),

    /** The member's cancellation: when, why, and the payment cancelled if it can be. */
    async markCancelled(
      orderId: number,
      input: { reason: string; paymentCancelled: boolean },
      now: Date,
    ) {
      await db
        .updateTable('orders')
        .set({
          cancelled_at: now,
          cancellation_reason: input.reason,
          ...(input.paymentCancelled ? { payment_status: 'cancel' as const } : {}),
          updated_at: now,
        })
        .where('id', '=', orderId)
        .execute();
    },

    /** Records money owed back to the member. */
    async oweRefund(orderId: number, amount: number, reason: string, now: Date) {
      await db
        .insertInto('order_refunds')
        .values({ order_id: orderId, amount, reason, created_at: now, refunded_at: null })
        .execute();
    },

    /** As `oweRefund`, once per order: a replay or a parallel report finds the row (unique key). */
    async oweRefundOnce(orderId: number, amount: number, reason: string, now: Date) {
      await db
        .insertInto('order_refunds')
        .values({ order_id: orderId, amount, reason, created_at: now, refunded_at: null })
        .onConflict((oc) => oc.column('order_id').doNothing())
        .execute();
    },

    /** Moves the order's payment columns as a payment report decided. */
    async changePayment(orderId: number, change: PaymentChange, now: Date) {
      await db
        .updateTable('orders')
        .set({ ...change, updated_at: now })
        .where('id', '=', orderId)
        .execute();
    },

    /** The payment of an unpaid order expired: `expire`, and cancelled now. */
    async markExpired(orderId: number, now: Date) {
      await db
        .updateTable('orders')
        .set({ payment_status: 'expire', cancelled_at: now, updated_at: now })
        .where('id', '=', orderId)
        .execute();
    },

    /**
     * A bank transfer the member says is sent: from 'Awaiting bank wire payment' to 'Payment
     * confirm' — a conditional update, so of parallel confirmations one wins; undefined for the
     * others (and for an order that does not await the wire).
     */
    markTransferConfirmed: (orderId: number, userId: number, now: Date) =>
      db
        .updateTable('orders')
        .set({ state_id: STATE.paymentConfirm, updated_at: now })
        .where('id', '=', orderId)
        .where('user_id', '=', userId)
        .where('payment_method', '=', 'bank_transfer')
        .where('state_id', '=', STATE.awaitingWire)
        .where('paid_at', 'is', null)
        .where('released_at', 'is', null)
        .returningAll()
        .executeTakeFirst(),

    /** Records a state the order reached, in its history. */
    async recordState(orderId: number, stateId: number, note: string | null, now: Date) {
      await recordOrderState(db, { orderId, stateId, note, now });
    },

    async recordPaymentConfirmation(
      orderId: number,
      input: { bankName: string; accountName: string; receiptKey: string; contentType: string },
      now: Date,
    ) {
      await db
        .insertInto('order_payment_confirmations')
        .values({
          order_id: orderId,
          bank_name: input.bankName,
          account_name: input.accountName,
          receipt_key: input.receiptKey,
          receipt_content_type: input.contentType,
          created_at: now,
        })
        .execute();
    },

    paymentConfirmation: (orderId: number) =>
      db
        .selectFrom('order_payment_confirmations')
        .select(['bank_name', 'account_name', 'receipt_key', 'created_at'])
        .where('order_id', '=', orderId)
        .executeTakeFirst(),

    /**
     * The next payment attempt (`{reference}-{n}`), pending and not yet charged; `reopened`
     * brings a released order back (its release, failure and cancellation undone).
     */
    nextAttempt: (
      current: Pick<OrderRow, 'id' | 'reference_code' | 'payment_attempt'>,
      now: Date,
      reopened: { paymentDueAt: Date } | null,
    ) =>
      db
        .updateTable('orders')
        .set({
          payment_ref: `${current.reference_code}-${current.payment_attempt + 1}`,
          payment_attempt: current.payment_attempt + 1,
          payment: '{}',
          gateway_transaction_id: null,
          payment_status: 'pending',
          payment_retried_at: now,
          updated_at: now,
          ...(reopened
            ? {
                released_at: null,
                is_payment_failed: false,
                cancelled_at: null,
                cancellation_reason: null,
                payment_due_at: reopened.paymentDueAt,
              }
            : {}),
        })
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirstOrThrow(),

    /**
     * A new payment attempt, with `methodCode`, for an order whose last attempt failed and which
     * still holds what it took (ADR 0034): conditional on that very attempt still being the
     * order's, failed, unpaid and unreleased, so of parallel calls one starts it; undefined for
     * the others.
     */
    payAgain: (
      current: Pick<OrderRow, 'id' | 'reference_code' | 'payment_attempt'>,
      input: { methodCode: string; stateId: number; dueAt: Date },
      now: Date,
    ) =>
      db
        .updateTable('orders')
        .set({
          payment_method: input.methodCode,
          payment_ref: `${current.reference_code}-${current.payment_attempt + 1}`,
          payment_attempt: current.payment_attempt + 1,
          payment: '{}',
          payment_type: null,
          gateway_transaction_id: null,
          payment_status: 'pending',
          is_payment_failed: false,
          payment_due_at: input.dueAt,
          state_id: input.stateId,
          payment_retried_at: now,
          updated_at: now,
        })
        .where('id', '=', current.id)
        .where('payment_attempt', '=', current.payment_attempt)
        .where('payment_status', 'in', ['deny', 'failure'])
        .where('is_payment_failed', '=', true)
        .where('paid_at', 'is', null)
        .where('released_at', 'is', null)
        .returningAll()
        .executeTakeFirst(),

    /**
     * The one change of payment method an unpaid order allows, as its next attempt: a
     * conditional update (`is_payment_method_change = false`), so of parallel calls one changes
     * it; undefined for the others.
     */
    changeMethodOnce: (
      current: Pick<OrderRow, 'id' | 'reference_code' | 'payment_attempt'>,
      methodCode: string,
      now: Date,
    ) =>
      db
        .updateTable('orders')
        .set({
          is_payment_method_change: true,
          payment_method: methodCode,
          payment_ref: `${current.reference_code}-${current.payment_attempt + 1}`,
          payment_attempt: current.payment_attempt + 1,
          payment: '{}',
          payment_type: null,
          gateway_transaction_id: null,
          updated_at: now,
        })
        .where('id', '=', current.id)
        .where('is_payment_method_change', '=', false)
        .where('payment_attempt', '=', current.payment_attempt)
        .where('payment_status', '=', 'pending')
        .where('released_at', 'is', null)
        .returningAll()
        .executeTakeFirst(),

    /**
     * The queue of unpaid, unreleased orders: claims the oldest one `queue` picks with
     * `for update skip locked` (parallel runners and restarts neither skip nor repeat one).
     */
    claimUnpaid: (
      queue: { dueBy: Date } | { unchargedSince: Date } | { heldFailedBy: Date },
    ): Promise<ClaimedOrder | undefined> => {
      if ('heldFailedBy' in queue) {
        // A failed payment whose pay-again window closed (ADR 0034): still holding, never paid.
        return db
          .selectFrom('orders')
          .select(['id', 'payment_ref'])
          .where('payment_status', 'in', ['deny', 'failure'])
          .where('is_payment_failed', '=', true)
          .where('paid_at', 'is', null)
          .where('released_at', 'is', null)
          .where('payment_due_at', '<=', queue.heldFailedBy)
          .orderBy('payment_due_at')
          .limit(1)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
      }
      const base = db
        .selectFrom('orders')
        .select(['id', 'payment_ref'])
        .where('payment_status', '=', 'pending')
        .where('released_at', 'is', null);
      const picked =
        'dueBy' in queue
          ? base
              .where('payment_due_at', '<=', queue.dueBy)
              // A transfer the member confirmed with a receipt waits for the shop's check.
              .where('state_id', '!=', STATE.paymentConfirm)
              .orderBy('payment_due_at')
          : base
              .where(sql<boolean>`payment = '{}'::jsonb`)
              .where('updated_at', '<=', queue.unchargedSince)
              .orderBy('updated_at');
      return picked.limit(1).forUpdate().skipLocked().executeTakeFirst();
    },

    /** The gateway order id of the member's order `orderId`. */
    async paymentRefOf(userId: number, orderId: number): Promise<string | null> {
      const row = await db
        .selectFrom('orders')
        .select('payment_ref')
        .where('id', '=', orderId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.payment_ref ?? null;
    },

    /** A payment method's name, for a message (`payment_methods` is the payment module's). */
    async methodName(code: string): Promise<string | null> {
      const row = await db
        .selectFrom('payment_methods')
        .select('name')
        .where('code', '=', code)
        .executeTakeFirst();
      return row?.name ?? null;
    },

    /** The method of the member's last order; free orders aside. */
    async lastMethodOf(userId: number): Promise<string | null> {
      const row = await db
        .selectFrom('orders')
        .select('payment_method')
        .where('user_id', '=', userId)
        .where('payment_method', '!=', 'free_order')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row?.payment_method ?? null;
    },

    /** What tracking needs of the order: its owner and its shipping record. */
    trackable: (orderId: number) =>
      db
        .selectFrom('orders')
        .select(['id', 'user_id', 'shipping'])
        .where('id', '=', orderId)
        .executeTakeFirst(),

    /** The order's parcel, as ops booked it (`order_shipments` is ops'; read here on purpose). */
    shipment: (orderId: number) =>
      db
        .selectFrom('order_shipments')
        .selectAll()
        .where('order_id', '=', orderId)
        .executeTakeFirst(),
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
