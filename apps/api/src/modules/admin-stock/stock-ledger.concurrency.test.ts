// The stock ledger under concurrent orders and adjustments (issue 18, docs/design/back-office.md
// "Stock"): members place and cancel orders of overlapping shades while staff receive, write off
// and count the same shades. Every change must land in the ledger in the order it committed:
// the ledger's sum and its last balance are the stock, each row's balance is the one before plus
// its delta, and stock never goes below 0. Real concurrency needs PostgreSQL; PGlite runs the
// same scenario one transaction at a time, where the assertions hold too. CI runs both.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrdersApp } from '../../test/operator';
import { bagOfShades, crowd, isServerError, shadedProducts, shadeSet } from '../../test/shades';
import { signedInStaff } from '../../test/staff';

const onPostgres = !!process.env.DATABASE_URL;
const MEMBERS = onPostgres ? 40 : 6;
const ROUNDS = 2;
/** Little stock, so orders, write-offs and counts compete for the last units. */
const STOCK = 4;

let env: Awaited<ReturnType<typeof buildOrdersApp>>;
beforeAll(async () => {
  env = await buildOrdersApp({ promotions: false });
});
afterAll(async () => {
  await env?.close();
});

describe('orders and stock adjustments at once', () => {
  it(`${MEMBERS} members × ${ROUNDS} rounds with adjustments: the ledger is the stock`, async () => {
    const products = await shadedProducts(env.db, { products: 2, shades: 4, stock: STOCK });
    const shades = products.flat();
    const members = await crowd(env, MEMBERS);
    const staff = await signedInStaff(env.app, env.db, 'merchandiser', () => env.clock.now);
    const placed: Array<{ member: (typeof members)[number]; id: string; reference: string }> = [];
    const answers: Array<{ kind: string; status: number; body: string }> = [];

    for (let round = 0; round < ROUNDS; round++) {
      const bags: Array<{ cartId: number; total: number }> = [];
      for (const [i, member] of members.entries()) {
        bags.push(await bagOfShades(env.db, member, shadeSet(products, i, round)));
      }
      const toCancel = placed.splice(0).filter((_, i) => i % 2 === round % 2);
      const placements = members.map(async (member, i) => {
        const res = await member.inject({
          method: 'POST',
          url: '/api/order/orders',
          payload: {
            cart_id: String(bags[i]!.cartId),
            payment_method: 'bca_virtual_account',
            total_price: bags[i]!.total,
          },
        });
        answers.push({ kind: 'place', status: res.statusCode, body: res.body });
        if (res.statusCode === 201) {
          const data = res.json().data;
          placed.push({ member, id: data._id, reference: data.reference_code });
        }
      });
      const cancels = toCancel.map(async (order) => {
        const res = await order.member.inject({
          method: 'PUT',
          url: `/api/order/order/${order.id}/cancelled`,
          payload: { cancellation_reason: 'Berubah pikiran', reference_code: order.reference },
        });
        answers.push({ kind: 'cancel', status: res.statusCode, body: res.body });
      });
      // Per shade: goods received, one written off, and a shelf count, among the orders.
      const adjustments = shades.flatMap((shade, i) =>
        [
          { reason: 'received', quantity: 2 },
          { reason: 'damaged', quantity: 1 },
          { reason: 'count', quantity: (i + round) % 3 },
        ].map(async (change) => {
          const res = await staff.inject({
            method: 'POST',
            url: '/api/admin/stock/adjustments',
            payload: { combination_id: shade.combinationId, ...change },
          });
          answers.push({ kind: `adjust ${change.reason}`, status: res.statusCode, body: res.body });
        }),
      );
      await Promise.all([...placements, ...cancels, ...adjustments]);
    }

    const failures = answers.filter((answer) => isServerError({ statusCode: answer.status }));
    expect(failures.map((f) => `${f.kind} ${f.status} ${f.body.slice(0, 120)}`)).toEqual([]);
    expect(answers.some((a) => a.kind === 'place' && a.status === 201)).toBe(true);
    // A write-off of a shade already gone is refused on its field; nothing else is.
    for (const answer of answers.filter((a) => a.kind.startsWith('adjust'))) {
      if (answer.status !== 200) {
        expect(answer.kind).toBe('adjust damaged');
        expect(answer.status).toBe(422);
      }
    }
    expect(answers.filter((a) => a.kind === 'adjust received').every((a) => a.status === 200)).toBe(
      true,
    );

    const ids = shades.map((shade) => shade.combinationId);
    const { rows } = await sql<{ id: number; stock: number; total: number; last: number }>`
      select c.id, c.stock,
             (select coalesce(sum(m.delta), 0)::int from stock_movements m
               where m.combination_id = c.id) as total,
             (select m.balance from stock_movements m where m.combination_id = c.id
               order by m.id desc limit 1) as last
        from combinations c where c.id in (${sql.join(ids)})`.execute(env.db);
    expect(rows).toHaveLength(ids.length);
    for (const row of rows) {
      expect(row.stock).toBeGreaterThanOrEqual(0);
      expect(row.total).toBe(row.stock);
      expect(row.last).toBe(row.stock);
    }
    // Each row follows the one before it: the ledger's order is the order the changes committed.
    const { rows: broken } = await sql<{ id: number }>`
      select id from (
        select m.id, m.balance, m.delta,
               lag(m.balance) over (partition by m.combination_id order by m.id) as previous
          from stock_movements m where m.combination_id in (${sql.join(ids)})) chain
       where chain.balance < 0 or chain.balance <> coalesce(chain.previous, 0) + chain.delta`.execute(
      env.db,
    );
    expect(broken).toEqual([]);
    const reasons = await env.db
      .selectFrom('stock_movements')
      .select('reason')
      .distinct()
      .where('combination_id', 'in', ids)
      .execute();
    expect(reasons.map((row) => row.reason).sort()).toEqual(
      expect.arrayContaining(['count', 'order', 'received']),
    );
  }, 180_000);
});
