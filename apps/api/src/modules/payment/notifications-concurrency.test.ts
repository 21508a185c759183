// A notification replayed under load (design/checkout-and-payment.md): exactly one application, because the dedupe is
// the partial unique key of `payment_notifications` (rows being applied or applied), not a read
// before the write. Exact on PostgreSQL (CI runs this file on both databases), where parallel
// inserts of one key wait on each other; PGlite runs one transaction at a time, so there it shows
// the replay path alone. Each notification is a trigger: the sandbox gateway is asked every time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTestApp, type PaymentTestApp } from '../../test/payment-app';

let t: PaymentTestApp;
beforeAll(async () => {
  // Each application holds its transaction open a little, so parallel replays really overlap.
  t = await paymentTestApp({ applyDelayMs: 20 });
});
afterAll(async () => {
  await t?.close();
});

/** Runs `total` calls with at most `parallel` in flight. */
async function inParallel<T>(total: number, parallel: number, call: () => Promise<T>) {
  const results: T[] = [];
  let started = 0;
  const worker = async () => {
    while (started < total) {
      started += 1;
      results.push(await call());
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return results;
}

describe('a valid notification replayed 100 times, 50 at once', () => {
  it('is applied exactly once; every replay answers 200', async () => {
    const charged = await t.chargedOrder(325_000);
    const { order } = charged;
    await t.gateway.core.act(charged.transactionId, 'approve');
    const body = t.signedFor(charged, { transaction_status: 'settlement' });
    const callsBefore = t.orders.calls();
    const results = await inParallel(100, 50, () => t.deliver(body));
    expect(results).toHaveLength(100);
    expect(results.every((res) => res.statusCode === 200)).toBe(true);
    const answers = results.map((res) => res.json().data);
    expect(answers.filter((data) => data.replayed === false)).toHaveLength(1);
    expect(answers.filter((data) => data.replayed === true)).toHaveLength(99);
    expect(t.orders.calls() - callsBefore).toBe(1);
    expect(t.orders.applied.filter((entry) => entry.orderRef === order.orderRef)).toHaveLength(1);
    const rows = await t.db
      .selectFrom('payment_notifications')
      .select(['outcome'])
      .where('order_ref', '=', order.orderRef)
      .execute();
    expect(rows).toEqual([{ outcome: 'applied' }]);
  });

  it('pending and settlement notifications racing while the gateway settles: each state applied once, in a valid order', async () => {
    const charged = await t.chargedOrder(80_000);
    const { order, transactionId } = charged;
    const pending = t.signedFor(charged, { transaction_status: 'pending' });
    const settled = t.signedFor(charged, { transaction_status: 'settlement' });
    let i = 0;
    const results = await inParallel(40, 20, async () => {
      i += 1;
      // The shopper pays a quarter of the way through.
      if (i === 10) await t.gateway.core.act(transactionId, 'approve');
      return t.deliver(i % 2 === 0 ? pending : settled);
    });
    expect(results.every((res) => res.statusCode === 200)).toBe(true);
    const rows = await t.db
      .selectFrom('payment_notifications')
      .select(['transaction_status', 'outcome', 'outcome_reason'])
      .where('order_ref', '=', order.orderRef)
      .execute();
    const applied = rows.filter((row) => row.outcome === 'applied');
    // Each gateway state at most once (the settlement exactly once); what a stale answer said is
    // ignored, never applied.
    expect(applied.filter((row) => row.transaction_status === 'settlement')).toHaveLength(1);
    expect(
      applied.filter((row) => row.transaction_status === 'pending').length,
    ).toBeLessThanOrEqual(1);
    expect(rows.filter((row) => row.outcome !== 'applied')).toEqual(
      rows
        .filter((row) => row.outcome !== 'applied')
        .map(() => ({
          transaction_status: 'pending',
          outcome: 'ignored',
          outcome_reason: 'payment_regression',
        })),
    );
    expect(order).toMatchObject({ state: 'settlement', paid: true });
  });
});
