// The Midtrans adapter over real HTTP: against the sandbox's Core API look-alike served by the
// app on 127.0.0.1 (the same protocol Midtrans speaks), and against a recording fetch for the
// exact request it sends.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from './create-gateway';
import { midtransBaseUrl, midtransGateway } from './gateway/midtrans';
import { GatewayError, type PaymentGateway } from './gateway/gateway-port';
import { verifyMidtransSignature } from './gateway/signature';
import { httpNotifier } from './sandbox/notify';
import { FIXED_NOW, orderRef, paymentTestApp, type PaymentTestApp } from '../../test/payment-app';

let t: PaymentTestApp;
let base: string;
let midtrans: PaymentGateway;
beforeAll(async () => {
  t = await paymentTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  midtrans = midtransGateway({ serverKey: t.keys.serverKey, baseUrl: `${base}/sandbox-gateway` });
});
afterAll(async () => {
  await t?.close();
});

describe('midtransGateway against the sandbox over HTTP', () => {
  it('charges a BCA virtual account, reads its status and cancels it', async () => {
    const ref = orderRef();
    const charged = await midtrans.charge({
      orderRef: ref,
      grossAmount: 210_000,
      method: 'bca_virtual_account',
    });
    expect(charged).toMatchObject({
      order_id: ref,
      status: 'pending',
      status_code: '201',
      gross_amount: 210_000,
      payment_type: 'bank_transfer',
      transaction_time: FIXED_NOW.toISOString(),
    });
    expect(charged.va_numbers?.[0]?.va_number).toMatch(/^70012\d{11}$/);
    expect(await midtrans.status(ref)).toMatchObject({
      transaction_id: charged.transaction_id,
      status: 'pending',
    });
    expect(await midtrans.cancel(ref)).toMatchObject({
      status: 'cancel',
      status_message: 'Success, transaction is canceled',
    });
    expect(await midtrans.status(ref)).toMatchObject({ status: 'cancel' });
  });

  it('the status by transaction id is that transaction, even after the order has a newer one', async () => {
    const ref = orderRef();
    const first = await midtrans.charge({ orderRef: ref, grossAmount: 52_000, method: 'gopay' });
    await midtrans.cancel(ref);
    // A failed transaction frees the order id for a new charge (as on Midtrans).
    const second = await midtrans.charge({ orderRef: ref, grossAmount: 52_000, method: 'gopay' });
    expect(await midtrans.status(first.transaction_id)).toMatchObject({
      order_id: ref,
      transaction_id: first.transaction_id,
      status: 'cancel',
    });
    expect(await midtrans.status(ref)).toMatchObject({
      transaction_id: second.transaction_id,
      status: 'pending',
    });
    // The get-status action the GoPay answer carries names the transaction, and answers it.
    const getStatus = second.actions?.find((action) => action.name === 'get-status');
    const res = await fetch(getStatus!.url.replace('http://127.0.0.1:3000', base), {
      headers: { authorization: `Basic ${Buffer.from(`${t.keys.serverKey}:`).toString('base64')}` },
    });
    expect(await res.json()).toMatchObject({ transaction_id: second.transaction_id });
  });

  it('a card: the token from the gateway’s endpoint, then a 3-D Secure redirect', async () => {
    const tokenRes = await fetch(`${base}/sandbox-gateway/v2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_key: t.keys.clientKey,
        card_number: '4811111111111114',
        card_exp_month: '12',
        card_exp_year: '2030',
        card_cvv: '123',
      }),
    });
    const token = (await tokenRes.json()) as { token_id: string };
    const charged = await midtrans.charge({
      orderRef: orderRef(),
      grossAmount: 99_000,
      method: 'credit_debit_card',
      card: { tokenId: token.token_id },
    });
    expect(charged).toMatchObject({ status: 'pending', masked_card: '481111-1114' });
    expect(charged.redirect_url).toMatch(/\/sandbox-gateway\/v2\/3ds\/[0-9a-f-]{36}$/);
  });

  it('e-wallet and QRIS answers keep their actions and QR string', async () => {
    const gopay = await midtrans.charge({
      orderRef: orderRef(),
      grossAmount: 45_000,
      method: 'gopay',
    });
    expect(gopay.actions?.map((action) => action.name)).toContain('deeplink-redirect');
    const qris = await midtrans.charge({
      orderRef: orderRef(),
      grossAmount: 45_000,
      method: 'qris',
    });
    expect(qris.qr_string).toMatch(/^000201/);
  });

  it('the notification the sandbox posts verifies with the same key', async () => {
    const ref = orderRef();
    await midtrans.charge({ orderRef: ref, grossAmount: 10_000, method: 'indomaret' });
    expect(verifyMidtransSignature(t.lastNotification(ref) as never, t.keys.serverKey)).toBe(true);
  });

  it.each([
    ['a duplicate live order', 'duplicate'],
    ['a wrong server key', 'unauthorized'],
    ['an unknown order', 'not_found'],
  ] as const)('%s is a GatewayError %s', async (_case, kind) => {
    const ref = orderRef();
    let call: Promise<unknown>;
    if (kind === 'duplicate') {
      await midtrans.charge({ orderRef: ref, grossAmount: 10_000, method: 'gopay' });
      call = midtrans.charge({ orderRef: ref, grossAmount: 10_000, method: 'gopay' });
    } else if (kind === 'unauthorized') {
      call = midtransGateway({
        serverKey: 'SB-Mid-server-wrong',
        baseUrl: `${base}/sandbox-gateway`,
      }).status(ref);
    } else {
      call = midtrans.status(ref);
    }
    await expect(call).rejects.toMatchObject({ name: 'GatewayError', kind });
  });

  it('refunds a settled GoPay payment in parts; the same refund_key again is the same refund', async () => {
    const ref = orderRef();
    const charged = await midtrans.charge({ orderRef: ref, grossAmount: 80_000, method: 'gopay' });
    expect((await t.gateway.core.act(charged.transaction_id, 'approve')).ok).toBe(true);
    const request = { refundKey: `${ref}-refund`, amount: 30_000, reason: 'Barang rusak' };
    const first = await midtrans.refund(ref, request);
    expect(first).toEqual({
      order_id: ref,
      transaction_id: charged.transaction_id,
      refund_key: `${ref}-refund`,
      refund_amount: 30_000,
      transaction_status: 'partial_refund',
      status_code: '200',
      status_message: 'Success, refund request is approved',
      refund_chargeback_id: expect.any(Number),
    });
    expect(await midtrans.refund(ref, request)).toEqual(first);
    expect(await midtrans.status(ref)).toMatchObject({
      status: 'partial_refund',
      gross_amount: 80_000,
    });
    await expect(
      midtrans.refund(ref, { refundKey: `${ref}-more`, amount: 50_001, reason: '' }),
    ).rejects.toMatchObject({ name: 'GatewayError', kind: 'conflict', statusCode: '412' });
    expect(
      await midtrans.refund(charged.transaction_id, {
        refundKey: `${ref}-rest`,
        amount: 50_000,
        reason: '',
      }),
    ).toMatchObject({ transaction_status: 'refund', refund_amount: 50_000 });
  });

  it.each([
    ['a virtual account (no refunds on its channel)', 'conflict'],
    ['an unknown order', 'not_found'],
    ['a refund_key Midtrans does not allow', 'invalid'],
  ] as const)('a refund of %s is a GatewayError %s', async (_case, kind) => {
    const ref = orderRef();
    if (kind === 'conflict') {
      const charged = await midtrans.charge({
        orderRef: ref,
        grossAmount: 20_000,
        method: 'bca_virtual_account',
      });
      await t.gateway.core.act(charged.transaction_id, 'approve');
    } else if (kind === 'invalid') {
      const charged = await midtrans.charge({ orderRef: ref, grossAmount: 20_000, method: 'qris' });
      await t.gateway.core.act(charged.transaction_id, 'approve');
    }
    await expect(
      midtrans.refund(ref, {
        refundKey: kind === 'invalid' ? 'refund key' : `${ref}-refund`,
        amount: 1_000,
        reason: '',
      }),
    ).rejects.toMatchObject({ name: 'GatewayError', kind });
  });

  it('a method Midtrans does not carry is refused without a call', async () => {
    await expect(
      midtrans.charge({
        orderRef: orderRef(),
        grossAmount: 10_000,
        method: 'ovo',
        phone: '081234567890',
      }),
    ).rejects.toMatchObject({ kind: 'unsupported' });
  });

  it('a gateway that does not answer is unavailable', async () => {
    const down = midtransGateway({
      serverKey: 'k',
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2_000,
    });
    await expect(down.status('X')).rejects.toMatchObject({ kind: 'unavailable' });
  });
});

describe('the exact Core API request', () => {
  const recording = (answer: () => Response) => {
    const requests: Request[] = [];
    const fetch = async (input: string | URL | Request, init?: RequestInit) => {
      requests.push(new Request(input, init));
      return answer();
    };
    return { requests, fetch: fetch as typeof globalThis.fetch };
  };

  it('POST /v2/charge with Basic auth (server key, no password) and Midtrans’ fields', async () => {
    const { requests, fetch } = recording(
      () =>
        new Response(
          JSON.stringify({
            status_code: '201',
            status_message: 'Success, Credit Card transaction is successful',
            transaction_id: '1f1a0b0e-7c9d-4c3a-8d6e-2b1a0c9d8e7f',
            order_id: 'KL-1',
            gross_amount: '150000.00',
            payment_type: 'credit_card',
            transaction_time: '2026-11-21 10:00:00',
            transaction_status: 'pending',
            fraud_status: 'accept',
            masked_card: '481111-1114',
            redirect_url: 'https://api.sandbox.midtrans.com/v2/token/rba/redirect/1f1a',
          }),
          { status: 201 },
        ),
    );
    const gateway = midtransGateway({
      serverKey: 'SB-Mid-server-abc',
      baseUrl: 'https://api.sandbox.midtrans.com/',
      fetch,
    });
    const charged = await gateway.charge({
      orderRef: 'KL-1',
      grossAmount: 150_000,
      method: 'credit_debit_card',
      card: { tokenId: '481111-1114-abc', saveCard: true },
      customer: { firstName: 'Sari', email: 'sari@example.com', phone: '081234567890' },
      items: [{ id: '12', name: 'Serum', price: 150_000, quantity: 1 }],
      finishUrl: 'https://shop.example.id/order/confirmation/1',
    });
    expect(charged).toMatchObject({
      status: 'pending',
      transaction_time: '2026-11-21T03:00:00.000Z',
    });
    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('https://api.sandbox.midtrans.com/v2/charge');
    expect(request!.headers.get('authorization')).toBe(
      `Basic ${Buffer.from('SB-Mid-server-abc:').toString('base64')}`,
    );
    expect(request!.headers.get('accept')).toBe('application/json');
    expect(await request!.json()).toEqual({
      payment_type: 'credit_card',
      credit_card: {
        token_id: '481111-1114-abc',
        authentication: true,
        save_token_id: true,
        callback_url: 'https://shop.example.id/order/confirmation/1',
      },
      transaction_details: { order_id: 'KL-1', gross_amount: 150_000 },
      customer_details: { first_name: 'Sari', email: 'sari@example.com', phone: '081234567890' },
      item_details: [{ id: '12', price: 150_000, quantity: 1, name: 'Serum' }],
    });
  });

  it.each([
    ['bca_virtual_account', { payment_type: 'bank_transfer', bank_transfer: { bank: 'bca' } }],
    [
      'permata_virtual_account',
      { payment_type: 'bank_transfer', bank_transfer: { bank: 'permata' } },
    ],
    [
      'indomaret',
      { payment_type: 'cstore', cstore: { store: 'indomaret', message: 'Pembayaran KL-2' } },
    ],
    ['gopay', { payment_type: 'gopay', gopay: { enable_callback: false } }],
    ['qris', { payment_type: 'qris', qris: { acquirer: 'gopay' } }],
    ['kredivo', { payment_type: 'kredivo', kredivo: {} }],
  ])('%s', async (method, expected) => {
    const { requests, fetch } = recording(
      () => new Response('{"status_code":"500","status_message":"x"}', { status: 500 }),
    );
    const gateway = midtransGateway({ serverKey: 'k', baseUrl: 'https://api.midtrans.com', fetch });
    await expect(
      gateway.charge({ orderRef: 'KL-2', grossAmount: 5_000, method }),
    ).rejects.toBeInstanceOf(GatewayError);
    expect(await requests[0]!.json()).toEqual({
      ...expected,
      transaction_details: { order_id: 'KL-2', gross_amount: 5_000 },
    });
  });

  it('POST /v2/{order_id}/refund with Basic auth and { refund_key, amount, reason }', async () => {
    const { requests, fetch } = recording(
      () =>
        new Response(
          JSON.stringify({
            status_code: '200',
            status_message: 'Success, refund request is approved',
            transaction_id: '447e846a-403e-47db-a5da-d7f3f06375d6',
            order_id: 'KL-5',
            payment_type: 'credit_card',
            transaction_time: '2026-11-21 10:00:00',
            transaction_status: 'partial_refund',
            gross_amount: '10000.00',
            refund_chargeback_id: 1,
            refund_amount: '5000.00',
            refund_key: 'KL-5-R1-refund',
          }),
          { status: 200 },
        ),
    );
    const gateway = midtransGateway({
      serverKey: 'SB-Mid-server-abc',
      baseUrl: 'https://api.sandbox.midtrans.com',
      fetch,
    });
    expect(
      await gateway.refund('KL-5', {
        refundKey: 'KL-5-R1-refund',
        amount: 5_000,
        reason: 'Barang rusak',
      }),
    ).toEqual({
      order_id: 'KL-5',
      transaction_id: '447e846a-403e-47db-a5da-d7f3f06375d6',
      refund_key: 'KL-5-R1-refund',
      refund_amount: 5_000,
      transaction_status: 'partial_refund',
      status_code: '200',
      status_message: 'Success, refund request is approved',
      refund_chargeback_id: 1,
    });
    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('https://api.sandbox.midtrans.com/v2/KL-5/refund');
    expect(request!.headers.get('authorization')).toBe(
      `Basic ${Buffer.from('SB-Mid-server-abc:').toString('base64')}`,
    );
    expect(request!.headers.get('content-type')).toBe('application/json');
    expect(await request!.json()).toEqual({
      refund_key: 'KL-5-R1-refund',
      amount: 5_000,
      reason: 'Barang rusak',
    });
  });

  it('a refund answer without its key or id keeps the key asked with', async () => {
    const { fetch } = recording(
      () =>
        new Response(
          JSON.stringify({
            status_code: '200',
            status_message: 'Success, refund request is approved',
            transaction_id: '447e846a-403e-47db-a5da-d7f3f06375d6',
            order_id: 'KL-6',
            transaction_status: 'refund',
            gross_amount: '10000.00',
            refund_amount: 10000,
          }),
        ),
    );
    const gateway = midtransGateway({ serverKey: 'k', baseUrl: 'https://api.midtrans.com', fetch });
    const refunded = await gateway.refund('KL-6', { refundKey: 'K6', amount: 10_000, reason: '' });
    expect(refunded).toMatchObject({ refund_key: 'K6', refund_amount: 10_000 });
    expect(refunded).not.toHaveProperty('refund_chargeback_id');
  });

  it.each([
    [404, { status_code: '404', status_message: "Transaction doesn't exist." }, 'not_found'],
    [
      412,
      { status_code: '412', status_message: 'Transaction status cannot be updated.' },
      'conflict',
    ],
    [
      400,
      {
        status_code: '400',
        status_message: 'One or more parameters in the payload is invalid.',
        validation_messages: ['amount must be whole rupiah'],
      },
      'invalid',
    ],
    [401, { status_code: '401', status_message: 'Unknown Merchant server_key/id' }, 'unauthorized'],
    [500, { status_code: '500', status_message: 'Sorry, something went wrong' }, 'unavailable'],
    [503, 'Service Unavailable', 'unavailable'],
    // A 200 that is not a refund's answer.
    [200, { status_code: '200', transaction_status: 'settlement' }, 'unavailable'],
    [
      200,
      {
        status_code: '200',
        transaction_id: 'x',
        order_id: 'KL-7',
        transaction_status: 'refund',
        refund_amount: '10.50',
        refund_key: 'K',
      },
      'unavailable',
    ],
  ] as const)('a refund answered HTTP %i %j is %s', async (status, body, kind) => {
    const { fetch } = recording(
      () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
    );
    const gateway = midtransGateway({ serverKey: 'k', baseUrl: 'https://api.midtrans.com', fetch });
    const refused = gateway.refund('KL-7', { refundKey: 'K', amount: 1, reason: '' });
    await expect(refused).rejects.toBeInstanceOf(GatewayError);
    await expect(refused).rejects.toMatchObject({ kind });
    if (kind === 'invalid') {
      await expect(refused).rejects.toMatchObject({
        statusCode: '400',
        validationMessages: ['amount must be whole rupiah'],
      });
    }
  });

  it('a refund the gateway does not answer in time is unavailable (ask again with its key)', async () => {
    const slow = (async (_input: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      })) as typeof globalThis.fetch;
    const gateway = midtransGateway({
      serverKey: 'k',
      baseUrl: 'https://api.midtrans.com',
      fetch: slow,
      timeoutMs: 20,
    });
    await expect(
      gateway.refund('KL-8', { refundKey: 'K8', amount: 1, reason: '' }),
    ).rejects.toMatchObject({ name: 'GatewayError', kind: 'unavailable' });
  });

  it('items that do not add up to the amount are left out; an order id is escaped in paths', async () => {
    const { requests, fetch } = recording(() => new Response('not json', { status: 502 }));
    const gateway = midtransGateway({ serverKey: 'k', baseUrl: 'https://api.midtrans.com', fetch });
    await expect(
      gateway.charge({
        orderRef: 'KL-3',
        grossAmount: 90_000,
        method: 'qris',
        items: [{ id: '1', name: 'A', price: 100_000, quantity: 1 }],
      }),
    ).rejects.toMatchObject({ kind: 'unavailable' });
    expect(await requests[0]!.json()).not.toHaveProperty('item_details');
    await expect(gateway.status('KL/4?x')).rejects.toMatchObject({ kind: 'unavailable' });
    expect(requests[1]!.url).toBe('https://api.midtrans.com/v2/KL%2F4%3Fx/status');
    expect(requests[1]!.method).toBe('GET');
  });
});

describe('createGateway', () => {
  const env = { HOST: '127.0.0.1', PORT: 3000, STORE_NAME: 'Kilau' };

  it.each([
    ['SB-Mid-server-x', undefined, 'https://api.sandbox.midtrans.com'],
    ['Mid-server-x', undefined, 'https://api.midtrans.com'],
    ['Mid-server-x', 'https://midtrans.proxy.example/', 'https://midtrans.proxy.example'],
  ])('%s with %s talks to %s', (key, configured, url) => {
    expect(midtransBaseUrl(key, configured)).toBe(url);
  });

  it('uses Midtrans when keys are set, and tells the browser where its script is', async () => {
    const setup = await createGateway({
      db: t.db,
      clock: () => FIXED_NOW,
      log: t.app.log,
      env: {
        ...env,
        MIDTRANS_SERVER_KEY: 'SB-Mid-server-x',
        MIDTRANS_CLIENT_KEY: 'SB-Mid-client-x',
      },
    });
    expect(setup.gateway.kind).toBe('midtrans');
    expect(setup.sandbox).toBeNull();
    expect(setup.serverKey).toBe('SB-Mid-server-x');
    expect(setup.browser).toEqual({
      environment: 'sandbox',
      clientKey: 'SB-Mid-client-x',
      scriptUrl: 'https://api.sandbox.midtrans.com/v2/assets/js/midtrans-new-3ds.min.js',
      origins: ['https://api.sandbox.midtrans.com'],
    });
  });

  it('uses the sandbox without keys, with the key pair the database keeps', async () => {
    const setup = await createGateway({
      db: t.db,
      clock: () => FIXED_NOW,
      log: t.app.log,
      env,
      notify: () => {},
    });
    expect(setup.gateway.kind).toBe('sandbox');
    expect(setup.serverKey).toBe(t.keys.serverKey);
    expect(setup.browser?.scriptUrl).toBe('/sandbox-gateway/v2/assets/js/midtrans-new-3ds.min.js');
    expect(setup.sandbox).not.toBeNull();
  });

  it('an https shop without keys offers no gateway (and verifies no notification) unless PAYMENT_SANDBOX', async () => {
    const real = await createGateway({
      db: t.db,
      clock: () => FIXED_NOW,
      log: t.app.log,
      env: { ...env, PUBLIC_URL: 'https://shop.example.id' },
    });
    expect(real.gateway.methods).toEqual([]);
    expect(real.sandbox).toBeNull();
    expect(
      verifyMidtransSignature(
        { order_id: 'a', status_code: '200', gross_amount: '1.00', signature_key: 'a'.repeat(128) },
        real.serverKey,
      ),
    ).toBe(false);
    await expect(
      real.gateway.charge({ orderRef: 'x', grossAmount: 1, method: 'qris' }),
    ).rejects.toMatchObject({ kind: 'unavailable' });
    const staging = await createGateway({
      db: t.db,
      clock: () => FIXED_NOW,
      log: t.app.log,
      env: { ...env, PUBLIC_URL: 'https://staging.example.id', PAYMENT_SANDBOX: true },
      notify: () => {},
    });
    expect(staging.sandbox?.publicUrl).toBe('https://staging.example.id');
  });
});

describe('the sandbox notifier over HTTP', () => {
  const quietLog = () => {
    const lines: string[] = [];
    return {
      lines,
      log: {
        warn: (_object: Record<string, unknown>, message: string) =>
          void lines.push(`warn ${message}`),
        error: (_object: Record<string, unknown>, message: string) =>
          void lines.push(`error ${message}`),
      },
    };
  };
  const until = async (done: () => boolean) => {
    for (let i = 0; i < 200 && !done(); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
  };

  it('posts the signed notification to the shop, which applies it', async () => {
    const ref = orderRef();
    const order = t.orders.order(ref, 33_000);
    await midtrans.charge({ orderRef: ref, grossAmount: 33_000, method: 'bca_virtual_account' });
    const { log, lines } = quietLog();
    const notify = httpNotifier({ url: `${base}/api/payment/notifications`, log });
    await notify(t.lastNotification(ref)!);
    await until(() => order.state !== null);
    expect(order).toMatchObject({ state: 'pending', paid: false });
    expect(lines).toEqual([]);
  });

  it('retries a failed delivery, and says so when it gives up', async () => {
    let attempts = 0;
    const flaky = (async () => {
      attempts += 1;
      return new Response('', { status: attempts === 1 ? 503 : 200 });
    }) as unknown as typeof globalThis.fetch;
    const first = quietLog();
    await httpNotifier({ url: 'http://shop/n', log: first.log, fetch: flaky, retryDelaysMs: [5] })({
      order_id: 'A',
    });
    await until(() => attempts === 2);
    expect(attempts).toBe(2);
    expect(first.lines).toEqual(['warn sandbox gateway: notification failed, retrying']);

    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof globalThis.fetch;
    const second = quietLog();
    await httpNotifier({ url: 'http://shop/n', log: second.log, fetch: down, retryDelaysMs: [5] })({
      order_id: 'B',
    });
    await until(() => second.lines.length === 2);
    expect(second.lines).toEqual([
      'warn sandbox gateway: notification failed, retrying',
      'error sandbox gateway: notification not delivered',
    ]);
  });
});
