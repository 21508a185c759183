// Checkout through the real seams (design/checkout-and-payment.md): the bag, the shipping module's choice, the sandbox
// gateway's charge, its approve / decline pages and its signed notifications into the payment
// module, applied to the order by the orders module.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { expireDueOrders } from './modules/orders';
import { midtransSignature, sandboxKeys } from './modules/payment';
import { buildTestApp, FIXED_NOW } from './test/build-test-app';
import { bagWith, memberAtPayment, sellable, type SellableCombination } from './test/orders';

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildTestApp>>;
let goods: SellableCombination[];
let next = 0;
const notified: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    env: { LOGIN_RATE_LIMIT_MAX: '1000' },
    payments: {
      // The sandbox posts its notifications to the shop, as it would over HTTP.
      notify: async (notification) => {
        notified.push(notification);
        await app.inject({
          method: 'POST',
          url: '/api/payment/notifications',
          payload: notification,
        });
      },
    },
  });
  await app.ready();
  goods = await sellable(database.db, { min: 60_000, max: 150_000, count: 20 });
  await database.db.updateTable('gifts_with_purchase').set({ is_active: false }).execute();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const env = () => ({ app, db: database.db });

/** A member with a bag, an address and the cheapest regular shipping chosen; answers the total. */
async function readyToPay(quantity = 1) {
  const item = goods[next++]!;
  const { who, addressId } = await memberAtPayment(env());
  const cartId = await bagWith(database.db, who.id, [
    { combinationId: item.combinationId, quantity },
  ]);
  const list = await who.inject({
    url: `/api/shipping/user/me/shippings?filter[address_id]=${addressId}`,
  });
  expect(list.statusCode).toBe(200);
  const services = list.json().data as Array<{ code: string; fee_after_discount: number }>;
  const service = services[0]!;
  const chosen = await who.inject({
    method: 'POST',
    url: '/api/shipping/user/me/shippings',
    payload: { address_id: addressId, cart_id: cartId, service_code: service.code },
  });
  expect(chosen.statusCode).toBe(200);
  const cart = (await who.inject({ url: '/api/cart/user/me/carts' })).json().data;
  const total = cart.totals.total_amount_after_discount + service.fee_after_discount;
  return { who, item, cartId, total };
}

const orderOf = async (who: Awaited<ReturnType<typeof readyToPay>>['who'], id: string) =>
  (await who.inject({ url: `/api/order/orders/${id}` })).json().data;

