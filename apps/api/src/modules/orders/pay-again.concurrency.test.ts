// Issue 17 item 6 (ADR 0034) under parallel requests: for each order whose payment the gateway
// declined, a crowd of "pay again", "back to the bag" and deliveries of the signed decline (for
// half the orders its first delivery) arrive at once — and the job that closes the windows, due
// for every third order. At most one choice wins per order, exactly one where the decline was
// known first;
// stock, voucher uses and points are given back exactly once (or stay held for the new attempt);
// a bag gets the order's lines exactly once. Real overlap needs PostgreSQL
// (DATABASE_URL=postgres://…); PGlite runs a small version of the same scenario one transaction
// at a time.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  after,
  defineVoucher,
  FIXED_NOW,
  ordersAppWithGoods,
  placeOrderOf,
  type SellableCombination,
} from '../../test/orders';
import { expireDueOrders } from './index';

const onPostgres = !!process.env.DATABASE_URL;
const ORDERS = onPostgres ? 12 : 3;
const CROWD = onPostgres ? 6 : 2;
const QUANTITY = 2;

let env: Awaited<ReturnType<typeof ordersAppWithGoods>>['env'];
let goods: SellableCombination[];
beforeAll(async () => {
  ({ env, goods } = await ordersAppWithGoods({
    count: ORDERS,
    sandboxGateway: true,
    env: { RATE_LIMIT_MAX: '100000' },
  }));
});
afterAll(async () => {
  await env?.close();
});

type Placed = Awaited<ReturnType<typeof placeOrderOf>>;

