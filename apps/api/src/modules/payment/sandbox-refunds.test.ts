// The sandbox gateway's refunds (`POST /v2/{order_id}/refund`, migration 0063): full and partial,
// refused when the transaction is not paid, its channel carries no refunds or the amount is more
// than is left, and the same refund_key again is the first refund — one row, the same answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError, type ChargeRequest } from './gateway/gateway-port';
import { verifyMidtransSignature } from './gateway/signature';
import { orderRef, paymentTestApp, type PaymentTestApp } from '../../test/payment-app';

let t: PaymentTestApp;
beforeAll(async () => {
  t = await paymentTestApp();
});
afterAll(async () => {
  await t?.close();
});

const GROSS = 150_000;

/** A transaction of `method` at the sandbox, paid (settled) unless told otherwise. */
async function paid(method: string, options: { pay?: boolean } & Partial<ChargeRequest> = {}) {
  const { pay = true, ...extra } = options;
  const ref = orderRef('RF');
  const charged = await t.gateway.charge({
    orderRef: ref,
    grossAmount: GROSS,
    method,
    ...(method === 'ovo' ? { phone: '081234567890' } : {}),
    ...extra,
  });
  if (pay) expect((await t.gateway.core.act(charged.transaction_id, 'approve')).ok).toBe(true);
  return { ref, transactionId: charged.transaction_id };
}

const refundsOf = (transactionId: string) =>
  t.db
    .selectFrom('gateway_refunds')
    .select(['refund_key', 'amount', 'reason', 'transaction_status'])
    .where('transaction_id', '=', transactionId)
    .orderBy('id')
    .execute();

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(GatewayError);
      const { kind, statusCode, message } = error as GatewayError;
      return { kind, statusCode, message };
    },
  );

