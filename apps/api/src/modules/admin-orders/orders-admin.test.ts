// The back office's orders screens (issue 18): the list's filters, the detail's extras (who moved
// it, notifications), a bank-transfer receipt accepted or rejected, a cancellation with its
// refund record and audit row, and the packing slip as a PDF (the invoice: invoices.test.ts).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../../test/multipart';
import {
  ordersAppWithGoods,
  placeOrderOf,
  type buildOrdersApp,
  type SellableCombination,
} from '../../test/operator';
import { signedInStaff } from '../../test/staff';

let env: Awaited<ReturnType<typeof buildOrdersApp>>;
let goods: SellableCombination[];
let next = 0;

beforeAll(async () => {
  ({ env, goods } = await ordersAppWithGoods({ count: 8 }));
});
afterAll(async () => {
  await env?.close();
});

const staffOf = (role: Parameters<typeof signedInStaff>[2]) =>
  signedInStaff(env.app, env.db, role, () => env.clock.now);
const place = (method = 'bank_transfer') => placeOrderOf(env, goods[next++]!, { method });
type Staff = Awaited<ReturnType<typeof staffOf>>;

const move = (staff: Staff, reference: string, state: string) =>
  staff.inject({
    method: 'POST',
    url: `/api/admin/orders/${reference}/advance`,
    payload: { state },
  });

const auditOf = async (reference: string) =>
  (
    await (
      await staffOf('admin')
    ).inject({ url: `/api/admin/audit-log?entity=order&entity_id=${reference}` })
  ).json().data as Array<{ action: string; before: object; after: object }>;

