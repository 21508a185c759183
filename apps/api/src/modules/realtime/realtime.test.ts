import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextEvent, openEventStream } from '../../test/event-stream';
import { ordersAppWithGoods, placeOrderOf, type SellableCombination } from '../../test/sold-goods';
import { gracefulClose } from '../../graceful-close';
import { buildTestApp } from '../../test/build-test-app';
import { registerMember } from '../../test/members';
import { createRealtimeHub } from '../../lib/realtime-hub';

type Env = Awaited<ReturnType<typeof ordersAppWithGoods>>['env'];
let env: Env;
let goods: SellableCombination[];
let base: string;

beforeAll(async () => {
  ({ env, goods } = await ordersAppWithGoods({ count: 3, sandboxGateway: true }));
  base = await env.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await env?.close();
});

const cookieOf = (token: string) => `kilau_session=${token}`;

describe('the live event stream (docs/design/realtime.md)', () => {
  it('is refused without a session', async () => {
    const res = await env.app.inject({ url: '/api/realtime/events' });
    expect(res.statusCode).toBe(401);
  });

  it("tells a member's stream the moment the VA is paid, and the bag's new count", async () => {
    const placed = await placeOrderOf(env, goods[0] as SellableCombination);
    expect(placed.res.statusCode).toBe(201);
    const order = placed.res.json().data as { _id: string; payment: { transaction_id: string } };
    const stream = await openEventStream(`${base}/api/realtime/events`, cookieOf(placed.who.token));
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-store');

    // The gateway settles the VA and notifies: the order's page hears it, no polling.
    await env.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/transactions/${order.payment.transaction_id}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const notification = env.notified.at(-1)!;
    const delivered = await env.app.inject({
      method: 'POST',
      url: '/api/payment/notifications',
      payload: notification,
    });
    expect(delivered.statusCode).toBe(200);
    const paid = await nextEvent(stream, (event) => event.type === 'order');
    expect(paid.data).toEqual({ order_id: order._id, payment_status: 'settlement' });

    // The bag changes in another tab: this one hears the count.
    const added = await placed.who.inject({
      method: 'POST',
      url: '/api/cart/carts',
      payload: {
        product: {
          id: String(goods[1]!.productId),
          combination_id: String(goods[1]!.combinationId),
          quantity: 2,
        },
      },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const bag = await nextEvent(stream, (event) => event.type === 'bag');
    expect(bag.data).toEqual({ count: 2 });

    // Another member hears none of it.
    const other = await placeOrderOf(env, goods[2] as SellableCombination);
    const theirs = await openEventStream(`${base}/api/realtime/events`, cookieOf(other.who.token));
    env.app.realtime.publish({ member: placed.who.id }, { type: 'bag', data: { count: 9 } });
    await nextEvent(stream, (event) => event.type === 'bag' && event.data.count === 9);
    expect(theirs.events).toEqual([]);
    stream.close();
    theirs.close();
  });

  it('ends open streams when the process stops, so stopping never waits on a browser', async () => {
    // A shop process of its own, as shop-process.ts makes it: drain, the streams ended first.
    const shop = await buildTestApp({ env: { LOGIN_RATE_LIMIT_MAX: '1000' } });
    const close = gracefulClose(shop, { beforeDrain: () => shop.realtime.endStreams() });
    const member = await registerMember(shop);
    const address = await shop.listen({ host: '127.0.0.1', port: 0 });
    const stream = await openEventStream(`${address}/api/realtime/events`, cookieOf(member.token));
    expect(shop.realtime.size()).toBe(1);
    await close();
    await expect.poll(() => stream.ended()).toBe(true);
    expect(shop.realtime.size()).toBe(0);
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  });
});

describe('the hub across instances (Redis)', () => {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `kilau-test-${process.pid}-${Date.now()}:`;
  const silent = { warn: () => {}, error: () => {} } as never;

  it("delivers one instance's event to a listener held by the other, once", async () => {
    const redisA = new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 1 });
    const redisB = new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 1 });
    const a = createRealtimeHub({ redis: redisA, log: silent });
    const b = createRealtimeHub({ redis: redisB, log: silent });
    try {
      await Promise.all([a.ready(), b.ready()]);
      const heardOnB: unknown[] = [];
      const heardOnA: unknown[] = [];
      b.subscribe({ member: 7 }, (event) => heardOnB.push(event));
      a.subscribe({ member: 7 }, (event) => heardOnA.push(event));
      a.publish(
        { member: 7 },
        { type: 'order', data: { order_id: '1', payment_status: 'settlement' } },
      );
      await expect.poll(() => heardOnB.length).toBe(1);
      expect(heardOnA).toHaveLength(1); // its own, delivered at once and not again from Redis
      expect(heardOnB[0]).toEqual({
        type: 'order',
        data: { order_id: '1', payment_status: 'settlement' },
      });
    } finally {
      await a.close();
      await b.close();
      redisA.disconnect();
      redisB.disconnect();
    }
  });
});
