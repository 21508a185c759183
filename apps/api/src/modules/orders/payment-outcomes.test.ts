// Applying a gateway report to its order (design/checkout-and-payment.md, issue 14): the report must be about the
// order's own attempt — once the charge is known, another transaction of the same gateway order
// id is refused, whatever it says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { buildOrdersApp } from '../../test/orders';
import { ordersAppWithGoods, placeOrderOf, type SellableCombination } from '../../test/orders';
import { applyPaymentReport } from './payment-outcomes';

let env: Awaited<ReturnType<typeof buildOrdersApp>>;
let goods: SellableCombination[];
beforeAll(async () => {
  ({ env, goods } = await ordersAppWithGoods({ count: 3 }));
});
afterAll(async () => {
  await env?.close();
});

describe('applyPaymentReport', () => {
  it("refuses a report of another transaction than the order's attempt; applies the attempt's", async () => {
    const { order } = await placeOrderOf(env, goods[0]!);
    const report = (transactionId: string) =>
      env.db.transaction().execute((tx) =>
        applyPaymentReport(
          tx,
          {
            orderRef: order.reference_code,
            transactionId,
            state: 'settlement',
            grossAmount: order.total_paid,
            paymentType: 'bank_transfer',
          },
          env.clock.now,
        ),
      );
    expect(await report('tx-someone-else')).toEqual({
      outcome: 'rejected',
      reason: 'transaction_mismatch',
    });
    const row = () =>
      env.db
        .selectFrom('orders')
        .select(['payment_status', 'paid_at'])
        .where('id', '=', Number(order._id))
        .executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ payment_status: 'pending', paid_at: null });
    // The recording gateway's charge answered `tx-<order ref>`: the order's own attempt.
    expect(await report(`tx-${order.reference_code}`)).toMatchObject({ outcome: 'applied' });
    expect(await row()).toMatchObject({ payment_status: 'settlement' });
  });

  it.each(['partial_refund', 'refund'] as const)(
    'acknowledges a %s of a paid order and leaves it as it is',
    async (state) => {
      const { order } = await placeOrderOf(env, goods[state === 'refund' ? 1 : 2]!);
      const report = (reported: 'settlement' | typeof state) =>
        env.db.transaction().execute((tx) =>
          applyPaymentReport(
            tx,
            {
              orderRef: order.reference_code,
              transactionId: `tx-${order.reference_code}`,
              state: reported,
              grossAmount: order.total_paid,
              paymentType: 'gopay',
            },
            env.clock.now,
          ),
        );
      expect(await report('settlement')).toMatchObject({ outcome: 'applied' });
      const row = () =>
        env.db
          .selectFrom('orders')
          .select(['state_id', 'payment_status', 'paid_at'])
          .where('id', '=', Number(order._id))
          .executeTakeFirstOrThrow();
      const paid = await row();
      expect(paid).toMatchObject({ state_id: 4, payment_status: 'settlement' });
      expect(await report(state)).toEqual({ outcome: 'ignored', reason: 'refund_acknowledged' });
      expect(await row()).toEqual(paid);
    },
  );
});
