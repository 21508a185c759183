// Store orders for API tests (docs/design/store-collection.md): a member's bag in a store (no
// address, no shipping: collected in the store) or online (an address and the first shipping
// service chosen), ready to be placed.
import { STORE_ORDER_SOURCE } from '@kilau/domain/stores';
import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import type { buildTestApp } from './build-test-app';
import { bagWith, memberAtPayment, setStoreStock, type SellableCombination } from './orders';

export { sellable } from './orders';

type Env = { app: Awaited<ReturnType<typeof buildTestApp>>; db: Kysely<Database> };

/** A member with `quantity` × `item` in a bag of store `storeId` (online when null); its total. */
export async function bagAtPayment(
  env: Env,
  item: SellableCombination,
  storeId: number | null,
  quantity = 1,
) {
  const { who, addressId } = await memberAtPayment(env);
  const cartId = await bagWith(env.db, who.id, [{ combinationId: item.combinationId, quantity }]);
  if (storeId !== null) {
    // The store has the goods on its shelf (its own stock, apart from the online stock).
    await setStoreStock(env.db, storeId, item.combinationId, quantity + 10);
    await env.db
      .updateTable('carts')
      .set({ store_id: storeId, source: STORE_ORDER_SOURCE })
      .where('id', '=', cartId)
      .execute();
    const cart = (await who.inject({ url: '/api/cart/user/me/carts' })).json().data;
    return { who, cartId, total: cart.totals.total_amount_after_discount as number };
  }
  const list = await who.inject({
    url: `/api/shipping/user/me/shippings?filter[address_id]=${addressId}`,
  });
  const service = (list.json().data as Array<{ code: string; fee_after_discount: number }>)[0]!;
  await who.inject({
    method: 'POST',
    url: '/api/shipping/user/me/shippings',
    payload: { address_id: addressId, cart_id: cartId, service_code: service.code },
  });
  const cart = (await who.inject({ url: '/api/cart/user/me/carts' })).json().data;
  const total = cart.totals.total_amount_after_discount + service.fee_after_discount;
  return { who, cartId, total };
}

/** Places the bag with `method` in `language`; answers the raw response. */
export const placeBag = (
  bag: Awaited<ReturnType<typeof bagAtPayment>>,
  method: string,
  language = 'id',
) =>
  bag.who.inject({
    method: 'POST',
    url: '/api/order/orders',
    headers: { 'accept-language': language },
    cookies: { kilau_lang: language },
    payload: { cart_id: String(bag.cartId), payment_method: method, total_price: bag.total },
  });
