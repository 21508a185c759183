// Money given back at the gateway (its refund call, docs/design/returns.md): the gateway then
// notifies the shop with `partial_refund` or `refund`. The shop acknowledges it (200, recorded as
// ignored, `refund_acknowledged`) and leaves the paid order as it is — its state, its payment and
// its history — whoever asks: the notification, a replay of it, or the shopper's callback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxKeys } from './modules/payment';
import {
  ordersAppWithGoods,
  placeOrderOf,
  type buildOrdersApp,
  type SellableCombination,
} from './test/orders';

let env: Awaited<ReturnType<typeof buildOrdersApp>>;
let goods: SellableCombination[];
let serverKey: string;

beforeAll(async () => {
  ({ env, goods } = await ordersAppWithGoods({ count: 2, sandboxGateway: true }));
  ({ serverKey } = await sandboxKeys(env.db));
});
afterAll(async () => {
  await env?.close();
});

const deliver = (body: Record<string, unknown>) =>
  env.app.inject({ method: 'POST', url: '/api/payment/notifications', payload: body });

/** The last notification the sandbox posted for an order with this transaction status. */
const notification = (reference: string, status: string) =>
  [...env.notified]
    .reverse()
    .find((sent) => sent.order_id === reference && sent.transaction_status === status);

/** A refund through the sandbox's Core API, as the Midtrans adapter calls it. */
const refund = (reference: string, body: Record<string, unknown>) =>
  env.app.inject({
    method: 'POST',
    url: `/sandbox-gateway/v2/${reference}/refund`,
    headers: { authorization: `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}` },
    payload: body,
  });

const orderRow = (orderId: string) =>
  env.db
    .selectFrom('orders')
    .select(['state_id', 'payment_status', 'paid_at', 'gateway_transaction_id', 'cancelled_at'])
    .where('id', '=', Number(orderId))
    .executeTakeFirstOrThrow();

const historyOf = (orderId: string) =>
  env.db
    .selectFrom('order_state_histories')
    .select(['state_id'])
    .where('order_id', '=', Number(orderId))
    .orderBy('id')
    .execute();

const reportsOf = (reference: string) =>
  env.db
    .selectFrom('payment_notifications')
    .select(['transaction_status', 'outcome', 'outcome_reason as reason'])
    .where('order_ref', '=', reference)
    .orderBy('id')
    .execute();

describe('a refund reported for a paid order', () => {
  it('is acknowledged and changes nothing of the order, partial or whole, however often', async () => {
    const placed = await placeOrderOf(env, goods[0]!, { quantity: 2, method: 'gopay' });
    expect(placed.res.statusCode).toBe(201);
    const { order, who } = placed;
    const { gateway_transaction_id: transactionId } = await orderRow(order._id);
    const approved = await env.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/transactions/${transactionId}/approve`,
      payload: {},
    });
    expect(approved.statusCode).toBe(303);
    const paid = await deliver(notification(order.reference_code, 'settlement')!);
    expect(paid.json().data).toMatchObject({ outcome: 'applied' });
    const before = await orderRow(order._id);
    expect(before).toMatchObject({ state_id: 4, payment_status: 'settlement' });
    expect(before.paid_at).not.toBeNull();
    const history = await historyOf(order._id);

    const half = Math.floor(order.total_paid / 2);
    const partial = await refund(order.reference_code, {
      refund_key: `${order.reference_code}-R1-refund`,
      amount: half,
      reason: 'Barang rusak',
    });
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({ transaction_status: 'partial_refund' });
    const partialReport = notification(order.reference_code, 'partial_refund')!;
    for (const attempt of [partialReport, partialReport]) {
      const res = await deliver(attempt);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        transaction_status: 'partial_refund',
        outcome: 'ignored',
        reason: 'refund_acknowledged',
      });
    }

    const rest = await refund(order.reference_code, {
      refund_key: `${order.reference_code}-R2-refund`,
      amount: order.total_paid - half,
      reason: 'Salah kirim',
    });
    expect(rest.json()).toMatchObject({ transaction_status: 'refund' });
    const whole = await deliver(notification(order.reference_code, 'refund')!);
    expect(whole.statusCode).toBe(200);
    expect(whole.json().data).toMatchObject({
      transaction_status: 'refund',
      outcome: 'ignored',
      reason: 'refund_acknowledged',
    });
    // The shopper back from a page: the gateway says refund; still nothing moves.
    const callback = await who.inject({
      method: 'POST',
      url: '/api/payment/callback',
      payload: { id_order: order._id },
    });
    expect(callback.statusCode).toBe(200);
    expect(callback.json().data).toMatchObject({
      state: 'refund',
      outcome: 'ignored',
      reason: 'refund_acknowledged',
    });

    expect(await orderRow(order._id)).toEqual(before);
    expect(await historyOf(order._id)).toEqual(history);
    expect(
      await env.db
        .selectFrom('order_refunds')
        .select('id')
        .where('order_id', '=', Number(order._id))
        .execute(),
    ).toEqual([]);
    expect((await reportsOf(order.reference_code)).slice(-4)).toEqual([
      { transaction_status: 'partial_refund', outcome: 'ignored', reason: 'refund_acknowledged' },
      { transaction_status: 'partial_refund', outcome: 'ignored', reason: 'refund_acknowledged' },
      { transaction_status: 'refund', outcome: 'ignored', reason: 'refund_acknowledged' },
      { transaction_status: 'refund', outcome: 'ignored', reason: 'refund_acknowledged' },
    ]);
  });
});
