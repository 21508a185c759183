// Test support for orders: the real app with the orders module on its own database and ports
// the test controls (a shipping quote, the method catalogue, a recording gateway).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import type { Database } from '@kilau/db';
import type { InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { newSessionToken } from '../lib/sessions';
import { buildTestApp, FIXED_NOW } from './build-test-app';
import { registerMember } from './members';
import { noPromotions } from '../modules/cart';
import { bagWith, grantPoints, sellable, type SellableCombination } from './promotions-bag';
import { type CheckoutPorts, type PaymentStart, type PaymentStarted } from '../modules/orders';

export const SHIPPING_FEE = 18_000;

/** A gateway that records what it was asked and answers a BCA VA (or refuses when told). */
export function recordingGateway() {
  const calls: PaymentStart[] = [];
  const cancelled: string[] = [];
  const gateway = {
    calls,
    cancelled,
    refuse: false,
    async cancelPayment(orderRef: string) {
      cancelled.push(orderRef);
    },
    async startPayment(start: PaymentStart): Promise<PaymentStarted> {
      calls.push(start);
      if (gateway.refuse) throw Object.assign(new Error('denied'), { statusCode: 502 });
      return {
        transaction_id: `tx-${start.orderRef}`,
        status: 'pending',
        status_code: '201',
        payment_type: 'bank_transfer',
        va_numbers: [{ bank: 'bca', va_number: `12345${String(calls.length).padStart(6, '0')}` }],
      };
    },
  };
  return gateway;
}

/** A shipping port with one JNE REG quote of `shipping.fee` (none while `served` is false). */
export const fixedShipping =
  (shipping: { fee: number; served: boolean }): CheckoutPorts['shipping'] =>
  async (_tx, input) =>
    shipping.served
      ? {
          carrier_code: 'jne',
          carrier_name: 'JNE',
          service_code: 'jne_reg',
          service_name: 'JNE REG',
          fee: shipping.fee,
          discount: Math.min(shipping.fee, input.shippingDiscountCap ?? 0),
          eta_min_days: 2,
          eta_max_days: 3,
          price_changed: false,
        }
      : null;

/**
 * The orders app. With `sandboxGateway`, payments start and cancel at the built-in sandbox
 * gateway (through the real ports) and the notifications it would post are kept in `notified`,
 * for the test to deliver when it chooses.
 */
export async function buildOrdersApp(
  options: { promotions?: boolean; sandboxGateway?: boolean; env?: Record<string, string> } = {},
) {
  const database: DatabaseHandle = await createTestDatabase();
  const clock = { now: FIXED_NOW };
  const gateway = recordingGateway();
  const shipping = { fee: SHIPPING_FEE, served: true };
  const fakes: Omit<CheckoutPorts, 'bag' | 'restoreBag'> = {
    shipping: fixedShipping(shipping),
    method: async (_tx, code) =>
      [
        'bca_virtual_account',
        'permata_virtual_account',
        'ovo',
        'gopay',
        'bank_transfer',
        'credit_debit_card',
      ].includes(code)
        ? { code, name: code, category: 'other', installmentTerms: [] }
        : null,
    bankPromotion: async (_tx, input) =>
      input.id === 77 ? { id: 77, discount: Math.round(input.totalAmount * 0.1) } : null,
    startPayment: (start) => gateway.startPayment(start),
    cancelPayment: (orderRef) => gateway.cancelPayment(orderRef),
  };
  const notified: Array<Record<string, unknown>> = [];
  // Private uploads (payment receipts) in a folder of this app's own.
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'kilau-uploads-'));
  const app = await buildTestApp({
    database,
    clock: () => clock.now,
    env: { LOGIN_RATE_LIMIT_MAX: '1000', UPLOAD_DIR: uploadDir, ...options.env },
    ...(options.promotions === false ? { promotions: noPromotions } : {}),
    checkoutPorts: (real) =>
      options.sandboxGateway
        ? { ...real, ...fakes, startPayment: real.startPayment, cancelPayment: real.cancelPayment }
        : { ...real, ...fakes },
    payments: { notify: (notification) => void notified.push(notification) },
  });
  await app.ready();
  return {
    app,
    db: database.db,
    clock,
    gateway,
    notified,
    shipping,
    uploadDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

/** A combination's stock as the database has it now. */
export async function stockOf(db: Kysely<Database>, combinationId: number) {
  const row = await db
    .selectFrom('combinations')
    .select('stock')
    .where('id', '=', combinationId)
    .executeTakeFirstOrThrow();
  return row.stock;
}

/** Sets a store's quantity of a combination (`store_stock`, migration 0054). */
export async function setStoreStock(
  db: Kysely<Database>,
  storeId: number,
  combinationId: number,
  quantity: number,
) {
  await db
    .insertInto('store_stock')
    .values({ store_id: storeId, combination_id: combinationId, quantity })
    .onConflict((oc) => oc.columns(['store_id', 'combination_id']).doUpdateSet({ quantity }))
    .execute();
}

/** A store's quantity of a combination; 0 when it has no row. */
export async function storeStockOf(db: Kysely<Database>, storeId: number, combinationId: number) {
  const row = await db
    .selectFrom('store_stock')
    .select('quantity')
    .where('store_id', '=', storeId)
    .where('combination_id', '=', combinationId)
    .executeTakeFirst();
  return row?.quantity ?? 0;
}

/** The first district of the regions table, with its regency and province: where tests live. */
export const firstDistrict = (db: Kysely<Database>) =>
  db
    .selectFrom('districts')
    .innerJoin('regencies', 'regencies.code', 'districts.regency_code')
    .select([
      'districts.code as district',
      'regencies.code as regency',
      'regencies.province_code as province',
    ])
    .orderBy('districts.code')
    .executeTakeFirstOrThrow();

/** An address row of `userId` in `district` (one shipping destination for every test). */
export const addressOf = (userId: number, district: Awaited<ReturnType<typeof firstDistrict>>) => ({
  user_id: userId,
  title: 'Rumah',
  contact: 'Sari Wulandari',
  address1: 'Jl. Kemang Raya No. 8',
  province_code: district.province,
  regency_code: district.regency,
  district_code: district.district,
  village_code: null,
  zipcode: '12730',
  phone: '081234567890',
  created_at: FIXED_NOW,
  updated_at: FIXED_NOW,
});

/** A member with an address on the cart (the shipping step done). */
export async function memberAtPayment(
  env: { app: Awaited<ReturnType<typeof buildTestApp>>; db: Kysely<Database> },
  cartId?: number,
) {
  const who = await registerMember(env.app);
  const address = await env.db
    .insertInto('addresses')
    .values(addressOf(who.id, await firstDistrict(env.db)))
    .returning('id')
    .executeTakeFirstOrThrow();
  if (cartId !== undefined) {
    await env.db
      .updateTable('carts')
      .set({ address_id: address.id })
      .where('id', '=', cartId)
      .execute();
  }
  return { who, addressId: address.id };
}

/** A member at the payment step (a fresh one by default) with `quantity` × `item` in the bag. */
export async function memberWithBag(
  env: { app: Awaited<ReturnType<typeof buildTestApp>>; db: Kysely<Database> },
  item: SellableCombination,
  quantity = 1,
  member?: Awaited<ReturnType<typeof memberAtPayment>>,
) {
  const { who, addressId } = member ?? (await memberAtPayment(env));
  const cartId = await bagWith(env.db, who.id, [{ combinationId: item.combinationId, quantity }]);
  await env.db
    .updateTable('carts')
    .set({ address_id: addressId })
    .where('id', '=', cartId)
    .execute();
  return { who, addressId, cartId };
}

/**
 * Many members at once, written straight into `users` and `sessions` (no password hashing), for
 * the concurrency tests; each calls the API with its own session cookie.
 */
export async function quickMembers(
  env: { app: Awaited<ReturnType<typeof buildTestApp>>; db: Kysely<Database> },
  count: number,
) {
  const tag = `${process.pid.toString(36)}${Date.now().toString(36)}`;
  const users = await env.db
    .insertInto('users')
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `quick${tag}${i}@example.com`,
        user_name: `q${tag}${i}`.slice(0, 16),
        password_hash: null,
        gender: null,
        salute: null,
        phone_no: null,
        date_of_birth: null,
        acquisition_source: null,
        image_url: null,
        legal_statements_agreed_at: null,
        locked_at: null,
        removed_at: null,
        created_at: FIXED_NOW,
        updated_at: FIXED_NOW,
      })),
    )
    .returning('id')
    .execute();
  const members = users.map((user) => ({ id: user.id, token: newSessionToken() }));
  await env.db
    .insertInto('sessions')
    .values(
      members.map((member) => ({
        user_id: member.id,
        token_hash: member.token.hash,
        created_at: FIXED_NOW,
        last_seen_at: FIXED_NOW,
        expires_at: new Date(FIXED_NOW.getTime() + 86_400_000 * 30),
        revoked_at: null,
        user_agent: null,
        ip: null,
      })),
    )
    .execute();
  return members.map((member) => ({
    id: member.id,
    inject: (options: InjectOptions) =>
      env.app.inject({
        ...options,
        cookies: { ...options.cookies, kilau_session: member.token.token },
      }),
  }));
}

