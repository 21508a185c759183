// Money that reaches an order after it ended unpaid (issue 14): the shopper cancelled, or the
// order expired, while the payment was completing at the gateway. The order stays cancelled (its
// goods went back) and the money is owed back — recorded once, however many notifications come
// and however many at once (exact on PostgreSQL; PGlite runs them one after another), and put in
// front of the operator: the refund list, the order view, the Refund move.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireDueOrders } from './modules/orders';
import {
  advance,
  operatorOf,
  ordersAppWithGoods,
  placeOrderOf,
  type buildOrdersApp,
  type Caller,
  type SellableCombination,
} from './test/operator';

let env: Awaited<ReturnType<typeof buildOrdersApp>>;
let goods: SellableCombination[];
let operator: Caller;
let next = 0;

beforeAll(async () => {
  ({ env, goods } = await ordersAppWithGoods({ count: 7, sandboxGateway: true }));
  operator = await operatorOf(env);
});
afterAll(async () => {
  await env?.close();
});

/** A BCA VA order at the sandbox gateway, paid there; the gateway's notification not delivered. */
async function paidAtTheGateway() {
  const placed = await placeOrderOf(env, goods[next++]!, { quantity: 2 });
  expect(placed.res.statusCode).toBe(201);
  const { gateway_transaction_id: transactionId } = await env.db
    .selectFrom('orders')
    .select('gateway_transaction_id')
    .where('id', '=', Number(placed.order._id))
    .executeTakeFirstOrThrow();
  const approved = await env.app.inject({
    method: 'POST',
    url: `/sandbox-gateway/transactions/${transactionId}/approve`,
    payload: {},
  });
  expect(approved.statusCode).toBe(303);
  const settlement = env.notified.find(
    (sent) =>
      sent.order_id === placed.order.reference_code && sent.transaction_status === 'settlement',
  );
  expect(settlement).toBeDefined();
  return { ...placed, settlement: settlement! };
}

/** The shopper cancels the order (as the order page does). */
const cancel = (
  placed: { who: Caller; order: { _id: string; reference_code: string } },
  reason = 'Berubah pikiran',
) =>
  placed.who.inject({
    method: 'PUT',
    url: `/api/order/order/${placed.order._id}/cancelled`,
    payload: { cancellation_reason: reason, reference_code: placed.order.reference_code },
  });

const deliver = (body: Record<string, unknown>) =>
  env.app.inject({ method: 'POST', url: '/api/payment/notifications', payload: body });

const refundsOf = (orderId: string) =>
  env.db
    .selectFrom('order_refunds')
    .select(['amount', 'status', 'reason'])
    .where('order_id', '=', Number(orderId))
    .execute();

const orderRow = (orderId: string) =>
  env.db
    .selectFrom('orders')
    .select(['state_id', 'payment_status', 'paid_at', 'released_at'])
    .where('id', '=', Number(orderId))
    .executeTakeFirstOrThrow();

