import type { Database } from '@kilau/db';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { CheckoutBag } from '@kilau/domain/cart';
import type { PaymentStarted } from './ports';
import { giveBack, orderTakings } from './stock';

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

const json = (value: unknown) => JSON.stringify(value);

/** Reads and writes of orders; `db` may be a transaction. */
export function ordersRepository(db: Kysely<Database>) {
  const scope = (userId: number) => `order:${userId}`;

  return {
    /**
     * Claims an idempotency key for a placement. Inserted in the placement's transaction, so a
     * parallel call with the same key waits on it and then reads what the first one answered.
     */
    async claimKey(userId: number, key: string, requestHash: string, now: Date) {
      const inserted = await db
        .insertInto('idempotency_keys')
        .values({ scope: scope(userId), key, request_hash: requestHash, created_at: now })
        .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return { fresh: true as const };
      const row = await db
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'response'])
        .where('scope', '=', scope(userId))
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      const orderId = (row.response as { order_id?: number } | null)?.order_id ?? null;
      return { fresh: false as const, requestHash: row.request_hash, orderId };
    },

    async keyAnswered(userId: number, key: string, orderId: number) {
      await db
        .updateTable('idempotency_keys')
        .set({ status_code: 201, response: json({ order_id: orderId }) })
        .where('scope', '=', scope(userId))
        .where('key', '=', key)
        .execute();
    },

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

    address: (userId: number, addressId: number) =>
      db
        .selectFrom('addresses')
        .selectAll()
        .where('id', '=', addressId)
        .where('user_id', '=', userId)
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

    /** The bag's live voucher hold becomes the order's use (ADR 0011 decision 5). */
    async useVoucher(bag: CheckoutBag, reference: string, now: Date): Promise<boolean> {
      if (bag.voucherId === null) return true;
      const used = await db
        .updateTable('voucher_holds')
        .set({ used_at: now, order_ref: reference })
        .where('cart_id', '=', bag.cart.id)
        .where('voucher_id', '=', bag.voucherId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (used.numUpdatedRows === 0n) return false;
      await db
        .updateTable('member_vouchers')
        .set({ used_at: now })
        .where('user_id', '=', bag.cart.userId)
        .where('voucher_id', '=', bag.voucherId)
        .where('used_at', 'is', null)
        .execute();
      return true;
    },

    async insert(input: {
      reference: string;
      userId: number;
      bag: CheckoutBag;
      address: Record<string, unknown>;
      addressId: number;
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
      await db
        .insertInto('order_state_histories')
        .values({ order_id: order.id, state_id: input.stateId, note: null, created_at: now })
        .execute();
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
      return db
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
    },

    /** Moves the order to a state and records it in the order's history. */
    async moveTo(orderId: number, stateId: number, now: Date, note: string | null = null) {
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

    /**
     * The payment of attempt `order.payment_ref` could not start (the gateway refused it, or the
     * process died before asking): the order fails and gives everything back — once, and only
     * while that attempt is still the order's, pending and not released.
     */
    async fail(
      order: Pick<OrderRow, 'id' | 'payment_ref'>,
      now: Date,
      note: string | null = null,
    ): Promise<boolean> {
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
      await db
        .insertInto('order_state_histories')
        .values({ order_id: order.id, state_id: STATE.paymentFailure, note, created_at: now })
        .execute();
      await releaseOrder(db, order.id, now);
      return true;
    },
  };
}

/**
 * Gives back what an unpaid order took — stock, pre-order and flash quotas, the voucher use, the
 * points — exactly once (`released_at` is set by the one call that finds it unset).
 */
export async function releaseOrder(
  db: Kysely<Database>,
  orderId: number,
  now: Date,
): Promise<boolean> {
  const order = await db
    .updateTable('orders')
    .set({ released_at: now, updated_at: now })
    .where('id', '=', orderId)
    .where('released_at', 'is', null)
    .returning(['id', 'user_id', 'reference_code', 'voucher_id', 'points_used', 'cart_id'])
    .executeTakeFirst();
  if (!order) return false;
  // The global lock order (ADR 0014): voucher holds and member voucher, the point balance, then
  // stock and quotas in ascending ids — as placement and a retry's retake take them.
  if (order.voucher_id !== null) {
    await db.deleteFrom('voucher_holds').where('order_ref', '=', order.reference_code).execute();
    await db
      .updateTable('member_vouchers')
      .set({ used_at: null })
      .where('user_id', '=', order.user_id)
      .where('voucher_id', '=', order.voucher_id)
      .execute();
  }
  if (order.points_used > 0) {
    await db
      .insertInto('point_balances')
      .values({ user_id: order.user_id, balance: order.points_used, updated_at: now })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          balance: sql`point_balances.balance + ${order.points_used}`,
          updated_at: now,
        }),
      )
      .execute();
    await db
      .insertInto('point_ledger')
      .values({
        user_id: order.user_id,
        delta: order.points_used,
        reason: 'order_refund',
        cart_id: order.cart_id,
        order_ref: order.reference_code,
        created_at: now,
      })
      .execute();
  }
  const { takings, flashSales } = await orderTakings(db, orderId);
  await giveBack(db, takings, flashSales);
  return true;
}
