import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../test/members';
import { GatewayError, type PaymentGateway } from './gateway/gateway-port';
import { midtransSignature } from './gateway/signature';
import { createNotificationService } from './notifications.service';
import { createPaymentRepository } from './payment.repository';
import { inTransaction } from '../../lib/transaction';
import {
  orderRef,
  paymentTestApp,
  signedNotification,
  type PaymentTestApp,
} from '../../test/payment-app';

let t: PaymentTestApp;
beforeAll(async () => {
  t = await paymentTestApp();
});
afterAll(async () => {
  await t?.close();
});

const recorded = (order: string) =>
  t.db
    .selectFrom('payment_notifications')
    .select([
      'transaction_status',
      'status_code',
      'fraud_status',
      'gross_amount',
      'outcome',
      'outcome_reason',
    ])
    .where('order_ref', '=', order)
    .orderBy('id')
    .execute();

/** The sandbox's own signed notification of the transaction's latest change. */
const sent = (order: { orderRef: string }) => t.lastNotification(order.orderRef)!;

describe('POST /api/payment/notifications: a valid notification', () => {
  it('is verified, recorded and applied once, with its heavy work after the commit', async () => {
    const charged = await t.chargedOrder(150_000);
    const { order, transactionId } = charged;
    await t.gateway.core.act(transactionId, 'approve');
    const callsBefore = t.orders.calls();
    const res = await t.deliver(t.signedFor(charged, { transaction_status: 'settlement' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: {
        order_id: order.orderRef,
        transaction_status: 'settlement',
        outcome: 'applied',
        replayed: false,
      },
    });
    expect(t.orders.calls()).toBe(callsBefore + 1);
    expect(order).toMatchObject({ state: 'settlement', paid: true });
    expect(t.orders.applied.at(-1)).toMatchObject({
      orderRef: order.orderRef,
      transactionId,
      transactionStatus: 'settlement',
      fraudStatus: 'accept',
      statusCode: '200',
      grossAmount: 150_000,
      paymentType: 'bank_transfer',
      state: 'settlement',
      source: 'notification',
      savedCard: null,
    });
    expect(await recorded(order.orderRef)).toEqual([
      {
        transaction_status: 'settlement',
        status_code: '200',
        fraud_status: 'accept',
        gross_amount: 150_000,
        outcome: 'applied',
        outcome_reason: null,
      },
    ]);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(t.orders.afterCommits).toContain(`${order.orderRef}:settlement`);
  });

  it('replayed answers 200 and changes nothing', async () => {
    const { order } = await t.chargedOrder(99_000);
    const body = sent(order);
    expect(body).toMatchObject({ transaction_status: 'pending' });
    expect((await t.deliver(body)).json().data.replayed).toBe(false);
    const callsAfterFirst = t.orders.calls();
    for (let i = 0; i < 3; i += 1) {
      const res = await t.deliver(body);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ replayed: true, outcome: null });
    }
    expect(t.orders.calls()).toBe(callsAfterFirst);
    expect(await recorded(order.orderRef)).toHaveLength(1);
  });

  it('a challenged card capture is applied as challenge, not paid; accepting it later pays', async () => {
    const order = t.orders.order(orderRef(), 250_000);
    const token = await t.cardToken({ card_number: '4511 1111 1111 1117' });
    const charged = await t.gateway.charge({
      orderRef: order.orderRef,
      grossAmount: 250_000,
      method: 'credit_debit_card',
      card: { tokenId: String(token.body.token_id), authentication: false },
    });
    expect(sent(order)).toMatchObject({ transaction_status: 'capture', status_code: '201' });
    const challenged = await t.deliver(sent(order));
    expect(challenged.json().data.outcome).toBe('applied');
    expect(order).toMatchObject({ state: 'challenge', paid: false });
    await t.gateway.core.act(charged.transaction_id, 'approve');
    expect(sent(order)).toMatchObject({ transaction_status: 'capture', fraud_status: 'accept' });
    await t.deliver(sent(order));
    expect(order).toMatchObject({ state: 'capture', paid: true });
  });

  it('a regression is ignored and recorded as such', async () => {
    const { order, transactionId } = await t.chargedOrder(120_000);
    const pending = sent(order);
    await t.gateway.core.act(transactionId, 'approve');
    expect((await t.deliver(sent(order))).json().data.outcome).toBe('applied');
    // The gateway's answers were read before the settlement (a slow status call): stale.
    t.control.answerLate(transactionId, {
      status: 'pending',
      transaction_status: 'pending',
      status_code: '201',
    });
    const late = await t.deliver(pending);
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toMatchObject({ outcome: 'ignored', reason: 'payment_regression' });
    t.control.answerLate(transactionId, {
      status: 'expire',
      transaction_status: 'expire',
      status_code: '407',
    });
    expect((await t.deliver(pending)).json().data).toMatchObject({
      outcome: 'ignored',
      reason: 'payment_regression',
    });
    expect(order).toMatchObject({ state: 'settlement', paid: true });
    expect((await recorded(order.orderRef)).map((row) => row.outcome)).toEqual([
      'applied',
      'ignored',
      'ignored',
    ]);
  });

  it('a wrong amount is handed to the outcomes, which reject it; the order stays unpaid', async () => {
    const { order, transactionId } = await t.chargedOrder(200_000, { gatewayAmount: 2_000 });
    await t.gateway.core.act(transactionId, 'approve');
    const res = await t.deliver(sent(order));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ outcome: 'rejected', reason: 'amount_mismatch' });
    expect(order).toMatchObject({ state: null, paid: false });
    expect(await recorded(order.orderRef)).toMatchObject([
      { outcome: 'rejected', outcome_reason: 'amount_mismatch', gross_amount: 2_000 },
    ]);
  });

  it('an unknown order is recorded as rejected', async () => {
    const ref = orderRef('GHOST');
    await t.gateway.charge({ orderRef: ref, grossAmount: 10_000, method: 'bca_virtual_account' });
    const res = await t.deliver(t.lastNotification(ref)!);
    expect(res.json().data).toMatchObject({ outcome: 'rejected', reason: 'order_not_found' });
  });
});