describe('the orders list', () => {
  it('filters by payment status, method, days and a phone; a bad day is 422', async () => {
    const placed = await place('bca_virtual_account');
    const phone = '0812' + String(Date.now()).slice(-8);
    await env.db
      .updateTable('users')
      .set({ phone_no: phone })
      .where('id', '=', placed.who.id)
      .execute();
    const support = await staffOf('support');
    const list = async (query: string) =>
      (await support.inject({ url: `/api/admin/orders?${query}` })).json();

    expect(
      (await list(`q=${phone}`)).data.map((row: { reference_code: string }) => row.reference_code),
    ).toEqual([placed.order.reference_code]);
    const pending = await list(
      `q=${placed.order.reference_code}&payment_status=pending&method=bca_virtual_account`,
    );
    expect(pending.meta.total).toBe(1);
    // The method by the name the shop gives it, in the list and the order's view.
    const methodName = (
      await env.db
        .selectFrom('payment_methods')
        .select('name')
        .where('code', '=', 'bca_virtual_account')
        .executeTakeFirstOrThrow()
    ).name;
    expect(pending.data[0]).toMatchObject({
      payment_method: 'bca_virtual_account',
      payment_method_name: methodName,
    });
    const view = await support.inject({ url: `/api/admin/orders/${placed.order.reference_code}` });
    expect(view.json().data.payment_method_name).toBe(methodName);
    expect((await list(`q=${placed.order.reference_code}&method=ovo`)).meta.total).toBe(0);
    const day = new Date(env.clock.now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
    expect((await list(`q=${placed.order.reference_code}&from=${day}&to=${day}`)).meta.total).toBe(
      1,
    );
    expect(
      (await list(`q=${placed.order.reference_code}&from=2000-01-01&to=2000-01-02`)).meta.total,
    ).toBe(0);

    const bad = await support.inject({ url: '/api/admin/orders?from=2026-02-31' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('a bank transfer receipt', () => {
  const confirm = async (placed: Awaited<ReturnType<typeof place>>) => {
    const receipt = await sharp({
      create: { width: 40, height: 40, channels: 3, background: { r: 240, g: 240, b: 235 } },
    })
      .png()
      .toBuffer();
    const res = await placed.who.inject({
      method: 'POST',
      url: `/api/order/confirm-payment/${placed.order._id}`,
      ...multipartForm({ bank_name: 'BCA', account_name: 'Sari Wulandari' }, [
        { field: 'receipt', filename: 'bukti.png', type: 'image/png', content: receipt },
      ]),
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('is shown through its signed link, accepted (audited, who moved it shown)', async () => {
    const placed = await place();
    await confirm(placed);
    const operations = await staffOf('operations');
    const url = `/api/admin/orders/${placed.order.reference_code}`;
    const before = (await operations.inject({ url })).json().data;
    expect(before.state.name).toBe('Payment confirm');
    expect(before.payment_confirmation).toMatchObject({ bank_name: 'BCA' });
    expect(before.payment_confirmation.receipt_url).toMatch(/^\/|^https?:/);
    expect(before.allowed_next.map((state: { name: string }) => state.name)).toEqual(
      expect.arrayContaining(['Payment accepted', 'Awaiting bank wire payment']),
    );
    expect(before.products[0]).toHaveProperty('image');
    expect(before.payment_notifications).toEqual([]);

    expect(
      (await move(operations, placed.order.reference_code, 'payment-accepted')).statusCode,
    ).toBe(200);
    const after = (await operations.inject({ url })).json().data;
    expect(after).toMatchObject({
      state: { name: 'Payment accepted' },
      payment_status: 'settlement',
    });
    expect(after.state_histories.at(-1)).toMatchObject({
      to_status: { name: 'Payment accepted' },
      by: operations.email,
    });
    expect((await auditOf(placed.order.reference_code))[0]).toMatchObject({
      action: 'order.advance',
      before: { state: 'Payment confirm' },
      after: { state: 'Payment accepted' },
    });
  });

  it('rejected: the order waits for a transfer again', async () => {
    const placed = await place();
    await confirm(placed);
    const operations = await staffOf('operations');
    const rejected = await move(operations, placed.order.reference_code, 'awaiting-payment');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.state.name).toBe('Awaiting bank wire payment');
  });
});

describe('cancelling for the shop', () => {
  it('a paid order is cancelled with a pending refund and its audit row; again is 409', async () => {
    const placed = await place('bca_virtual_account');
    const operations = await staffOf('operations');
    const reference = placed.order.reference_code;
    expect((await move(operations, reference, 'payment-accepted')).statusCode).toBe(200);

    const blank = await operations.inject({
      method: 'POST',
      url: `/api/admin/orders/${reference}/cancel`,
      payload: { reason: '  ' },
    });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().data.fields)).toEqual(['reason']);

    const support = await staffOf('support');
    const refused = await support.inject({
      method: 'POST',
      url: `/api/admin/orders/${reference}/cancel`,
      payload: { reason: 'Stok habis' },
    });
    expect(refused.statusCode).toBe(403);

    const cancelled = await operations.inject({
      method: 'POST',
      url: `/api/admin/orders/${reference}/cancel`,
      payload: { reason: 'Stok habis' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toEqual({
      reference_code: reference,
      state: { id: 11, name: 'Cancelled' },
      refund: { amount: placed.order.total_paid, status: 'pending' },
    });
    expect((await auditOf(reference))[0]).toMatchObject({
      action: 'order.cancel',
      before: { state: 'Payment accepted' },
      after: { state: 'Cancelled', reason: 'Stok habis', refund: placed.order.total_paid },
    });
    const again = await operations.inject({
      method: 'POST',
      url: `/api/admin/orders/${reference}/cancel`,
      payload: { reason: 'Stok habis' },
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('printed papers', () => {
  it('the packing slip is a PDF; an unpaid order has no invoice yet (409); an unknown order is 404', async () => {
    const placed = await place('bca_virtual_account');
    const support = await staffOf('support');
    const res = await support.inject({
      url: `/api/admin/orders/${placed.order.reference_code}/packing-slip.pdf`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The numbered invoice is issued when the order is paid (invoices.test.ts prints one).
    const unpaid = await support.inject({
      url: `/api/admin/orders/${placed.order.reference_code}/invoice.pdf`,
    });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().errorCode).toBe('invoice_not_issued');
    const missing = await support.inject({
      url: '/api/admin/orders/KLU-000000-AAAAAA/invoice.pdf',
    });
    expect(missing.statusCode).toBe(404);
    const merchandiser = await staffOf('merchandiser');
    expect(
      (
        await merchandiser.inject({
          url: `/api/admin/orders/${placed.order.reference_code}/invoice.pdf`,
        })
      ).statusCode,
    ).toBe(403);
  });
});
