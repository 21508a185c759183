// Issue 14, "Beyond the findings": a crowd of members over overlapping shades of a few products
// (one shade in a flash sale, a voucher with a quota, beauty points) placing orders while earlier
// orders are cancelled, paid, declined, expired at the gateway, retried, expired by the job and —
// for a few whose process "died" before the charge — recovered by the job; all at once, through
// the real checkout ports and the sandbox gateway (its own approve/decline/expire path, then the
// gateway status path through `POST /api/payment/callback`). Then the invariants, in SQL. Real
// concurrency needs PostgreSQL; PGlite runs a small version of the same scenario.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { PAYMENT_START_RECOVERY_MS } from '@kilau/domain/payment';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { defineVoucher, fixedShipping, grantPoints, SHIPPING_FEE } from '../../test/orders';
import {
  bagOfShades,
  crowd,
  shadedProducts,
  shadeSet,
  type CrowdMember,
  type Shade,
} from '../../test/shades';
import type { PaymentStart, PaymentStarted } from './index';
import { expireDueOrders, recoverUnchargedOrders } from './index';

const onPostgres = !!process.env.DATABASE_URL;
const MEMBERS = onPostgres ? 60 : 6;
const ROUNDS = 3;
const STOCK = onPostgres ? 30 : 6;
const FLASH = { price: 10_000, quota: onPostgres ? 25 : 4 };
const VOUCHER = { amount: 10_000, quota: onPostgres ? 30 : 3 };
const POINTS = 5;
const OVO_PHONE = '081234567890';

const clock = { now: FIXED_NOW };
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildTestApp>>;
/** Members whose next charge never answers: their process died after the commit. */
const dying = new Set<number>();
const hung: Array<() => void> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    clock: () => clock.now,
    env: { LOGIN_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000' },
    // The sandbox's notifications are dropped: the shopper's return asks the gateway instead.
    payments: { notify: () => undefined },
    checkoutPorts: (real) => ({
      ...real,
      shipping: fixedShipping({ fee: SHIPPING_FEE, served: true }),
      startPayment: (start: PaymentStart) => {
        if (!dying.delete(start.customer.userId)) return real.startPayment(start);
        return new Promise<PaymentStarted>((resolve, reject) => {
          hung.push(() => real.startPayment(start).then(resolve, reject));
        });
      },
    }),
  });
  await app.ready();
  await database.db.updateTable('gifts_with_purchase').set({ is_active: false }).execute();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Placed = { member: CrowdMember; id: string; reference: string; ovo: boolean };
type Answer = { what: string; status: number; body: string };

