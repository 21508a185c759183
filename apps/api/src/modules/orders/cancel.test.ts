// Cancelling (issue 8): exact under parallel calls on PostgreSQL (the order row lock); PGlite
// runs one transaction at a time, so the same assertions hold there trivially.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { buildOrdersApp } from '../../test/orders';
import {
  bagWith,
  grantPoints,
  memberAtPayment,
  pointsOf,
  SHIPPING_FEE,
  type SellableCombination,
  stockOf as stockOfIn,
  ordersAppWithGoods,
} from '../../test/orders';

let env: Awaited<ReturnType<typeof buildOrdersApp>>;
let goods: SellableCombination[];
let next = 0;
beforeAll(async () => {
  ({ env, goods } = await ordersAppWithGoods({ count: 20 }));
});
afterAll(async () => {
  await env?.close();
});

const stockOf = (combinationId: number) => stockOfIn(env.db, combinationId);

async function placed(points = 0) {
  const item = goods[next++]!;
  const { who, addressId } = await memberAtPayment(env);
  const cartId = await bagWith(env.db, who.id, [
    { combinationId: item.combinationId, quantity: 2 },
  ]);
  await env.db
    .updateTable('carts')
    .set({ address_id: addressId })
    .where('id', '=', cartId)
    .execute();
  if (points > 0) {
    await grantPoints(env.db, who.id, points);
    await who.inject({
      method: 'POST',
      url: '/api/cart/user/me/carts/points',
      payload: { points },
    });
  }
  const before = await stockOf(item.combinationId);
  const res = await who.inject({
    method: 'POST',
    url: '/api/order/orders',
    payload: {
      cart_id: String(cartId),
      payment_method: 'bca_virtual_account',
      total_price: item.price * 2 - points * 1_000 + SHIPPING_FEE,
    },
  });
  expect(res.statusCode).toBe(201);
  return { who, item, order: res.json().data, stockBefore: before };
}

const cancel = (
  who: Awaited<ReturnType<typeof placed>>['who'],
  order: { _id: string; reference_code: string },
) =>
  who.inject({
    method: 'PUT',
    url: `/api/order/order/${order._id}/cancelled`,
    payload: { cancellation_reason: 'Berubah pikiran', reference_code: order.reference_code },
  });

describe('PUT /api/order/order/:id/cancelled', () => {
  it('two parallel cancels of an unpaid order: one cancels, everything comes back once', async () => {
    const { who, item, order, stockBefore } = await placed(10);
    expect(await stockOf(item.combinationId)).toBe(stockBefore - 2);
    const results = await Promise.all([cancel(who, order), cancel(who, order)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const done = results.find((res) => res.statusCode === 200)!.json();
    expect(done).toMatchObject({
      message: 'Pesanan kamu berhasil dibatalkan.',
      data: { state: { name: 'Cancelled' }, payment_status: 'cancel' },
    });
    expect(await stockOf(item.combinationId)).toBe(stockBefore);
    expect(await pointsOf(env.db, who.id)).toMatchObject({ balance: 10, ledgerSum: 10 });
    expect(env.gateway.cancelled).toContain(order.reference_code);
  });

  it('a paid order not yet packed is cancelled and owed its money back', async () => {
    const { who, order } = await placed();
    await env.db
      .updateTable('orders')
      .set({ payment_status: 'settlement', paid_at: env.clock.now, state_id: 4 })
      .where('id', '=', Number(order._id))
      .execute();
    expect((await cancel(who, order)).statusCode).toBe(200);
    const refund = await env.db
      .selectFrom('order_refunds')
      .selectAll()
      .where('order_id', '=', Number(order._id))
      .executeTakeFirstOrThrow();
    expect(refund).toMatchObject({
      amount: order.total_paid,
      status: 'pending',
      reason: 'Berubah pikiran',
    });
  });

  it('refuses a packed order, another member’s order and a wrong reference', async () => {
    const { who, order } = await placed();
    const other = await memberAtPayment(env);
    expect((await cancel(other.who, order)).statusCode).toBe(404);
    expect((await cancel(who, { ...order, reference_code: 'KLU-000000-XXXXXX' })).statusCode).toBe(
      404,
    );
    await env.db
      .updateTable('orders')
      .set({ state_id: 6 })
      .where('id', '=', Number(order._id))
      .execute();
    const packed = await cancel(who, order);
    expect(packed.statusCode).toBe(409);
    expect(packed.json().errorCode).toBe('order_not_cancellable');
    const blank = await who.inject({
      method: 'PUT',
      url: `/api/order/order/${order._id}/cancelled`,
      payload: { cancellation_reason: '', reference_code: order.reference_code },
    });
    expect(blank.statusCode).toBe(422);
  });
});
