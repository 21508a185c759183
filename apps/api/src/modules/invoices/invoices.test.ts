// Invoices (issue 25, docs/design/invoices.md): a numbered invoice issued on every path that
// marks an order paid (the gateway's report, the operator's accepted transfer, a free order at
// placement), once however often it is told; none for an unpaid order; the member's own
// download and the back office's; the year's series in WIB; the shop's legal and tax settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advance,
  defineVoucher,
  memberWithBag,
  operatorOf,
  ordersAppWithGoods,
  placeOrderOf,
  SHIPPING_FEE,
  type SellableCombination,
} from '../../test/operator';
import { registerMember } from '../../test/members';
import { signedInStaff } from '../../test/staff';
import { FIXED_NOW } from '../../test/clock';
import { renderInvoicePdf } from '.';

let env: Awaited<ReturnType<typeof ordersAppWithGoods>>['env'];
let goods: SellableCombination[];
let next = 0;

beforeAll(async () => {
  ({ env, goods } = await ordersAppWithGoods({ count: 12, sandboxGateway: true }));
});
afterAll(async () => {
  await env?.close();
});

const staffOf = (role: Parameters<typeof signedInStaff>[2]) =>
  signedInStaff(env.app, env.db, role, () => env.clock.now);

const invoicesOf = (orderId: string | number) =>
  env.db.selectFrom('invoices').selectAll().where('order_id', '=', Number(orderId)).execute();

