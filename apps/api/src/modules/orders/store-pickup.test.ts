import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_ORDER_SOURCE } from '@kilau/domain/stores';
import type { buildOrdersApp } from '../../test/orders';
import {
  bagWith,
  memberAtPayment,
  SHIPPING_FEE,
  type SellableCombination,
  ordersAppWithGoods,
  setStoreStock,
} from '../../test/orders';

// A self-checkout order (the cart carries its store) is carried out of the store: placement asks
// for no address and no courier, charges no shipping, and keeps the store as where it goes.
let env: Awaited<ReturnType<typeof buildOrdersApp>>;
let goods: SellableCombination[];
let next = 0;
const product = () => goods[next++]!;

beforeAll(async () => {
  ({ env, goods } = await ordersAppWithGoods({ count: 6, min: 50_000 }));
});
afterAll(async () => {
  await env?.close();
});

/** A member whose bag holds a fresh product in store `storeId` (no address on the cart). */
async function inStore(storeId: number | null) {
  const item = product();
  const { who } = await memberAtPayment(env);
  const cartId = await bagWith(env.db, who.id, [
    { combinationId: item.combinationId, quantity: 1 },
  ]);
  await env.db
    .updateTable('carts')
    .set({ store_id: storeId, source: storeId === null ? null : STORE_ORDER_SOURCE })
    .where('id', '=', cartId)
    .execute();
  if (storeId !== null) await setStoreStock(env.db, storeId, item.combinationId, 10);
  return { who, item, cartId };
}

describe('placing a self-checkout order', () => {
  it('needs no address or courier: no shipping fee, the store kept as where it goes', async () => {
    env.shipping.served = false;
    try {
      const { who, item, cartId } = await inStore(5);
      const res = await who.inject({
        method: 'POST',
        url: '/api/order/orders',
        payload: { cart_id: String(cartId), payment_method: 'gopay', total_price: item.price },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ shipping_fee: 0, total_paid: item.price });
      const store = await env.db
        .selectFrom('stores')
        .select(['name', 'address', 'city'])
        .where('id', '=', 5)
        .executeTakeFirstOrThrow();
      const read = await who.inject({ url: `/api/order/orders/${res.json().data._id}` });
      expect(read.json().data).toMatchObject({
        delivery_address: { title: store.name, street1: store.address, store_id: '5' },
        shipping: {
          carrier_code: 'store_pickup',
          service_code: 'self_checkout',
          fee: 0,
          can_track_order: false,
        },
      });
      const row = await env.db
        .selectFrom('orders')
        .select(['store_id', 'order_source', 'address_id'])
        .where('id', '=', Number(res.json().data._id))
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ store_id: 5, order_source: STORE_ORDER_SOURCE, address_id: null });
      // The gateway is asked for the goods alone: no shipping item.
      expect(env.gateway.calls.at(-1)?.grossAmount).toBe(item.price);
    } finally {
      env.shipping.served = true;
    }
  });

  it('refuses a store that has closed since the bag was filled', async () => {
    const { who, item, cartId } = await inStore(7);
    await env.db.updateTable('stores').set({ active: false }).where('id', '=', 7).execute();
    try {
      const res = await who.inject({
        method: 'POST',
        url: '/api/order/orders',
        payload: { cart_id: String(cartId), payment_method: 'gopay', total_price: item.price },
      });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().errorCode).toBe('store_not_found');
      const orders = await env.db
        .selectFrom('orders')
        .select('id')
        .where('cart_id', '=', cartId)
        .execute();
      expect(orders).toEqual([]);
    } finally {
      await env.db.updateTable('stores').set({ active: true }).where('id', '=', 7).execute();
    }
  });

  it('still needs an address and a courier online', async () => {
    const { who, item, cartId } = await inStore(null);
    const res = await who.inject({
      method: 'POST',
      url: '/api/order/orders',
      payload: {
        cart_id: String(cartId),
        payment_method: 'gopay',
        total_price: item.price + SHIPPING_FEE,
      },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errorCode).toBe('invalid_address');
  });
});
