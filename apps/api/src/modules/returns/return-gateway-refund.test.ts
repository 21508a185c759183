// A return refunded to its original method through the gateway's refund call (the sandbox, which
// speaks Midtrans' POST /v2/{id}/refund): `refunding` with its key, the call, `refunded`; ten
// parallel clicks make one gateway refund of the return's amount (docs/design/returns.md).
// Real overlap needs PostgreSQL (DATABASE_URL=postgres://…); PGlite runs them one at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceThrough,
  operatorOf,
  ordersAppWithGoods,
  placeOrderOf,
  type Caller,
  type SellableCombination,
} from '../../test/operator';
import { signedInStaff } from '../../test/staff';
import { warmPool } from '../../test/warm-pool';

const CLICKS = 10;

let env: Awaited<ReturnType<typeof ordersAppWithGoods>>['env'];
let goods: SellableCombination[];
let operator: Caller;
let staff: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  ({ env, goods } = await ordersAppWithGoods({
    count: 2,
    min: 100_000,
    max: 150_000,
    sandboxGateway: true,
  }));
  operator = await operatorOf(env);
  staff = await signedInStaff(env.app, env.db, 'operations', () => env.clock.now);
});
afterAll(async () => {
  await env?.close();
});

/** An order paid by GoPay through the sandbox (its settlement reported), then delivered. */
async function paidByGopayAndDelivered(item: SellableCombination) {
  const placed = await placeOrderOf(env, item, { quantity: 2, method: 'gopay' });
  expect(placed.res.statusCode, placed.res.body).toBe(201);
  const reference = placed.order.reference_code;
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
    (sent) => sent.order_id === reference && sent.transaction_status === 'settlement',
  );
  const reported = await env.app.inject({
    method: 'POST',
    url: '/api/payment/notifications',
    payload: settlement!,
  });
  expect(reported.statusCode, reported.body).toBe(200);
  await advanceThrough(operator, reference, [
    'verified',
    'picking',
    'packed',
    'slip-printed',
    'shipped',
    'delivered',
  ]);
  const line = await env.db
    .selectFrom('order_lines')
    .select(['id'])
    .where('order_id', '=', Number(placed.order._id))
    .executeTakeFirstOrThrow();
  return { ...placed, reference, transactionId: transactionId!, line };
}

describe('a refund to the original method', () => {
  it(`goes through the gateway once under ${CLICKS} parallel clicks`, async () => {
    const order = await paidByGopayAndDelivered(goods[0]!);
    const options = await order.who.inject({
      url: `/api/order/user/me/orders/${order.reference}/return-options`,
    });
    expect(options.json().data.refund_methods).toContainEqual(
      expect.objectContaining({ code: 'original', available: true }),
    );
    const asked = await order.who.inject({
      method: 'POST',
      url: `/api/order/user/me/orders/${order.reference}/returns`,
      payload: {
        lines: [{ order_line_id: String(order.line.id), quantity: 1 }],
        reason: 'defective',
        refund_method: 'original',
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const ref = asked.json().data.reference as string;
    const amount = asked.json().data.refund_amount as number;
    for (const [step, payload] of [
      ['approve', { instructions: 'Kirim lewat JNE ke gudang Kilau.' }],
      ['receive', { lines: [{ order_line_id: String(order.line.id), sellable: true }] }],
    ] as const) {
      const res = await staff.inject({
        method: 'POST',
        url: `/api/admin/returns/${ref}/${step}`,
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    }

    if (process.env.DATABASE_URL) await warmPool(env.db, CLICKS);
    const clicks = await Promise.all(
      Array.from({ length: CLICKS }, () =>
        staff.inject({ method: 'POST', url: `/api/admin/returns/${ref}/refund`, payload: {} }),
      ),
    );
    expect(clicks.map((res) => res.statusCode).sort()).toEqual([
      200,
      ...Array(CLICKS - 1).fill(409),
    ]);
    const done = clicks.find((res) => res.statusCode === 200)!.json().data;
    expect(done).toMatchObject({ status: 'refunded', refund_method: 'original' });

    const refunds = await env.db
      .selectFrom('gateway_refunds')
      .select(['refund_key', 'amount'])
      .execute();
    expect(refunds).toEqual([{ refund_key: `${ref}-refund`, amount }]);
    const row = await env.db
      .selectFrom('return_requests')
      .select(['status', 'refund_key'])
      .where('reference', '=', ref)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'refunded', refund_key: `${ref}-refund` });
    // The gateway's refund report is acknowledged; the order stays delivered.
    const report = env.notified.find(
      (sent) => sent.order_id === order.reference && sent.transaction_status === 'partial_refund',
    );
    if (report) {
      const answered = await env.app.inject({
        method: 'POST',
        url: '/api/payment/notifications',
        payload: report,
      });
      expect(answered.statusCode).toBe(200);
    }
    const state = await env.db
      .selectFrom('orders')
      .select('state_id')
      .where('reference_code', '=', order.reference)
      .executeTakeFirstOrThrow();
    expect(state.state_id).toBe(9);
  });
});
