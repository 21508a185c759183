import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type DatabaseHandle } from '../../testing';
import { seedScaleCatalogue } from './scale-catalogue';
import { SCALE_SHOPPER, seedScaleOrders } from './scale-orders';

const NOW = new Date('2025-06-01T05:00:00Z');
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedScaleCatalogue(handle.db, { products: 200, now: NOW });
});
afterAll(async () => {
  await handle?.close();
});

const one = async <T>(query: string) => {
  const { rows } = await sql<T>`${sql.raw(query)}`.execute(handle.db);
  return rows[0] as T;
};

describe('scale orders', () => {
  it('writes orders with carts, lines and histories over generated members and the shopper', async () => {
    const reports: number[] = [];
    const result = await seedScaleOrders(handle.db, {
      orders: 250,
      batchSize: 100,
      shopperEvery: 25,
      now: NOW,
      onProgress: ({ done }) => reports.push(done),
    });
    expect(result).toEqual({ added: 250, orders: 250, members: 25 });
    expect(reports).toEqual([0, 100, 200, 250]);

    const stats = await one<Record<string, number>>(
      `select count(*)::int as orders, count(distinct o.user_id)::int as members,
         count(*) filter (where o.cart_id is null or c.status <> 'ordered' or c.user_id <> o.user_id)::int as bad_carts,
         count(*) filter (where not exists (select 1 from order_lines l where l.order_id = o.id))::int as no_lines,
         count(*) filter (where o.subtotal <> (select sum(l.total_price) from order_lines l where l.order_id = o.id))::int as bad_totals,
         count(*) filter (where (select h.state_id from order_state_histories h where h.order_id = o.id order by h.id desc limit 1) <> o.state_id)::int as bad_histories,
         count(*) filter (where o.is_payment_failed)::int as failed,
         count(*) filter (where o.created_at >= '${NOW.toISOString()}' or o.created_at < timestamptz '${NOW.toISOString()}' - interval '731 days')::int as out_of_range
       from orders o join carts c on c.id = o.cart_id
       where o.reference_code like 'KLU-______-S%'`,
    );
    expect(stats).toMatchObject({
      orders: 250,
      bad_carts: 0,
      no_lines: 0,
      bad_totals: 0,
      bad_histories: 0,
      out_of_range: 0,
    });
    expect(stats.members).toBeGreaterThan(20);
    expect(stats.failed).toBeGreaterThan(0);
    const shopper = await one<{ n: number; hash: string }>(
      `select count(o.id)::int as n, u.password_hash as hash from users u
         left join orders o on o.user_id = u.id where u.email = '${SCALE_SHOPPER.email}' group by u.id`,
    );
    expect(shopper).toEqual({ n: 10, hash: SCALE_SHOPPER.passwordHash });
  });

  it('tops up to the target on a rerun, keeping its members', async () => {
    const again = await seedScaleOrders(handle.db, { orders: 400, batchSize: 1_000, now: NOW });
    expect(again).toMatchObject({ added: 150, orders: 400 });
    const none = await seedScaleOrders(handle.db, { orders: 100, now: NOW });
    expect(none).toMatchObject({ added: 0, orders: 400 });
    const counts = await one<{ orders: number; refs: number; shoppers: number }>(
      `select (select count(*)::int from orders where reference_code like 'KLU-______-S%') as orders,
         (select count(distinct reference_code)::int from orders where reference_code like 'KLU-______-S%') as refs,
         (select count(*)::int from users where email = '${SCALE_SHOPPER.email}') as shoppers`,
    );
    expect(counts).toEqual({ orders: 400, refs: 400, shoppers: 1 });
  });
});
