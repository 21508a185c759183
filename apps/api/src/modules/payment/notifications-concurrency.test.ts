// A notification replayed under load (ADR 0012): exactly one application, because the dedupe is
// the unique key of `payment_notifications`, not a read before the write. Exact on PostgreSQL (CI
// runs this file on both databases), where parallel inserts of one key wait on each other;
// PGlite runs one transaction at a time, so there it shows the replay path alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRef, paymentTestApp, signedNotification, type PaymentTestApp } from './test-support';

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
    const order = t.orders.order(orderRef(), 325_000);
    const body = signedNotification(t.keys.serverKey, {
      order_id: order.orderRef,
      gross_amount: 325_000,
      transaction_status: 'settlement',
    });
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

  it('different notifications of one order in parallel each apply once, in a valid order', async () => {
    const order = t.orders.order(orderRef(), 80_000);
    const pending = signedNotification(t.keys.serverKey, {
      order_id: order.orderRef,
      gross_amount: 80_000,
      transaction_status: 'pending',
    });
    const settled = signedNotification(t.keys.serverKey, {
      order_id: order.orderRef,
      gross_amount: 80_000,
      transaction_status: 'settlement',
    });
    const results = await inParallel(
      40,
      20,
      (() => {
        let i = 0;
        return () => t.deliver((i += 1) % 2 === 0 ? pending : settled);
      })(),
    );
    expect(results.every((res) => res.statusCode === 200)).toBe(true);
    const rows = await t.db
      .selectFrom('payment_notifications')
      .select(['transaction_status', 'outcome'])
      .where('order_ref', '=', order.orderRef)
      .execute();
    expect(rows).toHaveLength(2);
    // Whatever order they came in, the order ends settled and paid: a late pending is ignored.
    expect(order).toMatchObject({ state: 'settlement', paid: true });
  });
});
