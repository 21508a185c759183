import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankPromotionFor } from './bank-promotions';
import { FIXED_NOW, paymentTestApp, type PaymentTestApp } from '../../test/payment-app';

let t: PaymentTestApp;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await paymentTestApp();
  const rows = await t.db.selectFrom('bank_promotions').select(['id', 'title']).execute();
  ids = Object.fromEntries(rows.map((row) => [row.title, row.id]));
});
afterAll(async () => {
  await t?.close();
});

const list = (query: string, lang = 'id') =>
  t.app.inject({
    method: 'GET',
    url: `/api/payment/bank-promotions?${query}`,
    headers: { 'accept-language': lang },
  });

type Promo = {
  title: string;
  is_eligible: boolean;
  reason: string | null;
  message: string | null;
  discount: number;
  total_paid_after_disc: number;
  additional_total_order: number;
};
const byTitle = (data: Promo[]) => Object.fromEntries(data.map((promo) => [promo.title, promo]));

describe('GET /api/payment/bank-promotions (the demo promotions)', () => {
  it('a BCA card: its 10% capped at 50.000 applies; the others say why not', async () => {
    const res = await list(
      'filter[total_amount]=400000&filter[payment_method]=credit_debit_card&filter[card_bin]=48111122',
    );
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta.total).toBe(4);
    expect(data[0]).toMatchObject({
      id_bank_promotion: ids['Diskon 10% Kartu Kredit BCA'],
      index: 0,
      bank_name: 'BCA',
      bank: { name: 'BCA' },
      discount_type: 'percentage',
      discount_value: 10,
      max_discount: 50_000,
      is_eligible: true,
      is_apply: false,
      reason: null,
      discount: 40_000,
      total_paid_after_disc: 360_000,
      additional_total_order: 0,
    });
    const promos = byTitle(data);
    expect(promos['Potongan Rp30.000 Kartu Mandiri']).toMatchObject({
      is_eligible: false,
      reason: 'bank_promo_card',
      message: 'Promo MANDIRI hanya berlaku untuk kartu MANDIRI.',
      discount: 0,
      total_paid_after_disc: 400_000,
    });
    expect(promos['Hemat Rp15.000 BCA Virtual Account']).toMatchObject({
      is_eligible: false,
      reason: 'bank_promo_method',
    });
  });

  it('the cap holds on a large order', async () => {
    const { data } = (
      await list(
        'filter[total_amount]=2000000&filter[payment_method]=credit_debit_card&filter[card_bin]=481111',
      )
    ).json();
    expect(data[0]).toMatchObject({ discount: 50_000, total_paid_after_disc: 1_950_000 });
  });

  it('under the minimum: how much more to buy, in the shopper’s language', async () => {
    const { data } = (
      await list(
        'filter[total_amount]=100000&filter[payment_method]=credit_debit_card&filter[card_bin]=481111',
      )
    ).json();
    expect(data[0]).toMatchObject({
      is_eligible: false,
      reason: 'bank_promo_min_order',
      message: 'Minimal transaksi Rp250.000 untuk promo ini.',
      additional_total_order: 150_000,
      total_paid_after_disc: 100_000,
    });
    const english = (
      await list(
        'filter[total_amount]=100000&filter[payment_method]=credit_debit_card&filter[card_bin]=481111',
        'en',
      )
    ).json();
    expect(english.data[0].message).toBe('This promotion needs an order of at least Rp250.000.');
  });

  it('a method promotion: QRIS 5% up to 20.000', async () => {
    const { data } = (await list('filter[total_amount]=300000&filter[payment_method]=qris')).json();
    expect(byTitle(data)['Cashback 5% QRIS']).toMatchObject({
      is_eligible: true,
      discount: 15_000,
      total_paid_after_disc: 285_000,
    });
  });

  it.each([
    ['no total', 'filter[payment_method]=qris', 'filter[total_amount]', 'Data belum diisi'],
    ['a negative total', 'filter[total_amount]=-5', 'filter[total_amount]', 'Jumlah tidak valid.'],
    [
      'a card BIN of two digits',
      'filter[total_amount]=1&filter[card_bin]=48',
      'filter[card_bin]',
      'Masukkan 6 sampai 8 digit awal nomor kartu.',
    ],
    [
      'a card BIN with letters',
      'filter[total_amount]=1&filter[card_bin]=4811ab',
      'filter[card_bin]',
      'Masukkan 6 sampai 8 digit awal nomor kartu.',
    ],
    [
      'a method that is not a code',
      'filter[total_amount]=1&filter[payment_method]=DROP%20TABLE',
      'filter[payment_method]',
      'Pilihan tidak valid',
    ],
  ])('%s: 422', async (_case, query, field, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(422);
    expect(res.json().data.fields[field]).toBe(message);
  });
});

