// Shared by the payment module's API tests: the app on its own database with the sandbox gateway,
// the notifications it would post captured, and a small orders double behind `PaymentOutcomes`
// that checks amounts and moves payment states with the domain's machine, as the orders module
// will. The app's gateway can be made to stop answering, or to answer one status call late (an
// answer read before a newer change), as a real gateway may.
import type { Database } from '@kilau/db';
import { createTestDatabase } from '@kilau/db/testing';
import { formatGrossAmount, transitionPayment, type PaymentState } from '@kilau/domain/payment';
import { sql, type Kysely } from 'kysely';
import { buildTestApp, FIXED_NOW } from './build-test-app';
import {
  GatewayError,
  midtransSignature,
  sandboxGateway,
  sandboxKeys,
  type GatewayStatus,
  type LastUsedMethod,
  type PaymentGateway,
  type PaymentNotification,
  type PaymentOutcomes,
} from '../modules/payment';

/** The app's sandbox lives under the default public URL (no PUBLIC_URL in the tests). */
export const TEST_PUBLIC_URL = 'http://127.0.0.1:3000';

export type TestOrder = {
  orderRef: string;
  userId: number | null;
  amount: number;
  state: PaymentState | null;
  paid: boolean;
};

/** An orders double: orders by reference, what was applied, and a hook after each commit. */
export function createOrdersDouble(options: { applyDelayMs?: number } = {}) {
  const orders = new Map<string, TestOrder>();
  const applied: PaymentNotification[] = [];
  const afterCommits: string[] = [];
  let calls = 0;
  const outcomes: PaymentOutcomes = {
    async apply(tx, notification) {
      calls += 1;
      // A real statement in the caller's transaction; a delay holds it open, widening any race.
      await sql`select pg_sleep(${(options.applyDelayMs ?? 0) / 1000})`.execute(tx);
      const order = orders.get(notification.orderRef);
      if (!order) return { outcome: 'rejected', reason: 'order_not_found' };
      if (notification.grossAmount !== order.amount) {
        return { outcome: 'rejected', reason: 'amount_mismatch' };
      }
      const moved = transitionPayment(order.state, notification.state);
      if (!moved.ok) return { outcome: 'ignored', reason: moved.code };
      order.state = moved.value.to;
      order.paid = moved.value.paid;
      applied.push(notification);
      return {
        outcome: 'applied',
        afterCommit: () => {
          afterCommits.push(`${notification.orderRef}:${notification.state}`);
        },
      };
    },
    async orderRefFor({ userId, idOrder }) {
      const order = [...orders.values()].find(
        (entry) => entry.orderRef === idOrder && entry.userId === userId,
      );
      return order?.orderRef ?? null;
    },
  };
  return {
    outcomes,
    orders,
    applied,
    afterCommits,
    calls: () => calls,
    order(orderRef: string, amount: number, userId: number | null = null) {
      const order: TestOrder = { orderRef, userId, amount, state: null, paid: false };
      orders.set(orderRef, order);
      return order;
    },
  };
}

export type OrdersDouble = ReturnType<typeof createOrdersDouble>;

let seq = 0;
/** A fresh order reference per test. */
export const orderRef = (prefix = 'KL') => {
  seq += 1;
  return `${prefix}-${process.pid.toString(36)}-${Date.now().toString(36)}-${seq}`.toUpperCase();
};

/** Control over the app's gateway: down (every status call fails) or late answers queued per ref. */
export function gatewayControl() {
  const control = {
    down: false,
    /** Status calls made, by the ref asked. */
    asked: [] as string[],
    late: new Map<string, Array<Partial<GatewayStatus>>>(),
    /** The next status call for `ref` answers the gateway's answer with `fields` over it. */
    answerLate(ref: string, fields: Partial<GatewayStatus>) {
      control.late.set(ref, [...(control.late.get(ref) ?? []), fields]);
    },
    wrap(real: PaymentGateway): PaymentGateway {
      return {
        kind: real.kind,
        methods: real.methods,
        charge: (request) => real.charge(request),
        cancel: (ref) => real.cancel(ref),
        refund: (ref, request) => real.refund(ref, request),
        async status(ref) {
          control.asked.push(ref);
          if (control.down) throw new GatewayError('unavailable', 'The gateway did not answer.');
          const answer = await real.status(ref);
          const late = control.late.get(ref)?.shift();
          return late ? { ...answer, ...late } : answer;
        },
      };
    },
  };
  return control;
}

