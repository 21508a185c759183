import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeRequest } from './gateway/gateway-port';
import { orderRef, paymentTestApp, type PaymentTestApp } from '../../test/payment-app';

let t: PaymentTestApp;
beforeAll(async () => {
  t = await paymentTestApp();
});
afterAll(async () => {
  await t?.close();
});

const charge = (method: string, extra: Partial<ChargeRequest> = {}) =>
  t.gateway.charge({ orderRef: orderRef(), grossAmount: 185_000, method, ...extra });

const form = (url: string, fields: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const noInlineScript = (body: string) =>
  (body.match(/<script\b[^>]*>/g) ?? []).every((tag) => tag.includes(' src='));

describe('the transaction page: approve, decline, let expire', () => {
  it('shows the amount, method and virtual account, under the shop’s page policy', async () => {
    const result = await charge('bca_virtual_account');
    const res = await t.app.inject({
      method: 'GET',
      url: `/sandbox-gateway/transactions/${result.transaction_id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("form-action 'self'");
    expect(res.body).toContain('Rp185.000');
    expect(res.body).toContain('BCA Virtual Account');
    expect(res.body).toContain(result.va_numbers![0]!.va_number);
    expect(res.body).toContain(
      `action="/sandbox-gateway/transactions/${result.transaction_id}/approve"`,
    );
    expect(res.body).toContain('/decline"');
    expect(res.body).toContain('/expire"');
    expect(noInlineScript(res.body)).toBe(true);
  });

  it('approve settles, tells the shop, and the shop applies it; approving again is refused', async () => {
    const result = await charge('permata_virtual_account');
    const order = t.orders.order(result.order_id, 185_000);
    const res = await form(`/sandbox-gateway/transactions/${result.transaction_id}/approve`, {
      back: 'transaction',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `/sandbox-gateway/transactions/${result.transaction_id}?result=approve`,
    );
    const sent = t.lastNotification(result.order_id)!;
    expect(sent).toMatchObject({
      transaction_status: 'settlement',
      status_code: '200',
      settlement_time: '2026-11-21 10:00:00',
    });
    const received = await t.deliver(sent);
    expect(received.json().data).toMatchObject({ outcome: 'applied' });
    expect(order).toMatchObject({ state: 'settlement', paid: true });

    const again = await form(`/sandbox-gateway/transactions/${result.transaction_id}/approve`);
    expect(again.headers.location).toContain('?result=refused');
    const page = await t.app.inject({ method: 'GET', url: String(again.headers.location) });
    expect(page.body).toContain('That is not possible in this state.');
    expect(page.body).not.toContain('/approve"');
  });

  it.each([
    ['decline', 'deny', '202'],
    ['expire', 'expire', '407'],
  ])('%s → %s (%s), told to the shop', async (action, status, code) => {
    const result = await charge('indomaret');
    const res = await form(`/sandbox-gateway/transactions/${result.transaction_id}/${action}`);
    expect(res.statusCode).toBe(303);
    expect(t.lastNotification(result.order_id)).toMatchObject({
      transaction_status: status,
      status_code: code,
    });
    expect((await t.gateway.status(result.order_id)).status).toBe(status);
  });

  it.each([
    [
      'an unknown transaction',
      'GET',
      '/sandbox-gateway/transactions/00000000-0000-4000-8000-000000000000',
    ],
    ['a transaction id that is not one', 'GET', '/sandbox-gateway/transactions/42'],
    [
      'an unknown action',
      'POST',
      '/sandbox-gateway/transactions/00000000-0000-4000-8000-000000000000/refund',
    ],
    [
      'approving an unknown transaction',
      'POST',
      '/sandbox-gateway/transactions/00000000-0000-4000-8000-000000000000/approve',
    ],
    [
      'an unknown 3-D Secure step',
      'GET',
      '/sandbox-gateway/v2/3ds/00000000-0000-4000-8000-000000000000',
    ],
    ['an unknown provider page', 'GET', '/sandbox-gateway/redirect/not-a-uuid'],
    [
      'a QR code of nothing',
      'GET',
      '/sandbox-gateway/v2/qris/00000000-0000-4000-8000-000000000000/qr-code',
    ],
  ] as const)('%s: 404 page', async (_case, method, url) => {
    const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('No such transaction');
  });
});

describe('the front page', () => {
  it('finds a transaction by its virtual account number and lists the test cards', async () => {
    const result = await charge('bca_virtual_account');
    const va = result.va_numbers![0]!.va_number;
    const res = await t.app.inject({ method: 'GET', url: `/sandbox-gateway/?q=${va}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`/sandbox-gateway/transactions/${result.transaction_id}`);
    expect(res.body).toContain('4811 1111 1111 1114');
    expect(res.body).toContain('112233');
    const none = await t.app.inject({ method: 'GET', url: '/sandbox-gateway/?q=%3Cscript%3E' });
    expect(none.body).toContain('&lt;script&gt;');
    expect(noInlineScript(none.body)).toBe(true);
  });
});

describe('provider pages', () => {
  it('Kredivo: its page shows the term; paying returns to the shop’s finish URL with the status', async () => {
    const result = await charge('kredivo', {
      installmentTerm: 6,
      finishUrl: 'http://127.0.0.1:3000/order/confirmation/77',
    });
    const page = await t.app.inject({ method: 'GET', url: new URL(result.redirect_url!).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Kredivo');
    expect(page.body).toContain('6 months');
    expect(page.body).toContain(
      'name="callback_url" value="http://127.0.0.1:3000/order/confirmation/77"',
    );
    const paid = await form(`/sandbox-gateway/transactions/${result.transaction_id}/approve`, {
      back: 'provider',
      callback_url: 'http://127.0.0.1:3000/order/confirmation/77',
    });
    expect(paid.statusCode).toBe(303);
    const back = new URL(String(paid.headers.location));
    expect(back.pathname).toBe('/order/confirmation/77');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      order_id: result.order_id,
      status_code: '200',
      transaction_status: 'settlement',
    });
  });

  it('a finish URL on another site is never followed', async () => {
    const result = await charge('vospay', { finishUrl: 'https://evil.example/x' });
    const declined = await form(`/sandbox-gateway/transactions/${result.transaction_id}/decline`, {
      back: 'provider',
      callback_url: 'https://evil.example/x',
    });
    expect(declined.headers.location).toBe(
      `/sandbox-gateway/transactions/${result.transaction_id}?result=decline`,
    );
  });

  it('LinkAja: the form post opens its page; a forged proof does not', async () => {
    const result = await charge('linkaja');
    const action = result.actions![0]!;
    const page = await form(new URL(action.url).pathname, action.fields);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('LinkAja');
    expect(page.body).toContain('Rp185.000');
    const forged = await form(new URL(action.url).pathname, {
      ...action.fields,
      proof: 'f'.repeat(64),
    });
    expect(forged.statusCode).toBe(404);
  });

  it('GoPay: the deep link opens the app page; paying there settles', async () => {
    const result = await charge('gopay');
    const link = result.actions!.find((entry) => entry.name === 'deeplink-redirect')!;
    const page = await t.app.inject({ method: 'GET', url: new URL(link.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('GoPay');
    expect(page.body).toContain(`/sandbox-gateway/v2/gopay/${result.transaction_id}/qr-code`);
    await form(`/sandbox-gateway/transactions/${result.transaction_id}/approve`, {
      back: 'provider',
    });
    expect((await t.gateway.status(result.order_id)).status).toBe('settlement');
  });

  it('OVO: the phone’s page declines', async () => {
    const result = await charge('ovo', { phone: '081234567890' });
    const page = await t.app.inject({
      method: 'GET',
      url: new URL(result.actions![0]!.url).pathname,
    });
    expect(page.body).toContain('081234567890');
    await form(`/sandbox-gateway/transactions/${result.transaction_id}/decline`, {
      back: 'provider',
    });
    expect((await t.gateway.status(result.order_id)).status).toBe('deny');
  });
});

describe("the sandbox's Core API refuses other keys", () => {
  it.each([
    ['POST', '/sandbox-gateway/v2/charge'],
    ['GET', '/sandbox-gateway/v2/ORDER-1/status'],
    ['POST', '/sandbox-gateway/v2/ORDER-1/cancel'],
  ] as const)('%s %s without the server key: 401', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { authorization: `Basic ${Buffer.from('SB-Mid-server-x:').toString('base64')}` },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status_code: '401',
      status_message: 'Unknown Merchant server_key/id',
    });
  });
});
