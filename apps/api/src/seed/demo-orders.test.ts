import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { groupOrderStatus } from '@kilau/domain/orders';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp, FIXED_NOW } from '../test/build-test-app';
import { sessionOf, someIp } from '../test/members';
import { DEMO_MEMBER } from './demo-member';
import { DEMO_OPERATOR, seedDemoOperator } from './demo-operator';
import { seedDemoOrders } from './demo-orders';

type HistoryOrder = {
  _id: string;
  reference_code: string;
  cart_id: string;
  state: { name: string };
  payment_method: { code: string };
  shipping: { code: string | null; can_track_order: boolean };
  created_at: string;
  price: number;
  products: Array<{ quantity: number; total_price: number }>;
};

let app: App;
let database: DatabaseHandle;
let seeded: { created: number };
beforeAll(async () => {
  database = await createTestDatabase();
  seeded = await seedDemoOrders(database.db, { now: FIXED_NOW });
  await seedDemoOperator(database.db, { now: FIXED_NOW });
  app = await buildTestApp({ database });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function signIn(email: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: someIp(),
  });
  expect(res.statusCode).toBe(200);
  const token = sessionOf(res)!;
  return (options: InjectOptions) =>
    app.inject({ ...options, cookies: { ...options.cookies, kilau_session: token } });
}

const historyOf = async (demo: Awaited<ReturnType<typeof signIn>>) =>
  (await demo({ url: '/api/order/user/me/orders?limit=50' })).json().data as HistoryOrder[];

describe('the demo member’s order history (seeded with the demo data)', () => {
  it('every paid order of the demo member has its numbered invoice, numbered without gaps', async () => {
    const paid = await database.db
      .selectFrom('orders as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .leftJoin('invoices as i', 'i.order_id', 'o.id')
      .select(['o.id', 'i.sequence'])
      .where('o.paid_at', 'is not', null)
      .where('u.email', '=', DEMO_MEMBER.email)
      .execute();
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((row) => row.sequence !== null)).toBe(true);
    const sequences = paid.map((row) => row.sequence!).sort((a, b) => a - b);
    expect(sequences).toEqual(sequences.map((_sequence, index) => index + 1));
  });

  it('shows orders in at least six status groups over the last ~75 days', async () => {
    expect(seeded.created).toBe(9);
    const demo = await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    const orders = await historyOf(demo);
    expect(orders).toHaveLength(9);
    const groups = new Set(orders.map((order) => groupOrderStatus(order.state.name).group));
    expect(groups.size).toBeGreaterThanOrEqual(6);
    expect([...groups]).toEqual(
      expect.arrayContaining([
        'waiting_payment',
        'payment_accepted',
        'in_progress',
        'shipped',
        'delivered',
        'cancelled',
        'other',
      ]),
    );
    const ages = orders.map((order) => FIXED_NOW.getTime() - Date.parse(order.created_at));
    expect(Math.max(...ages)).toBeGreaterThan(70 * 86_400_000);
    expect(Math.max(...ages)).toBeLessThan(76 * 86_400_000);
    for (const order of orders) {
      expect(order.reference_code).toMatch(/^KLU-[0-9]{6}-[2-9A-Z]{6}$/);
      expect(order.products.length).toBeGreaterThan(0);
    }
    const transfer = orders.find((order) => order.payment_method.code === 'bank_transfer')!;
    expect(transfer.state.name).toBe('Awaiting bank wire payment');
    const ovo = orders.find((order) => order.payment_method.code === 'ovo')!;
    expect(ovo.state.name).toBe('Payment Failure');
    // The web's default list leaves the failed payment out.
    const listed = await demo({ url: '/api/order/user/me/orders?filter[is_payment_failed]=false' });
    expect(listed.json().meta.total).toBe(8);
  });

  it('tracks the shipped order; its points stay as they were (150)', async () => {
    const demo = await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    const shipped = (await historyOf(demo)).find((order) => order.state.name === 'Shipped')!;
    expect(shipped.shipping).toMatchObject({ can_track_order: true, code: expect.any(String) });
    const res = await demo({ url: `/api/order/orders/${shipped._id}/tracking` });
    expect(res.statusCode).toBe(200);
    const tracking = res.json().data;
    expect(tracking.tracking_number).toBe(shipped.shipping.code);
    expect(tracking.events.length).toBeGreaterThanOrEqual(4);
    expect(tracking.events.at(-1)).toMatchObject({ code: 'manifested', location: 'Jakarta Timur' });
    const points = await database.db
      .selectFrom('point_balances')
      .innerJoin('users', 'users.id', 'point_balances.user_id')
      .select('balance')
      .where('users.email', '=', DEMO_MEMBER.email)
      .executeTakeFirstOrThrow();
    expect(points.balance).toBe(150);
  });

  it('reorders a delivered order into the bag and cancels the unpaid virtual account', async () => {
    const demo = await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    const orders = await historyOf(demo);
    const delivered = orders.find((order) => order.state.name === 'Delivered')!;
    const reorder = await demo({
      method: 'POST',
      url: '/api/cart/carts/reorder',
      payload: { cart_id: delivered.cart_id },
    });
    expect(reorder.statusCode).toBe(200);
    expect(reorder.json().data.skipped).toEqual([]);
    expect(reorder.json().data.added.length).toBe(delivered.products.length);

    const va = orders.find(
      (order) =>
        order.payment_method.code === 'bca_virtual_account' &&
        order.state.name === 'Awaiting bank wire payment',
    )!;
    const cancel = await demo({
      method: 'PUT',
      url: `/api/order/order/${va._id}/cancelled`,
      payload: { cancellation_reason: 'Berubah pikiran', reference_code: va.reference_code },
    });
    expect(cancel.statusCode).toBe(200);
  });

  it('is written once; the seeded operator signs in and sees the orders', async () => {
    expect(await seedDemoOrders(database.db, { now: FIXED_NOW })).toEqual({ created: 0 });
    expect(await seedDemoOperator(database.db, { now: FIXED_NOW })).toEqual({ created: false });
    const ops = await signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    const res = await ops({ url: `/api/ops/orders?q=${encodeURIComponent(DEMO_MEMBER.email)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.total).toBe(9);
  });
});