export async function paymentTestApp(
  options: {
    lastUsedMethod?: LastUsedMethod;
    clock?: () => Date;
    env?: Record<string, string>;
    applyDelayMs?: number;
  } = {},
) {
  const database = await createTestDatabase();
  const notified: Record<string, unknown>[] = [];
  const orders = createOrdersDouble(
    options.applyDelayMs === undefined ? {} : { applyDelayMs: options.applyDelayMs },
  );
  const control = gatewayControl();
  const app = await buildTestApp({
    database,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.env ? { env: options.env } : {}),
    payments: {
      outcomes: orders.outcomes,
      ...(options.lastUsedMethod ? { lastUsedMethod: options.lastUsedMethod } : {}),
      notify: (notification) => {
        notified.push(notification);
      },
      gateway: control.wrap,
    },
  });
  await app.ready();
  const db: Kysely<Database> = database.db;
  const keys = await sandboxKeys(db);
  // The same sandbox as the app's (same database, keys and notifications), to charge directly.
  const gateway = sandboxGateway({
    db,
    clock: options.clock ?? (() => FIXED_NOW),
    publicUrl: TEST_PUBLIC_URL,
    serverKey: keys.serverKey,
    clientKey: keys.clientKey,
    notify: (notification) => {
      notified.push(notification);
    },
  });
  return {
    app,
    db,
    notified,
    orders,
    keys,
    gateway,
    /** A single-use card token from the sandbox's tokeniser, as the browser script gets it. */
    async cardToken(card: Record<string, unknown>) {
      const res = await app.inject({
        method: 'POST',
        url: '/sandbox-gateway/v2/token',
        payload: {
          client_key: keys.clientKey,
          card_exp_month: '12',
          card_exp_year: '2030',
          card_cvv: '123',
          ...card,
        },
      });
      return { status: res.statusCode, body: res.json() as Record<string, unknown> };
    },
    /** The app's gateway: `down`, `answerLate`, what it was asked. */
    control,
    /**
     * An order of the double with a live transaction for it at the sandbox gateway (a BCA VA by
     * default; `gatewayAmount` charges another amount than the order's).
     */
    async chargedOrder(
      amount: number,
      options: { userId?: number; gatewayAmount?: number; prefix?: string } = {},
    ) {
      const order = orders.order(orderRef(options.prefix), amount, options.userId ?? null);
      const charged = await gateway.charge({
        orderRef: order.orderRef,
        grossAmount: options.gatewayAmount ?? amount,
        method: 'bca_virtual_account',
      });
      return { order, transactionId: charged.transaction_id };
    },
    /** A notification of a charged order's transaction, signed with the gateway's key. */
    signedFor(
      charged: { order: TestOrder; transactionId: string },
      fields: { transaction_status: string; gross_amount?: number; status_code?: string },
    ) {
      return signedNotification(keys.serverKey, {
        order_id: charged.order.orderRef,
        gross_amount: fields.gross_amount ?? charged.order.amount,
        transaction_status: fields.transaction_status,
        transaction_id: charged.transactionId,
        ...(fields.status_code ? { status_code: fields.status_code } : {}),
      });
    },
    /** The last notification the sandbox posted for an order. */
    lastNotification(order: string) {
      return [...notified].reverse().find((entry) => entry.order_id === order);
    },
    /** Posts a notification to the shop as the gateway would. */
    deliver(body: Record<string, unknown>) {
      return app.inject({ method: 'POST', url: '/api/payment/notifications', payload: body });
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type PaymentTestApp = Awaited<ReturnType<typeof paymentTestApp>>;

/** A notification signed with `serverKey`, Midtrans' fields filled in. */
export function signedNotification(
  serverKey: string,
  fields: {
    order_id: string;
    gross_amount: number | string;
    transaction_status: string;
    status_code?: string;
    fraud_status?: string;
    transaction_id?: string;
    payment_type?: string;
  },
): Record<string, string> {
  const grossAmount =
    typeof fields.gross_amount === 'number'
      ? formatGrossAmount(fields.gross_amount)
      : fields.gross_amount;
  const statusCode =
    fields.status_code ??
    (fields.transaction_status === 'pending'
      ? '201'
      : fields.transaction_status === 'expire'
        ? '407'
        : fields.transaction_status === 'deny'
          ? '202'
          : '200');
  return {
    transaction_time: '2026-11-21 10:00:00',
    transaction_status: fields.transaction_status,
    transaction_id: fields.transaction_id ?? '7b1d7f0e-1c6b-4c55-9a47-5d9b2b0f6a10',
    status_message: 'midtrans payment notification',
    status_code: statusCode,
    payment_type: fields.payment_type ?? 'bank_transfer',
    order_id: fields.order_id,
    merchant_id: 'G-TEST',
    gross_amount: grossAmount,
    fraud_status: fields.fraud_status ?? 'accept',
    currency: 'IDR',
    signature_key: midtransSignature({
      orderId: fields.order_id,
      statusCode,
      grossAmount,
      serverKey,
    }),
  };
}

export { FIXED_NOW };
