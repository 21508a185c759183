// A store's last unit under parallel self-checkout placements (docs/design/store-stock.md).
// Exact on PostgreSQL (the conditional update `quantity >= n` on the store's row); PGlite runs
// one transaction at a time, so the same assertions hold there trivially.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bagWith,
  buildOrdersApp,
  quickMembers,
  sellable,
  setStoreStock,
  stockOf,
  storeStockOf,
} from '../../test/orders';

const onPostgres = !!process.env.DATABASE_URL;
const STORE = 7;
let env: Awaited<ReturnType<typeof buildOrdersApp>>;
beforeAll(async () => {
  env = await buildOrdersApp({ promotions: false });
});
afterAll(async () => {
  await env?.close();
});

describe("a store's last unit", () => {
  it(`${onPostgres ? 50 : 10} members place the store's last unit at once: one order, store 0`, async () => {
    const [item] = await sellable(env.db, { count: 1 });
    const buyers = await quickMembers(env, onPostgres ? 50 : 10);
    const carts: number[] = [];
    for (const buyer of buyers) {
      const cartId = await bagWith(env.db, buyer.id, [{ combinationId: item!.combinationId }]);
      await env.db
        .updateTable('carts')
        .set({ store_id: STORE, source: 'sociolla_store' })
        .where('id', '=', cartId)
        .execute();
      carts.push(cartId);
    }
    await setStoreStock(env.db, STORE, item!.combinationId, 1);
    const online = await stockOf(env.db, item!.combinationId);

    const results = await Promise.all(
      buyers.map((buyer, i) =>
        buyer.inject({
          method: 'POST',
          url: '/api/order/orders',
          payload: {
            cart_id: String(carts[i]),
            payment_method: 'bca_virtual_account',
            total_price: item!.price,
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
    const orders = await env.db
      .selectFrom('orders')
      .select('store_id')
      .where('cart_id', 'in', carts)
      .execute();
    expect(orders).toEqual([{ store_id: STORE }]);
    expect(await storeStockOf(env.db, STORE, item!.combinationId)).toBe(0);
    expect(await stockOf(env.db, item!.combinationId)).toBe(online);
  });
});