describe('bankPromotionFor (the place-order request)', () => {
  const card = { paymentMethod: 'credit_debit_card', cardBin: '521111', totalAmount: 350_000 };

  it('answers the discount of an eligible promotion', async () => {
    const result = await bankPromotionFor(
      t.db,
      { id_bank_promotion: ids['Potongan Rp30.000 Kartu Mandiri']!, ...card },
      FIXED_NOW,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        id: ids['Potongan Rp30.000 Kartu Mandiri'],
        bankName: 'MANDIRI',
        title: 'Potongan Rp30.000 Kartu Mandiri',
        discountType: 'amount',
        discountValue: 30_000,
        discount: 30_000,
        totalPaidAfterDisc: 320_000,
      },
    });
  });

  it.each([
    ['an unknown promotion', () => 999_999, card, FIXED_NOW, 'bank_promo_not_found'],
    [
      'another bank’s card',
      () => ids['Diskon 10% Kartu Kredit BCA']!,
      card,
      FIXED_NOW,
      'bank_promo_card',
    ],
    [
      'below the minimum',
      () => ids['Potongan Rp30.000 Kartu Mandiri']!,
      { ...card, totalAmount: 299_999 },
      FIXED_NOW,
      'bank_promo_min_order',
    ],
    ['another method', () => ids['Cashback 5% QRIS']!, card, FIXED_NOW, 'bank_promo_method'],
    [
      'after it ended',
      () => ids['Cashback 5% QRIS']!,
      { ...card, paymentMethod: 'qris' },
      new Date(FIXED_NOW.getTime() + 90 * 86_400_000),
      'bank_promo_ended',
    ],
    [
      'before it started',
      () => ids['Cashback 5% QRIS']!,
      { ...card, paymentMethod: 'qris' },
      new Date(FIXED_NOW.getTime() - 5 * 86_400_000),
      'bank_promo_not_started',
    ],
  ])('refuses %s', async (_case, id, input, now, code) => {
    expect(await bankPromotionFor(t.db, { id_bank_promotion: id(), ...input }, now)).toMatchObject({
      ok: false,
      code,
    });
  });

  it('refuses a promotion switched off', async () => {
    const id = ids['Hemat Rp15.000 BCA Virtual Account']!;
    await t.db
      .updateTable('bank_promotions')
      .set({ is_active: false })
      .where('id', '=', id)
      .execute();
    expect(
      await bankPromotionFor(
        t.db,
        {
          id_bank_promotion: id,
          paymentMethod: 'bca_virtual_account',
          cardBin: null,
          totalAmount: 500_000,
        },
        FIXED_NOW,
      ),
    ).toMatchObject({ ok: false, code: 'bank_promo_inactive' });
    const listed = (
      await list('filter[total_amount]=500000&filter[payment_method]=bca_virtual_account')
    ).json().data;
    expect(listed.map((promo: Promo) => promo.title)).not.toContain(
      'Hemat Rp15.000 BCA Virtual Account',
    );
  });
});
