// After a failed payment (issue 17 item 6, ADR 0034): the order keeps what it took while its
// window is open, is listed in the history, and can be paid again with another method or put
// back in the bag — through the real checkout ports and the sandbox gateway (a card declined at
// its 3-D Secure step, a BCA VA declined on the gateway's page).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  after,
  defineVoucher,
  FIXED_NOW,
  memberWithBag,
  placeOrderOf,
  pointsOf,
  SHIPPING_FEE,
  stockOf as stockOfIn,
  ordersAppWithGoods,
  type SellableCombination,
} from '../../test/orders';
import { expireDueOrders } from './index';

let env: Awaited<ReturnType<typeof ordersAppWithGoods>>['env'];
let goods: SellableCombination[];
let next = 0;
beforeAll(async () => {
  ({ env, goods } = await ordersAppWithGoods({ count: 12, sandboxGateway: true }));
});
afterAll(async () => {
  await env?.close();
});
beforeEach(() => {
  env.clock.now = FIXED_NOW;
});

const stockOf = (combinationId: number) => stockOfIn(env.db, combinationId);
type Placed = Awaited<ReturnType<typeof placeOrderOf>>;
/** An order of a member, as the calls below need it. */
type Theirs = { who: Placed['who']; order: { _id: string } };

const orderRow = (orderId: string) =>
  env.db
    .selectFrom('orders')
    .innerJoin('order_states', 'order_states.id', 'orders.state_id')
    .select([
      'order_states.name as state',
      'orders.payment_method',
      'orders.payment_status',
      'orders.payment_ref',
      'orders.released_at',
      'orders.is_payment_failed',
      'orders.gateway_transaction_id',
      'orders.payment_due_at',
    ])
    .where('orders.id', '=', Number(orderId))
    .executeTakeFirstOrThrow();