/** The gateway approves the order's payment; answers the signed notification it sent. */
async function approve(orderId: string) {
  const row = await env.db
    .selectFrom('orders')
    .select('gateway_transaction_id')
    .where('id', '=', Number(orderId))
    .executeTakeFirstOrThrow();
  const res = await env.app.inject({
    method: 'POST',
    url: `/sandbox-gateway/transactions/${row.gateway_transaction_id}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(res.statusCode).toBeLessThan(400);
  return env.notified.at(-1)!;
}
const deliver = (notification: Record<string, unknown>) =>
  env.app.inject({ method: 'POST', url: '/api/payment/notifications', payload: notification });

/** An order paid through the gateway's report (delivered twice). */
async function paidOrder() {
  const placed = await placeOrderOf(env, goods[next++]!, { quantity: 2 });
  expect(placed.res.statusCode, placed.res.body).toBe(201);
  const paid = await approve(placed.order._id);
  expect((await deliver(paid)).statusCode).toBe(200);
  expect((await deliver(paid)).statusCode).toBe(200);
  return placed;
}

const pdfOf = (res: { rawPayload: Buffer }) => res.rawPayload.subarray(0, 5).toString('latin1');

describe('issuing', () => {
  it('the gateway reporting the payment issues one numbered invoice, however often it reports', async () => {
    const placed = await paidOrder();
    const invoices = await invoicesOf(placed.order._id);
    expect(invoices).toHaveLength(1);
    const [invoice] = invoices;
    expect(invoice!.number).toMatch(/^INV\/2026\/[0-9]{6}$/);
    expect(invoice!).toMatchObject({
      year: 2026,
      issued_at: FIXED_NOW,
      seller: { legal_name: 'PT Kilau Cantik Indonesia', npwp: '015367482073000', pkp: true },
      tax: { ppn_rate_bp: 1100, prices_include_tax: true },
    });
    // Prices include PPN 11 %: DPP = round(total × 100 / 111), PPN the rest.
    const total = placed.order.total_paid;
    expect(invoice!.totals).toMatchObject({
      total_paid: total,
      tax_base: Math.round((total * 100) / 111),
      tax: total - Math.round((total * 100) / 111),
      shipping_fee: SHIPPING_FEE,
    });
  });

  it('the operator accepting a transfer (the move that settles the payment) issues it', async () => {
    const placed = await placeOrderOf(env, goods[next++]!);
    expect(placed.res.statusCode).toBe(201);
    expect(await invoicesOf(placed.order._id)).toEqual([]);
    const operator = await operatorOf(env);
    const moved = await advance(operator, placed.order.reference_code, {
      state: 'payment-accepted',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await invoicesOf(placed.order._id)).toHaveLength(1);
  });

  it('a free order (total 0) is paid at placement and invoiced then, PPN 0', async () => {
    const item = goods[next++]!;
    const voucher = await defineVoucher(env.db, { amount: item.price });
    const { who, cartId } = await memberWithBag(env, item);
    const applied = await who.inject({
      method: 'POST',
      url: '/api/cart/user/me/carts/voucher',
      payload: { voucher_code: voucher.code },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    env.shipping.fee = 0;
    try {
      const res = await who.inject({
        method: 'POST',
        url: '/api/order/orders',
        payload: { cart_id: String(cartId), payment_method: 'bca_virtual_account', total_price: 0 },
      });
      expect(res.statusCode, res.body).toBe(201);
    } finally {
      env.shipping.fee = SHIPPING_FEE;
    }
    const order = await env.db
      .selectFrom('orders')
      .select('id')
      .where('cart_id', '=', cartId)
      .executeTakeFirstOrThrow();
    const [invoice] = await invoicesOf(order.id);
    expect(invoice!.totals).toMatchObject({ total_paid: 0, tax_base: 0, tax: 0 });
  });

  it('an unpaid order has none: nothing to render, 409 for the member and the back office', async () => {
    const placed = await placeOrderOf(env, goods[next++]!);
    expect(await invoicesOf(placed.order._id)).toEqual([]);
    expect(await renderInvoicePdf(env.db, Number(placed.order._id))).toBeNull();
    const mine = await placed.who.inject({
      url: `/api/order/user/me/orders/${placed.order.reference_code}/invoice.pdf`,
    });
    expect(mine.statusCode).toBe(409);
    expect(mine.json()).toMatchObject({ errorCode: 'invoice_not_issued' });
    const support = await staffOf('support');
    const printed = await support.inject({
      url: `/api/admin/orders/${placed.order.reference_code}/invoice.pdf`,
      headers: { 'accept-language': 'en' },
    });
    expect(printed.statusCode).toBe(409);
    expect(printed.json().message).toMatch(/issued once the order has been paid/);
  });
});

describe('downloads', () => {
  it("the member downloads their own paid order's invoice; another member's is 404; a guest 401", async () => {
    const placed = await paidOrder();
    const [invoice] = await invoicesOf(placed.order._id);
    const url = `/api/order/user/me/orders/${placed.order.reference_code}/invoice.pdf`;
    for (const language of ['id', 'en']) {
      const res = await placed.who.inject({ url, headers: { 'accept-language': language } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${invoice!.number.replaceAll('/', '-')}.pdf"`,
      );
      expect(pdfOf(res)).toBe('%PDF-');
    }
    const stranger = await registerMember(env.app);
    expect((await stranger.inject({ url })).statusCode).toBe(404);
    expect((await env.app.inject({ url })).statusCode).toBe(401);
    const unknown = await placed.who.inject({
      url: '/api/order/user/me/orders/KLU-000000-AAAAAA/invoice.pdf',
    });
    expect(unknown.statusCode).toBe(404);
    const hostile = await placed.who.inject({
      url: '/api/order/user/me/orders/%00%01../invoice.pdf',
    });
    expect(hostile.statusCode).toBeLessThan(500);
  });

  it('the back office prints the numbered invoice (orders.read); the render function answers it too', async () => {
    const placed = await paidOrder();
    const [invoice] = await invoicesOf(placed.order._id);
    const support = await staffOf('support');
    const res = await support.inject({
      url: `/api/admin/orders/${placed.order.reference_code}/invoice.pdf`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="${invoice!.number.replaceAll('/', '-')}.pdf"`,
    );
    expect(pdfOf(res)).toBe('%PDF-');
    const merchandiser = await staffOf('merchandiser');
    expect(
      (
        await merchandiser.inject({
          url: `/api/admin/orders/${placed.order.reference_code}/invoice.pdf`,
        })
      ).statusCode,
    ).toBe(403);
    const rendered = await renderInvoicePdf(env.db, Number(placed.order._id), 'en');
    expect(rendered?.filename).toBe(`${invoice!.number.replaceAll('/', '-')}.pdf`);
    expect(rendered?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe("the shop's legal and tax settings", () => {
  const VALID = {
    legal_name: 'PT Kilau Cantik Indonesia',
    address: 'Jl. Jenderal Sudirman Kav. 52-53\nJakarta Selatan 12190',
    npwp: '01.536.748.2-073.000',
    pkp: true,
    ppn_rate_bp: 1200,
    prices_include_tax: true,
    invoice_footer: 'Terima kasih.',
  };

  it('admins read and change them, audited; later invoices use them, issued ones keep theirs', async () => {
    const before = await paidOrder();
    const admin = await staffOf('admin');
    const read = await admin.inject({ url: '/api/admin/invoice-settings' });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({
      legal_name: 'PT Kilau Cantik Indonesia',
      npwp_formatted: '01.536.748.2-073.000',
      ppn_rate_bp: 1100,
    });
    const saved = await admin.inject({
      method: 'PUT',
      url: '/api/admin/invoice-settings',
      payload: VALID,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      npwp: '015367482073000',
      ppn_rate_bp: 1200,
      updated_by: expect.stringContaining('@kilau.id'),
    });
    const audit = await admin.inject({ url: '/api/admin/audit-log?entity=invoice_settings' });
    expect(audit.json().data[0]).toMatchObject({
      action: 'invoice_settings.update',
      before: { ppn_rate_bp: 1100 },
      after: { ppn_rate_bp: 1200 },
    });
    const after = await paidOrder();
    expect((await invoicesOf(after.order._id))[0]!.tax).toEqual({
      ppn_rate_bp: 1200,
      prices_include_tax: true,
    });
    expect((await invoicesOf(before.order._id))[0]!.tax.ppn_rate_bp).toBe(1100);
    // Back to the seeded rate for the tests after.
    const restored = await admin.inject({
      method: 'PUT',
      url: '/api/admin/invoice-settings',
      payload: { ...VALID, ppn_rate_bp: 1100 },
    });
    expect(restored.statusCode).toBe(200);
  });

  it.each([
    ['npwp', { npwp: '12345' }],
    ['npwp', { npwp: '01.536.748.2-073.00X' }],
    ['npwp', { npwp: '12345678901234567' }],
    ['ppn_rate_bp', { ppn_rate_bp: 10_001 }],
    ['ppn_rate_bp', { ppn_rate_bp: -1 }],
    ['ppn_rate_bp', { ppn_rate_bp: 11.5 }],
    ['ppn_rate_bp', { ppn_rate_bp: '1e3' }],
    ['legal_name', { legal_name: '' }],
    ['legal_name', { legal_name: 'x'.repeat(121) }],
    ['legal_name', { legal_name: 'PT Kilau\u0000' }],
    ['address', { address: 'Jl. Sudirman\u001b[31m' }],
    ['invoice_footer', { invoice_footer: 'y'.repeat(501) }],
    ['pkp', { pkp: 'maybe' }],
  ])('refuses a wrong %s with 422 on the field (%j)', async (field, change) => {
    const admin = await staffOf('admin');
    const res = await admin.inject({
      method: 'PUT',
      url: '/api/admin/invoice-settings',
      payload: { ...VALID, ...change },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().data.fields)).toEqual([field]);
  });

  it("the NPWP refusal is in the requester's language; only settings.write may read or write", async () => {
    const admin = await staffOf('admin');
    const english = await admin.inject({
      method: 'PUT',
      url: '/api/admin/invoice-settings',
      headers: { 'accept-language': 'en' },
      payload: { ...VALID, npwp: '1' },
    });
    expect(english.json().data.fields.npwp).toMatch(/15 or 16 digits/);
    const operations = await staffOf('operations');
    expect((await operations.inject({ url: '/api/admin/invoice-settings' })).statusCode).toBe(403);
    expect(
      (
        await operations.inject({
          method: 'PUT',
          url: '/api/admin/invoice-settings',
          payload: VALID,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('the series', () => {
  it('numbers every invoice of the year 1, 2, 3… without gaps', async () => {
    const rows = await env.db
      .selectFrom('invoices')
      .select(['sequence', 'number'])
      .where('year', '=', 2026)
      .orderBy('sequence')
      .execute();
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.map((row) => row.sequence)).toEqual(rows.map((_row, index) => index + 1));
    const counter = await env.db
      .selectFrom('invoice_counters')
      .select('last_sequence')
      .where('year', '=', 2026)
      .executeTakeFirstOrThrow();
    expect(counter.last_sequence).toBe(rows.length);
  });

  it('starts again at 1 on New Year in WIB (31 December 17:00 UTC)', async () => {
    const saved = env.clock.now;
    try {
      env.clock.now = new Date('2026-12-31T16:59:00Z');
      const lastOfYear = await paidOrder();
      env.clock.now = new Date('2026-12-31T17:00:00Z');
      const firstOfNext = await paidOrder();
      const [last] = await invoicesOf(lastOfYear.order._id);
      const [first] = await invoicesOf(firstOfNext.order._id);
      expect(last!.year).toBe(2026);
      expect(first).toMatchObject({ year: 2027, sequence: 1, number: 'INV/2027/000001' });
    } finally {
      env.clock.now = saved;
    }
  });
});