/** `minutes`:`seconds` after `from` (the retry window's edges). */
export const after = (from: Date, minutes: number, seconds = 0) =>
  new Date(from.getTime() + (minutes * 60 + seconds) * 1000);

type OrdersEnv = Awaited<ReturnType<typeof buildOrdersApp>>;

/**
 * A member's order of `quantity` × `item`, placed through the API at the clock's time with
 * `method` (and points when asked); answers the member, the order and the stock before it.
 * With `refused`, the gateway refuses the payment: the order fails and gives everything back.
 */
export async function placeOrderOf(
  env: OrdersEnv,
  item: SellableCombination,
  options: {
    quantity?: number;
    method?: string;
    points?: number;
    voucher?: { id: number; code: string; amount: number };
    refused?: boolean;
  } = {},
) {
  const quantity = options.quantity ?? 1;
  const { who, cartId } = await memberWithBag(env, item, quantity);
  let discount = 0;
  if (options.voucher) {
    const res = await who.inject({
      method: 'POST',
      url: '/api/cart/user/me/carts/voucher',
      payload: { voucher_code: options.voucher.code },
    });
    if (res.statusCode !== 200) throw new Error(`voucher: ${res.body}`);
    discount += options.voucher.amount;
  }
  if (options.points) {
    await grantPoints(env.db, who.id, options.points);
    const res = await who.inject({
      method: 'POST',
      url: '/api/cart/user/me/carts/points',
      payload: { points: options.points },
    });
    if (res.statusCode !== 200) throw new Error(`points: ${res.body}`);
    discount += options.points * 1_000;
  }
  const method = options.method ?? 'bca_virtual_account';
  const stockBefore = await stockOf(env.db, item.combinationId);
  env.gateway.refuse = options.refused ?? false;
  const res = await who.inject({
    method: 'POST',
    url: '/api/order/orders',
    payload: {
      cart_id: String(cartId),
      payment_method: method,
      ...(method === 'ovo' ? { phone_no: '081234567890' } : {}),
      total_price: item.price * quantity - discount + SHIPPING_FEE,
    },
  });
  env.gateway.refuse = false;
  const order = await env.db
    .selectFrom('orders')
    .select(['id', 'reference_code', 'total_paid'])
    .where('cart_id', '=', cartId)
    .executeTakeFirstOrThrow();
  return {
    who,
    res,
    order: {
      _id: String(order.id),
      reference_code: order.reference_code,
      total_paid: order.total_paid,
    },
    stockBefore,
    cartId,
  };
}

/**
 * The orders app with `count` plainly sold goods priced between `min` and `max` to buy, and gifts
 * with purchase switched off, so an order's lines are only what the test put in the bag.
 */
export async function ordersAppWithGoods(options: {
  count: number;
  min?: number;
  max?: number;
  sandboxGateway?: boolean;
  /** More environment for the app (the file store's, say). */
  env?: Record<string, string>;
}) {
  const env = await buildOrdersApp({
    ...(options.sandboxGateway ? { sandboxGateway: true } : {}),
    ...(options.env ? { env: options.env } : {}),
  });
  const goods = await sellable(env.db, {
    min: options.min ?? 60_000,
    max: options.max ?? 150_000,
    count: options.count,
  });
  await env.db.updateTable('gifts_with_purchase').set({ is_active: false }).execute();
  return { env, goods };
}

export {
  bagWith,
  defineVoucher,
  grantPoints,
  pointsOf,
  sellable,
  type SellableCombination,
} from './promotions-bag';
export { FIXED_NOW };
