// RETRY of the order list (issue 8; 000 §4 "Retry rule", §7): the window on a fixed server clock,
// a released order taking its stock, points and voucher again (or nothing), and parallel retries.
// Parallel calls are exact on PostgreSQL (the order's row lock); PGlite runs one transaction at a
// time, so the same assertions hold there trivially.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { buildOrdersApp } from '../../test/orders';
import {
  after,
  defineVoucher,
  FIXED_NOW,
  memberAtPayment,
  placeOrderOf,
  pointsOf,
  type SellableCombination,
  stockOf as stockOfIn,
  ordersAppWithGoods,
} from '../../test/orders';
import { expireDueOrders } from './index';

let env: Awaited<ReturnType<typeof buildOrdersApp>>;
let goods: SellableCombination[];
let next = 0;
beforeAll(async () => {
  ({ env, goods } = await ordersAppWithGoods({ count: 30 }));
});
afterAll(async () => {
  await env?.close();
});
beforeEach(() => {
  env.clock.now = FIXED_NOW;
});

const stockOf = (combinationId: number) => stockOfIn(env.db, combinationId);
type Placed = Awaited<ReturnType<typeof placeOrderOf>>;

async function place(options: Parameters<typeof placeOrderOf>[2] = {}) {
  env.clock.now = FIXED_NOW;
  const item = goods[next++]!;
  return { item, ...(await placeOrderOf(env, item, options)) };
}

const gopayRetry = (placed: Placed) =>
  placed.who.inject({ method: 'PUT', url: `/api/order/order/${placed.order._id}/retry` });
const ovoRetry = (placed: Placed, phone = '085712345678') =>
  placed.who.inject({
    method: 'POST',
    url: '/api/payment/payments',
    payload: { id_order: placed.order._id, phone_no: phone },
  });

const orderRow = (placed: Placed) =>
  env.db
    .selectFrom('orders')
    .innerJoin('order_states', 'order_states.id', 'orders.state_id')
    .select([
      'order_states.name as state',
      'orders.payment_status',
      'orders.payment_attempt',
      'orders.payment_ref',
      'orders.released_at',
      'orders.is_payment_failed',
    ])
    .where('orders.id', '=', Number(placed.order._id))
    .executeTakeFirstOrThrow();

