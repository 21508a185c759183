import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError, type ChargeRequest } from './gateway/gateway-port';
import { verifyMidtransSignature } from './gateway/signature';
import { crc16 } from './sandbox/qris';
import { FIXED_NOW, orderRef, paymentTestApp, type PaymentTestApp } from '../../test/payment-app';

let t: PaymentTestApp;
beforeAll(async () => {
  t = await paymentTestApp();
});
afterAll(async () => {
  await t?.close();
});

const charge = (method: string, extra: Partial<ChargeRequest> = {}) =>
  t.gateway.charge({ orderRef: orderRef(), grossAmount: 150_000, method, ...extra });

const minutesFromNow = (minutes: number) =>
  new Date(FIXED_NOW.getTime() + minutes * 60_000).toISOString();

describe('the sandbox gateway charges each method like Midtrans', () => {
  it('BCA virtual account: the company prefix and 11 digits, due in a day', async () => {
    const result = await charge('bca_virtual_account');
    expect(result).toMatchObject({
      status: 'pending',
      transaction_status: 'pending',
      status_code: '201',
      payment_type: 'bank_transfer',
      gross_amount: 150_000,
      gross_amount_text: '150000.00',
      expiry_time: minutesFromNow(1440),
    });
    expect(result.va_numbers).toEqual([
      { bank: 'bca', va_number: expect.stringMatching(/^70012\d{11}$/) },
    ]);
  });

  it('Permata virtual account: 16 digits', async () => {
    const result = await charge('permata_virtual_account');
    expect(result.va_numbers).toEqual([
      { bank: 'permata', va_number: expect.stringMatching(/^\d{16}$/) },
    ]);
  });

  it('Indomaret: a payment code for the cashier', async () => {
    const result = await charge('indomaret');
    expect(result).toMatchObject({ payment_type: 'cstore', store: 'indomaret' });
    expect(result.payment_code).toMatch(/^\d{14}$/);
  });

  it('GoPay: QR code, deep link, status and cancel actions, due in 15 minutes', async () => {
    const result = await charge('gopay', {
      finishUrl: 'http://127.0.0.1:3000/order/confirmation/1',
    });
    expect(result.actions?.map((action) => action.name)).toEqual([
      'generate-qr-code',
      'deeplink-redirect',
      'get-status',
      'cancel',
    ]);
    expect(result.actions?.[1]?.url).toContain(
      `/sandbox-gateway/ewallet/${result.transaction_id}?callback_url=`,
    );
    expect(result.expiry_time).toBe(minutesFromNow(15));
  });

  it('QRIS: an EMV payload for the amount with a valid CRC, and its QR image', async () => {
    const result = await charge('qris');
    const qr = result.qr_string ?? '';
    expect(qr.startsWith('000201010212')).toBe(true);
    expect(qr).toContain('5303360');
    expect(qr).toContain('5406150000');
    expect(qr.slice(-4)).toBe(crc16(qr.slice(0, -4)));
    expect(result.actions).toEqual([
      {
        name: 'generate-qr-code',
        method: 'GET',
        url: expect.stringContaining(`/v2/qris/${result.transaction_id}/qr-code`),
      },
    ]);
    const image = await t.app.inject({
      method: 'GET',
      url: new URL(result.actions![0]!.url).pathname,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body).toMatch(/^<svg[^>]*viewBox/);
  });

  it('OVO: a push to the phone', async () => {
    const result = await charge('ovo', { phone: '081234567890' });
    expect(result.actions).toEqual([
      {
        name: 'push-notification',
        method: 'GET',
        url: expect.stringContaining(`/sandbox-gateway/ewallet/${result.transaction_id}`),
      },
    ]);
  });

  it('LinkAja: a form to post, with a proof the sandbox checks', async () => {
    const result = await charge('linkaja');
    expect(result.actions).toEqual([
      {
        name: 'form-post',
        method: 'POST',
        url: 'http://127.0.0.1:3000/sandbox-gateway/linkaja',
        fields: {
          transaction_id: result.transaction_id,
          proof: expect.stringMatching(/^[0-9a-f]{64}$/),
        },
      },
    ]);
  });

  it.each(['kredivo', 'vospay', 'gpn', 'doku_card', 'cimb_clicks'])(
    '%s: a redirect to the provider’s page',
    async (method) => {
      const result = await charge(method, method === 'kredivo' ? { installmentTerm: 3 } : {});
      expect(result.redirect_url).toBe(
        `http://127.0.0.1:3000/sandbox-gateway/redirect/${result.transaction_id}`,
      );
      if (method === 'kredivo') expect(result.installment_term).toBe(3);
    },
  );

  it('every charge posts a signed pending notification', async () => {
    const result = await charge('bca_virtual_account');
    const sent = t.lastNotification(result.order_id) as Record<string, string>;
    expect(sent).toMatchObject({
      order_id: result.order_id,
      transaction_id: result.transaction_id,
      transaction_status: 'pending',
      status_code: '201',
      gross_amount: '150000.00',
      payment_type: 'bank_transfer',
      fraud_status: 'accept',
      transaction_time: '2026-11-21 10:00:00',
    });
    expect(verifyMidtransSignature(sent as never, t.keys.serverKey)).toBe(true);
  });
});

describe('the sandbox refuses what Midtrans refuses', () => {
  const refusal = async (request: Promise<unknown>) => {
    try {
      await request;
    } catch (error) {
      return error as GatewayError;
    }
    throw new Error('expected a refusal');
  };

  it.each([
    ['OVO without a phone', 'ovo', {}, 'invalid'],
    ['OVO with a phone that is not one', 'ovo', { phone: '12345' }, 'invalid'],
    ['Kredivo with a term it does not offer', 'kredivo', { installmentTerm: 4 }, 'invalid'],
    ['a card without a token', 'credit_debit_card', {}, 'invalid'],
    [
      'a card with a token the tokeniser never issued',
      'credit_debit_card',
      { card: { tokenId: 'nope' } },
      'invalid',
    ],
    ['a method it does not know', 'bitcoin', {}, 'unsupported'],
    ['a manual bank transfer (no gateway)', 'bank_transfer', {}, 'unsupported'],
    ['cash on delivery (no gateway)', 'cash_on_delivery', {}, 'unsupported'],
    ['no amount', 'bca_virtual_account', { grossAmount: 0 }, 'invalid'],
    ['rupiah with cents', 'bca_virtual_account', { grossAmount: 1.5 }, 'invalid'],
    ['an order id with spaces', 'bca_virtual_account', { orderRef: 'KL 1' }, 'invalid'],
    ['an order id too long', 'bca_virtual_account', { orderRef: 'K'.repeat(51) }, 'invalid'],
  ] as const)('%s: %s', async (_case, method, extra, kind) => {
    const error = await refusal(charge(method, extra as Partial<ChargeRequest>));
    expect(error).toBeInstanceOf(GatewayError);
    expect(error.kind).toBe(kind);
  });

  it('a second charge for a live order is a duplicate; after a decline the order may pay again', async () => {
    const ref = orderRef();
    const first = await t.gateway.charge({ orderRef: ref, grossAmount: 50_000, method: 'gopay' });
    const duplicate = await refusal(
      t.gateway.charge({ orderRef: ref, grossAmount: 50_000, method: 'qris' }),
    );
    expect(duplicate.kind).toBe('duplicate');
    expect(duplicate.statusCode).toBe('406');
    expect((await t.gateway.core.act(first.transaction_id, 'decline')).ok).toBe(true);
    const again = await t.gateway.charge({ orderRef: ref, grossAmount: 50_000, method: 'qris' });
    expect(again.status).toBe('pending');
    expect((await t.gateway.status(ref)).transaction_id).toBe(again.transaction_id);
  });
});

describe('status and cancel', () => {
  it('status answers the order’s latest transaction; an unknown order is not_found', async () => {
    const result = await charge('indomaret');
    expect(await t.gateway.status(result.order_id)).toMatchObject({
      transaction_id: result.transaction_id,
      status: 'pending',
      payment_code: result.payment_code,
    });
    await expect(t.gateway.status('NO-SUCH-ORDER')).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('cancel cancels a pending payment and says so; a cancelled one cannot be cancelled again', async () => {
    const result = await charge('bca_virtual_account');
    const cancelled = await t.gateway.cancel(result.order_id);
    expect(cancelled).toMatchObject({
      status: 'cancel',
      status_code: '200',
      status_message: 'Success, transaction is canceled',
    });
    expect(t.lastNotification(result.order_id)).toMatchObject({ transaction_status: 'cancel' });
    await expect(t.gateway.cancel(result.order_id)).rejects.toMatchObject({
      kind: 'conflict',
      statusCode: '412',
    });
    await expect(t.gateway.cancel('NO-SUCH-ORDER')).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('a settled payment cannot be cancelled', async () => {
    const result = await charge('permata_virtual_account');
    await t.gateway.core.act(result.transaction_id, 'approve');
    await expect(t.gateway.cancel(result.order_id)).rejects.toMatchObject({ kind: 'conflict' });
  });
});

describe('expiry', () => {
  it('an unpaid transaction expires when read after its time, and the shop is told (407)', async () => {
    let now = FIXED_NOW;
    const clocked = await paymentTestApp({ clock: () => now });
    try {
      const result = await clocked.gateway.charge({
        orderRef: orderRef(),
        grossAmount: 40_000,
        method: 'gopay',
      });
      now = new Date(FIXED_NOW.getTime() + 14 * 60_000);
      expect((await clocked.gateway.status(result.order_id)).status).toBe('pending');
      now = new Date(FIXED_NOW.getTime() + 16 * 60_000);
      expect(await clocked.gateway.status(result.order_id)).toMatchObject({
        status: 'expire',
        status_code: '407',
      });
      expect(clocked.lastNotification(result.order_id)).toMatchObject({
        transaction_status: 'expire',
        status_code: '407',
      });
      const second = await clocked.gateway.charge({
        orderRef: orderRef(),
        grossAmount: 40_000,
        method: 'qris',
      });
      now = new Date(now.getTime() + 60 * 60_000);
      expect(await clocked.gateway.core.expireDue()).toBeGreaterThanOrEqual(1);
      expect((await clocked.gateway.status(second.order_id)).status).toBe('expire');
    } finally {
      await clocked.close();
    }
  });
});
