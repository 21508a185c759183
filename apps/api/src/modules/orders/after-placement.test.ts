// After placement: the one payment-method change, and the expiry of unpaid orders. Parallel
// calls are exact on PostgreSQL (a conditional update; `for update skip locked`); PGlite runs one
// transaction at a time, so the same assertions hold there trivially.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { buildOrdersApp } from '../../test/orders';
import {
  bagWith,
  defineVoucher,
  grantPoints,
  memberAtPayment,
  memberWithBag,
  pointsOf,
  SHIPPING_FEE,
  type SellableCombination,
  stockOf as stockOfIn,
  ordersAppWithGoods,
} from '../../test/orders';
import { expireDueOrders } from './index';

const DAY = 86_400_000;
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

/** A placed, unpaid order of `quantity` of a fresh product (with a voucher and points if asked). */
async function placed(
  options: { quantity?: number; voucher?: boolean; points?: number; method?: string } = {},
) {
  const item = goods[next++]!;
  const quantity = options.quantity ?? 2;
  const { who, cartId } = await memberWithBag(env, item, quantity);
  let discount = 0;
  let voucherId: number | null = null;
  if (options.voucher) {
    const voucher = await defineVoucher(env.db, { amount: 10_000, quota_total: 1 });
    voucherId = voucher.id;
    const res = await who.inject({
      method: 'POST',
      url: '/api/cart/user/me/carts/voucher',
      payload: { voucher_code: voucher.code },
    });
    expect(res.statusCode).toBe(200);
    discount += 10_000;
  }
  if (options.points) {
    await grantPoints(env.db, who.id, options.points);
    await who.inject({
      method: 'POST',
      url: '/api/cart/user/me/carts/points',
      payload: { points: options.points },
    });
    discount += options.points * 1_000;
  }
  const before = await stockOf(item.combinationId);
  const res = await who.inject({
    method: 'POST',
    url: '/api/order/orders',
    payload: {
      cart_id: String(cartId),
      payment_method: options.method ?? 'bca_virtual_account',
      ...(options.method === 'ovo' ? { phone_no: '081234567890' } : {}),
      total_price: item.price * quantity - discount + SHIPPING_FEE,
    },
  });
  expect(res.statusCode).toBe(201);
  return { who, item, order: res.json().data, stockBefore: before, voucherId };
}

describe('changing the payment method', () => {
  it('changes once: the old payment is cancelled, the new one starts under its own id', async () => {
    const { who, order } = await placed();
    const res = await who.inject({
      method: 'POST',
      url: `/api/order/orders/${order._id}/payment-method`,
      payload: { payment_method: 'permata_virtual_account' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ payment_method: 'permata_virtual_account' });
    expect(env.gateway.cancelled).toContain(order.reference_code);
    expect(env.gateway.calls.at(-1)).toMatchObject({
      orderRef: `${order.reference_code}-2`,
      method: 'permata_virtual_account',
      grossAmount: order.total_paid,
    });
    const again = await who.inject({
      method: 'POST',
      url: `/api/order/orders/${order._id}/payment-method`,
      payload: { payment_method: 'bca_virtual_account' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      errorCode: 'payment_change_once',
      message: 'Metode pembayaran hanya bisa diubah satu kali.',
    });
  });

  it('20 parallel changes: exactly one', async () => {
    const { who, order } = await placed();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        who.inject({
          method: 'POST',
          url: `/api/order/orders/${order._id}/payment-method`,
          payload: { payment_method: 'permata_virtual_account' },
        }),
      ),
    );
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 422)).toHaveLength(19);
  });

  it("answers 404 for another member's order and refuses an unknown method", async () => {
    const { order } = await placed();
    const other = await memberAtPayment(env);
    const res = await other.who.inject({
      method: 'POST',
      url: `/api/order/orders/${order._id}/payment-method`,
      payload: { payment_method: 'permata_virtual_account' },
    });
    expect(res.statusCode).toBe(404);
    const mine = await placed();
    const unknown = await mine.who.inject({
      method: 'POST',
      url: `/api/order/orders/${mine.order._id}/payment-method`,
      payload: { payment_method: 'cheque' },
    });
    expect(unknown.json().errorCode).toBe('payment_method_unavailable');
  });
});