describe('the retry window on the server clock (fixed)', () => {
  it('OVO: 30:00 after placement is allowed, 30:01 is not', async () => {
    const atEdge = await place({ method: 'ovo' });
    env.clock.now = after(FIXED_NOW, 30);
    const allowed = await ovoRetry(atEdge);
    expect(allowed.statusCode).toBe(200);
    expect(env.gateway.calls.at(-1)).toMatchObject({
      orderRef: `${atEdge.order.reference_code}-2`,
      method: 'ovo',
      phoneNo: '085712345678',
    });
    expect(env.gateway.cancelled).toContain(atEdge.order.reference_code);

    const late = await place({ method: 'ovo' });
    env.clock.now = after(FIXED_NOW, 30, 1);
    const refused = await ovoRetry(late);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 'retry_window_closed',
      message: 'Batas waktu pembayaran ulang sudah lewat.',
      data: { retry_until: after(FIXED_NOW, 30).toISOString() },
    });
    expect((await orderRow(late)).payment_attempt).toBe(1);
    const english = await late.who.inject({
      method: 'POST',
      url: '/api/payment/payments',
      headers: { 'accept-language': 'en' },
      payload: { id_order: late.order._id, phone_no: '085712345678' },
    });
    expect(english.json().message).toBe('The time to retry this payment has passed.');
  });

  it.each([
    [4, 59, 409, 'retry_too_early'],
    [5, 0, 200, null],
    [30, 0, 200, null],
    [30, 1, 409, 'retry_window_closed'],
  ])('GoPay at %i:%i → %i %s', async (minutes, seconds, status, errorCode) => {
    const placed = await place({ method: 'gopay' });
    env.clock.now = after(FIXED_NOW, minutes, seconds);
    const res = await gopayRetry(placed);
    expect(res.statusCode).toBe(status);
    if (errorCode) {
      expect(res.json().errorCode).toBe(errorCode);
      expect((await orderRow(placed)).payment_attempt).toBe(1);
    } else {
      expect(res.json().data).toMatchObject({
        _id: placed.order._id,
        payment_method: 'gopay',
        state: { name: 'Order created' },
      });
      expect(env.gateway.calls.at(-1)).toMatchObject({
        orderRef: `${placed.order.reference_code}-2`,
        method: 'gopay',
      });
    }
  });

  it('a new attempt of a pending payment waits 30 s after the previous retry', async () => {
    const placed = await place({ method: 'ovo' });
    env.clock.now = after(FIXED_NOW, 1);
    expect((await ovoRetry(placed)).statusCode).toBe(200);
    const again = await ovoRetry(placed);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'retry_too_soon',
      message: 'Pembayaran ulang sedang diproses. Coba lagi dalam 30 detik.',
    });
    env.clock.now = after(FIXED_NOW, 1, 30);
    expect((await ovoRetry(placed)).statusCode).toBe(200);
    expect(await orderRow(placed)).toMatchObject({
      payment_attempt: 3,
      payment_ref: `${placed.order.reference_code}-3`,
    });
  });

  it('refuses other methods (422), paid orders (409) and other members’ orders (404)', async () => {
    const bca = await place();
    env.clock.now = after(FIXED_NOW, 6);
    const notWallet = await gopayRetry(bca);
    expect(notWallet.statusCode).toBe(422);
    expect(notWallet.json().errorCode).toBe('payment_method_unavailable');
    const ovo = await place({ method: 'ovo' });
    env.clock.now = after(FIXED_NOW, 6);
    expect((await gopayRetry(ovo)).json().errorCode).toBe('payment_method_unavailable');

    const paid = await place({ method: 'gopay' });
    await env.db
      .updateTable('orders')
      .set({ payment_status: 'settlement', paid_at: FIXED_NOW, state_id: 4 })
      .where('id', '=', Number(paid.order._id))
      .execute();
    env.clock.now = after(FIXED_NOW, 6);
    const settled = await gopayRetry(paid);
    expect(settled.statusCode).toBe(409);
    expect(settled.json().errorCode).toBe('order_not_awaiting_payment');

    const mine = await place({ method: 'gopay' });
    const other = await memberAtPayment(env);
    env.clock.now = after(FIXED_NOW, 6);
    const theirs = await other.who.inject({
      method: 'PUT',
      url: `/api/order/order/${mine.order._id}/retry`,
    });
    expect(theirs.statusCode).toBe(404);
    const unknown = await other.who.inject({ method: 'PUT', url: '/api/order/order/999999/retry' });
    expect(unknown.statusCode).toBe(404);
    const viaOvo = await other.who.inject({
      method: 'POST',
      url: '/api/payment/payments',
      payload: { id_order: mine.order._id, phone_no: '085712345678' },
    });
    expect(viaOvo.statusCode).toBe(404);
  });

  it('accepts an empty JSON body and an empty object', async () => {
    const placed = await place({ method: 'gopay' });
    env.clock.now = after(FIXED_NOW, 5);
    const res = await placed.who.inject({
      method: 'PUT',
      url: `/api/order/order/${placed.order._id}/retry`,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    const other = await place({ method: 'gopay' });
    env.clock.now = after(FIXED_NOW, 5);
    const withObject = await other.who.inject({
      method: 'PUT',
      url: `/api/order/order/${other.order._id}/retry`,
      payload: {},
    });
    expect(withObject.statusCode).toBe(200);
  });
});

