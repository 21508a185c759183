// The track modal's call (issue 8, design/order-life-after-payment.md): the member's own shipped order, the sandbox
// carrier's scans up to the clock, newest first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { buildOrdersApp } from '../../test/operator';
import {
  advanceThrough,
  operatorOf,
  placeOrder,
  registerMember,
  type Caller,
  type SellableCombination,
  ordersAppWithGoods,
} from '../../test/operator';

const HOUR = 3_600_000;
let env: Awaited<ReturnType<typeof buildOrdersApp>>;
let goods: SellableCombination[];
let operator: Caller;

beforeAll(async () => {
  ({ env, goods } = await ordersAppWithGoods({ count: 4 }));
  operator = await operatorOf(env);
});
afterAll(async () => {
  await env?.close();
});

type Event = { at: string; code: string; description: string; location: string };

describe('GET /api/order/orders/:id/tracking', () => {
  it('409 before the order ships, 404 for another member, 401 for a guest', async () => {
    const { who, order } = await placeOrder(env, goods[0]!, 1);
    const url = `/api/order/orders/${order._id}/tracking`;
    const early = await who.inject({ url });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      errorCode: 'order_not_trackable',
      message: 'Pesanan ini belum dikirim, jadi belum dapat dilacak.',
    });
    const stranger = await registerMember(env.app);
    expect((await stranger.inject({ url })).statusCode).toBe(404);
    expect((await env.app.inject({ url })).statusCode).toBe(401);
    expect((await who.inject({ url: '/api/order/orders/999999999/tracking' })).statusCode).toBe(
      404,
    );
  });

  it('answers the carrier’s scans as the clock moves, newest first, ending with the delivery', async () => {
    const shippedAt = env.clock.now;
    const { who, order } = await placeOrder(env, goods[1]!, 1);
    await advanceThrough(operator, order.reference_code, [
      'paid',
      'verified',
      'picking',
      'packed',
      'slip',
      'shipped',
    ]);
    const url = `/api/order/orders/${order._id}/tracking`;
    const track = async (hours: number, lang = 'id') => {
      env.clock.now = new Date(shippedAt.getTime() + hours * HOUR);
      const res = await who.inject({ url, headers: { 'accept-language': lang } });
      expect(res.statusCode).toBe(200);
      return res.json().data as {
        tracking_number: string;
        can_track_order: boolean;
        delivered_at: string | null;
        events: Event[];
      };
    };
    const now = await track(0);
    expect(now).toMatchObject({
      carrier: { code: 'jne', name: 'JNE' },
      tracking_number: expect.stringMatching(/^JNE[0-9]{11}$/),
      can_track_order: true,
      shipped_at: shippedAt.toISOString(),
      delivered_at: null,
      events: [
        {
          at: shippedAt.toISOString(),
          code: 'manifested',
          description: 'Data pengiriman diterima JNE, paket menunggu dijemput',
          location: 'Jakarta Timur',
        },
      ],
    });
    const counts = [];
    for (const hours of [3, 8, 24 * 4]) counts.push((await track(hours)).events.length);
    expect(counts[0]).toBeGreaterThan(1);
    expect(counts[1]).toBeGreaterThan(counts[0]!);
    expect(counts[2]).toBeGreaterThan(counts[1]!);
    const later = await track(24 * 4);
    const times = later.events.map((event) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(later.events[0]!.code).toBe('out_for_delivery');
    expect((await track(24 * 4, 'en')).events[0]!.description).toBe(
      'The parcel is out for delivery with the courier',
    );

    // Delivered at the clock's day 4; asked a day later.
    await advanceThrough(operator, order.reference_code, ['delivered']);
    const deliveredAt = env.clock.now.toISOString();
    const delivered = await track(24 * 5);
    expect(delivered.delivered_at).toBe(deliveredAt);
    expect(delivered.events[0]).toMatchObject({
      code: 'delivered',
      description: 'Paket telah diterima oleh Sari Wulandari',
    });
    env.clock.now = shippedAt;
  });
});