describe('checkout with the sandbox gateway', () => {
  it('BCA VA: the order waits with its VA and due time; approving in the sandbox makes it paid', async () => {
    const { who, cartId, total } = await readyToPay(2);
    const res = await who.inject({
      method: 'POST',
      url: '/api/order/orders',
      headers: { 'idempotency-key': `bca-${cartId}-attempt` },
      payload: {
        cart_id: String(cartId),
        payment_method: 'bca_virtual_account',
        total_price: total,
      },
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({
      state: { name: 'Awaiting bank wire payment' },
      payment_status: 'pending',
      total_paid: total,
      payment_due_at: new Date(FIXED_NOW.getTime() + 86_400_000).toISOString(),
      payment: { va_numbers: [{ bank: 'bca', va_number: expect.stringMatching(/^\d{10,18}$/) }] },
    });

    const approved = await app.inject({
      method: 'POST',
      url: `/sandbox-gateway/transactions/${order.payment.transaction_id}/approve`,
      payload: {},
    });
    expect(approved.statusCode).toBe(303);
    const paid = await orderOf(who, order._id);
    expect(paid).toMatchObject({
      payment_status: 'settlement',
      state: { name: 'Payment accepted' },
    });
  });

  it('one valid notification replayed 100 times (50 at once) changes the order once', async () => {
    const { who, cartId, total } = await readyToPay();
    const order = (
      await who.inject({
        method: 'POST',
        url: '/api/order/orders',
        payload: {
          cart_id: String(cartId),
          payment_method: 'bca_virtual_account',
          total_price: total,
        },
      })
    ).json().data;
    await app.inject({
      method: 'POST',
      url: `/sandbox-gateway/transactions/${order.payment.transaction_id}/approve`,
      payload: {},
    });
    const notification = notified.find(
      (sent) => sent.order_id === order.reference_code && sent.transaction_status === 'settlement',
    );
    expect(notification).toMatchObject({ transaction_status: 'settlement' });
    const replay = () =>
      app.inject({ method: 'POST', url: '/api/payment/notifications', payload: notification });
    const parallel = await Promise.all(Array.from({ length: 50 }, replay));
    for (let i = 0; i < 50; i += 1) expect((await replay()).statusCode).toBe(200);
    expect(parallel.every((res) => res.statusCode === 200)).toBe(true);
    const histories = await database.db
      .selectFrom('order_state_histories')
      .select('state_id')
      .where('order_id', '=', Number(order._id))
      .execute();
    expect(histories.map((row) => row.state_id)).toEqual([2, 4]);
  });

  it('a forged notification or one with another amount changes nothing', async () => {
    const { who, cartId, total } = await readyToPay();
    const order = (
      await who.inject({
        method: 'POST',
        url: '/api/order/orders',
        payload: {
          cart_id: String(cartId),
          payment_method: 'permata_virtual_account',
          total_price: total,
        },
      })
    ).json().data;
    const body = {
      order_id: order.reference_code,
      transaction_id: order.payment.transaction_id,
      transaction_status: 'settlement',
      status_code: '200',
      gross_amount: `${total}.00`,
      payment_type: 'bank_transfer',
      fraud_status: 'accept',
      transaction_time: '2026-11-21 10:00:00',
    };
    const forged = await app.inject({
      method: 'POST',
      url: '/api/payment/notifications',
      payload: { ...body, signature_key: 'f'.repeat(128) },
    });
    expect(forged.statusCode).toBe(401);
    const { serverKey } = await sandboxKeys(database.db);
    const wrongAmount = { ...body, gross_amount: `${total - 1}.00` };
    const refused = await app.inject({
      method: 'POST',
      url: '/api/payment/notifications',
      payload: {
        ...wrongAmount,
        signature_key: midtransSignature({
          orderId: wrongAmount.order_id,
          statusCode: wrongAmount.status_code,
          grossAmount: wrongAmount.gross_amount,
          serverKey,
        }),
      },
    });
    expect(refused.statusCode).toBeLessThan(500);
    expect(await orderOf(who, order._id)).toMatchObject({ payment_status: 'pending' });
  });

  it('OVO declined in the sandbox: the order fails, holds its stock to be paid again, then gives it back', async () => {
    const { who, item, cartId, total } = await readyToPay(3);
    const stock = async () =>
      (
        await database.db
          .selectFrom('combinations')
          .select('stock')
          .where('id', '=', item.combinationId)
          .executeTakeFirstOrThrow()
      ).stock;
    const before = await stock();
    const order = (
      await who.inject({
        method: 'POST',
        url: '/api/order/orders',
        payload: {
          cart_id: String(cartId),
          payment_method: 'ovo',
          phone_no: '081234567890',
          total_price: total,
        },
      })
    ).json().data;
    expect(order.payment_status).toBe('pending');
    expect(await stock()).toBe(before - 3);
    await app.inject({
      method: 'POST',
      url: `/sandbox-gateway/transactions/${order.payment.transaction_id}/decline`,
      payload: {},
    });
    const failed = await orderOf(who, order._id);
    expect(failed).toMatchObject({ payment_status: 'deny', state: { name: 'Payment Failure' } });
    // Held for a new attempt while the pay-again window is open (ADR 0034)…
    expect(failed.pay_again_until).toEqual(expect.any(String));
    expect(await stock()).toBe(before - 3);
    // …and given back once it closes.
    const deps = { db: database.db, cancelPayment: async () => undefined };
    await expireDueOrders(deps, new Date(failed.pay_again_until));
    expect(await orderOf(who, order._id)).toMatchObject({ state: { name: 'Cancelled' } });
    expect(await stock()).toBe(before);
  });
});

describe('the gateway in the browser', () => {
  it("public config answers the sandbox's card script and client key (never the server key)", async () => {
    const res = await app.inject({ url: '/api/config/public' });
    expect(res.json().data.payment_gateway).toEqual({
      client_key: expect.stringMatching(/^SB-Kilau-client-/),
      script_url: '/sandbox-gateway/v2/assets/js/midtrans-new-3ds.min.js',
    });
    const { serverKey } = await sandboxKeys(database.db);
    expect(res.body).not.toContain(serverKey);
  });
});

describe('after paid orders: recent bought and people also buy', () => {
  it('the member sees what they bought; a product shows what was bought with it', async () => {
    const a = goods[next++]!;
    const b = goods.slice(next).find((item) => item.productId !== a.productId)!;
    next = goods.indexOf(b) + 1;
    const { who, addressId } = await memberAtPayment(env());
    const cartId = await bagWith(database.db, who.id, [
      { combinationId: a.combinationId },
      { combinationId: b.combinationId },
    ]);
    const list = await who.inject({
      url: `/api/shipping/user/me/shippings?filter[address_id]=${addressId}`,
    });
    const service = list.json().data[0];
    await who.inject({
      method: 'POST',
      url: '/api/shipping/user/me/shippings',
      payload: { address_id: addressId, cart_id: cartId, service_code: service.code },
    });
    const cart = (await who.inject({ url: '/api/cart/user/me/carts' })).json().data;
    const order = (
      await who.inject({
        method: 'POST',
        url: '/api/order/orders',
        payload: {
          cart_id: String(cartId),
          payment_method: 'bca_virtual_account',
          total_price: cart.totals.total_amount_after_discount + service.fee_after_discount,
        },
      })
    ).json().data;
    const before = await who.inject({ url: '/api/catalog/v3/products/recent-bought' });
    expect(before.json().data).toEqual([]); // not paid yet
    await app.inject({
      method: 'POST',
      url: `/sandbox-gateway/transactions/${order.payment.transaction_id}/approve`,
      payload: {},
    });
    const bought = (await who.inject({ url: '/api/catalog/v3/products/recent-bought' })).json()
      .data as Array<{ id: number }>;
    expect(bought.map((tile) => tile.id).sort()).toEqual([a.productId, b.productId].sort());
    const together = (
      await app.inject({ url: `/api/catalog/v3/products/${a.productId}/people-also-buy?limit=4` })
    ).json().data as Array<{ id: number }>;
    expect(together[0]!.id).toBe(b.productId);
    expect(together).toHaveLength(4);
    const guest = await app.inject({ url: '/api/catalog/v3/products/recent-bought' });
    expect(guest.statusCode).toBe(401);
  });
});
