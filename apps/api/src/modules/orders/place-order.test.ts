import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import type { buildOrdersApp } from '../../test/orders';
import {
  bagWith,
  defineVoucher,
  grantPoints,
  memberAtPayment,
  memberWithBag,
  pointsOf,
  SHIPPING_FEE,
  type SellableCombination,
  stockOf as stockOfIn,
  ordersAppWithGoods,
} from '../../test/orders';

let env: Awaited<ReturnType<typeof buildOrdersApp>>;
let goods: SellableCombination[];
let next = 0;
/** A fresh product for each test, so stock figures are the test's own. */
const product = () => goods[next++]!;

beforeAll(async () => {
  ({ env, goods } = await ordersAppWithGoods({ count: 40, min: 50_000 }));
});
afterAll(async () => {
  await env?.close();
});
beforeEach(() => {
  env.gateway.refuse = false;
  env.shipping.served = true;
});

const stockOf = (combinationId: number) => stockOfIn(env.db, combinationId);

type Member = Awaited<ReturnType<typeof memberAtPayment>>['who'];
const place = (who: Member, payload: Record<string, unknown>, key?: string) =>
  who.inject({
    method: 'POST',
    url: '/api/order/orders',
    payload,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

/** A member at the payment step with `quantity` of a fresh product in the bag. */
async function atPayment(quantity = 1) {
  const item = product();
  const setup = await memberAtPayment(env);
  const cartId = await bagWith(env.db, setup.who.id, [
    { combinationId: item.combinationId, quantity },
  ]);
  await env.db
    .updateTable('carts')
    .set({ address_id: setup.addressId })
    .where('id', '=', cartId)
    .execute();
  const total = item.price * quantity + SHIPPING_FEE;
  const body = {
    cart_id: String(cartId),
    payment_method: 'bca_virtual_account',
    total_price: total,
  };
  return { ...setup, item, cartId, total, body };
}

describe('POST /api/order/orders: placing an order', () => {
  it('places the order: stock taken, cart closed, the VA from the gateway, due in a day', async () => {
    const { who, item, cartId, total, body } = await atPayment(2);
    const before = await stockOf(item.combinationId);
    const res = await place(who, body);
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({
      reference_code: expect.stringMatching(/^KLU-\d{6}-[2-9A-Z]{6}$/),
      cart_id: String(cartId),
      state: { name: 'Awaiting bank wire payment' },
      payment_method: 'bca_virtual_account',
      payment_status: 'pending',
      subtotal: item.price * 2,
      shipping_fee: SHIPPING_FEE,
      total_paid: total,
      payment_due_at: new Date(env.clock.now.getTime() + 86_400_000).toISOString(),
      payment: { va_numbers: [{ bank: 'bca', va_number: expect.any(String) }] },
    });
    expect(await stockOf(item.combinationId)).toBe(before - 2);
    const cart = await env.db
      .selectFrom('carts')
      .select('status')
      .where('id', '=', cartId)
      .executeTakeFirstOrThrow();
    expect(cart.status).toBe('ordered');
    expect(env.gateway.calls.at(-1)).toMatchObject({
      orderRef: order.reference_code,
      grossAmount: total,
      method: 'bca_virtual_account',
      items: [
        { id: String(item.combinationId), price: item.price, quantity: 2 },
        { id: 'shipping', price: SHIPPING_FEE, quantity: 1 },
      ],
    });
    const read = await who.inject({ url: `/api/order/orders/${order._id}` });
    expect(read.json().data).toMatchObject({
      reference_code: order.reference_code,
      products: [
        { combination_id: String(item.combinationId), quantity: 2, unit_price: item.price },
      ],
      delivery_address: { street1: 'Jl. Kemang Raya No. 8' },
      shipping: { service_code: 'jne_reg', fee: SHIPPING_FEE },
    });
    // The snapshot keeps the places' names, in the regions' one case style (ADR 0030).
    const address = read.json().data.delivery_address;
    const places = await env.db
      .selectFrom('regencies')
      .innerJoin('provinces', 'provinces.code', 'regencies.province_code')
      .select(['regencies.name as city', 'provinces.name as province'])
      .where('regencies.code', '=', address.regency_code)
      .executeTakeFirstOrThrow();
    expect(address).toMatchObject({ city_name: places.city, province_name: places.province });
    expect(address.city_name).not.toBe(address.city_name.toUpperCase());
    expect(typeof address.district_name).toBe('string');
  });

  it('keeps the bag’s gift with purchase and answers it with the order (the confirmation shows it)', async () => {
    const item = product();
    // The demo shop's pouch comes with a bag of Rp 300.000 or more (this suite turns gifts off).
    await env.db.updateTable('gifts_with_purchase').set({ is_active: true }).execute();
    onTestFinished(async () => {
      await env.db.updateTable('gifts_with_purchase').set({ is_active: false }).execute();
    });
    const quantity = Math.ceil(300_000 / item.price);
    const { who, cartId } = await memberWithBag(env, item, quantity);
    const bag = await who.inject({ url: '/api/cart/user/me/carts' });
    const gifts = bag.json().data.free_products as Array<{ name: string; quantity: number }>;
    expect(gifts).toEqual([expect.objectContaining({ source: 'gift_with_purchase', quantity: 1 })]);
    const res = await place(who, {
      cart_id: String(cartId),
      payment_method: 'bca_virtual_account',
      total_price: item.price * quantity + SHIPPING_FEE,
    });
    expect(res.statusCode).toBe(201);
    const read = await who.inject({ url: `/api/order/orders/${res.json().data._id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.free_products).toEqual([
      expect.objectContaining({ name: gifts[0]!.name, quantity: 1, source: 'gift_with_purchase' }),
    ]);
  });

  it('refuses a total that is not the one the shop works out (price_mismatch)', async () => {
    const { who, item, body } = await atPayment();
    const before = await stockOf(item.combinationId);
    const res = await place(who, { ...body, total_price: body.total_price - 1_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'price_mismatch',
      message: expect.stringMatching(/^Terjadi perubahan harga/),
      data: { total_price: body.total_price },
    });
    expect(await stockOf(item.combinationId)).toBe(before);
  });

  it('refuses when the stock ran out since the bag was filled (out_of_stock), taking nothing', async () => {
    const { who, item, body } = await atPayment(3);
    await env.db
      .updateTable('combinations')
      .set({ stock: 2 })
      .where('id', '=', item.combinationId)
      .execute();
    const res = await place(who, body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'out_of_stock', data: { is_preorder: false } });
    expect(await stockOf(item.combinationId)).toBe(2);
  });

  it('refuses without an address, without a shipping service and with an unknown method', async () => {
    const { who, cartId, body } = await atPayment();
    env.shipping.served = false;
    expect((await place(who, body)).json().errorCode).toBe('shipping_method_required');
    env.shipping.served = true;
    expect((await place(who, { ...body, payment_method: 'cheque' })).json().errorCode).toBe(
      'payment_method_unavailable',
    );
    await env.db.updateTable('carts').set({ address_id: null }).where('id', '=', cartId).execute();
    const res = await place(who, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errorCode).toBe('invalid_address');
  });

  it('never accepts a card number, and validates the request', async () => {
    const { who, body } = await atPayment();
    const card = await place(who, { ...body, card_number: '4811111111111114' });
    expect(card.statusCode).toBe(422);
    expect(card.json().data.fields).toHaveProperty('card_number');
    const bad = await place(who, { cart_id: 'x', payment_method: '', total_price: -1 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().data.fields)).toEqual(
      expect.arrayContaining(['cart_id', 'payment_method', 'total_price']),
    );
    const guest = await env.app.inject({ method: 'POST', url: '/api/order/orders', payload: body });
    expect(guest.statusCode).toBe(401);
  });

  it('turns the voucher hold into a use and keeps the points the bag held', async () => {
    const { who, item, cartId } = await atPayment(2);
    const { id, code } = await defineVoucher(env.db, { amount: 10_000, quota_total: 5 });
    expect(
      (
        await who.inject({
          method: 'POST',
          url: '/api/cart/user/me/carts/voucher',
          payload: { voucher_code: code },
        })
      ).statusCode,
    ).toBe(200);
    const total = item.price * 2 - 10_000 + SHIPPING_FEE;
    const res = await place(who, {
      cart_id: String(cartId),
      payment_method: 'bca_virtual_account',
      total_price: total,
    });
    expect(res.statusCode).toBe(201);
    const hold = await env.db
      .selectFrom('voucher_holds')
      .select(['used_at', 'order_ref'])
      .where('voucher_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(hold.order_ref).toBe(res.json().data.reference_code);

    const other = await atPayment(1);
    await grantPoints(env.db, other.who.id, 30);
    await other.who.inject({
      method: 'POST',
      url: '/api/cart/user/me/carts/points',
      payload: { points: 30 },
    });
    const withPoints = await place(other.who, { ...other.body, total_price: other.total - 30_000 });
    expect(withPoints.statusCode).toBe(201);
    expect(await pointsOf(env.db, other.who.id)).toMatchObject({ balance: 0, ledgerSum: 0 });
  });

  it('applies an eligible bank promotion and refuses an ineligible one', async () => {
    const { who, item, body } = await atPayment();
    const refused = await place(who, { ...body, id_bank_promotion: '5' });
    expect(refused.json().errorCode).toBe('bank_promo_not_eligible');
    const discount = Math.round(item.price * 0.1);
    const res = await place(who, {
      ...body,
      id_bank_promotion: '77',
      total_price: body.total_price - discount,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ discount, total_paid: body.total_price - discount });
  });

  it('gives everything back when the gateway refuses to start the payment', async () => {
    const { who, item, body } = await atPayment(2);
    const before = await stockOf(item.combinationId);
    env.gateway.refuse = true;
    const res = await place(who, body);
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    const order = await env.db
      .selectFrom('orders')
      .select(['payment_status', 'released_at', 'is_payment_failed'])
      .where('cart_id', '=', Number(body.cart_id))
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ payment_status: 'failure', is_payment_failed: true });
    expect(order.released_at).not.toBeNull();
    expect(await stockOf(item.combinationId)).toBe(before);
  });
});

describe('placing twice', () => {
  it('the same Idempotency-Key answers the first order; another body under it is refused', async () => {
    const { who, body } = await atPayment();
    const first = await place(who, body, 'key-aaaa-0001');
    const again = await place(who, body, 'key-aaaa-0001');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data._id).toBe(first.json().data._id);
    const other = await place(who, { ...body, payment_method: 'ovo' }, 'key-aaaa-0001');
    expect(other.statusCode).toBe(422);
    expect(other.json().errorCode).toBe('idempotency_key_reused');
  });

  it('a second call for a placed cart, without a key, answers the same order', async () => {
    const { who, body } = await atPayment();
    const first = await place(who, body);
    const second = await place(who, body);
    expect(second.statusCode).toBe(200);
    expect(second.json().data._id).toBe(first.json().data._id);
    const count = await env.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('cart_id', '=', Number(body.cart_id))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});
