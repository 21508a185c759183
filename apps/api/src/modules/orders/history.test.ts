import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { buildOrdersApp } from '../../test/orders';
import {
  bagWith,
  memberAtPayment,
  SHIPPING_FEE,
  type SellableCombination,
  ordersAppWithGoods,
} from '../../test/orders';
import { expireDueOrders } from './index';

const DAY = 86_400_000;
let env: Awaited<ReturnType<typeof buildOrdersApp>>;
let goods: SellableCombination[];
let member: Awaited<ReturnType<typeof memberAtPayment>>;
const refs: string[] = [];

beforeAll(async () => {
  ({ env, goods } = await ordersAppWithGoods({ count: 10 }));
  member = await memberAtPayment(env);
  // Three orders a day apart: two awaiting payment, the oldest expired (cancelled).
  for (const [i, item] of goods.slice(0, 3).entries()) {
    env.clock.now = new Date(Date.parse('2026-11-18T03:00:00Z') + i * DAY);
    const cartId = await bagWith(env.db, member.who.id, [{ combinationId: item.combinationId }]);
    await env.db
      .updateTable('carts')
      .set({ address_id: member.addressId })
      .where('id', '=', cartId)
      .execute();
    const res = await member.who.inject({
      method: 'POST',
      url: '/api/order/orders',
      payload: {
        cart_id: String(cartId),
        payment_method: 'bca_virtual_account',
        total_price: item.price + SHIPPING_FEE,
      },
    });
    expect(res.statusCode).toBe(201);
    refs.push(res.json().data.reference_code);
    if (i === 0) {
      await expireDueOrders(
        { db: env.db, cancelPayment: env.gateway.cancelPayment },
        new Date(env.clock.now.getTime() + DAY + 1_000),
      );
    }
  }
});
afterAll(async () => {
  await env?.close();
});

const list = (query = '') => member.who.inject({ url: `/api/order/user/me/orders${query}` });

describe('the order history (000 §7)', () => {
  it('answers the shop’s states with their colours', async () => {
    const res = await env.app.inject({ url: '/api/order/order-state' });
    const names = (res.json().data as Array<{ name: string; color: string }>).map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining(['Awaiting bank wire payment', 'Payment accepted', 'Cancelled']),
    );
  });

  it('lists the member’s orders newest first with the history fields', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toMatchObject({ total: 3, skip: 0, limit: 10 });
    const orders = res.json().data as Array<Record<string, unknown>>;
    expect(orders.map((order) => order.reference_code)).toEqual([...refs].reverse());
    expect(orders[0]).toMatchObject({
      state: { name: 'Awaiting bank wire payment', color: expect.stringMatching(/^#/) },
      state_histories: [{ to_status: { name: 'Awaiting bank wire payment' } }],
      products: [{ combination_id: String(goods[2]!.combinationId), quantity: 1 }],
      payment_method: { code: 'bca_virtual_account', provider: { bank_name: 'BCA' } },
      shipping: { delivery_address: { street1: 'Jl. Kemang Raya No. 8' } },
      order_source: 'website',
      is_payment_failed: false,
      price: goods[2]!.price + SHIPPING_FEE,
    });
    expect(orders[2]).toMatchObject({ state: { name: 'Cancelled' } });
  });

  it('filters by state, state name and WIB days; pages by skip; counts', async () => {
    const awaiting = await list('?filter[state_ids]=2');
    expect(awaiting.json().meta.total).toBe(2);
    const byName = await list('?filter[state_name]=cancelled');
    expect(byName.json().data.map((o: { reference_code: string }) => o.reference_code)).toEqual([
      refs[0],
    ]);
    const day = await list('?filter[created_at_from]=2026-11-19&filter[created_at_to]=2026-11-19');
    expect(day.json().data.map((o: { reference_code: string }) => o.reference_code)).toEqual([
      refs[1],
    ]);
    const second = await list('?skip=1&limit=1');
    expect(second.json().data.map((o: { reference_code: string }) => o.reference_code)).toEqual([
      refs[1],
    ]);
    const count = await member.who.inject({
      url: '/api/order/user/me/orders/count?filter[state_ids]=2,11',
    });
    expect(count.json().data).toEqual({ count: 3 });
  });

  it('reads one order by its reference code, the member’s own only', async () => {
    const mine = await member.who.inject({
      url: `/api/order/orders?filter[reference_code]=${refs[1]}`,
    });
    expect(mine.json().data).toMatchObject({ reference_code: refs[1] });
    const other = await memberAtPayment(env);
    const theirs = await other.who.inject({
      url: `/api/order/orders?filter[reference_code]=${refs[1]}`,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses bad filters, needs a member, and shows no one else’s orders', async () => {
    expect((await list('?limit=500')).statusCode).toBe(422);
    expect((await list('?filter[created_at_from]=19-11-2026')).statusCode).toBe(422);
    expect((await env.app.inject({ url: '/api/order/user/me/orders' })).statusCode).toBe(401);
    const other = await memberAtPayment(env);
    const theirs = await other.who.inject({ url: '/api/order/user/me/orders' });
    expect(theirs.json()).toMatchObject({ data: [], meta: { total: 0 } });
  });
});
