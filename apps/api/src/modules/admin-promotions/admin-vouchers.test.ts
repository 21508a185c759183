// The back office's vouchers (issue 18, docs/design/back-office.md "Promotions"): created and
// edited with every rule the bag redeems by, audited, optimistic, with their uses so far — and a
// voucher made here is one a member applies in the bag. The role matrix is in admin.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW } from '../../test/build-test-app';
import { registerMember } from '../../test/members';
import {
  bagWith,
  buildPromotionsApp,
  sellable,
  type SellableCombination,
} from '../../test/promotions-bag';
import { signedInStaff } from '../../test/staff';

let env: Awaited<ReturnType<typeof buildPromotionsApp>>;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let goods: SellableCombination[];
beforeAll(async () => {
  env = await buildPromotionsApp();
  staff = await signedInStaff(env.app, env.db, 'merchandiser', () => env.clock.now);
  goods = await sellable(env.db, { min: 50_000, max: 120_000 });
});
afterAll(async () => {
  await env?.close();
});

let seq = 0;
const codeOf = () => `ADM${process.pid.toString(36).toUpperCase()}${(seq += 1)}`;
const DAY = 86_400_000;
const at = (days: number) => new Date(FIXED_NOW.getTime() + days * DAY).toISOString();

const create = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  staff.inject({ method: 'POST', url: '/api/admin/vouchers', payload, headers });
const patch = (id: number, payload: Record<string, unknown>) =>
  staff.inject({ method: 'PATCH', url: `/api/admin/vouchers/${id}`, payload });
const auditOf = (id: number, action: string) =>
  env.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'voucher')
    .where('entity_id', '=', String(id))
    .where('action', '=', action)
    .orderBy('id')
    .execute();
const apply = (who: Awaited<ReturnType<typeof registerMember>>, voucher_code: string) =>
  who.inject({ method: 'POST', url: '/api/cart/user/me/carts/voucher', payload: { voucher_code } });

describe('creating and listing vouchers', () => {
  it('creates a voucher with its rules and audit row; the list finds it with its usage', async () => {
    const code = codeOf();
    const first = goods[0]!;
    const res = await create({
      code: code.toLowerCase(),
      name: 'Diskon Skincare',
      discount_type: 'percentage',
      percentage: 10,
      max_discount: 20_000,
      amount: 5_000, // not this type's: dropped
      min_amount: 100_000,
      starts_at: '2026-01-01T00:00',
      ends_at: at(30),
      quota_total: 100,
      quota_per_user: 2,
      brand_ids: [first.brandId],
      product_ids: [first.productId],
    });
    expect(res.statusCode).toBe(200);
    const voucher = res.json().data;
    expect(voucher).toMatchObject({
      code,
      kind: 'manual',
      discount_type: 'percentage',
      percentage: 10,
      amount: null,
      max_discount: 20_000,
      min_amount: 100_000,
      starts_at: '2025-12-31T17:00:00.000Z', // WIB midnight
      quota_total: 100,
      quota_per_user: 2,
      brand_ids: [first.brandId],
      product_ids: [first.productId],
      category_ids: [],
      is_active: true,
      status: 'active',
      usage: { used: 0, held: 0, discount_given: 0 },
      version: 1,
    });
    const [row] = await auditOf(voucher.id, 'voucher.create');
    expect(row).toMatchObject({ staff_id: staff.id, before: null });
    expect(row!.after).toMatchObject({ code, percentage: 10, brand_ids: [first.brandId] });

    const list = await staff.inject({ url: `/api/admin/vouchers?q=${code.toLowerCase()}` });
    expect(list.json().data).toEqual([voucher]);
    expect(list.json().meta).toMatchObject({ total: 1, skip: 0, limit: 50 });
    const expired = await staff.inject({ url: `/api/admin/vouchers?q=${code}&status=expired` });
    expect(expired.json().data).toEqual([]);
    expect((await staff.inject({ url: '/api/admin/vouchers?status=soon' })).statusCode).toBe(422);

    const taken = await create({ code, name: 'Lagi', discount_type: 'free_shipping' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.fields.code).toBe('Kode ini sudah dipakai voucher lain.');
  });

  it.each([
    [{ code: 'ab c', name: 'X', discount_type: 'amount', amount: 1 }, 'code', 'Kode 3 sampai 40'],
    [{ name: 'X', discount_type: 'percentage', percentage: 101 }, 'percentage', 'antara 1 dan 100'],
    [{ name: 'X', discount_type: 'percentage' }, 'percentage', 'antara 1 dan 100'],
    [{ name: 'X', discount_type: 'amount', amount: 0 }, 'amount', 'Isi angka rupiah antara 1'],
    [{ name: 'X', discount_type: 'amount' }, 'amount', 'Isi potongan dalam rupiah'],
    [{ name: '', discount_type: 'amount', amount: 1 }, 'name', 'Data belum diisi'],
    [{ name: 'X', discount_type: 'cashback' }, 'discount_type', 'Pilih jenis potongan'],
    [{ name: 'X', discount_type: 'free_product' }, 'free_combination_id', 'Pilih kombinasi'],
    [
      { name: 'X', discount_type: 'free_shipping', starts_at: at(2), ends_at: at(1) },
      'ends_at',
      'Akhir berlaku harus setelah',
    ],
    [{ name: 'X', discount_type: 'free_shipping', ends_at: 'besok' }, 'ends_at', 'tidak valid'],
    [
      { name: 'X', discount_type: 'free_shipping', quota_per_user: 0 },
      'quota_per_user',
      'antara 1',
    ],
  ])('refuses %j on %s', async (body, field, message) => {
    const res = await create({ code: codeOf(), ...body });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.fields[field]).toContain(message);
  });

  it('refuses targets that name nothing, in English when asked', async () => {
    const res = await create(
      { code: codeOf(), name: 'X', discount_type: 'free_shipping', category_ids: [987654321] },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().data.fields.category_ids).toBe('Some choices no longer exist: 987654321.');
  });
});

