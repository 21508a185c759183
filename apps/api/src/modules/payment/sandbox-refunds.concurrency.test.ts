// The sandbox gateway's refunds under parallel calls (migration 0063): the same refund_key is one
// refund however many ask at once, and parallel refunds of one transaction never give back more
// than was paid — the transaction's row lock and the unique key, not a read before the write.
// Real overlap needs PostgreSQL (DATABASE_URL=postgres://…); PGlite runs a small version of the
// same scenarios one transaction at a time, with the same answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from './gateway/gateway-port';
import { orderRef, paymentTestApp, type PaymentTestApp } from '../../test/payment-app';

const onPostgres = !!process.env.DATABASE_URL;
const CROWD = onPostgres ? 10 : 4;
const GROSS = 200_000;

let t: PaymentTestApp;
beforeAll(async () => {
  t = await paymentTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A settled GoPay transaction at the sandbox. */
async function settled() {
  const ref = orderRef('RC');
  const charged = await t.gateway.charge({ orderRef: ref, grossAmount: GROSS, method: 'gopay' });
  expect((await t.gateway.core.act(charged.transaction_id, 'approve')).ok).toBe(true);
  return { ref, transactionId: charged.transaction_id };
}

const refundsOf = (transactionId: string) =>
  t.db
    .selectFrom('gateway_refunds')
    .select(['refund_key', 'amount'])
    .where('transaction_id', '=', transactionId)
    .execute();

/** Settles each call: its answer, or the refusal's kind. */
const settle = <T>(calls: Promise<T>[]) =>
  Promise.all(
    calls.map((call) =>
      call.then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => {
          if (!(error instanceof GatewayError)) throw error;
          return { ok: false as const, kind: error.kind };
        },
      ),
    ),
  );

describe('refunds at once', () => {
  it(`${CROWD} calls with one refund_key: one refund, every call answers it`, async () => {
    const { ref, transactionId } = await settled();
    const notified = t.notified.length;
    const results = await settle(
      Array.from({ length: CROWD }, () =>
        t.gateway.refund(ref, { refundKey: `${ref}-refund`, amount: GROSS / 2, reason: 'Rusak' }),
      ),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    const answers = results.map((result) => (result.ok ? result.value : null));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toMatchObject({
      transaction_status: 'partial_refund',
      refund_amount: GROSS / 2,
    });
    expect(await refundsOf(transactionId)).toEqual([
      { refund_key: `${ref}-refund`, amount: GROSS / 2 },
    ]);
    expect(t.notified.length - notified).toBe(1);
  });

  it(`${CROWD} refunds of half the amount with their own keys: exactly two go through`, async () => {
    const { ref, transactionId } = await settled();
    const results = await settle(
      Array.from({ length: CROWD }, (_, i) =>
        t.gateway.refund(ref, { refundKey: `${ref}-${i}`, amount: GROSS / 2, reason: '' }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(2);
    expect(results.filter((result) => !result.ok && result.kind === 'conflict')).toHaveLength(
      CROWD - 2,
    );
    const rows = await refundsOf(transactionId);
    expect(rows).toHaveLength(2);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(GROSS);
    expect(await t.gateway.status(ref)).toMatchObject({ status: 'refund', gross_amount: GROSS });
  });

  it('one refund_key on two transactions at once: one refund, the other a duplicate', async () => {
    const one = await settled();
    const other = await settled();
    const key = `${one.ref}-shared`;
    const results = await settle([
      t.gateway.refund(one.ref, { refundKey: key, amount: 1_000, reason: '' }),
      t.gateway.refund(other.ref, { refundKey: key, amount: 1_000, reason: '' }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.kind === 'duplicate')).toHaveLength(1);
    const rows = [
      ...(await refundsOf(one.transactionId)),
      ...(await refundsOf(other.transactionId)),
    ];
    expect(rows).toEqual([{ refund_key: key, amount: 1_000 }]);
  });
});
