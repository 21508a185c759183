// The operator API (issue 8, design/order-life-after-payment.md). The parallel "delivered" moves are exact on PostgreSQL
// (the order row lock and the ledger's unique index); PGlite runs one transaction at a time.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../../test/multipart';
import type { buildOrdersApp } from '../../test/operator';
import {
  advance,
  advanceThrough,
  operatorOf,
  placeOrder,
  placeOrderOf,
  pointsOf,
  registerMember,
  type Caller,
  type SellableCombination,
  ordersAppWithGoods,
} from '../../test/operator';

let env: Awaited<ReturnType<typeof buildOrdersApp>>;
let goods: SellableCombination[];
let operator: Caller;
let next = 0;
const item = () => goods[next++]!;

beforeAll(async () => {
  ({ env, goods } = await ordersAppWithGoods({ count: 20 }));
  operator = await operatorOf(env);
});
afterAll(async () => {
  await env?.close();
});

const show = (reference: string) =>
  operator.inject({ url: `/api/ops/orders/${reference}` }).then((res) => res.json().data);

describe('the operator API needs an operator', () => {
  it('is documented in OpenAPI with the member’s tracking call', async () => {
    const paths = Object.keys((await env.app.inject({ url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/ops/orders',
        '/api/ops/orders/{reference}',
        '/api/ops/orders/{reference}/advance',
        '/api/ops/refunds',
        '/api/order/orders/{id}/tracking',
      ]),
    );
  });

  it('401 without a session, 403 `forbidden` for a member, 200 for the operator', async () => {
    const member = await registerMember(env.app);
    for (const url of ['/api/ops/orders', '/api/ops/orders/KLU-261121-AAAAAA']) {
      expect((await env.app.inject({ url })).statusCode).toBe(401);
      const forbidden = await member.inject({ url });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toMatchObject({ success: false, errorCode: 'forbidden' });
    }
    const write = await member.inject({
      method: 'POST',
      url: '/api/ops/orders/KLU-261121-AAAAAA/advance',
      payload: { state: 'shipped' },
    });
    expect(write.statusCode).toBe(403);
    expect((await operator.inject({ url: '/api/ops/orders' })).statusCode).toBe(200);
  });
});

describe('an order’s life after payment', () => {
  it('4 → 15 → 5 → 6 → 7 → 8 → 9 with its history; points earned once under 5 parallel moves', async () => {
    const goodsItem = item();
    const { who, order } = await placeOrder(env, goodsItem, 2);
    const before = await pointsOf(env.db, who.id);

    const accepted = await advance(operator, order.reference_code, {
      state: 'payment-accepted',
      note: 'Mutasi BCA cocok',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: `Pesanan ${order.reference_code} kini berstatus Payment accepted.`,
      data: { state: { id: 4 }, payment_status: 'settlement', paid_at: expect.any(String) },
    });
    await advanceThrough(operator, order.reference_code, [
      'verified',
      'picking',
      'Packed',
      'delivery_slip_printed',
    ]);
    const shipped = await advance(operator, order.reference_code, { state: 8 });
    expect(shipped.statusCode).toBe(200);
    const parcel = shipped.json().data;
    expect(parcel.shipment).toMatchObject({
      carrier: { code: 'jne', name: 'JNE' },
      tracking_number: expect.stringMatching(/^JNE[0-9]{11}$/),
      shipped_at: expect.any(String),
      delivered_at: null,
    });
    expect(parcel.shipping).toMatchObject({
      code: parcel.shipment.tracking_number,
      can_track_order: true,
      carrier_name: 'JNE',
    });

    const moves = await Promise.all(
      Array.from({ length: 5 }, () =>
        advance(operator, order.reference_code, { state: 'delivered' }),
      ),
    );
    expect(moves.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const points = Math.floor((goodsItem.price * 2) / 50_000);
    expect(points).toBeGreaterThan(0);
    expect(await pointsOf(env.db, who.id)).toMatchObject({
      balance: before.balance + points,
      ledgerSum: before.ledgerSum + points,
    });

    const done = await show(order.reference_code);
    expect(done).toMatchObject({
      state: { id: 9, name: 'Delivered' },
      allowed_next: [{ id: 14, name: 'Return' }],
      points: { on_delivery: points, earned: points, taken_back: 0 },
      shipment: { delivered_at: expect.any(String) },
    });
    expect(
      done.state_histories.map((h: { to_status: { name: string } }) => h.to_status.name),
    ).toEqual([
      'Awaiting bank wire payment',
      'Payment accepted',
      'Order verified',
      'Picking in progress',
      'Packed',
      'Delivery slip printed',
      'Shipped',
      'Delivered',
    ]);
    expect(done.state_histories[1]).toMatchObject({ note: 'Mutasi BCA cocok' });

    // The member's history reads the same order trackable and delivered.
    const history = await who.inject({ url: '/api/order/user/me/orders' });
    expect(history.json().data[0]).toMatchObject({
      reference_code: order.reference_code,
      state: { name: 'Delivered' },
      shipping: { code: parcel.shipment.tracking_number, can_track_order: true },
    });
  });

  it('refuses a move off the table: 409 `invalid_transition` with what is allowed', async () => {
    const { order } = await placeOrder(env, item(), 1);
    const res = await advance(operator, order.reference_code, { state: 'shipped' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'invalid_transition',
      message: 'Pesanan tidak dapat dipindahkan dari Awaiting bank wire payment ke Shipped.',
      data: {
        from: { id: 2, name: 'Awaiting bank wire payment' },
        to: { id: 8, name: 'Shipped' },
        allowed: [
          { id: 3, name: 'Payment confirm' },
          { id: 4, name: 'Payment accepted' },
        ],
      },
    });
    const en = await operator.inject({
      method: 'POST',
      url: `/api/ops/orders/${order.reference_code}/advance`,
      headers: { 'accept-language': 'en' },
      payload: { state: 'teleported' },
    });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({
      errorCode: 'order_state_unknown',
      message: 'The order state "teleported" is not known.',
    });
    const missing = await advance(operator, 'KLU-000000-NOPE00', { state: 'paid' });
    expect(missing.statusCode).toBe(404);
    const carrier = await advance(operator, order.reference_code, {
      state: 'paid',
      carrier_code: 'NOT A CARRIER',
    });
    expect(carrier.statusCode).toBe(422);
  });

  it('a receipt rejected goes back to waiting; a return takes back the points and owes a refund, paid once', async () => {
    const goodsItem = item();
    const { who, order } = await placeOrder(env, goodsItem, 2);
    await advanceThrough(operator, order.reference_code, [
      'payment-confirm',
      'awaiting-bank-wire-payment',
      'payment_confirm',
      'accepted',
      'verified',
      'picking',
      'packed',
      'slip',
    ]);
    const other = await advance(operator, order.reference_code, {
      state: 'shipped',
      carrier_code: 'sicepat',
    });
    expect(other.json().data.shipment).toMatchObject({
      carrier: { code: 'sicepat', name: 'SiCepat' },
      service: 'REG',
      tracking_number: expect.stringMatching(/^0024[0-9]{10}$/),
    });
    expect(other.json().data.shipping).toMatchObject({
      carrier_code: 'sicepat',
      carrier_name: 'SiCepat',
      service_code: 'sicepat_reg',
      service_name: 'REG',
    });
    await advanceThrough(operator, order.reference_code, ['undelivered', 'shipped', 'delivered']);
    const points = Math.floor((goodsItem.price * 2) / 50_000);
    const earned = await pointsOf(env.db, who.id);

    const returned = await advance(operator, order.reference_code, {
      state: 'return',
      note: 'Produk rusak',
    });
    expect(returned.statusCode).toBe(200);
    expect(returned.json().data).toMatchObject({
      state: { name: 'Return' },
      points: { earned: points, taken_back: points },
      refund: { amount: order.total_paid, status: 'pending', reason: 'Produk rusak' },
      shipment: { returned_at: expect.any(String) },
    });
    expect(await pointsOf(env.db, who.id)).toMatchObject({
      balance: earned.balance - points,
      ledgerSum: earned.ledgerSum - points,
    });

    const refunds = await Promise.all([
      advance(operator, order.reference_code, { state: 'refund' }),
      advance(operator, order.reference_code, { state: 'refund' }),
    ]);
    expect(refunds.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await show(order.reference_code)).toMatchObject({
      state: { name: 'Refund' },
      payment_status: 'refund',
      refund: { status: 'refunded', refunded_at: expect.any(String) },
    });
  });

  it('shows the member’s transfer confirmation and receipt, then accepts the payment', async () => {
    const { who, order } = await placeOrderOf(env, item(), { method: 'bank_transfer' });
    const receipt = await sharp({
      create: { width: 300, height: 500, channels: 3, background: { r: 250, g: 250, b: 245 } },
    })
      .png()
      .toBuffer();
    const confirmed = await who.inject({
      method: 'POST',
      url: `/api/order/confirm-payment/${order._id}`,
      ...multipartForm({ bank_name: 'BCA', account_name: 'Sari Wulandari' }, [
        { field: 'receipt', filename: 'bukti.png', type: 'image/png', content: receipt },
      ]),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const seen = await show(order.reference_code);
    expect(seen).toMatchObject({
      state: { name: 'Payment confirm' },
      payment_confirmation: {
        bank_name: 'BCA',
        account_name: 'Sari Wulandari',
        receipt_url: expect.stringMatching(/^\/uploads\/.+\?expires=\d+&signature=[0-9a-f]+$/),
      },
    });
    const image = await env.app.inject({ url: seen.payment_confirmation.receipt_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');

    const accepted = await advance(operator, order.reference_code, { state: 'payment-accepted' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({
      state: { name: 'Payment accepted' },
      paid_at: expect.any(String),
    });
  });

  it('a cancelled paid order is refunded; an unpaid one owes nothing', async () => {
    const paid = await placeOrder(env, item(), 1);
    await advanceThrough(operator, paid.order.reference_code, ['paid']);
    const cancel = (placed: typeof paid) =>
      placed.who.inject({
        method: 'PUT',
        url: `/api/order/order/${placed.order._id}/cancelled`,
        payload: {
          cancellation_reason: 'Salah pilih',
          reference_code: placed.order.reference_code,
        },
      });
    expect((await cancel(paid)).statusCode).toBe(200);
    await advanceThrough(operator, paid.order.reference_code, ['refund']);
    expect(await show(paid.order.reference_code)).toMatchObject({
      refund: { status: 'refunded' },
    });

    const unpaid = await placeOrder(env, item(), 1);
    expect((await cancel(unpaid)).statusCode).toBe(200);
    const res = await advance(operator, unpaid.order.reference_code, { state: 'refund' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'order_refund_not_owed' });
  });

  it('lists orders by state (id, name or slug) and by reference or e-mail', async () => {
    const { who, order } = await placeOrder(env, item(), 1);
    const awaiting = await operator.inject({ url: '/api/ops/orders?state=awaiting&limit=100' });
    expect(awaiting.statusCode).toBe(200);
    const refs = awaiting.json().data.map((o: { reference_code: string }) => o.reference_code);
    expect(refs).toContain(order.reference_code);
    expect(awaiting.json().meta).toMatchObject({ total: refs.length, skip: 0, limit: 100 });
    const byEmail = await operator.inject({
      url: `/api/ops/orders?q=${encodeURIComponent(who.email)}`,
    });
    expect(byEmail.json().data).toEqual([
      {
        _id: order._id,
        reference_code: order.reference_code,
        member_email: who.email,
        state: { id: 2, name: 'Awaiting bank wire payment' },
        total_paid: order.total_paid,
        payment_method: 'bca_virtual_account',
        payment_method_name: 'BCA Virtual Account',
        payment_status: 'pending',
        created_at: expect.any(String),
      },
    ]);
    const byRef = await operator.inject({ url: `/api/ops/orders?q=${order.reference_code}` });
    expect(byRef.json().meta.total).toBe(1);
    const delivered = await operator.inject({ url: '/api/ops/orders?state=9' });
    for (const o of delivered.json().data) expect(o.state.name).toBe('Delivered');
    expect((await operator.inject({ url: '/api/ops/orders?state=nope' })).statusCode).toBe(422);
    expect((await operator.inject({ url: '/api/ops/orders?limit=500' })).statusCode).toBe(422);
  });
});
