// The back office's order moves (issue 18): the operator API's services under `/api/admin`, by
// permission, each move audited in its own transaction; `/api/ops` unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advance,
  operatorOf,
  ordersAppWithGoods,
  placeOrder,
  type SellableCombination,
} from '../../test/operator';
import { signedInStaff } from '../../test/staff';

let env: Awaited<ReturnType<typeof ordersAppWithGoods>>['env'];
let goods: SellableCombination[];

beforeAll(async () => {
  ({ env, goods } = await ordersAppWithGoods({ count: 4 }));
});
afterAll(async () => {
  await env?.close();
});

const staffOf = (role: Parameters<typeof signedInStaff>[2]) =>
  signedInStaff(env.app, env.db, role, () => env.clock.now);

describe('orders in the back office', () => {
  it('operations moves an order along, each move in the audit log; support only reads', async () => {
    const { order } = await placeOrder(env, goods[0]!, 1);
    const operations = await staffOf('operations');
    const support = await staffOf('support');
    const merchandiser = await staffOf('merchandiser');

    const listed = await support.inject({
      url: `/api/admin/orders?q=${order.reference_code}`,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data[0]).toMatchObject({ reference_code: order.reference_code });
    expect((await merchandiser.inject({ url: '/api/admin/orders' })).statusCode).toBe(403);

    const refused = await support.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.reference_code}/advance`,
      payload: { state: 'payment-accepted' },
    });
    expect(refused.statusCode).toBe(403);

    for (const state of ['payment-accepted', 'verified', 'picking']) {
      const moved = await operations.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.reference_code}/advance`,
        payload: { state, note: state === 'payment-accepted' ? 'Mutasi BCA cocok' : undefined },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }

    const admin = await staffOf('admin');
    const log = (
      await admin.inject({
        url: `/api/admin/audit-log?entity=order&entity_id=${order.reference_code}`,
      })
    ).json().data as Array<{ action: string; staff_email: string; before: object; after: object }>;
    expect(log.map((row) => [row.before, row.after])).toEqual([
      [{ state: 'Order verified' }, { state: 'Picking in progress' }],
      [{ state: 'Payment accepted' }, { state: 'Order verified' }],
      [
        { state: 'Awaiting bank wire payment' },
        { state: 'Payment accepted', note: 'Mutasi BCA cocok' },
      ],
    ]);
    expect(new Set(log.map((row) => `${row.action} ${row.staff_email}`))).toEqual(
      new Set([`order.advance ${operations.email}`]),
    );
  });

  it('a refused move writes no audit row', async () => {
    const { order } = await placeOrder(env, goods[1]!, 1);
    const operations = await staffOf('operations');
    const jump = await operations.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.reference_code}/advance`,
      payload: { state: 'delivered' },
    });
    expect(jump.statusCode).toBe(409);
    const admin = await staffOf('admin');
    const log = await admin.inject({
      url: `/api/admin/audit-log?entity=order&entity_id=${order.reference_code}`,
    });
    expect(log.json().data).toEqual([]);
  });

  it('the operator API works as before, for operators only', async () => {
    const { order } = await placeOrder(env, goods[2]!, 1);
    const operator = await operatorOf(env);
    expect(
      (await advance(operator, order.reference_code, { state: 'payment-accepted' })).statusCode,
    ).toBe(200);
    const operations = await staffOf('operations');
    expect((await operations.inject({ url: '/api/ops/orders' })).statusCode).toBe(401);
  });
});
