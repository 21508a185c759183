// Placement under parallel calls (design/checkout-and-payment.md). Exact on PostgreSQL (conditional updates, the cart's
// row lock, the idempotency key's unique index); PGlite runs one transaction at a time, so the
// same assertions hold there trivially. CI runs this file on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bagWith,
  buildOrdersApp,
  memberAtPayment,
  quickMembers,
  sellable,
  SHIPPING_FEE,
} from '../../test/orders';

const onPostgres = !!process.env.DATABASE_URL;
let env: Awaited<ReturnType<typeof buildOrdersApp>>;
beforeAll(async () => {
  env = await buildOrdersApp({ promotions: false });
});
afterAll(async () => {
  await env?.close();
});

const countOrders = async (cartIds: number[]) =>
  Number(
    (
      await env.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('cart_id', 'in', cartIds)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the last unit', () => {
  it(`${onPostgres ? 200 : 20} members place the last unit at once: one order, stock 0`, async () => {
    const [item] = await sellable(env.db, { count: 1 });
    const buyers = await quickMembers(env, onPostgres ? 200 : 20);
    const { addressId } = await memberAtPayment(env);
    // One shared address row is fine for the test: placement reads it by the cart's member.
    const carts: number[] = [];
    for (const buyer of buyers) {
      const cartId = await bagWith(env.db, buyer.id, [{ combinationId: item!.combinationId }]);
      const own = await env.db
        .insertInto('addresses')
        .columns([
          'user_id',
          'title',
          'contact',
          'address1',
          'province_code',
          'regency_code',
          'district_code',
          'village_code',
          'zipcode',
          'phone',
          'created_at',
          'updated_at',
        ])
        .expression((eb) =>
          eb
            .selectFrom('addresses')
            .select([
              eb.val(buyer.id).as('user_id'),
              'title',
              'contact',
              'address1',
              'province_code',
              'regency_code',
              'district_code',
              'village_code',
              'zipcode',
              'phone',
              'created_at',
              'updated_at',
            ])
            .where('id', '=', addressId),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      await env.db
        .updateTable('carts')
        .set({ address_id: own.id })
        .where('id', '=', cartId)
        .execute();
      carts.push(cartId);
    }
    await env.db
      .updateTable('combinations')
      .set({ stock: 1 })
      .where('id', '=', item!.combinationId)
      .execute();

    const results = await Promise.all(
      buyers.map((buyer, i) =>
        buyer.inject({
          method: 'POST',
          url: '/api/order/orders',
          payload: {
            cart_id: String(carts[i]),
            payment_method: 'bca_virtual_account',
            total_price: item!.price + SHIPPING_FEE,
          },
        }),
      ),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(buyers.length - 1);
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expect(res.json().errorCode).toBe('out_of_stock');
    }
    expect(await countOrders(carts)).toBe(1);
    const stock = await env.db
      .selectFrom('combinations')
      .select('stock')
      .where('id', '=', item!.combinationId)
      .executeTakeFirstOrThrow();
    expect(stock.stock).toBe(0);
  });
});

describe('one idempotency key', () => {
  it('10 parallel calls with one key: one order, the same id in every answer', async () => {
    const [, item] = await sellable(env.db, { count: 2 });
    const { who, addressId } = await memberAtPayment(env);
    const cartId = await bagWith(env.db, who.id, [{ combinationId: item!.combinationId }]);
    await env.db
      .updateTable('carts')
      .set({ address_id: addressId })
      .where('id', '=', cartId)
      .execute();
    const payload = {
      cart_id: String(cartId),
      payment_method: 'bca_virtual_account',
      total_price: item!.price + SHIPPING_FEE,
    };
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        who.inject({
          method: 'POST',
          url: '/api/order/orders',
          payload,
          headers: { 'idempotency-key': 'same-key-for-all-10' },
        }),
      ),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    const ids = new Set(results.map((res) => res.json().data._id));
    expect(ids.size).toBe(1);
    expect(await countOrders([cartId])).toBe(1);
  });
});
