import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../test/members';
import { MIDTRANS_CORE_METHODS } from './gateway/midtrans-protocol';
import { createMethodsService } from './methods.service';
import { createPaymentRepository } from './payment.repository';
import { paymentTestApp, type PaymentTestApp } from '../../test/payment-app';

let t: PaymentTestApp;
const lastUsedBy = new Map<number, string>();
beforeAll(async () => {
  t = await paymentTestApp({
    lastUsedMethod: async (userId) => lastUsedBy.get(userId) ?? null,
  });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/payment${url}`, headers });

const codes = (methods: Array<{ code: string }>) => methods.map((method) => method.code);

describe('GET /api/payment/payment-methods', () => {
  it('groups the website methods: credit card, bank transfer, other, by position', async () => {
    const res = await get('/payment-methods');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(data.last_payment_method).toBeNull();
    expect(
      data.categories.map((group: { category: string; name: string }) => [
        group.category,
        group.name,
      ]),
    ).toEqual([
      ['credit_card', 'Kartu Kredit'],
      ['bank_transfer', 'Transfer Bank'],
      ['other', 'Lainnya'],
    ]);
    expect(
      data.categories.map((group: { payment_methods: Array<{ code: string }> }) =>
        codes(group.payment_methods),
      ),
    ).toEqual([
      ['credit_debit_card', 'gpn', 'doku_card'],
      ['bca_virtual_account', 'permata_virtual_account', 'bank_transfer', 'cimb_clicks'],
      ['gopay', 'ovo', 'qris', 'linkaja', 'indomaret', 'kredivo', 'vospay', 'cash_on_delivery'],
    ]);
    expect(codes(data.payment_methods)).not.toContain('free_order');
    expect(meta.total).toBe(15);
    const kredivo = data.payment_methods.find(
      (method: { code: string }) => method.code === 'kredivo',
    );
    expect(kredivo).toMatchObject({
      name: 'Kredivo',
      logo: '/media/payments/kredivo.svg',
      category: 'other',
      category_name: 'Lainnya',
      installment_terms: [1, 3, 6, 12],
      flow: 'redirect',
      is_available: true,
      available_for: ['website'],
    });
  });

  it('lists the three company accounts (one BCA, two Mandiri) on bank transfer', async () => {
    const { data } = (await get('/payment-methods')).json();
    const accounts = data.bank_transfer_list;
    expect(accounts.map((account: { bank_name: string }) => account.bank_name)).toEqual([
      'BCA',
      'MANDIRI',
      'MANDIRI',
    ]);
    for (const account of accounts) {
      expect(account).toMatchObject({
        id_bank_account: expect.any(Number),
        account_number: expect.stringMatching(/^\d{10,13}$/),
        account_name: expect.any(String),
        logo: expect.stringMatching(/^\/media\/payments\/bank-(bca|mandiri)\.svg$/),
      });
    }
    const transfer = data.payment_methods.find(
      (method: { code: string }) => method.code === 'bank_transfer',
    );
    expect(transfer.bank_transfer_list).toEqual(accounts);
  });

  it("recommends the member's last method first, in English on request", async () => {
    const member = await registerMember(t.app);
    lastUsedBy.set(member.id, 'gopay');
    const res = await member.inject({
      method: 'GET',
      url: '/api/payment/payment-methods',
      headers: { 'accept-language': 'en' },
    });
    const { data } = res.json();
    expect(data.last_payment_method).toBe('gopay');
    expect(data.categories[0]).toMatchObject({
      category: 'last_payment_method',
      name: 'Recommendation',
      payment_methods: [
        { code: 'gopay', category: 'last_payment_method', category_name: 'Recommendation' },
      ],
    });
    expect(codes(data.categories.at(-1).payment_methods)).not.toContain('gopay');
    expect(data.categories[1].name).toBe('Credit Card');
  });

  it('a last method no longer offered recommends nothing', async () => {
    const member = await registerMember(t.app);
    lastUsedBy.set(member.id, 'free_order');
    const { data } = (
      await member.inject({ method: 'GET', url: '/api/payment/payment-methods' })
    ).json();
    expect(data.last_payment_method).toBeNull();
    expect(data.categories[0].category).toBe('credit_card');
  });

  it('marks methods outside their limits for a total', async () => {
    const { data } = (await get('/payment-methods?filter[total_amount]=5000')).json();
    const available = Object.fromEntries(
      data.payment_methods.map((method: { code: string; is_available: boolean }) => [
        method.code,
        method.is_available,
      ]),
    );
    expect(available).toMatchObject({
      gopay: true,
      qris: true,
      credit_debit_card: false,
      bca_virtual_account: false,
    });
  });

  it.each([
    // Pay at the cashier (migration 0055) is offered in stores only.
    ['store', ['credit_debit_card', 'gopay', 'ovo', 'qris', 'cashier']],
    ['sociolla_store', ['credit_debit_card', 'gopay', 'ovo', 'qris', 'cashier']],
    ['website', undefined],
  ])('the %s channel', async (channel, expected) => {
    const { data } = (await get(`/payment-methods?filter[available_for]=${channel}`)).json();
    if (expected) expect(codes(data.payment_methods)).toEqual(expected);
    else expect(data.payment_methods).toHaveLength(15);
  });

  it.each([
    [
      'an unknown channel',
      'filter[available_for]=kiosk',
      'filter[available_for]',
      'Pilih website atau toko.',
    ],
    ['a negative total', 'filter[total_amount]=-1', 'filter[total_amount]', 'Jumlah tidak valid.'],
    [
      'a total that is not a number',
      'filter[total_amount]=banyak',
      'filter[total_amount]',
      'Jumlah tidak valid.',
    ],
  ])('%s: 422', async (_case, query, field, message) => {
    const res = await get(`/payment-methods?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().data.fields[field]).toBe(message);
  });
});

