import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { buildOrdersApp } from '../../test/orders';
import {
  bagWith,
  memberAtPayment,
  SHIPPING_FEE,
  type SellableCombination,
  ordersAppWithGoods,
  setStoreStock,
  stockOf,
  storeStockOf,
} from '../../test/orders';

// A self-checkout order takes its store's stock (`store_stock`, migration 0054) and never the
// online stock; an online order never touches a store's; a cancel gives the store back once
// (docs/design/store-stock.md).
let env: Awaited<ReturnType<typeof buildOrdersApp>>;
let goods: SellableCombination[];
let next = 0;
const product = () => goods[next++]!;
const STORE = 6;

beforeAll(async () => {
  ({ env, goods } = await ordersAppWithGoods({ count: 10, min: 50_000 }));
});
afterAll(async () => {
  await env?.close();
});

/** A member whose bag holds `quantity` × a fresh product; in `STORE` unless `online`. */
async function bagOf(quantity: number, storeQuantity: number, online = false) {
  const item = product();
  const { who, addressId } = await memberAtPayment(env);
  const cartId = await bagWith(env.db, who.id, [{ combinationId: item.combinationId, quantity }]);
  await env.db
    .updateTable('carts')
    .set(
      online
        ? { address_id: addressId }
        : { store_id: STORE, source: 'sociolla_store', address_id: null },
    )
    .where('id', '=', cartId)
    .execute();
  await setStoreStock(env.db, STORE, item.combinationId, storeQuantity);
  const place = () =>
    who.inject({
      method: 'POST',
      url: '/api/order/orders',
      payload: {
        cart_id: String(cartId),
        payment_method: 'bca_virtual_account',
        total_price: item.price * quantity + (online ? SHIPPING_FEE : 0),
      },
    });
  return { who, item, place };
}

const cancel = (
  who: Awaited<ReturnType<typeof bagOf>>['who'],
  order: { _id: string; reference_code: string },
) =>
  who.inject({
    method: 'PUT',
    url: `/api/order/order/${order._id}/cancelled`,
    payload: { cancellation_reason: 'Berubah pikiran', reference_code: order.reference_code },
  });

describe('store stock at placement and cancel', () => {
  it('a store order takes the store stock; the online stock is untouched', async () => {
    const { item, place } = await bagOf(2, 5);
    const online = await stockOf(env.db, item.combinationId);
    const res = await place();
    expect(res.statusCode, res.body).toBe(201);
    expect(await storeStockOf(env.db, STORE, item.combinationId)).toBe(3);
    expect(await stockOf(env.db, item.combinationId)).toBe(online);
  });

  it('an online order takes the online stock; the store stock is untouched', async () => {
    const { item, place } = await bagOf(2, 4, true);
    const online = await stockOf(env.db, item.combinationId);
    const res = await place();
    expect(res.statusCode, res.body).toBe(201);
    expect(await stockOf(env.db, item.combinationId)).toBe(online - 2);
    expect(await storeStockOf(env.db, STORE, item.combinationId)).toBe(4);
  });

  it('refuses a store order beyond the store quantity, though the online stock has it', async () => {
    const { item, place } = await bagOf(3, 3);
    await setStoreStock(env.db, STORE, item.combinationId, 2);
    const online = await stockOf(env.db, item.combinationId);
    expect(online).toBeGreaterThanOrEqual(3);
    const res = await place();
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errorCode).toBe('out_of_stock');
    expect(await storeStockOf(env.db, STORE, item.combinationId)).toBe(2);
    expect(await stockOf(env.db, item.combinationId)).toBe(online);
  });

  it('a cancel gives the store its stock back, once', async () => {
    const { who, item, place } = await bagOf(2, 5);
    const online = await stockOf(env.db, item.combinationId);
    const res = await place();
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    const results = await Promise.all([cancel(who, order), cancel(who, order)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await cancel(who, order)).toMatchObject({ statusCode: 409 });
    expect(await storeStockOf(env.db, STORE, item.combinationId)).toBe(5);
    expect(await stockOf(env.db, item.combinationId)).toBe(online);
  });
});