describe('placements, cancels, retries, payment outcomes and the order jobs at once', () => {
  it(`${MEMBERS} members × ${ROUNDS} rounds: no 5xx, and every invariant holds in SQL`, async () => {
    const db = database.db;
    const products = await shadedProducts(db, { products: 3, shades: 4, stock: STOCK });
    const flashShade = products[0]![1]!;
    const sale = await db
      .insertInto('flash_sales')
      .values({
        name: 'Kilat',
        starts_at: new Date(FIXED_NOW.getTime() - 3_600_000),
        ends_at: new Date(FIXED_NOW.getTime() + 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('flash_sale_items')
      .values({
        flash_sale_id: sale.id,
        combination_id: flashShade.combinationId,
        price: FLASH.price,
        quota: FLASH.quota,
      })
      .execute();
    const voucher = await defineVoucher(db, {
      amount: VOUCHER.amount,
      quota_total: VOUCHER.quota,
      quota_per_user: 3,
    });
    const members = await crowd({ app, db }, MEMBERS);
    for (const [i, member] of members.entries()) {
      if (i % 3 === 2) await grantPoints(db, member.id, POINTS * ROUNDS);
    }
    // Two of every ten members' first charge never answers (the process died after commit).
    for (const [i, member] of members.entries()) if (i % 10 < 2) dying.add(member.id);

    const answers: Answer[] = [];
    const call = async (
      what: string,
      member: CrowdMember,
      options: Parameters<CrowdMember['inject']>[0],
    ) => {
      const res = await member.inject(options);
      answers.push({ what, status: res.statusCode, body: res.body });
      return res;
    };
    const priceOf = (shade: Shade) =>
      shade.combinationId === flashShade.combinationId ? FLASH.price : shade.price;

    let open: Placed[] = [];
    const declinedOvo: Placed[] = [];
    const paid: Placed[] = [];
    const hanging: Array<Promise<unknown>> = [];

    for (let round = 0; round < ROUNDS; round++) {
      clock.now = new Date(FIXED_NOW.getTime() + round * 60_000);
      // The bags, then the promotions applied to them, all members at once.
      const bags: Array<{ cartId: number; total: number }> = [];
      for (const [i, member] of members.entries()) {
        const shades = shadeSet(products, i, round);
        const bag = await bagOfShades(db, member, shades);
        const goods = shades.reduce((sum, shade) => sum + priceOf(shade), 0);
        bags.push({ ...bag, total: goods + SHIPPING_FEE });
      }
      await Promise.all(
        members.map(async (member, i) => {
          if (i % 3 === 1) {
            const res = await call('voucher', member, {
              method: 'POST',
              url: '/api/cart/user/me/carts/voucher',
              payload: { voucher_code: voucher.code },
            });
            if (res.statusCode === 200) bags[i]!.total -= VOUCHER.amount;
          } else if (i % 3 === 2) {
            const res = await call('points', member, {
              method: 'POST',
              url: '/api/cart/user/me/carts/points',
              payload: { points: POINTS },
            });
            if (res.statusCode === 200) bags[i]!.total -= POINTS * 1_000;
          }
        }),
      );

      // What happens to earlier orders while this round is placed.
      const refs = new Map(
        (
          await db
            .selectFrom('orders')
            .select(['id', 'gateway_transaction_id'])
            .where('id', 'in', [0, ...open.map((order) => Number(order.id))])
            .execute()
        ).map((row) => [String(row.id), row.gateway_transaction_id]),
      );
      const gateway = async (order: Placed, action: 'approve' | 'decline' | 'expire') => {
        const transaction = refs.get(order.id);
        if (!transaction) return;
        const res = await app.inject({
          method: 'POST',
          url: `/sandbox-gateway/transactions/${transaction}/${action}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: '',
        });
        answers.push({ what: `sandbox ${action}`, status: res.statusCode, body: res.body });
        await call(`callback ${action}`, order.member, {
          method: 'POST',
          url: '/api/payment/callback',
          payload: { id_order: order.id },
        });
        if (action === 'approve') paid.push(order);
        if (action === 'decline' && order.ovo) declinedOvo.push(order);
      };
      const cancel = (order: Placed) =>
        call('cancel', order.member, {
          method: 'PUT',
          url: `/api/order/order/${order.id}/cancelled`,
          payload: { cancellation_reason: 'Berubah pikiran', reference_code: order.reference },
        });
      const retry = (order: Placed) =>
        call('retry', order.member, {
          method: 'POST',
          url: '/api/payment/payments',
          payload: { id_order: order.id, phone_no: OVO_PHONE },
        });
      const dueNow = open.filter((_, k) => k % 7 === 5).map((order) => Number(order.id));
      if (dueNow.length > 0) {
        await db
          .updateTable('orders')
          .set({ payment_due_at: clock.now })
          .where('id', 'in', dueNow)
          .execute();
      }
      const actions = open.map(async (order, k) => {
        switch (k % 7) {
          case 0:
            return cancel(order);
          case 1:
            return gateway(order, 'approve');
          case 2:
            return gateway(order, 'decline');
          case 3:
            return gateway(order, 'expire');
          case 4:
            return order.ovo ? retry(order) : undefined;
          case 6:
            return Promise.all([cancel(order), gateway(order, 'approve')]);
          default:
            return undefined;
        }
      });
      const retries = declinedOvo.splice(0).map(retry);
      const refunds = paid
        .splice(0)
        .filter((_, k) => k % 2 === 0)
        .map(cancel);
      const deps = { db, cancelPayment: async () => undefined };
      const jobs = [expireDueOrders(deps, clock.now), recoverUnchargedOrders(deps, clock.now)];

      const next: Placed[] = [];
      const placements = members.map(async (member, i) => {
        const ovo = i % 2 === 1;
        const place = (total: number) =>
          member.inject({
            method: 'POST',
            url: '/api/order/orders',
            payload: {
              cart_id: String(bags[i]!.cartId),
              payment_method: ovo ? 'ovo' : 'bca_virtual_account',
              ...(ovo ? { phone_no: OVO_PHONE } : {}),
              total_price: total,
            },
          });
        const placing = (async () => {
          let res = await place(bags[i]!.total);
          // The shop moved the price (the flash quota ran out): the shopper accepts the new one.
          if (res.statusCode === 409 && res.json().errorCode === 'price_mismatch') {
            res = await place(res.json().data.total_price);
          }
          answers.push({ what: 'place', status: res.statusCode, body: res.body });
          if (res.statusCode === 201) {
            const data = res.json().data;
            next.push({ member, id: data._id, reference: data.reference_code, ovo });
          }
        })();
        // A dying member's placement never answers while the round runs.
        if (dying.has(member.id)) hanging.push(placing);
        else await placing;
      });
      await Promise.all([...placements, ...actions, ...retries, ...refunds, ...jobs]);
      open = next;
    }

    // Six minutes on, the job fails the orders whose charge never answered; then those charges
    // answer after all and are withdrawn.
    clock.now = new Date(clock.now.getTime() + PAYMENT_START_RECOVERY_MS + 60_000);
    const recovered = await recoverUnchargedOrders(
      { db, cancelPayment: async () => undefined },
      clock.now,
    );
    expect(hung.length).toBeGreaterThan(0);
    expect(recovered.length).toBe(hung.length);
    for (const answer of hung.splice(0)) answer();
    await Promise.all(hanging);

    // No 5xx — no deadlock, no serialization failure reached anyone.
    const failures = answers.filter((answer) => answer.status >= 500);
    expect(failures.map((f) => `${f.what} ${f.status} ${f.body.slice(0, 160)}`)).toEqual([]);
    const placed = answers.filter((answer) => answer.what === 'place');
    expect(placed.length).toBe(MEMBERS * ROUNDS);
    expect(placed.filter((answer) => answer.status === 201).length).toBeGreaterThan(
      placed.length / 2,
    );

    // Stock taken = the live orders' quantities, shade by shade.
    const ids = products.flat().map((shade) => shade.combinationId);
    const stock = await sql<{ id: number; stock: number; live: number }>`
      select c.id, c.stock, (select coalesce(sum(l.quantity), 0)::int from order_lines l
                               join orders o on o.id = l.order_id
                              where l.combination_id = c.id and o.released_at is null) as live
        from combinations c where c.id in (${sql.join(ids)}) order by c.id`.execute(db);
    expect(stock.rows.filter((row) => row.stock + row.live !== STOCK)).toEqual([]);
    expect(stock.rows.some((row) => row.live > 0)).toBe(true);

    // The flash sale's quota sold = its live flash-priced lines.
    const flash = await sql<{ sold: number; live: number }>`
      select fi.sold, (select coalesce(sum(l.quantity), 0)::int from order_lines l
                         join orders o on o.id = l.order_id
                        where l.flash_sale_id = fi.flash_sale_id
                          and l.combination_id = fi.combination_id and o.released_at is null) as live
        from flash_sale_items fi where fi.flash_sale_id = ${sale.id}`.execute(db);
    expect(flash.rows[0]!.sold).toBe(flash.rows[0]!.live);

    // Voucher uses = live orders with the voucher, within its quota.
    const uses = await sql<{ used: number; live: number }>`
      select (select count(*)::int from voucher_holds
               where voucher_id = ${voucher.id} and used_at is not null) as used,
             (select count(*)::int from orders
               where voucher_id = ${voucher.id} and released_at is null) as live`.execute(db);
    expect(uses.rows[0]!.used).toBe(uses.rows[0]!.live);
    expect(uses.rows[0]!.used).toBeLessThanOrEqual(VOUCHER.quota);

    // Every member's points ledger sums to the balance, never below zero.
    const points = await sql<{ user_id: number; balance: number; ledger: number }>`
      select b.user_id, b.balance,
             (select coalesce(sum(delta), 0)::int from point_ledger l where l.user_id = b.user_id) as ledger
        from point_balances b where b.user_id in (${sql.join(members.map((m) => m.id))})`.execute(
      db,
    );
    expect(points.rows.filter((row) => row.balance !== row.ledger || row.balance < 0)).toEqual([]);

    // No order is left without a payment attempt past the recovery window.
    const stuck = await sql<{ n: number }>`
      select count(*)::int as n from orders
       where payment = '{}'::jsonb and payment_status = 'pending' and released_at is null
         and updated_at <= ${new Date(clock.now.getTime() - PAYMENT_START_RECOVERY_MS)}`.execute(
      db,
    );
    expect(stuck.rows[0]!.n).toBe(0);
  }, 120_000);
});
