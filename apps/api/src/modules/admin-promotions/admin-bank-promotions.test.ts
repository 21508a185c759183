// The back office's bank promotions (issue 18, docs/design/back-office.md "Promotions"): the
// payment module's own rows, created and edited here, audited, optimistic, the methods they name
// checked. Checkout applying one is in src/promotions-in-shop.test.ts; the role matrix in
// admin.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW } from '../../test/build-test-app';
import { buildPromotionsApp } from '../../test/promotions-bag';
import { signedInStaff } from '../../test/staff';

let env: Awaited<ReturnType<typeof buildPromotionsApp>>;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  env = await buildPromotionsApp();
  staff = await signedInStaff(env.app, env.db, 'merchandiser', () => env.clock.now);
});
afterAll(async () => {
  await env?.close();
});

const DAY = 86_400_000;
const at = (days: number) => new Date(FIXED_NOW.getTime() + days * DAY).toISOString();
const BASE = {
  bank_name: 'Mandiri',
  title: 'Diskon 10% Kartu Mandiri',
  discount_type: 'percentage',
  discount_value: 10,
  starts_at: at(-1),
  ends_at: at(30),
};
const create = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  staff.inject({ method: 'POST', url: '/api/admin/bank-promotions', payload, headers });
const patch = (id: number, payload: Record<string, unknown>) =>
  staff.inject({ method: 'PATCH', url: `/api/admin/bank-promotions/${id}`, payload });
const auditOf = (id: number, action: string) =>
  env.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'bank_promotion')
    .where('entity_id', '=', String(id))
    .where('action', '=', action)
    .orderBy('id')
    .execute();

describe('creating and listing bank promotions', () => {
  it('creates one with its audit row; the list finds it with its usage', async () => {
    const res = await create({
      ...BASE,
      title: 'Diskon Kartu Kredit Cermat',
      description: 'Hingga Rp50.000.',
      max_discount: 50_000,
      min_order: 250_000,
      card_bins: ['461699', '4616', '461699'],
      payment_methods: ['credit_debit_card'],
      position: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    const promotion = res.json().data;
    expect(promotion).toMatchObject({
      bank_name: 'Mandiri',
      discount_type: 'percentage',
      discount_value: 10,
      max_discount: 50_000,
      min_order: 250_000,
      card_bins: ['461699', '4616'],
      payment_methods: ['credit_debit_card'],
      status: 'active',
      usage: { orders: 0, discount_given: 0 },
      version: 1,
    });
    const [row] = await auditOf(promotion.id, 'bank_promotion.create');
    expect(row).toMatchObject({ staff_id: staff.id, before: null });
    expect(row!.after).toMatchObject({ title: 'Diskon Kartu Kredit Cermat', position: 3 });

    const list = await staff.inject({ url: '/api/admin/bank-promotions?q=cermat' });
    expect(list.json().data).toEqual([promotion]);
    expect(list.json().meta).toMatchObject({ total: 1, skip: 0, limit: 50 });
    const expired = await staff.inject({
      url: '/api/admin/bank-promotions?q=cermat&status=expired',
    });
    expect(expired.json().data).toEqual([]);
    // The demo's own promotions are listed too (the payment step's rows).
    const all = await staff.inject({ url: '/api/admin/bank-promotions?status=active' });
    expect(all.json().meta.total).toBeGreaterThan(1);

    const methods = (await staff.inject({ url: '/api/admin/bank-promotion-methods' })).json().data;
    expect(methods).toContainEqual(
      expect.objectContaining({ code: 'bca_virtual_account', is_active: expect.any(Boolean) }),
    );
  });

  it.each([
    [{ ...BASE, bank_name: '' }, 'bank_name', 'Data belum diisi'],
    [{ ...BASE, title: undefined }, 'title', 'Data belum diisi'],
    [{ ...BASE, discount_type: 'cashback' }, 'discount_type', 'Pilih jenis potongan'],
    [{ ...BASE, discount_value: 120 }, 'discount_value', 'antara 1 dan 100'],
    [{ ...BASE, discount_value: 0 }, 'discount_value', 'Isi angka rupiah antara 1'],
    [{ ...BASE, min_order: -1 }, 'min_order', 'Isi angka rupiah antara 0'],
    [{ ...BASE, card_bins: ['4811', '12a', '123456789'] }, 'card_bins', '12a, 123456789'],
    [{ ...BASE, payment_methods: ['BCA VA'] }, 'payment_methods', 'tidak dikenal: BCA VA'],
    [{ ...BASE, payment_methods: ['kartu_emas'] }, 'payment_methods', 'tidak dikenal: kartu_emas'],
    [{ ...BASE, ends_at: at(-2) }, 'ends_at', 'Akhir berlaku harus setelah'],
    [{ ...BASE, starts_at: '31/12/2026' }, 'starts_at', 'tidak valid'],
    [{ ...BASE, position: 10_001 }, 'position', 'antara 0 dan 10000'],
  ])('refuses %j on %s', async (body, field, message) => {
    const res = await create(body);
    expect(res.statusCode).toBe(422);
    expect(res.json().data.fields[field]).toContain(message);
  });

  it('says it in English when asked', async () => {
    const res = await create({ ...BASE, card_bins: ['12'] }, { 'accept-language': 'en' });
    expect(res.json().data.fields.card_bins).toBe('A card BIN is 4 to 8 digits; not valid: 12.');
  });
});

describe('editing a bank promotion', () => {
  it('changes fields with an audit row of what changed; a stale version is a 409 that changes nothing', async () => {
    const made = (await create({ ...BASE, title: 'Ubah Saya' })).json().data;
    const edited = await patch(made.id, {
      version: 1,
      discount_type: 'amount',
      discount_value: 25_000,
      card_bins: ['5211'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      version: 2,
      discount_type: 'amount',
      discount_value: 25_000,
      card_bins: ['5211'],
    });
    const [row] = await auditOf(made.id, 'bank_promotion.update');
    expect(row!.before).toEqual({ discount_type: 'percentage', discount_value: 10, card_bins: [] });
    expect(row!.after).toEqual({
      discount_type: 'amount',
      discount_value: 25_000,
      card_bins: ['5211'],
    });

    const stale = await patch(made.id, { version: 1, title: 'Terlambat' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      errorCode: 'changed_by_someone_else',
      data: { current: { id: made.id, version: 2, title: 'Ubah Saya' } },
    });
    expect(await auditOf(made.id, 'bank_promotion.update')).toHaveLength(1);

    // The rules hold on the result: back to a percentage, 25,000 is not one.
    const percent = await patch(made.id, { version: 2, discount_type: 'percentage' });
    expect(percent.statusCode).toBe(422);
    expect(percent.json().data.fields.discount_value).toBe('Persentase antara 1 dan 100.');
    const order = await patch(made.id, { version: 2, ends_at: at(-5) });
    expect(order.json().data.fields.ends_at).toBe('Akhir berlaku harus setelah mulai berlaku.');
    const unknown = await patch(made.id, { version: 2, payment_methods: ['kartu_emas'] });
    expect(unknown.json().data.fields.payment_methods).toBe(
      'Metode pembayaran tidak dikenal: kartu_emas.',
    );
    expect((await patch(987654, { version: 1 })).statusCode).toBe(404);
    expect((await staff.inject({ url: '/api/admin/bank-promotions/987654' })).statusCode).toBe(404);
  });
});
