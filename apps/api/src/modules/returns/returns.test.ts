// Returns and refunds (issue 25, docs/design/returns.md): a member's request on a delivered order,
// the back office's approve / reject / receive / refund, stock and points, messages and history.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../../test/multipart';
import {
  advance,
  advanceThrough,
  operatorOf,
  ordersAppWithGoods,
  placeOrder,
  pointsOf,
  type Caller,
  type SellableCombination,
} from '../../test/operator';
import { signedInStaff } from '../../test/staff';

let env: Awaited<ReturnType<typeof ordersAppWithGoods>>['env'];
let goods: SellableCombination[];
let operator: Caller;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let next = 0;
const item = () => goods[next++]!;

beforeAll(async () => {
  ({ env, goods } = await ordersAppWithGoods({ count: 12, min: 100_000, max: 150_000 }));
  operator = await operatorOf(env);
  staff = await signedInStaff(env.app, env.db, 'operations', () => env.clock.now);
});
afterAll(async () => {
  await env?.close();
});

/** A member's order of two of one product, paid and delivered. */
async function deliveredOrder() {
  const product = item();
  const placed = await placeOrder(env, product, 2);
  await advanceThrough(operator, placed.order.reference_code, [
    'payment-accepted',
    'verified',
    'picking',
    'packed',
    'slip-printed',
    'shipped',
    'delivered',
  ]);
  const lines = await env.db
    .selectFrom('order_lines')
    .select(['id', 'combination_id', 'total_price', 'quantity'])
    .where('order_id', '=', Number(placed.order._id))
    .execute();
  return { ...placed, product, lines, reference: placed.order.reference_code };
}

const BANK = { bank_code: 'bca', account_number: '1234567890', account_name: 'Sari Dewi' };

const ask = (who: Caller, reference: string, payload: Record<string, unknown>) =>
  who.inject({ method: 'POST', url: `/api/order/user/me/orders/${reference}/returns`, payload });

const stockOf = async (combinationId: number) =>
  (
    await env.db
      .selectFrom('combinations')
      .select('stock')
      .where('id', '=', combinationId)
      .executeTakeFirstOrThrow()
  ).stock;

const outbox = (orderId: string) =>
  env.db
    .selectFrom('outbox_messages')
    .select(['template', 'dedupe_key', 'payload'])
    .where('order_id', '=', Number(orderId))
    .where('channel', '=', 'email')
    .orderBy('id')
    .execute();