describe('GET /api/payment/payments', () => {
  it('answers at most 20 by default, with the paging in meta', async () => {
    const res = await get('/payments?filter[available_for]=website');
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toEqual({ code: 200, total: 15, skip: 0, limit: 20 });
    expect(res.json().data).toHaveLength(15);
    expect(res.json().data[0].code).toBe('credit_debit_card');
  });

  it('pages by skip and limit', async () => {
    const all = codes((await get('/payments')).json().data);
    const page = (await get('/payments?skip=5&limit=5')).json();
    expect(codes(page.data)).toEqual(all.slice(5, 10));
    expect(page.meta).toMatchObject({ total: 15, skip: 5, limit: 5 });
  });

  it.each([
    ['limit above 20', 'limit=21', 'limit'],
    ['limit 0', 'limit=0', 'limit'],
    ['a negative skip', 'skip=-1', 'skip'],
    ['limit not a number', 'limit=semua', 'limit'],
    ['an unknown channel', 'filter[available_for]=app', 'filter[available_for]'],
  ])('%s: 422', async (_case, query, field) => {
    const res = await get(`/payments?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().data.fields).toHaveProperty([field]);
  });
});

describe('the methods a gateway carries', () => {
  it('with Midtrans, the providers it does not carry are not offered; transfer and COD are', async () => {
    const methods = createMethodsService({
      payments: createPaymentRepository(t.db),
      gatewayMethods: MIDTRANS_CORE_METHODS,
      lastUsedMethod: async () => null,
    });
    const page = await methods.page({ channel: 'website', skip: 0, limit: 20 }, 'id');
    expect(codes(page.items)).toEqual([
      'credit_debit_card',
      'bca_virtual_account',
      'permata_virtual_account',
      'bank_transfer',
      'cimb_clicks',
      'gopay',
      'qris',
      'indomaret',
      'kredivo',
      'cash_on_delivery',
    ]);
  });

  it('a method switched off is not offered', async () => {
    await t.db
      .updateTable('payment_methods')
      .set({ is_active: false })
      .where('code', '=', 'vospay')
      .execute();
    try {
      expect(codes((await get('/payments')).json().data)).not.toContain('vospay');
    } finally {
      await t.db
        .updateTable('payment_methods')
        .set({ is_active: true })
        .where('code', '=', 'vospay')
        .execute();
    }
  });
});