describe('pay again, back to the bag and the decline, all at once', () => {
  it('one choice wins per order; holds are given back once; bags refilled once', async () => {
    env.clock.now = FIXED_NOW;
    const voucher = await defineVoucher(env.db, { amount: 10_000 });
    const stockBefore = new Map<number, number>();
    const placed: Placed[] = [];
    for (const [i, item] of goods.entries()) {
      const order = await placeOrderOf(env, item, {
        quantity: QUANTITY,
        ...(i % 2 === 0 ? { voucher: { ...voucher, amount: 10_000 } } : { points: 3 }),
      });
      expect(order.res.statusCode).toBe(201);
      stockBefore.set(item.combinationId, order.stockBefore);
      placed.push(order);
    }
    // Each payment is declined on the gateway's page; its signed notification is delivered.
    const declines: Array<Record<string, unknown>> = [];
    for (const order of placed) {
      const row = await env.db
        .selectFrom('orders')
        .select(['gateway_transaction_id', 'payment_ref'])
        .where('id', '=', Number(order.order._id))
        .executeTakeFirstOrThrow();
      await env.app.inject({
        method: 'POST',
        url: `/sandbox-gateway/transactions/${row.gateway_transaction_id}/decline`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      const decline = env.notified.find(
        (n) => n.order_id === row.payment_ref && n.transaction_status === 'deny',
      );
      expect(decline).toBeDefined();
      declines.push(decline!);
    }
    // Half the declines are known before the crowd comes; the other half arrive among it.
    for (const [k, decline] of declines.entries()) {
      if (k % 2 !== 0) continue;
      const res = await env.app.inject({
        method: 'POST',
        url: '/api/payment/notifications',
        payload: decline,
      });
      expect(res.statusCode).toBe(200);
    }

    // Only every third order's window closes before the job's clock.
    await env.db
      .updateTable('orders')
      .set({ payment_due_at: after(FIXED_NOW, 60) })
      .where(
        'id',
        'in',
        placed.filter((_, k) => k % 3 !== 0).map((order) => Number(order.order._id)),
      )
      .execute();

    // Then everything at once: per order, CROWD pay-agains, CROWD bag-backs, CROWD replays of
    // the decline (the first delivery among them); the window-closing job for every third order,
    // its clock past the window.
    env.clock.now = after(FIXED_NOW, 5);
    const answers: Array<{ order: number; what: string; status: number; code?: string }> = [];
    const calls = placed.flatMap((order, k) => {
      const record = (what: string) => (res: { statusCode: number; json: () => unknown }) =>
        answers.push({
          order: k,
          what,
          status: res.statusCode,
          code: (res.json() as { errorCode?: string }).errorCode,
        });
      const pay = () =>
        order.who
          .inject({
            method: 'POST',
            url: `/api/order/orders/${order.order._id}/pay-again`,
            payload: { payment_method: k % 3 === 1 ? 'bank_transfer' : 'bca_virtual_account' },
          })
          .then(record('pay'));
      const bag = () =>
        order.who
          .inject({ method: 'POST', url: `/api/order/orders/${order.order._id}/back-to-bag` })
          .then(record('bag'));
      const notify = () =>
        env.app
          .inject({ method: 'POST', url: '/api/payment/notifications', payload: declines[k] })
          .then(record('notification'));
      // Interleaved, the first of each trio turning with the order, so every kind gets to lead.
      const kinds = [pay, bag, notify];
      const one = Array.from({ length: CROWD * 3 }, (_, i) => kinds[(i + k) % 3]!());
      return one;
    });
    const job = expireDueOrders(
      { db: env.db, cancelPayment: async () => undefined },
      after(FIXED_NOW, 31),
    );
    const [closed] = await Promise.all([job, ...calls]);

    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    for (const [k, order] of placed.entries()) {
      const wins = answers.filter(
        (a) => a.order === k && a.what !== 'notification' && a.status === 200,
      );
      const byJob = closed.includes(order.order.reference_code);
      // At most one choice wins; when the decline was known first, exactly one.
      expect(wins.length + (byJob ? 1 : 0)).toBeLessThanOrEqual(1);
      if (k % 2 === 0) expect(wins.length + (byJob ? 1 : 0)).toBe(1);
      expect(
        answers
          .filter((a) => a.order === k && a.what !== 'notification' && a.status !== 200)
          .every((a) => a.status === 409),
      ).toBe(true);
      const row = await env.db
        .selectFrom('orders')
        .innerJoin('order_states', 'order_states.id', 'orders.state_id')
        .select(['order_states.name as state', 'orders.released_at', 'orders.payment_attempt'])
        .where('orders.id', '=', Number(order.order._id))
        .executeTakeFirstOrThrow();
      const bag = (await order.who.inject({ url: '/api/cart/user/me/carts' })).json().data;
      const won = wins[0]?.what;
      if (won === 'pay') {
        expect(row).toMatchObject({ released_at: null, payment_attempt: 2 });
        expect(bag.products).toEqual([]);
      } else if (!won && !byJob) {
        // Every choice came before the decline: the order holds, ready for one.
        expect(row).toMatchObject({ state: 'Payment Failure', released_at: null });
        expect(bag.products).toEqual([]);
      } else {
        expect(row.released_at).not.toBeNull();
        expect(row.state).toBe('Cancelled');
        expect(bag.products).toHaveLength(won === 'bag' ? 1 : 0);
        if (won === 'bag') expect(bag.products[0].quantity).toBe(QUANTITY);
      }
    }

    // Stock: what is left + what live (unreleased) orders hold = what there was.
    const ids = goods.map((item) => item.combinationId);
    const stock = await sql<{ id: number; stock: number; live: number }>`
      select c.id, c.stock, (select coalesce(sum(l.quantity), 0)::int from order_lines l
                               join orders o on o.id = l.order_id
                              where l.combination_id = c.id and o.released_at is null) as live
        from combinations c where c.id in (${sql.join(ids)})`.execute(env.db);
    expect(stock.rows.filter((row) => row.stock + row.live !== stockBefore.get(row.id))).toEqual(
      [],
    );
    // Voucher uses = live orders with it.
    const uses = await sql<{ used: number; live: number }>`
      select (select count(*)::int from voucher_holds
               where voucher_id = ${voucher.id} and used_at is not null) as used,
             (select count(*)::int from orders
               where voucher_id = ${voucher.id} and released_at is null) as live`.execute(env.db);
    expect(uses.rows[0]!.used).toBe(uses.rows[0]!.live);
    // Points: every ledger sums to its balance; a released order's points came back once.
    const members = placed.map((order) => order.who.id);
    const points = await sql<{ user_id: number; balance: number; ledger: number }>`
      select b.user_id, b.balance,
             (select coalesce(sum(delta), 0)::int from point_ledger l where l.user_id = b.user_id) as ledger
        from point_balances b where b.user_id in (${sql.join(members)})`.execute(env.db);
    expect(points.rows.filter((row) => row.balance !== row.ledger || row.balance < 0)).toEqual([]);
    const refunds = await sql<{ order_ref: string; n: number }>`
      select order_ref, count(*)::int as n from point_ledger
       where user_id in (${sql.join(members)}) and reason = 'order_refund'
       group by order_ref having count(*) > 1`.execute(env.db);
    expect(refunds.rows).toEqual([]);
  }, 180_000);
});