describe('a return, from request to refund', () => {
  it('asks, is approved, received (stock back) and refunded by transfer (points back), once each', async () => {
    const { who, order, lines, reference } = await deliveredOrder();
    const line = lines[0]!;

    const options = await who.inject({
      url: `/api/order/user/me/orders/${reference}/return-options`,
    });
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().data).toMatchObject({
      eligible: true,
      refusal: null,
      lines: [{ order_line_id: String(line.id), quantity: 2, returnable_quantity: 2 }],
      refund_methods: expect.arrayContaining([
        expect.objectContaining({ code: 'original', available: false }),
        expect.objectContaining({ code: 'bank_transfer', available: true }),
      ]),
    });

    const asked = await ask(who, reference, {
      lines: [{ order_line_id: String(line.id), quantity: 1 }],
      reason: 'damaged',
      note: 'Botolnya retak saat paket dibuka.',
      refund_method: 'bank_transfer',
      bank: BANK,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const created = asked.json().data;
    expect(created).toMatchObject({
      reference: `${reference}-R1`,
      status: 'requested',
      status_label: 'Diajukan',
      reason_label: 'Rusak saat diterima',
      refund_amount: line.total_price / 2,
      shipping_refund: 0,
      bank: { bank_name: 'BCA', account_number: '••••••7890', account_name: 'SARI DEWI' },
      lines: [{ order_line_id: String(line.id), quantity: 1, refund_amount: line.total_price / 2 }],
      steps: [{ status: 'requested' }],
    });

    // A second request while this one is open is refused; the staff see the full account.
    const again = await ask(who, reference, {
      lines: [{ order_line_id: String(line.id), quantity: 1 }],
      reason: 'damaged',
      refund_method: 'store_credit',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('return_already_open');

    const queue = await staff.inject({ url: '/api/admin/returns' });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().data.map((row: { reference: string }) => row.reference)).toContain(
      created.reference,
    );
    const detail = await staff.inject({ url: `/api/admin/returns/${created.reference}` });
    expect(detail.json().data).toMatchObject({
      bank: { account_number: '1234567890' },
      customer: { id: String(who.id) },
      order: { reference },
    });

    // Receiving before approval is refused with the status it is in.
    const early = await staff.inject({
      method: 'POST',
      url: `/api/admin/returns/${created.reference}/receive`,
      payload: { lines: [{ order_line_id: String(line.id), sellable: true }] },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      errorCode: 'return_state_changed',
      data: { status: 'requested' },
    });

    const approved = await staff.inject({
      method: 'POST',
      url: `/api/admin/returns/${created.reference}/approve`,
      payload: { instructions: 'Kirim ke Gudang Kilau, Jl. Melati 5, Jakarta 12345.' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved' });

    const stockBefore = await stockOf(line.combination_id);
    const received = await staff.inject({
      method: 'POST',
      url: `/api/admin/returns/${created.reference}/receive`,
      payload: { lines: [{ order_line_id: String(line.id), sellable: true }] },
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().data.lines[0].sellable).toBe(true);
    expect(await stockOf(line.combination_id)).toBe(stockBefore + 1);
    const movement = await env.db
      .selectFrom('stock_movements')
      .select(['delta', 'reason', 'order_reference', 'staff_id'])
      .where('combination_id', '=', line.combination_id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(movement).toEqual({
      delta: 1,
      reason: 'return',
      order_reference: created.reference,
      staff_id: staff.id,
    });

    // A transfer's refund names the transfer.
    const missing = await staff.inject({
      method: 'POST',
      url: `/api/admin/returns/${created.reference}/refund`,
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().data.fields.transfer_reference).toBeDefined();

    const pointsBefore = await pointsOf(env.db, who.id);
    const refunded = await staff.inject({
      method: 'POST',
      url: `/api/admin/returns/${created.reference}/refund`,
      payload: { transfer_reference: 'BCA-20261129-001' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const done = refunded.json().data;
    expect(done).toMatchObject({
      status: 'refunded',
      transfer_reference: 'BCA-20261129-001',
      steps: [
        { status: 'requested' },
        { status: 'approved' },
        { status: 'received' },
        { status: 'refunded' },
      ],
    });
    // The points the returned half earned go back: earned on the whole, kept on the rest.
    const earned = Math.floor(line.total_price / 50_000);
    const kept = Math.floor((line.total_price - line.total_price / 2) / 50_000);
    expect(earned - kept).toBeGreaterThan(0);
    expect(done.points_taken_back).toBe(earned - kept);
    const after = await pointsOf(env.db, who.id);
    expect(after.balance).toBe(pointsBefore.balance - (earned - kept));

    // A second refund click is refused; the money moved once.
    const twice = await staff.inject({
      method: 'POST',
      url: `/api/admin/returns/${created.reference}/refund`,
      payload: { transfer_reference: 'BCA-20261129-002' },
    });
    expect(twice.statusCode).toBe(409);

    // Every step told the member once: requested, approved, received (return_update), refunded.
    const mails = await outbox(order._id);
    const told = mails.filter((mail) => (mail.dedupe_key ?? '').startsWith('return:'));
    expect(told.map((mail) => mail.template)).toEqual([
      'return_update',
      'return_update',
      'return_update',
      'refund_issued',
    ]);
    expect(told[3]!.payload).toMatchObject({
      return_reference: created.reference,
      refund_amount: line.total_price / 2,
    });

    // The member sees the return and its steps on the order; the rest is still returnable.
    const mine = await who.inject({ url: `/api/order/user/me/orders/${reference}/returns` });
    expect(mine.json().data[0]).toMatchObject({
      status: 'refunded',
      status_label: 'Dana dikembalikan',
    });
    const left = await who.inject({
      url: `/api/order/user/me/orders/${reference}/return-options`,
    });
    expect(left.json().data).toMatchObject({
      eligible: true,
      lines: [{ returnable_quantity: 1 }],
    });

    // Audited, one row per step the staff took.
    const returnId = (
      await env.db
        .selectFrom('return_requests')
        .select('id')
        .where('reference', '=', created.reference)
        .executeTakeFirstOrThrow()
    ).id;
    const audit = await env.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'return_request')
      .where('entity_id', '=', String(returnId))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'return.approve',
      'return.receive',
      'return.refund',
    ]);
  });

  it('refunds the whole order with shipping as store credit when the shop was at fault', async () => {
    const { who, order, lines, reference } = await deliveredOrder();
    const line = lines[0]!;
    const asked = await ask(who, reference, {
      lines: [{ order_line_id: line.id, quantity: 2 }],
      reason: 'wrong_item',
      refund_method: 'store_credit',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const created = asked.json().data;
    expect(created.refund_amount).toBe(order.total_paid);
    expect(created.shipping_refund).toBeGreaterThan(0);
    const ref = created.reference;
    for (const [path, payload] of [
      ['approve', { instructions: 'Kurir kami menjemput besok.' }],
      ['receive', { lines: [{ order_line_id: String(line.id), sellable: false }] }],
      ['refund', {}],
    ] as const) {
      const res = await staff.inject({
        method: 'POST',
        url: `/api/admin/returns/${ref}/${path}`,
        payload,
      });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    }
    const done = (await staff.inject({ url: `/api/admin/returns/${ref}` })).json().data;
    expect(done.store_credit_code).toMatch(/^KREDIT-[0-9A-F]{10}$/);
    const voucher = await env.db
      .selectFrom('vouchers')
      .innerJoin('member_vouchers', 'member_vouchers.voucher_id', 'vouchers.id')
      .select(['vouchers.amount', 'vouchers.kind', 'member_vouchers.user_id'])
      .where('vouchers.code', '=', done.store_credit_code)
      .executeTakeFirstOrThrow();
    expect(voucher).toEqual({ amount: order.total_paid, kind: 'store_credit', user_id: who.id });
    // Nothing is left to return.
    const left = await who.inject({
      url: `/api/order/user/me/orders/${reference}/return-options`,
    });
    expect(left.json().data).toMatchObject({ eligible: false, refusal: 'return_nothing_left' });
  });

  it('is rejected with a reason, or withdrawn by the member; the lines are returnable again', async () => {
    const { who, lines, reference } = await deliveredOrder();
    const line = lines[0]!;
    const first = await ask(who, reference, {
      lines: [{ order_line_id: line.id, quantity: 2 }],
      reason: 'allergy',
      note: 'Kulit kemerahan setelah dipakai.',
      refund_method: 'store_credit',
    });
    expect(first.statusCode).toBe(201);
    const rejected = await staff.inject({
      method: 'POST',
      url: `/api/admin/returns/${first.json().data.reference}/reject`,
      payload: { reason: 'Segel sudah dibuka dan produk tidak cacat.' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Segel sudah dibuka dan produk tidak cacat.',
    });

    const second = await ask(who, reference, {
      lines: [{ order_line_id: line.id, quantity: 1 }],
      reason: 'defective',
      refund_method: 'store_credit',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.reference).toBe(`${reference}-R2`);
    const withdrawn = await who.inject({
      method: 'POST',
      url: `/api/order/user/me/returns/${reference}-R2/cancel`,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data.status).toBe('cancelled');
    const options = await who.inject({
      url: `/api/order/user/me/orders/${reference}/return-options`,
    });
    expect(options.json().data).toMatchObject({
      eligible: true,
      lines: [{ returnable_quantity: 2 }],
    });
  });

  it('takes photos while requested, served only to their member and to staff', async () => {
    const { who, lines, reference } = await deliveredOrder();
    const asked = await ask(who, reference, {
      lines: [{ order_line_id: lines[0]!.id, quantity: 1 }],
      reason: 'damaged',
      refund_method: 'store_credit',
    });
    const ref = asked.json().data.reference;
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 90, b: 120 } },
    })
      .png()
      .toBuffer();
    const form = multipartForm({}, [
      { field: 'photo', filename: 'retak.png', type: 'image/png', content: png },
    ]);
    const uploaded = await who.inject({
      method: 'POST',
      url: `/api/order/user/me/returns/${ref}/photos`,
      ...form,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photo = uploaded.json().data.photos[0];
    expect(photo.url).toBe(`/api/order/user/me/returns/${ref}/photos/${photo.id}`);
    const served = await who.inject({ url: photo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const other = await operator.inject({ url: photo.url });
    expect(other.statusCode).toBe(404);
    const forStaff = await staff.inject({ url: `/api/admin/returns/${ref}/photos/${photo.id}` });
    expect(forStaff.statusCode).toBe(200);

    const text = multipartForm({}, [
      {
        field: 'photo',
        filename: 'x.png',
        type: 'image/png',
        content: Buffer.from('not an image'),
      },
    ]);
    const refused = await who.inject({
      method: 'POST',
      url: `/api/order/user/me/returns/${ref}/photos`,
      ...text,
    });
    expect(refused.statusCode).toBe(422);
  });
});

describe('what a return refuses', () => {
  it.each([
    [
      'an account number of the wrong length',
      {
        reason: 'damaged',
        refund_method: 'bank_transfer',
        bank: { ...BANK, account_number: '123' },
      },
      'bank.account_number',
      'Nomor rekening BCA harus 10 digit angka.',
    ],
    [
      'an unknown bank',
      { reason: 'damaged', refund_method: 'bank_transfer', bank: { ...BANK, bank_code: 'xyz' } },
      'bank.bank_code',
      'Pilih bank tujuan.',
    ],
    [
      '"other" without a note',
      { reason: 'other', refund_method: 'store_credit' },
      'note',
      'Ceritakan alasannya (minimal 10 karakter).',
    ],
    [
      'the original method of a VA payment',
      { reason: 'damaged', refund_method: 'original' },
      'refund_method',
      'Metode pengembalian dana ini tidak tersedia untuk pesanan ini.',
    ],
    [
      'more than was bought',
      { reason: 'damaged', refund_method: 'store_credit', quantity: 3 },
      'lines.0.quantity',
      'Jumlah produk yang dikembalikan tidak valid.',
    ],
  ])('%s (422 on the field)', async (_name, input, field, message) => {
    const { who, lines, reference } = await deliveredOrder();
    const { quantity = 1, ...rest } = input as Record<string, unknown> & { quantity?: number };
    const res = await ask(who, reference, {
      lines: [{ order_line_id: lines[0]!.id, quantity }],
      ...rest,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().data.fields[field]).toBe(message);
    expect(
      await env.db
        .selectFrom('return_requests')
        .select('id')
        .where('reference', 'like', `${reference}-%`)
        .execute(),
    ).toEqual([]);
  });

  it('an order not delivered, another member’s, and one past its window', async () => {
    const product = item();
    const placed = await placeOrder(env, product, 1);
    const reference = placed.order.reference_code;
    await advance(operator, reference, { state: 'payment-accepted' });
    const notYet = await placed.who.inject({
      url: `/api/order/user/me/orders/${reference}/return-options`,
    });
    expect(notYet.json().data).toMatchObject({ eligible: false, refusal: 'order_not_returnable' });
    expect(
      (await operator.inject({ url: `/api/order/user/me/orders/${reference}/return-options` }))
        .statusCode,
    ).toBe(404);

    const { who, lines, reference: delivered } = await deliveredOrder();
    const saved = env.clock.now;
    env.clock.now = new Date(saved.getTime() + 8 * 86_400_000);
    try {
      const late = await ask(who, delivered, {
        lines: [{ order_line_id: lines[0]!.id, quantity: 1 }],
        reason: 'damaged',
        refund_method: 'store_credit',
      });
      expect(late.statusCode).toBe(422);
      expect(late.json()).toMatchObject({
        errorCode: 'return_window_closed',
        message: 'Batas waktu pengembalian pesanan ini sudah lewat.',
      });
    } finally {
      env.clock.now = saved;
    }
  });

  it('staff without orders.write cannot act', async () => {
    const support = await signedInStaff(env.app, env.db, 'content', () => env.clock.now);
    const res = await support.inject({ url: '/api/admin/returns' });
    expect(res.statusCode).toBe(403);
  });
});
