// The back office's special prices (issue 18, docs/design/back-office.md "Promotions"): created
// and edited with the bag's terms, audited, optimistic — and the shop's list shows them at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW } from '../../test/build-test-app';
import { buildPromotionsApp, sellable, type SellableCombination } from '../../test/promotions-bag';
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

const DAY = 86_400_000;
const at = (days: number) => new Date(FIXED_NOW.getTime() + days * DAY).toISOString();
const code = `SP${process.pid.toString(36).toUpperCase()}`;
const shopCodes = async () => {
  const res = await env.app.inject({ url: '/api/cart/special-prices?limit=20' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Array<{ special_price_voucher_id: string }>).map(
    (item) => item.special_price_voucher_id,
  );
};

describe('special prices in the back office', () => {
  it('creates one the shop lists at once, audited; edits at a version; switched off it leaves the shop', async () => {
    const combination = goods[3]!;
    const refused = await staff.inject({
      method: 'POST',
      url: '/api/admin/special-prices',
      payload: {
        code,
        combination_id: combination.combinationId,
        price: 9_000,
        scope: 'brand',
        starts_at: at(-1),
        ends_at: at(-2),
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.fields).toMatchObject({
      scope_ids: 'Pilih minimal satu untuk cakupan ini.',
      ends_at: 'Akhir berlaku harus setelah mulai berlaku.',
    });

    const res = await staff.inject({
      method: 'POST',
      url: '/api/admin/special-prices',
      payload: {
        code: code.toLowerCase(),
        combination_id: combination.combinationId,
        price: 9_000,
        starts_at: at(-1),
        ends_at: at(7),
      },
    });
    expect(res.statusCode).toBe(200);
    const made = res.json().data;
    expect(made).toMatchObject({
      code,
      price: 9_000,
      scope: 'any',
      scope_ids: [],
      status: 'active',
      usage: { orders: 0, quantity: 0 },
      version: 1,
      regular_price: combination.price,
      product_id: combination.productId,
      sku: expect.any(String),
    });
    expect(made).toHaveProperty('combination_label');
    expect(await shopCodes()).toContain(code);
    const [created] = await env.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'special_price')
      .where('entity_id', '=', String(made.id))
      .execute();
    expect(created).toMatchObject({ action: 'special_price.create', staff_id: staff.id });

    const list = await staff.inject({ url: `/api/admin/special-prices?q=${code}` });
    expect(list.json().data).toEqual([made]);

    const off = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/special-prices/${made.id}`,
      payload: { version: 1, is_active: false },
    });
    expect(off.json().data).toMatchObject({ is_active: false, status: 'inactive', version: 2 });
    expect(await shopCodes()).not.toContain(code);

    const stale = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/special-prices/${made.id}`,
      payload: { version: 1, price: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.current).toMatchObject({ version: 2, price: 9_000 });
    const updates = await env.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'special_price.update')
      .where('entity_id', '=', String(made.id))
      .execute();
    expect(updates).toEqual([{ before: { is_active: true }, after: { is_active: false } }]);
  });
});