/** The gateway's own page declines the attempt; the shopper's return asks the gateway. */
async function declineAtGateway(placed: Theirs) {
  const { gateway_transaction_id: transaction } = await orderRow(placed.order._id);
  const res = await env.app.inject({
    method: 'POST',
    url: `/sandbox-gateway/transactions/${transaction}/decline`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(res.statusCode).toBeLessThan(400);
  const callback = await placed.who.inject({
    method: 'POST',
    url: '/api/payment/callback',
    payload: { id_order: placed.order._id },
  });
  expect(callback.statusCode).toBe(200);
}

const payAgain = (placed: Theirs, method = 'bca_virtual_account') =>
  placed.who.inject({
    method: 'POST',
    url: `/api/order/orders/${placed.order._id}/pay-again`,
    payload: { payment_method: method },
  });
const backToBag = (placed: Theirs) =>
  placed.who.inject({ method: 'POST', url: `/api/order/orders/${placed.order._id}/back-to-bag` });
const bagLines = async (placed: Pick<Theirs, 'who'>) =>
  (await placed.who.inject({ url: '/api/cart/user/me/carts' })).json().data;

describe('a card declined at its 3-D Secure step', () => {
  it('keeps the order and its stock, lists it, and pays again with a BCA VA', async () => {
    const item = goods[next++]!;
    const { who, cartId } = await memberWithBag(env, item, 2);
    const stockBefore = await stockOf(item.combinationId);
    const config = (await env.app.inject({ url: '/api/config/public' })).json().data;
    const token = await env.app.inject({
      method: 'POST',
      url: '/sandbox-gateway/v2/token',
      payload: {
        client_key: config.payment_gateway.client_key,
        card_number: '4911 1111 1111 1113',
        card_exp_month: '12',
        card_exp_year: '2030',
        card_cvv: '123',
      },
    });
    const placed = await who.inject({
      method: 'POST',
      url: '/api/order/orders',
      payload: {
        cart_id: String(cartId),
        payment_method: 'credit_debit_card',
        token_id: token.json().token_id,
        total_price: item.price * 2 + SHIPPING_FEE,
      },
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data;
    expect(order.payment.redirect_url).toBeTruthy();
    // The bank declines after the one-time password.
    const threeDs = await env.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/v2/3ds/${order.payment.transaction_id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'otp=112233',
    });
    expect(threeDs.statusCode).toBeLessThan(400);
    // The signed notification the gateway sent: verified, then the gateway is asked.
    const notification = env.notified.at(-1)!;
    expect(notification).toMatchObject({ transaction_status: 'deny' });
    const delivered = await env.app.inject({
      method: 'POST',
      url: '/api/payment/notifications',
      payload: notification,
    });
    expect(delivered.statusCode).toBe(200);

    const failed = { who, order: { _id: order._id, reference_code: order.reference_code } };
    expect(await orderRow(order._id)).toMatchObject({
      state: 'Payment Failure',
      payment_status: 'deny',
      is_payment_failed: true,
      released_at: null,
    });
    expect(await stockOf(item.combinationId)).toBe(stockBefore - 2);
    // The member is told, once, that the order is held and how to pay again (issue 25).
    const told = await env.db
      .selectFrom('outbox_messages')
      .select(['payload'])
      .where('order_id', '=', Number(order._id))
      .where('template', '=', 'payment_failed')
      .execute();
    expect(told).toHaveLength(1);
    expect(told[0]!.payload).toMatchObject({ held: true, reference: order.reference_code });
    const detail = (await who.inject({ url: `/api/order/orders/${order._id}` })).json().data;
    expect(detail.pay_again_until).toBe(after(FIXED_NOW, 30).toISOString());

    // In "Pesanan Saya", under the spec's group for its state, with RETRY until the window ends.
    const list = await who.inject({ url: '/api/order/user/me/orders' });
    expect(list.json().data[0]).toMatchObject({
      _id: order._id,
      is_payment_failed: true,
      pay_again_until: after(FIXED_NOW, 30).toISOString(),
      status_group: { group: 'other' },
      action: { name: 'RETRY', retry_until: after(FIXED_NOW, 30).toISOString() },
    });

    env.clock.now = after(FIXED_NOW, 10);
    const again = await payAgain(failed);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({
      payment_method: 'bca_virtual_account',
      payment_status: 'pending',
      state: { name: 'Awaiting bank wire payment' },
      pay_again_until: null,
      payment: { va_numbers: [{ bank: 'bca' }] },
    });
    expect(await stockOf(item.combinationId)).toBe(stockBefore - 2);
    expect(await orderRow(order._id)).toMatchObject({
      payment_ref: `${order.reference_code}-2`,
      is_payment_failed: false,
      released_at: null,
    });
    // The VA is paid at the gateway: the order is paid.
    const { gateway_transaction_id: va } = await orderRow(order._id);
    await env.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/transactions/${va}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    await who.inject({
      method: 'POST',
      url: '/api/payment/callback',
      payload: { id_order: order._id },
    });
    expect(await orderRow(order._id)).toMatchObject({
      state: 'Payment accepted',
      payment_status: 'settlement',
    });
    // Paid: neither choice is open any more.
    expect((await payAgain(failed)).json().errorCode).toBe('pay_again_unavailable');
    expect((await backToBag(failed)).json().errorCode).toBe('back_to_bag_unavailable');
  });
});

describe('paying again: the rules', () => {
  it('refuses methods that need their own step, a closed window, and other members', async () => {
    const placed = await placeOrderOf(env, goods[next++]!);
    await declineAtGateway(placed);
    const card = await payAgain(placed, 'credit_debit_card');
    expect(card.statusCode).toBe(422);
    expect(card.json()).toMatchObject({
      errorCode: 'payment_method_unavailable',
      message:
        'Metode ini tidak bisa dipilih untuk bayar ulang. Pilih metode lain, atau kembalikan pesanan ke keranjang.',
    });
    const other = await placeOrderOf(env, goods[next++]!);
    expect((await payAgain({ who: other.who, order: placed.order })).statusCode).toBe(404);
    // A pending order is not a failed one.
    expect((await payAgain(other)).json().errorCode).toBe('pay_again_unavailable');

    env.clock.now = after(FIXED_NOW, 30);
    const late = await payAgain(placed);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      errorCode: 'pay_again_window_closed',
      message: 'Batas waktu bayar ulang sudah lewat. Produknya sudah kami kembalikan ke stok.',
    });
  });

  it('the window closes: the order is cancelled and gives everything back, once', async () => {
    const placed = await placeOrderOf(env, goods[next++]!, { quantity: 2, points: 4 });
    await declineAtGateway(placed);
    expect(await stockOf(goods[next - 1]!.combinationId)).toBe(placed.stockBefore - 2);
    expect(await pointsOf(env.db, placed.who.id)).toMatchObject({ balance: 0, ledgerSum: 0 });
    const deps = { db: env.db, cancelPayment: async () => undefined };
    const ref = placed.order.reference_code;
    expect(await expireDueOrders(deps, after(FIXED_NOW, 29))).not.toContain(ref);
    expect(await expireDueOrders(deps, after(FIXED_NOW, 30))).toContain(ref);
    expect(await expireDueOrders(deps, after(FIXED_NOW, 31))).not.toContain(ref);
    expect(await orderRow(placed.order._id)).toMatchObject({ state: 'Cancelled' });
    expect(await stockOf(goods[next - 1]!.combinationId)).toBe(placed.stockBefore);
    expect(await pointsOf(env.db, placed.who.id)).toMatchObject({ balance: 4, ledgerSum: 4 });
  });
});

describe('back to the bag', () => {
  it('cancels the order, gives stock, voucher and points back once, and refills the bag', async () => {
    const item = goods[next++]!;
    const voucher = await defineVoucher(env.db, { amount: 10_000 });
    const placed = await placeOrderOf(env, item, {
      quantity: 3,
      voucher: { ...voucher, amount: 10_000 },
    });
    await declineAtGateway(placed);
    expect((await bagLines(placed)).products).toEqual([]);

    const res = await backToBag(placed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: `Produk pesanan ${placed.order.reference_code} sudah kembali ke keranjang.`,
      data: {
        order: { state: { name: 'Cancelled' }, pay_again_until: null },
        bag: { skipped: [] },
      },
    });
    expect(await stockOf(item.combinationId)).toBe(placed.stockBefore);
    const uses = await env.db
      .selectFrom('voucher_holds')
      .select('id')
      .where('voucher_id', '=', voucher.id)
      .where('used_at', 'is not', null)
      .execute();
    expect(uses).toEqual([]);
    const bag = await bagLines(placed);
    expect(bag.products).toHaveLength(1);
    expect(bag.products[0]).toMatchObject({
      combination_id: String(item.combinationId),
      quantity: 3,
    });

    // Twice: refused, and nothing is given back again.
    const again = await backToBag(placed);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'back_to_bag_unavailable',
      message: 'Pesanan ini tidak bisa dikembalikan ke keranjang.',
    });
    expect(await stockOf(item.combinationId)).toBe(placed.stockBefore);
    expect((await payAgain(placed)).statusCode).toBe(409);
  });
});
