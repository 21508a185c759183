// Issue 14, item 13: the process dies between the placement's commit and the gateway's answer.
// The crash is a gateway call that never returns: the order is committed, its stock taken, and
// no payment is ever kept. The recovery job (the expiry job's first step) must fail it and give
// everything back within minutes — not a day later when the payment would have been due.
import { PAYMENT_START_RECOVERY_MS } from '@kilau/domain/payment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentStart, PaymentStarted } from './index';
import { recoverUnchargedOrders } from './index';
import {
  memberWithBag,
  ordersAppWithGoods,
  placeOrderOf,
  SHIPPING_FEE,
  stockOf,
  type buildOrdersApp,
  type SellableCombination,
} from '../../test/orders';

let env: Awaited<ReturnType<typeof buildOrdersApp>>;
let goods: SellableCombination[];
beforeAll(async () => {
  ({ env, goods } = await ordersAppWithGoods({ count: 2 }));
});
afterAll(async () => {
  await env?.close();
});

const orderOf = (cartId: number) =>
  env.db.selectFrom('orders').selectAll().where('cart_id', '=', cartId).executeTakeFirstOrThrow();

describe('an order committed but never charged', () => {
  it('fails and gives its stock back once, minutes later; the late charge is withdrawn', async () => {
    const item = goods[0]!;
    const { who, cartId } = await memberWithBag(env, item);
    const before = await stockOf(env.db, item.combinationId);

    // The gateway is asked and never answers: the process is gone as far as the order can tell.
    let answer: (started: PaymentStarted) => void = () => undefined;
    let asked: () => void = () => undefined;
    const charging = new Promise<void>((resolve) => (asked = resolve));
    const original = env.gateway.startPayment;
    env.gateway.startPayment = (start: PaymentStart) => {
      asked();
      return new Promise<PaymentStarted>((resolve) => {
        answer = (started) => resolve({ ...started, transaction_id: `late-${start.orderRef}` });
      });
    };
    const placing = who.inject({
      method: 'POST',
      url: '/api/order/orders',
      payload: {
        cart_id: String(cartId),
        payment_method: 'bca_virtual_account',
        total_price: item.price + SHIPPING_FEE,
      },
    });
    await charging;
    env.gateway.startPayment = original;

    const stuck = await orderOf(cartId);
    expect(stuck).toMatchObject({ payment: {}, payment_status: 'pending', released_at: null });
    expect(await stockOf(env.db, item.combinationId)).toBe(before - 1);

    const deps = { db: env.db, cancelPayment: env.gateway.cancelPayment };
    const placedAt = new Date(stuck.updated_at).getTime();
    // Within the window a charge may still be under way: left alone.
    expect(
      await recoverUnchargedOrders(deps, new Date(placedAt + PAYMENT_START_RECOVERY_MS - 1_000)),
    ).toEqual([]);

    // Past it, two runners at once (two app instances): the order fails exactly once.
    const due = new Date(placedAt + PAYMENT_START_RECOVERY_MS);
    const runs = await Promise.all([
      recoverUnchargedOrders(deps, due),
      recoverUnchargedOrders(deps, due),
    ]);
    expect(runs.flat()).toEqual([stuck.payment_ref]);
    const failed = await orderOf(cartId);
    expect(failed).toMatchObject({
      state_id: 12,
      payment_status: 'failure',
      is_payment_failed: true,
    });
    expect(failed.released_at).not.toBeNull();
    expect(await stockOf(env.db, item.combinationId)).toBe(before);
    expect(env.gateway.cancelled).toContain(stuck.payment_ref);
    const history = await env.db
      .selectFrom('order_state_histories')
      .select(['state_id', 'note'])
      .where('order_id', '=', failed.id)
      .orderBy('id')
      .execute();
    expect(history.at(-1)).toEqual({ state_id: 12, note: 'payment_not_started' });
    expect(await recoverUnchargedOrders(deps, due)).toEqual([]);

    // The charge answers after all: its answer is not kept, the attempt is withdrawn, and the
    // shopper is told the payment failed (the order list offers REORDER).
    const cancelledBefore = env.gateway.cancelled.length;
    answer({ transaction_id: 'x', status: 'pending', status_code: '201' });
    const res = await placing;
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('payment_declined');
    expect((await orderOf(cartId)).payment).toEqual({});
    expect(env.gateway.cancelled.slice(cancelledBefore)).toEqual([stuck.payment_ref]);
    expect(await stockOf(env.db, item.combinationId)).toBe(before);
  });

  it('leaves an order whose payment started alone', async () => {
    const { res, cartId } = await placeOrderOf(env, goods[1]!);
    expect(res.statusCode).toBe(201);
    const later = new Date(env.clock.now.getTime() + 2 * PAYMENT_START_RECOVERY_MS);
    const deps = { db: env.db, cancelPayment: env.gateway.cancelPayment };
    expect(await recoverUnchargedOrders(deps, later)).toEqual([]);
    expect(await orderOf(cartId)).toMatchObject({ payment_status: 'pending', released_at: null });
  });
});