describe('a retry after the payment ended takes everything again', () => {
  it('after a refused payment: stock and points are taken again, the order is created again', async () => {
    const placed = await place({ method: 'gopay', quantity: 2, points: 5, refused: true });
    expect(placed.res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await orderRow(placed)).toMatchObject({
      state: 'Payment Failure',
      is_payment_failed: true,
    });
    expect((await orderRow(placed)).released_at).not.toBeNull();
    expect(await stockOf(placed.item.combinationId)).toBe(placed.stockBefore);
    expect(await pointsOf(env.db, placed.who.id)).toMatchObject({ balance: 5, ledgerSum: 5 });

    env.clock.now = after(FIXED_NOW, 5);
    const res = await gopayRetry(placed);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      state: { name: 'Order created' },
      payment_status: 'pending',
    });
    expect(await stockOf(placed.item.combinationId)).toBe(placed.stockBefore - 2);
    expect(await pointsOf(env.db, placed.who.id)).toMatchObject({ balance: 0, ledgerSum: 0 });
    expect(await orderRow(placed)).toMatchObject({
      state: 'Order created',
      payment_status: 'pending',
      released_at: null,
      is_payment_failed: false,
      payment_ref: `${placed.order.reference_code}-2`,
    });
    const history = await placed.who.inject({ url: '/api/order/user/me/orders' });
    const entry = history.json().data[0];
    expect(
      entry.state_histories.map((h: { to_status: { name: string } }) => h.to_status.name),
    ).toEqual(['Order created', 'Payment Failure', 'Order created']);
    // Released again later (say it expires): given back once more, exactly.
    await expireDueOrders(
      { db: env.db, cancelPayment: env.gateway.cancelPayment },
      after(FIXED_NOW, 2 * 24 * 60),
    );
    expect(await stockOf(placed.item.combinationId)).toBe(placed.stockBefore);
    expect(await pointsOf(env.db, placed.who.id)).toMatchObject({ balance: 5, ledgerSum: 5 });
  });

  it('after an expiry (cancelled, unpaid) within the OVO window: reopened', async () => {
    const placed = await place({ method: 'ovo' });
    // The gateway's own expiry of the push (ten minutes), reached by the expiry job.
    await env.db
      .updateTable('orders')
      .set({ payment_due_at: after(FIXED_NOW, 10) })
      .where('id', '=', Number(placed.order._id))
      .execute();
    await expireDueOrders(
      { db: env.db, cancelPayment: env.gateway.cancelPayment },
      after(FIXED_NOW, 10),
    );
    expect((await orderRow(placed)).state).toBe('Cancelled');
    env.clock.now = after(FIXED_NOW, 12);
    const res = await ovoRetry(placed);
    expect(res.statusCode).toBe(200);
    expect(await stockOf(placed.item.combinationId)).toBe(placed.stockBefore - 1);
    const row = await env.db
      .selectFrom('orders')
      .select(['cancelled_at', 'payment_due_at'])
      .where('id', '=', Number(placed.order._id))
      .executeTakeFirstOrThrow();
    expect(row.cancelled_at).toBeNull();
    expect(new Date(row.payment_due_at).getTime()).toBeGreaterThan(env.clock.now.getTime());
  });

  it('when the last unit was sold meanwhile: 409 out_of_stock and nothing changes', async () => {
    const item = goods[next++]!;
    await env.db
      .updateTable('combinations')
      .set({ stock: 2 })
      .where('id', '=', item.combinationId)
      .execute();
    env.clock.now = FIXED_NOW;
    const placed = {
      item,
      ...(await placeOrderOf(env, item, {
        method: 'gopay',
        quantity: 2,
        points: 3,
        refused: true,
      })),
    };
    expect(await stockOf(item.combinationId)).toBe(2);
    // Someone else bought one meanwhile.
    await env.db
      .updateTable('combinations')
      .set({ stock: 1 })
      .where('id', '=', item.combinationId)
      .execute();
    const before = await orderRow(placed);
    env.clock.now = after(FIXED_NOW, 6);
    const res = await gopayRetry(placed);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'out_of_stock',
      message: 'Terjadi perubahan stock',
      data: { reason: 'stock' },
    });
    expect(await stockOf(item.combinationId)).toBe(1);
    expect(await orderRow(placed)).toEqual(before);
    expect(await pointsOf(env.db, placed.who.id)).toMatchObject({ balance: 3, ledgerSum: 3 });
  });

  it('the voucher use is taken again — or, when the voucher has ended, nothing is', async () => {
    const usesOf = async (voucherId: number, orderRef: string) =>
      (
        await env.db
          .selectFrom('voucher_holds')
          .select('id')
          .where('voucher_id', '=', voucherId)
          .where('order_ref', '=', orderRef)
          .where('used_at', 'is not', null)
          .execute()
      ).length;
    const defined = await defineVoucher(env.db, { amount: 10_000, quota_total: 1 });
    const voucher = { ...defined, amount: 10_000 };
    const placed = await place({ method: 'gopay', voucher, refused: true });
    expect(await usesOf(voucher.id, placed.order.reference_code)).toBe(0);
    env.clock.now = after(FIXED_NOW, 5);
    expect((await gopayRetry(placed)).statusCode).toBe(200);
    expect(await usesOf(voucher.id, placed.order.reference_code)).toBe(1);

    const second = await defineVoucher(env.db, { amount: 10_000 });
    const ended = await place({
      method: 'gopay',
      voucher: { ...second, amount: 10_000 },
      refused: true,
    });
    await env.db
      .updateTable('vouchers')
      .set({ is_active: false })
      .where('id', '=', second.id)
      .execute();
    const before = await orderRow(ended);
    env.clock.now = after(FIXED_NOW, 5);
    const res = await gopayRetry(ended);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'out_of_stock',
      message: 'Voucher pesanan ini sudah tidak tersedia.',
      data: { reason: 'voucher' },
    });
    expect(await stockOf(ended.item.combinationId)).toBe(ended.stockBefore);
    expect(await orderRow(ended)).toEqual(before);
  });

  it('10 parallel retries of a released order: exactly one, and the stock is taken once', async () => {
    const placed = await place({ method: 'gopay', quantity: 3, refused: true });
    expect(await stockOf(placed.item.combinationId)).toBe(placed.stockBefore);
    env.clock.now = after(FIXED_NOW, 7);
    const results = await Promise.all(Array.from({ length: 10 }, () => gopayRetry(placed)));
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(9);
    expect(
      results.filter((res) => res.statusCode === 409).map((res) => res.json().errorCode),
    ).toEqual(Array(9).fill('retry_too_soon'));
    expect(await stockOf(placed.item.combinationId)).toBe(placed.stockBefore - 3);
    expect((await orderRow(placed)).payment_attempt).toBe(2);
  });
});