describe('the sandbox gateway refunds like Midtrans', () => {
  it('all of a settled GoPay payment: refund, its notification, and the status after', async () => {
    const { ref, transactionId } = await paid('gopay');
    const refunded = await t.gateway.refund(ref, {
      refundKey: `${ref}-refund`,
      amount: GROSS,
      reason: 'Barang rusak',
    });
    expect(refunded).toEqual({
      order_id: ref,
      transaction_id: transactionId,
      refund_key: `${ref}-refund`,
      refund_amount: GROSS,
      transaction_status: 'refund',
      status_code: '200',
      status_message: 'Success, refund request is approved',
      refund_chargeback_id: expect.any(Number),
    });
    expect(await refundsOf(transactionId)).toEqual([
      {
        refund_key: `${ref}-refund`,
        amount: GROSS,
        reason: 'Barang rusak',
        transaction_status: 'refund',
      },
    ]);

    // Midtrans posts a signed notification for the refund, listing it.
    const notification = t.lastNotification(ref)!;
    expect(notification).toMatchObject({
      transaction_id: transactionId,
      transaction_status: 'refund',
      status_code: '200',
      gross_amount: '150000.00',
      refund_amount: '150000.00',
      refunds: [
        {
          refund_chargeback_id: refunded.refund_chargeback_id,
          refund_amount: '150000.00',
          refund_key: `${ref}-refund`,
          reason: 'Barang rusak',
          created_at: '2026-11-21 10:00:00',
        },
      ],
    });
    expect(verifyMidtransSignature(notification as never, t.keys.serverKey)).toBe(true);

    // The status answer still reads: refunded, the paid amount as it was.
    expect(await t.gateway.status(ref)).toMatchObject({
      transaction_id: transactionId,
      status: 'refund',
      transaction_status: 'refund',
      status_code: '200',
      gross_amount: GROSS,
    });
    const raw = await t.gateway.core.status(transactionId);
    expect(raw.body).toMatchObject({ refund_amount: '150000.00', refunds: [expect.any(Object)] });

    // Nothing is left to give back.
    expect(
      await refusal(t.gateway.refund(ref, { refundKey: `${ref}-again`, amount: 1, reason: '' })),
    ).toMatchObject({ kind: 'conflict', statusCode: '412' });
  });

  it('in parts: partial_refund until all of it is back, never more', async () => {
    const { ref, transactionId } = await paid('qris');
    const first = await t.gateway.refund(ref, {
      refundKey: `${ref}-1`,
      amount: 50_000,
      reason: '',
    });
    expect(first).toMatchObject({ transaction_status: 'partial_refund', refund_amount: 50_000 });
    expect(t.lastNotification(ref)).toMatchObject({
      transaction_status: 'partial_refund',
      refund_amount: '50000.00',
    });
    expect(await t.gateway.status(ref)).toMatchObject({ status: 'partial_refund' });

    // 50,000 back already: 100,001 more is more than is left.
    expect(
      await refusal(t.gateway.refund(ref, { refundKey: `${ref}-2`, amount: 100_001, reason: '' })),
    ).toEqual({
      kind: 'conflict',
      statusCode: '412',
      message: 'Refund amount is more than the amount that can be refunded.',
    });
    const second = await t.gateway.refund(transactionId, {
      refundKey: `${ref}-2`,
      amount: 100_000,
      reason: 'Sisa',
    });
    expect(second).toMatchObject({ transaction_status: 'refund', refund_amount: 100_000 });
    expect(second.refund_chargeback_id).not.toBe(first.refund_chargeback_id);
    expect((await refundsOf(transactionId)).map((row) => row.amount)).toEqual([50_000, 100_000]);
    expect(t.lastNotification(ref)).toMatchObject({
      transaction_status: 'refund',
      refund_amount: '150000.00',
    });
  });

  it('a card captured without 3-D Secure, and Kredivo, may be refunded', async () => {
    const token = await t.cardToken({ card_number: '4811 1111 1111 1114' });
    const card = await paid('credit_debit_card', {
      pay: false,
      card: { tokenId: String(token.body.token_id), authentication: false },
    });
    expect(await t.gateway.status(card.ref)).toMatchObject({ status: 'capture' });
    expect(
      await t.gateway.refund(card.ref, { refundKey: `${card.ref}-r`, amount: 1_000, reason: '' }),
    ).toMatchObject({ transaction_status: 'partial_refund', refund_amount: 1_000 });

    const kredivo = await paid('kredivo');
    expect(
      await t.gateway.refund(kredivo.ref, {
        refundKey: `${kredivo.ref}-r`,
        amount: GROSS,
        reason: '',
      }),
    ).toMatchObject({ transaction_status: 'refund' });
  });

  it('the same refund_key again answers the first refund: one row, the same answer', async () => {
    const { ref, transactionId } = await paid('gopay');
    const request = { refundKey: `${ref}-refund`, amount: 40_000, reason: 'Alergi' };
    const first = await t.gateway.refund(ref, request);
    const notified = t.notified.length;
    // Even asked for another amount, and after a later refund moved the transaction on.
    const again = await t.gateway.refund(ref, { ...request, amount: 90_000 });
    expect(again).toEqual(first);
    await t.gateway.refund(ref, { refundKey: `${ref}-rest`, amount: 110_000, reason: '' });
    const raw = await t.gateway.core.refund(ref, { refund_key: request.refundKey, amount: 1 });
    expect(raw).toEqual({
      httpStatus: 200,
      body: {
        status_code: '200',
        status_message: 'Success, refund request is approved',
        transaction_id: transactionId,
        order_id: ref,
        payment_type: 'gopay',
        transaction_time: '2026-11-21 10:00:00',
        transaction_status: 'partial_refund',
        gross_amount: '150000.00',
        refund_chargeback_id: first.refund_chargeback_id,
        refund_amount: '40000.00',
        refund_key: request.refundKey,
      },
    });
    expect((await refundsOf(transactionId)).map((row) => row.amount)).toEqual([40_000, 110_000]);
    // A replay is no news: only the second refund was announced.
    expect(t.notified.length).toBe(notified + 1);
  });

  it('a refund_key of another transaction is refused as a duplicate', async () => {
    const one = await paid('gopay');
    const other = await paid('gopay');
    await t.gateway.refund(one.ref, { refundKey: `${one.ref}-k`, amount: 1_000, reason: '' });
    expect(
      await refusal(
        t.gateway.refund(other.ref, { refundKey: `${one.ref}-k`, amount: 1_000, reason: '' }),
      ),
    ).toMatchObject({ kind: 'duplicate', statusCode: '406' });
    expect(await refundsOf(other.transactionId)).toEqual([]);
  });

  it.each([
    ['bca_virtual_account'],
    ['permata_virtual_account'],
    ['indomaret'],
    ['ovo'],
    ['cimb_clicks'],
    ['linkaja'],
  ])('%s carries no refunds: 412, nothing changes', async (method) => {
    const { ref, transactionId } = await paid(method);
    expect(
      await refusal(t.gateway.refund(ref, { refundKey: `${ref}-r`, amount: 1_000, reason: '' })),
    ).toEqual({
      kind: 'conflict',
      statusCode: '412',
      message: 'Refund is not supported for this payment type.',
    });
    expect(await refundsOf(transactionId)).toEqual([]);
    expect(await t.gateway.status(ref)).toMatchObject({ status: 'settlement' });
  });

  it('a payment not made (pending, cancelled) cannot be refunded; an unknown order is not_found', async () => {
    const pending = await paid('gopay', { pay: false });
    expect(
      await refusal(
        t.gateway.refund(pending.ref, { refundKey: `${pending.ref}-r`, amount: 1, reason: '' }),
      ),
    ).toEqual({
      kind: 'conflict',
      statusCode: '412',
      message: 'Transaction status cannot be updated.',
    });
    await t.gateway.cancel(pending.ref);
    expect(
      await refusal(
        t.gateway.refund(pending.ref, { refundKey: `${pending.ref}-r`, amount: 1, reason: '' }),
      ),
    ).toMatchObject({ kind: 'conflict' });
    expect(
      await refusal(
        t.gateway.refund(orderRef('NONE'), { refundKey: 'nothing', amount: 1, reason: '' }),
      ),
    ).toMatchObject({ kind: 'not_found', statusCode: '404' });
  });

  it.each([
    ['a key with a space', { refund_key: 'a b', amount: 1_000 }, 'refund_key'],
    ['a key of 101 characters', { refund_key: 'k'.repeat(101), amount: 1_000 }, 'refund_key'],
    ['an empty key', { refund_key: '', amount: 1_000 }, 'refund_key'],
    ['cents', { refund_key: 'cents', amount: 1_000.5 }, 'amount'],
    ['nothing', { refund_key: 'zero', amount: 0 }, 'amount'],
    ['a reason of 256 characters', { refund_key: 'long', reason: 'r'.repeat(256) }, 'reason'],
  ])('%s is refused as invalid (400)', async (_case, body, field) => {
    const { ref, transactionId } = await paid('gopay');
    const answer = await t.gateway.core.refund(ref, body);
    expect(answer.httpStatus).toBe(400);
    const messages = answer.body.validation_messages as string[];
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message.startsWith(`${field}:`)).toBe(true);
    expect(await refundsOf(transactionId)).toEqual([]);
  });

  it('as on Midtrans, no key and no amount is a new refund of the whole transaction', async () => {
    const { ref, transactionId } = await paid('gopay');
    const answer = await t.gateway.core.refund(ref, {});
    expect(answer).toMatchObject({
      httpStatus: 200,
      body: {
        transaction_status: 'refund',
        refund_amount: '150000.00',
        refund_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    });
    expect(await refundsOf(transactionId)).toHaveLength(1);
  });

  it('the Core API route refunds with the server key and refuses without it', async () => {
    const { ref } = await paid('gopay');
    const post = (authorization: string) =>
      t.app.inject({
        method: 'POST',
        url: `/sandbox-gateway/v2/${ref}/refund`,
        headers: { authorization },
        payload: { refund_key: `${ref}-http`, amount: 5_000, reason: 'HTTP' },
      });
    const wrong = await post(`Basic ${Buffer.from('SB-wrong:').toString('base64')}`);
    expect(wrong.statusCode).toBe(401);
    const res = await post(`Basic ${Buffer.from(`${t.keys.serverKey}:`).toString('base64')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status_code: '200',
      transaction_status: 'partial_refund',
      refund_amount: '5000.00',
      refund_key: `${ref}-http`,
    });
  });

  it('a refunded order id stays taken: no new charge under it', async () => {
    const { ref } = await paid('gopay');
    await t.gateway.refund(ref, { refundKey: `${ref}-all`, amount: GROSS, reason: '' });
    expect(
      await refusal(t.gateway.charge({ orderRef: ref, grossAmount: GROSS, method: 'gopay' })),
    ).toMatchObject({ kind: 'duplicate' });
  });
});
