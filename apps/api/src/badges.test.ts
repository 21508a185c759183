// Badges awarded across modules by the events that earn them (issue 21, docs/design/play-and-rewards.md
// decision 5, docs/design/rewards.md): the first order paid (a paid report delivered twice, a
// second order paid — one badge), the first review published (at once, or by the moderator's
// approval — one badge), in the event's own transaction.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { buildTestApp, FIXED_NOW } from './test/build-test-app';
import { registerMember } from './test/members';
import {
  defineVoucher,
  memberWithBag,
  ordersAppWithGoods,
  placeOrderOf,
  SHIPPING_FEE,
  type SellableCombination,
} from './test/orders';
import { reviewableProduct, reviewBody } from './test/review-shop';
import { advance, operatorOf } from './test/operator';
import { signedInStaff } from './test/staff';

type Db = DatabaseHandle['db'];
const badgesOf = (db: Db, userId: number) =>
  db
    .selectFrom('member_badges')
    .select('badge_key')
    .where('user_id', '=', userId)
    .orderBy('badge_key')
    .execute();

describe('the first-order badge', () => {
  let env: Awaited<ReturnType<typeof ordersAppWithGoods>>['env'];
  let goods: SellableCombination[];
  beforeAll(async () => {
    ({ env, goods } = await ordersAppWithGoods({ count: 4, sandboxGateway: true }));
  });
  afterAll(async () => {
    await env?.close();
  });

  /** The gateway approves the order's payment; answers the signed notification it sent. */
  async function approve(orderId: string) {
    const row = await env.db
      .selectFrom('orders')
      .select('gateway_transaction_id')
      .where('id', '=', Number(orderId))
      .executeTakeFirstOrThrow();
    const res = await env.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/transactions/${row.gateway_transaction_id}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(res.statusCode).toBeLessThan(400);
    return env.notified.at(-1)!;
  }
  const deliver = (notification: Record<string, unknown>) =>
    env.app.inject({ method: 'POST', url: '/api/payment/notifications', payload: notification });

  it('is awarded when the order is paid, once however often the payment is reported', async () => {
    const first = await placeOrderOf(env, goods[0]!);
    expect(first.res.statusCode, first.res.body).toBe(201);
    expect(await badgesOf(env.db, first.who.id)).toEqual([]);
    const paid = await approve(first.order._id);
    expect(paid).toMatchObject({ transaction_status: 'settlement' });
    expect((await deliver(paid)).statusCode).toBe(200);
    expect((await deliver(paid)).statusCode).toBe(200);
    const order = await env.db
      .selectFrom('orders')
      .select('paid_at')
      .where('id', '=', Number(first.order._id))
      .executeTakeFirstOrThrow();
    expect(order.paid_at).not.toBeNull();
    expect(await badgesOf(env.db, first.who.id)).toEqual([{ badge_key: 'first_order' }]);
    const earned = await first.who.inject({ url: '/api/user/me/rewards' });
    expect(earned.json().data.badges).toEqual([
      { key: 'first_order', name: 'Pesanan Pertama', earned_at: FIXED_NOW.toISOString() },
    ]);
  });

  it('is awarded when the operator accepts a transfer (the move that settles the payment)', async () => {
    const placed = await placeOrderOf(env, goods[2]!);
    expect(placed.res.statusCode).toBe(201);
    const operator = await operatorOf(env);
    const moved = await advance(operator, placed.order.reference_code, {
      state: 'payment-accepted',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await badgesOf(env.db, placed.who.id)).toEqual([{ badge_key: 'first_order' }]);
  });

  it('is awarded when a free order (total 0) is placed: it is paid at placement', async () => {
    const item = goods[3]!;
    const voucher = await defineVoucher(env.db, { amount: item.price });
    const { who, cartId } = await memberWithBag(env, item);
    const applied = await who.inject({
      method: 'POST',
      url: '/api/cart/user/me/carts/voucher',
      payload: { voucher_code: voucher.code },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    env.shipping.fee = 0;
    try {
      const res = await who.inject({
        method: 'POST',
        url: '/api/order/orders',
        payload: { cart_id: String(cartId), payment_method: 'bca_virtual_account', total_price: 0 },
      });
      expect(res.statusCode, res.body).toBe(201);
    } finally {
      env.shipping.fee = SHIPPING_FEE;
    }
    const order = await env.db
      .selectFrom('orders')
      .select(['payment_method', 'paid_at'])
      .where('cart_id', '=', cartId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ payment_method: 'free_order', paid_at: expect.any(Date) });
    expect(await badgesOf(env.db, who.id)).toEqual([{ badge_key: 'first_order' }]);
  });

  it('an unpaid order earns nothing', async () => {
    const placed = await placeOrderOf(env, goods[1]!);
    expect(placed.res.statusCode).toBe(201);
    expect(await badgesOf(env.db, placed.who.id)).toEqual([]);
  });
});

describe('the first-review badge', () => {
  let app: App;
  let database: DatabaseHandle;
  let product: number;
  let shades: number[];
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp({
      database,
      clock: () => FIXED_NOW,
      env: { LOGIN_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '100000' },
    });
    await app.ready();
    ({ product, shades } = await reviewableProduct(database.db, { shades: 3 }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const write = (member: Awaited<ReturnType<typeof registerMember>>, shade: number, extra = {}) =>
    member.inject({
      method: 'POST',
      url: '/api/reviews/v2',
      payload: reviewBody(product, shades[shade]!, extra),
    });

  it('is awarded when a review is published at once, and only once', async () => {
    const member = await registerMember(app);
    const first = await write(member, 0);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.status).toBe('published');
    const second = await write(member, 1);
    expect(second.statusCode, second.body).toBe(201);
    expect(await badgesOf(database.db, member.id)).toEqual([{ badge_key: 'first_review' }]);
  });

  it('a held review earns it only when the moderator approves it', async () => {
    const member = await registerMember(app);
    const held = await write(member, 2, {
      details: `${reviewBody(0, 0).details} cek www.contoh-toko.com`,
    });
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json().data.status).toBe('held');
    expect(await badgesOf(database.db, member.id)).toEqual([]);
    const moderator = await signedInStaff(app, database.db, 'content', () => FIXED_NOW);
    const approved = await moderator.inject({
      method: 'POST',
      url: `/api/admin/reviews/${held.json().data._id}/approve`,
      payload: { version: 1 },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await badgesOf(database.db, member.id)).toEqual([{ badge_key: 'first_review' }]);
  });
});
