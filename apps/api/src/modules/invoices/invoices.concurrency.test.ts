// Invoice numbers under parallel payments (issue 25, docs/design/invoices.md "Numbering"): twenty
// orders paid at once — each payment reported twice at the same moment, and some accepted by the
// operator while the reports arrive — get twenty invoices numbered 1…20 of the year: unique,
// without gaps, one per order. Exact on PostgreSQL, where the payments' transactions really
// overlap and wait on the year's counter row; PGlite runs them one after another and shows the
// same answers. Run it on both (CI does): `DATABASE_URL=postgres://… npx vitest run …`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advance,
  operatorOf,
  ordersAppWithGoods,
  placeOrderOf,
  type Caller,
  type SellableCombination,
} from '../../test/operator';
import { warmPool } from '../../test/warm-pool';

const PAYMENTS = 20;
/** Of them, paid by the operator accepting a transfer rather than by the gateway's report. */
const BY_OPERATOR = 5;

let env: Awaited<ReturnType<typeof ordersAppWithGoods>>['env'];
let goods: SellableCombination[];
let operator: Caller;

beforeAll(async () => {
  ({ env, goods } = await ordersAppWithGoods({ count: PAYMENTS, sandboxGateway: true }));
  operator = await operatorOf(env);
});
afterAll(async () => {
  await env?.close();
});

describe('twenty payments at once', () => {
  it('get twenty invoices numbered 1…20 of the year: unique, gap-free, one per order', async () => {
    // Placed one after another; the gateway approves each (its notification kept, not sent).
    const placed = [];
    for (const item of goods.slice(0, PAYMENTS)) {
      const order = await placeOrderOf(env, item);
      expect(order.res.statusCode, order.res.body).toBe(201);
      placed.push(order);
    }
    const reports: Array<Record<string, unknown>> = [];
    for (const order of placed.slice(BY_OPERATOR)) {
      const { gateway_transaction_id: transactionId } = await env.db
        .selectFrom('orders')
        .select('gateway_transaction_id')
        .where('id', '=', Number(order.order._id))
        .executeTakeFirstOrThrow();
      const approved = await env.app.inject({
        method: 'POST',
        url: `/sandbox-gateway/transactions/${transactionId}/approve`,
        payload: {},
      });
      expect(approved.statusCode).toBe(303);
      const settlement = env.notified.find(
        (sent) =>
          sent.order_id === order.order.reference_code && sent.transaction_status === 'settlement',
      );
      expect(settlement).toBeDefined();
      reports.push(settlement!);
    }

    await warmPool(env.db, 2 * PAYMENTS);
    const deliver = (body: Record<string, unknown>) =>
      env.app.inject({ method: 'POST', url: '/api/payment/notifications', payload: body });
    const answers = await Promise.all([
      // Every report twice, at the same moment.
      ...reports.flatMap((body) => [deliver(body), deliver(body)]),
      ...placed
        .slice(0, BY_OPERATOR)
        .map((order) =>
          advance(operator, order.order.reference_code, { state: 'payment-accepted' }),
        ),
    ]);
    expect(answers.map((res) => res.statusCode).filter((status) => status !== 200)).toEqual([]);

    const invoices = await env.db
      .selectFrom('invoices')
      .select(['order_id', 'number', 'year', 'sequence'])
      .orderBy('sequence')
      .execute();
    expect(invoices).toHaveLength(PAYMENTS);
    expect(invoices.map((row) => row.sequence)).toEqual(
      Array.from({ length: PAYMENTS }, (_, index) => index + 1),
    );
    expect(new Set(invoices.map((row) => row.number)).size).toBe(PAYMENTS);
    expect(new Set(invoices.map((row) => Number(row.order_id)))).toEqual(
      new Set(placed.map((order) => Number(order.order._id))),
    );
    expect(
      invoices.every((row) => row.number === `INV/2026/${String(row.sequence).padStart(6, '0')}`),
    ).toBe(true);
    const counter = await env.db
      .selectFrom('invoice_counters')
      .select(['year', 'last_sequence'])
      .execute();
    expect(counter).toEqual([{ year: 2026, last_sequence: PAYMENTS }]);
  });
});