describe('POST /api/payment/notifications: a trigger, never the truth (issue 14)', () => {
  it("a signed pending notification edited to say settlement is refused: its code is pending's", async () => {
    const { order } = await t.chargedOrder(180_000);
    const edited = { ...sent(order), transaction_status: 'settlement' };
    const callsBefore = t.orders.calls();
    const res = await t.deliver(edited);
    expect(res.statusCode).toBe(422);
    expect(res.json().errorCode).toBe('payment_notification_status_mismatch');
    expect(t.orders.calls()).toBe(callsBefore);
    expect(order).toMatchObject({ paid: false });
  });

  it("a signed 200 (a cancel) edited to say settlement: the gateway's status is applied, not the claim", async () => {
    const { order } = await t.chargedOrder(210_000);
    await t.gateway.cancel(order.orderRef);
    const cancelled = sent(order);
    expect(cancelled).toMatchObject({ transaction_status: 'cancel', status_code: '200' });
    const res = await t.deliver({ ...cancelled, transaction_status: 'settlement' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ transaction_status: 'cancel', outcome: 'applied' });
    expect(order).toMatchObject({ state: 'cancel', paid: false });
    expect(t.orders.applied.at(-1)).toMatchObject({
      orderRef: order.orderRef,
      transactionStatus: 'cancel',
      source: 'notification',
    });
  });

  it.each([
    ['pending', '200'],
    ['expire', '200'],
    ['deny', '201'],
    ['settlement', '407'],
  ])('%s signed with status code %s: 422, nothing asked, nothing applied', async (status, code) => {
    const charged = await t.chargedOrder(60_000);
    const askedBefore = t.control.asked.length;
    const callsBefore = t.orders.calls();
    const res = await t.deliver(
      t.signedFor(charged, { transaction_status: status, status_code: code }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errorCode).toBe('payment_notification_status_mismatch');
    expect(t.control.asked.length).toBe(askedBefore);
    expect(t.orders.calls()).toBe(callsBefore);
  });

  it("another order's transaction, or one the gateway does not know, is refused", async () => {
    const { order } = await t.chargedOrder(70_000);
    const other = await t.chargedOrder(70_000);
    await t.gateway.core.act(other.transactionId, 'approve');
    const genuine = sent(order);
    const callsBefore = t.orders.calls();
    const theirs = await t.deliver({ ...genuine, transaction_id: other.transactionId });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data).toMatchObject({
      outcome: 'rejected',
      reason: 'transaction_mismatch',
    });
    const unknown = await t.deliver({
      ...genuine,
      transaction_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.json().data).toMatchObject({
      outcome: 'rejected',
      reason: 'transaction_not_found',
    });
    expect(t.orders.calls()).toBe(callsBefore);
    expect(order).toMatchObject({ state: null, paid: false });
    expect(other.order).toMatchObject({ state: null, paid: false });
    expect((await recorded(order.orderRef)).map((row) => row.outcome_reason)).toEqual([
      'transaction_mismatch',
      'transaction_not_found',
    ]);
  });

  it('the gateway down: 503 (the gateway sends it again), nothing recorded; the retry applies', async () => {
    const { order, transactionId } = await t.chargedOrder(90_000);
    await t.gateway.core.act(transactionId, 'approve');
    t.control.down = true;
    try {
      const res = await t.deliver(sent(order));
      expect(res.statusCode).toBe(503);
      expect(res.json().errorCode).toBe('payment_gateway_unavailable');
    } finally {
      t.control.down = false;
    }
    expect(order).toMatchObject({ state: null, paid: false });
    expect(await recorded(order.orderRef)).toHaveLength(0);
    const retried = await t.deliver(sent(order));
    expect(retried.json().data).toMatchObject({ outcome: 'applied', replayed: false });
    expect(order).toMatchObject({ state: 'settlement', paid: true });
  });
});

describe('POST /api/payment/notifications: only what was applied is deduplicated (issue 14)', () => {
  it('a wrong-amount notification, then the genuine settlement: the order is paid', async () => {
    const charged = await t.chargedOrder(150_000);
    const { order } = charged;
    await t.gateway.core.act(charged.transactionId, 'approve');
    const wrongAmount = t.signedFor(charged, {
      transaction_status: 'settlement',
      gross_amount: 1_500,
    });
    expect((await t.deliver(wrongAmount)).statusCode).toBe(200);
    const genuine = await t.deliver(sent(order));
    expect(genuine.statusCode).toBe(200);
    expect(order).toMatchObject({ state: 'settlement', paid: true });
    expect(
      t.orders.applied.filter(
        (entry) => entry.orderRef === order.orderRef && entry.state === 'settlement',
      ),
    ).toHaveLength(1);
  });

  it('a report refused once (the gateway answered a wrong amount) does not make the genuine one a replay', async () => {
    const { order, transactionId } = await t.chargedOrder(130_000);
    await t.gateway.core.act(transactionId, 'approve');
    t.control.answerLate(transactionId, { gross_amount: 1_300, gross_amount_text: '1300.00' });
    const refused = await t.deliver(sent(order));
    expect(refused.json().data).toMatchObject({ outcome: 'rejected', reason: 'amount_mismatch' });
    expect(order).toMatchObject({ paid: false });
    const genuine = await t.deliver(sent(order));
    expect(genuine.json().data).toMatchObject({ outcome: 'applied', replayed: false });
    expect(order).toMatchObject({ state: 'settlement', paid: true });
    expect((await recorded(order.orderRef)).map((row) => row.outcome)).toEqual([
      'rejected',
      'applied',
    ]);
    // Now it was applied: the same again is a replay.
    expect((await t.deliver(sent(order))).json().data.replayed).toBe(true);
  });
});

describe('POST /api/payment/notifications: forged or malformed', () => {
  const base = () => {
    const order = t.orders.order(orderRef(), 150_000);
    return {
      order,
      body: signedNotification(t.keys.serverKey, {
        order_id: order.orderRef,
        gross_amount: 150_000,
        transaction_status: 'settlement',
      }),
    };
  };

  it.each([
    [
      'signed with another key',
      (body: Record<string, string>) => ({
        ...body,
        signature_key: midtransSignature({
          orderId: body.order_id!,
          statusCode: body.status_code!,
          grossAmount: body.gross_amount!,
          serverKey: 'SB-Mid-server-someone-else',
        }),
      }),
    ],
    [
      'the amount changed after signing',
      (body: Record<string, string>) => ({ ...body, gross_amount: '1.00' }),
    ],
    [
      'the status code changed after signing',
      (body: Record<string, string>) => ({ ...body, status_code: '201' }),
    ],
    [
      'another order',
      (body: Record<string, string>) => ({ ...body, order_id: `${body.order_id}-X` }),
    ],
    ['not hex', (body: Record<string, string>) => ({ ...body, signature_key: 'z'.repeat(128) })],
    [
      'too short',
      (body: Record<string, string>) => ({
        ...body,
        signature_key: body.signature_key!.slice(0, 64),
      }),
    ],
    [
      'upper-cased digest of the wrong text',
      (body: Record<string, string>) => ({
        ...body,
        signature_key: body.signature_key!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      }),
    ],
  ])('%s: 401, nothing recorded, nothing applied', async (_case, forge) => {
    const { order, body } = base();
    const callsBefore = t.orders.calls();
    const res = await t.deliver(forge(body));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      success: false,
      errorCode: 'payment_notification_signature_invalid',
      message: 'Tanda tangan notifikasi tidak valid.',
    });
    expect(t.orders.calls()).toBe(callsBefore);
    expect(order.state).toBeNull();
    expect(await recorded(order.orderRef)).toHaveLength(0);
  });

  it.each([
    ['no body fields', {}, ['order_id', 'status_code', 'gross_amount', 'signature_key']],
    ['a status code that is not three digits', { status_code: '2000' }, ['status_code']],
    ['a number where the gateway sends text', { gross_amount: 150000 }, ['gross_amount']],
  ])('%s: 422 with the fields', async (_case, change, fields) => {
    const { body } = base();
    const payload = Object.keys(change).length === 0 ? {} : { ...body, ...change };
    const res = await t.deliver(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'validation_failed' });
    expect(Object.keys(res.json().data.fields)).toEqual(expect.arrayContaining(fields));
  });

  it.each([
    ['rupiah with cents', { gross_amount: '150000.50' }, 'gross_amount_invalid'],
    [
      'an unknown transaction status',
      { transaction_status: 'paid' },
      'payment_notification_invalid',
    ],
    ['an unknown fraud status', { fraud_status: 'maybe' }, 'payment_notification_invalid'],
  ] as const)('signed but %s: 422 %s, nothing applied', async (_case, given, errorCode) => {
    const change: { gross_amount?: string; transaction_status?: string; fraud_status?: string } =
      given;
    const order = t.orders.order(orderRef(), 150_000);
    const body = signedNotification(t.keys.serverKey, {
      order_id: order.orderRef,
      gross_amount: change.gross_amount ?? 150_000,
      transaction_status: change.transaction_status ?? 'settlement',
      ...(change.fraud_status ? { fraud_status: change.fraud_status } : {}),
    });
    const callsBefore = t.orders.calls();
    const res = await t.deliver(body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errorCode).toBe(errorCode);
    expect(t.orders.calls()).toBe(callsBefore);
  });

  it('malformed JSON is 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/notifications',
      headers: { 'content-type': 'application/json' },
      payload: '{"order_id":',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/payment/callback', () => {
  it('answers 401 for guests', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/callback',
      payload: { id_order: 'X' },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['no id_order', {}],
    ['an empty id_order', { id_order: '' }],
    ['an id_order of the wrong type', { id_order: { $ne: 1 } }],
  ])('%s: 422', async (_case, payload) => {
    const member = await registerMember(t.app);
    const res = await member.inject({ method: 'POST', url: '/api/payment/callback', payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.fields).toHaveProperty('id_order');
  });

  it("another member's order, or one without a payment, is 404", async () => {
    const owner = await registerMember(t.app);
    const other = await registerMember(t.app);
    const order = t.orders.order(orderRef(), 75_000, owner.id);
    const notTheirs = await other.inject({
      method: 'POST',
      url: '/api/payment/callback',
      payload: { id_order: order.orderRef },
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().errorCode).toBe('payment_not_found');
    const noPayment = await owner.inject({
      method: 'POST',
      url: '/api/payment/callback',
      payload: { id_order: order.orderRef },
    });
    expect(noPayment.statusCode).toBe(404);
  });

  it("the member's order: the gateway's status is applied like a notification", async () => {
    const member = await registerMember(t.app);
    const order = t.orders.order(orderRef(), 64_000, member.id);
    const charged = await t.gateway.charge({
      orderRef: order.orderRef,
      grossAmount: 64_000,
      method: 'gopay',
    });
    // Paid on the provider's side; its notification has not reached the shop.
    await t.gateway.core.act(charged.transaction_id, 'approve');
    const callback = () =>
      member.inject({
        method: 'POST',
        url: '/api/payment/callback',
        payload: { id_order: order.orderRef },
      });
    const res = await callback();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      order_id: order.orderRef,
      transaction_status: 'settlement',
      state: 'settlement',
      outcome: 'applied',
      reason: null,
      replayed: false,
    });
    expect(order).toMatchObject({ state: 'settlement', paid: true });
    expect(t.orders.applied.at(-1)).toMatchObject({ source: 'status', paymentType: 'gopay' });
    // The notification arriving afterwards, and the callback again, change nothing.
    const late = await t.deliver(t.lastNotification(order.orderRef)!);
    expect(late.json().data.replayed).toBe(true);
    expect((await callback()).json().data.replayed).toBe(true);
  });

  it('a gateway that does not answer is 503; the order is untouched', async () => {
    const down: PaymentGateway = {
      kind: 'midtrans',
      methods: [],
      charge: async () => {
        throw new GatewayError('unavailable', 'down');
      },
      status: async () => {
        throw new GatewayError('unavailable', 'down');
      },
      cancel: async () => {
        throw new GatewayError('unavailable', 'down');
      },
      refund: async () => {
        throw new GatewayError('unavailable', 'down');
      },
    };
    const order = t.orders.order(orderRef(), 10_000, 42);
    const service = createNotificationService({
      payments: createPaymentRepository(t.db),
      transaction: (work) => inTransaction(t.db, work),
      clock: () => new Date(),
      serverKey: t.keys.serverKey,
      applyReport: (tx, report) => t.orders.outcomes.apply(tx, report),
      orderRefFor: (input) => t.orders.outcomes.orderRefFor(input),
      gateway: down,
      log: t.app.log,
    });
    await expect(service.callback(42, order.orderRef)).rejects.toMatchObject({
      status: 503,
      errorCode: 'payment_gateway_unavailable',
    });
    expect(order.state).toBeNull();
  });
});