describe('a voucher made in the back office, in the bag', () => {
  it('a member applies it; the hold counts as usage; the quota cannot go below it; switched off it is refused', async () => {
    const code = codeOf();
    const first = goods[0]!;
    const made = (
      await create({
        code,
        name: 'Potongan 15rb',
        discount_type: 'amount',
        amount: 15_000,
        brand_ids: [first.brandId],
        quota_total: 5,
      })
    ).json().data;
    const who = await registerMember(env.app);
    await bagWith(env.db, who.id, [{ combinationId: first.combinationId, quantity: 2 }]);
    const applied = await apply(who, code);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data).toMatchObject({ voucher_code: code, voucher_discount: 15_000 });

    // An order used it: the hold becomes the use.
    await env.db
      .updateTable('voucher_holds')
      .set({ used_at: env.clock.now, order_ref: 'KLU-TEST-1' })
      .where('voucher_id', '=', made.id)
      .execute();
    const read = (await staff.inject({ url: `/api/admin/vouchers/${made.id}` })).json().data;
    expect(read.usage).toEqual({ used: 1, held: 0, discount_given: 0 });

    const below = await patch(made.id, { version: read.version, quota_total: 0 });
    expect(below.statusCode).toBe(422);
    expect(below.json().data.fields.quota_total).toBe(
      'Kuota tidak boleh kurang dari yang sudah terpakai (1).',
    );

    const off = await patch(made.id, { version: read.version, is_active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ is_active: false, status: 'inactive', version: 2 });
    const other = await registerMember(env.app);
    await bagWith(env.db, other.id, [{ combinationId: first.combinationId, quantity: 2 }]);
    expect((await apply(other, code)).statusCode).not.toBe(200);
  });

  it('an assigned-only voucher reaches only the members it is given to', async () => {
    const code = codeOf();
    const made = (
      await create({
        code,
        name: 'Khusus member',
        discount_type: 'amount',
        amount: 10_000,
        is_assigned_only: true,
        valid_days: 7,
      })
    ).json().data;
    const who = await registerMember(env.app);
    await bagWith(env.db, who.id, [{ combinationId: goods[0]!.combinationId }]);
    expect((await apply(who, code)).json().errorCode).toBe('voucher_not_for_you');

    const unknown = await staff.inject({
      method: 'POST',
      url: `/api/admin/vouchers/${made.id}/assign`,
      payload: { emails: ['nobody@example.com'] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().data.fields.emails).toContain('nobody@example.com');

    const given = await staff.inject({
      method: 'POST',
      url: `/api/admin/vouchers/${made.id}/assign`,
      payload: { emails: [who.email.toUpperCase()] },
    });
    expect(given.statusCode).toBe(200);
    expect(given.json().data.assigned).toBe(1);
    expect((await apply(who, code)).statusCode).toBe(200);
    const [row] = await auditOf(made.id, 'voucher.assign');
    expect(row!.after).toEqual({ user_ids: [who.id], emails: [who.email] });
  });
});

describe('editing a voucher', () => {
  it('changes rules with an audit row of what changed; a stale version is a 409 that changes nothing', async () => {
    const made = (
      await create({ code: codeOf(), name: 'Ongkir', discount_type: 'free_shipping' })
    ).json().data;
    const cat = goods[0]!.categoryIds[0]!;
    const edited = await patch(made.id, {
      version: 1,
      max_discount: 20_000,
      category_ids: [cat],
      ends_at: at(10),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      version: 2,
      max_discount: 20_000,
      category_ids: [cat],
    });
    const [row] = await auditOf(made.id, 'voucher.update');
    expect(row!.before).toEqual({ max_discount: null, ends_at: null, category_ids: [] });
    expect(row!.after).toEqual({ max_discount: 20_000, ends_at: at(10), category_ids: [cat] });

    const stale = await patch(made.id, { version: 1, name: 'Terlambat' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      errorCode: 'changed_by_someone_else',
      data: { current: { id: made.id, version: 2, name: 'Ongkir' } },
    });
    expect(await auditOf(made.id, 'voucher.update')).toHaveLength(1);

    // The rules hold on the voucher as it would be: an end before its start is refused.
    const order = await patch(made.id, { version: 2, starts_at: at(20) });
    expect(order.statusCode).toBe(422);
    expect(order.json().data.fields.ends_at).toBe('Akhir berlaku harus setelah mulai berlaku.');
    expect((await patch(987654, { version: 1 })).statusCode).toBe(404);
  });

  it('lists what a rule may name', async () => {
    const res = await staff.inject({ url: '/api/admin/promotion-targets' });
    expect(res.statusCode).toBe(200);
    const { products, brands, categories } = res.json().data;
    expect(products.length).toBeGreaterThan(0);
    expect(products[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      brand: expect.any(String),
    });
    expect(brands.length).toBeGreaterThan(0);
    expect(categories.length).toBeGreaterThan(0);
  });
});
