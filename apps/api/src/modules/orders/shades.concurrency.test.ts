// Issue 14, item 1: orders whose bags hold several shades of one product, with overlapping shade
// sets ({A,B} and {B,C}), placed and cancelled at once. Stock changes used to refresh the
// product's aggregates from a trigger, locking the product row after the combination rows, so
// two such orders locked the same rows in opposite orders (40P01, answered 500). Real
// concurrency needs PostgreSQL; PGlite runs the same scenario one transaction at a time.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrdersApp } from '../../test/orders';
import {
  bagOfShades,
  crowd,
  isServerError,
  shadedProducts,
  shadeSet,
  type CrowdMember,
} from '../../test/shades';

const onPostgres = !!process.env.DATABASE_URL;
const MEMBERS = onPostgres ? 60 : 8;
const ROUNDS = 3;
const STOCK = 10_000;

let env: Awaited<ReturnType<typeof buildOrdersApp>>;
beforeAll(async () => {
  env = await buildOrdersApp({ promotions: false });
});
afterAll(async () => {
  await env?.close();
});

describe('shades of one product bought and cancelled at once', () => {
  it(`${MEMBERS} members × ${ROUNDS} rounds: no 500, stock = initial − live orders`, async () => {
    const products = await shadedProducts(env.db, { products: 3, shades: 4, stock: STOCK });
    const members = await crowd(env, MEMBERS);
    const placed: Array<{ member: CrowdMember; id: string; reference: string }> = [];
    const answers: Array<{ kind: 'place' | 'cancel'; status: number; body: string }> = [];

    for (let round = 0; round < ROUNDS; round++) {
      const bags: Array<{ cartId: number; total: number }> = [];
      for (const [i, member] of members.entries()) {
        bags.push(await bagOfShades(env.db, member, shadeSet(products, i, round)));
      }
      // Half of the orders still open are cancelled while the next round is placed.
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
      await Promise.all([...placements, ...cancels]);
    }

    const failures = answers.filter((answer) => isServerError({ statusCode: answer.status }));
    expect(failures.map((f) => `${f.kind} ${f.status} ${f.body.slice(0, 120)}`)).toEqual([]);
    const places = answers.filter((answer) => answer.kind === 'place');
    expect(places).toHaveLength(MEMBERS * ROUNDS);
    expect(places.every((answer) => answer.status === 201)).toBe(true);
    const cancels = answers.filter((answer) => answer.kind === 'cancel');
    expect(cancels.length).toBeGreaterThan(0);
    expect(cancels.every((answer) => answer.status === 200)).toBe(true);

    // Every unit taken is held by a live (not released) order, and nothing else.
    const ids = products.flat().map((shade) => shade.combinationId);
    const { rows } = await sql<{ stock: number; live: number }>`
      select c.stock, (select coalesce(sum(l.quantity), 0)::int from order_lines l
                         join orders o on o.id = l.order_id
                        where l.combination_id = c.id and o.released_at is null) as live
        from combinations c where c.id in (${sql.join(ids)})`.execute(env.db);
    for (const row of rows) expect(row.stock + Number(row.live)).toBe(STOCK);
  }, 120_000);
});