describe('expiry of unpaid orders', () => {
  it('releases stock, voucher and points exactly once, even with parallel runners', async () => {
    // Voucher and points exclude each other in a bag (design/the-bag.md): one order of each.
    const { item, order, stockBefore, voucherId } = await placed({ voucher: true });
    const withPoints = await placed({ points: 5 });
    const who = withPoints.who;
    expect(await stockOf(item.combinationId)).toBe(stockBefore - 2);
    expect(await pointsOf(env.db, who.id)).toMatchObject({ balance: 0, ledgerSum: 0 });
    const due = new Date(env.clock.now.getTime() + DAY + 1_000);
    const deps = { db: env.db, cancelPayment: env.gateway.cancelPayment };
    const early = await expireDueOrders(deps, new Date(env.clock.now.getTime() + DAY - 60_000));
    expect(early).not.toContain(order.reference_code);

    const runs = await Promise.all([
      expireDueOrders(deps, due),
      expireDueOrders(deps, due),
      expireDueOrders(deps, due),
    ]);
    expect(runs.flat().filter((ref) => ref === order.reference_code)).toHaveLength(1);
    expect(runs.flat().filter((ref) => ref === withPoints.order.reference_code)).toHaveLength(1);
    expect(await expireDueOrders(deps, due)).not.toContain(order.reference_code);

    expect(await stockOf(item.combinationId)).toBe(stockBefore);
    expect(await stockOf(withPoints.item.combinationId)).toBe(withPoints.stockBefore);
    expect(await pointsOf(env.db, who.id)).toMatchObject({ balance: 5, ledgerSum: 5 });
    const holds = await env.db
      .selectFrom('voucher_holds')
      .select('id')
      .where('voucher_id', '=', voucherId!)
      .execute();
    expect(holds).toEqual([]);
    const row = await env.db
      .selectFrom('orders')
      .innerJoin('order_states', 'order_states.id', 'orders.state_id')
      .select(['orders.payment_status', 'order_states.name', 'orders.released_at'])
      .where('orders.id', '=', Number(order._id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ payment_status: 'expire', name: 'Cancelled' });
    expect(env.gateway.cancelled).toContain(order.reference_code);
    // The quota-1 voucher is free again for another bag.
    const other = await memberAtPayment(env);
    await bagWith(env.db, other.who.id, [{ combinationId: goods[next++]!.combinationId }]);
    const code = (
      await env.db
        .selectFrom('vouchers')
        .select('code')
        .where('id', '=', voucherId!)
        .executeTakeFirstOrThrow()
    ).code;
    const reapplied = await other.who.inject({
      method: 'POST',
      url: '/api/cart/user/me/carts/voucher',
      payload: { voucher_code: code },
    });
    expect(reapplied.statusCode).toBe(200);
  });
});

describe('the payment calls under the payment host', () => {
  it('payment detail answers the member’s order, and 404 for anyone else’s', async () => {
    const { who, order } = await placed();
    const res = await who.inject({
      method: 'POST',
      url: '/api/payment/payment-detail',
      payload: { id_order: order._id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      reference_code: order.reference_code,
      payment: { va_numbers: [{ bank: 'bca' }] },
    });
    const other = await memberAtPayment(env);
    const theirs = await other.who.inject({
      method: 'POST',
      url: '/api/payment/payment-detail',
      payload: { id_order: order._id },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('a new OVO push goes to the new phone as the next attempt; other methods and paid orders are refused', async () => {
    const { who, order } = await placed({ method: 'ovo' });
    const res = await who.inject({
      method: 'POST',
      url: '/api/payment/payments',
      payload: { id_order: order._id, phone_no: '085712345678' },
    });
    expect(res.statusCode).toBe(200);
    expect(env.gateway.cancelled).toContain(order.reference_code);
    expect(env.gateway.calls.at(-1)).toMatchObject({
      orderRef: `${order.reference_code}-2`,
      method: 'ovo',
      phoneNo: '085712345678',
    });
    const bad = await who.inject({
      method: 'POST',
      url: '/api/payment/payments',
      payload: { id_order: order._id, phone_no: '12345' },
    });
    expect(bad.statusCode).toBe(422);

    const bca = await placed();
    const notOvo = await bca.who.inject({
      method: 'POST',
      url: '/api/payment/payments',
      payload: { id_order: bca.order._id, phone_no: '085712345678' },
    });
    expect(notOvo.json().errorCode).toBe('payment_method_unavailable');

    // A paid order is not retried (an unpaid ending is: see retry-payment.test.ts).
    await env.db
      .updateTable('orders')
      .set({ payment_status: 'settlement', paid_at: env.clock.now, state_id: 4 })
      .where('id', '=', Number(order._id))
      .execute();
    const ended = await who.inject({
      method: 'POST',
      url: '/api/payment/payments',
      payload: { id_order: order._id, phone_no: '085712345678' },
    });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().errorCode).toBe('order_not_awaiting_payment');
  });
});