describe('money after the order ended unpaid', () => {
  it('cancelled by the shopper: a refund is owed once, even for twenty notifications at once', async () => {
    const { who, order, stockBefore, settlement } = await paidAtTheGateway();
    const cancelled = await cancel({ who, order }, 'Berubah pikiran');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ payment_status: 'cancel' });

    const first = await deliver(settlement);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      transaction_status: 'settlement',
      outcome: 'applied',
      reason: 'paid_after_cancellation',
      replayed: false,
    });
    const replays = await Promise.all(Array.from({ length: 20 }, () => deliver(settlement)));
    expect(replays.every((res) => res.statusCode === 200)).toBe(true);
    expect(replays.every((res) => res.json().data.replayed === true)).toBe(true);

    expect(await refundsOf(order._id)).toEqual([
      { amount: order.total_paid, status: 'pending', reason: 'paid_after_cancellation' },
    ]);
    // The order stays cancelled and unpaid; what it took went back once.
    expect(await orderRow(order._id)).toMatchObject({
      state_id: 11,
      payment_status: 'cancel',
      paid_at: null,
    });
    const { stock } = await env.db
      .selectFrom('combinations')
      .select('stock')
      .where('id', '=', goods[next - 1]!.combinationId)
      .executeTakeFirstOrThrow();
    expect(stock).toBe(stockBefore);
  });

  it('parallel first deliveries of the late money owe it once', async () => {
    const { who, order, settlement } = await paidAtTheGateway();
    await cancel({ who, order }, 'Salah alamat');
    const results = await Promise.all(Array.from({ length: 20 }, () => deliver(settlement)));
    expect(results.every((res) => res.statusCode === 200)).toBe(true);
    const answers = results.map((res) => res.json().data);
    expect(answers.filter((data) => data.replayed === false)).toHaveLength(1);
    expect(await refundsOf(order._id)).toHaveLength(1);
  });

  it('expired by the shop: the refund is owed too', async () => {
    const { order, settlement } = await paidAtTheGateway();
    const later = new Date(env.clock.now.getTime() + 2 * 86_400_000);
    const expired = await expireDueOrders({ db: env.db, cancelPayment: async () => {} }, later);
    expect(expired).toContain(order.reference_code);
    expect(await orderRow(order._id)).toMatchObject({ payment_status: 'expire', state_id: 11 });
    expect((await deliver(settlement)).json().data).toMatchObject({
      outcome: 'applied',
      reason: 'paid_after_cancellation',
    });
    expect(await refundsOf(order._id)).toEqual([
      { amount: order.total_paid, status: 'pending', reason: 'paid_after_cancellation' },
    ]);
  });

  it('failed at the shop (the charge timed out) yet paid at the gateway: owed, and paid back from Payment Failure', async () => {
    const { order, settlement } = await paidAtTheGateway();
    // What `chargeOrder` does when the gateway does not answer in time: the shop never learnt
    // the transaction and gave up on it.
    await env.db
      .updateTable('orders')
      .set({
        payment_status: 'failure',
        is_payment_failed: true,
        state_id: 12,
        gateway_transaction_id: null,
        released_at: env.clock.now,
      })
      .where('id', '=', Number(order._id))
      .execute();
    expect((await deliver(settlement)).json().data).toMatchObject({
      outcome: 'applied',
      reason: 'paid_after_cancellation',
    });
    expect(await refundsOf(order._id)).toHaveLength(1);
    const paid = await advance(operator, order.reference_code, { state: 'refund' });
    expect(paid.statusCode).toBe(200);
    expect(await refundsOf(order._id)).toMatchObject([{ status: 'refunded' }]);
  });

  it('the operator sees it in the refund list and on the order, and pays it', async () => {
    const { who, order, settlement } = await paidAtTheGateway();
    await cancel({ who, order }, 'Berubah pikiran');
    await deliver(settlement);

    const listed = await operator.inject({ url: '/api/ops/refunds?limit=100' });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toContainEqual({
      _id: expect.any(String),
      order: {
        _id: order._id,
        reference_code: order.reference_code,
        state: { id: 11, name: 'Cancelled' },
        payment_method: 'bca_virtual_account',
        payment_status: 'cancel',
      },
      member_email: who.email,
      amount: order.total_paid,
      reason: 'paid_after_cancellation',
      status: 'pending',
      created_at: expect.any(String),
      refunded_at: null,
    });
    expect(listed.json().meta.total).toBeGreaterThanOrEqual(1);

    const shown = await operator.inject({ url: `/api/ops/orders/${order.reference_code}` });
    expect(shown.json().data.refund).toMatchObject({
      amount: order.total_paid,
      status: 'pending',
      reason: 'paid_after_cancellation',
    });

    const paid = await advance(operator, order.reference_code, {
      state: 'refund',
      note: 'Dikembalikan ke rekening BCA',
    });
    expect(paid.statusCode).toBe(200);
    const pending = (await operator.inject({ url: '/api/ops/refunds?limit=100' })).json().data;
    expect(pending.map((row: { order: { _id: string } }) => row.order._id)).not.toContain(
      order._id,
    );
    const refunded = (
      await operator.inject({ url: '/api/ops/refunds?status=refunded&limit=100' })
    ).json().data;
    expect(refunded.map((row: { order: { _id: string } }) => row.order._id)).toContain(order._id);
  });

  it('the refund list is for operators, with its options checked', async () => {
    const { who } = await placeOrderOf(env, goods[next++]!);
    expect((await who.inject({ url: '/api/ops/refunds' })).statusCode).toBe(403);
    expect((await env.app.inject({ url: '/api/ops/refunds' })).statusCode).toBe(401);
    const wrong = await operator.inject({ url: '/api/ops/refunds?status=lost' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().data.fields).toHaveProperty('status');
  });
});
