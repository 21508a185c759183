// The back office's flash sales (issue 18, docs/design/back-office.md "Promotions"): created and
// edited over the catalogue's own tables, audited, optimistic, one active sale at a time, each
// item below the shop's price. What the shop then shows is in src/promotions-in-shop.test.ts; the
// role matrix is in admin.test.ts.
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
  goods = await sellable(env.db, { min: 50_000, max: 150_000 });
});
afterAll(async () => {
  await env?.close();
});

const HOUR = 3_600_000;
/** Far ahead of the seeded sales (which run around now), so windows here overlap none of them. */
const at = (hours: number) => new Date(FIXED_NOW.getTime() + (1_000 + hours) * HOUR).toISOString();
const create = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  staff.inject({ method: 'POST', url: '/api/admin/flash-sales', payload, headers });
const patch = (id: number, payload: Record<string, unknown>) =>
  staff.inject({ method: 'PATCH', url: `/api/admin/flash-sales/${id}`, payload });
const auditOf = (id: number, action: string) =>
  env.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'flash_sale')
    .where('entity_id', '=', String(id))
    .where('action', '=', action)
    .orderBy('id')
    .execute();
const item = (good: SellableCombination, price = good.price - 10_000, quota = 10) => ({
  combination_id: good.combinationId,
  price,
  quota,
});

describe('creating and listing flash sales', () => {
  it('creates a sale with its items and audit row; the list finds it with its usage', async () => {
    const [a, b] = [goods[0]!, goods[1]!];
    const res = await create({
      name: 'Flash Sale Gajian',
      starts_at: at(0),
      ends_at: at(6),
      items: [item(a), { ...item(b, b.price - 1, 3), position: 9 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const sale = res.json().data;
    expect(sale).toMatchObject({
      name: 'Flash Sale Gajian',
      is_active: true,
      status: 'scheduled',
      item_count: 2,
      usage: { sold: 0, quota: 13, orders: 0, revenue: 0 },
      version: 1,
    });
    expect(sale.items[0]).toMatchObject({
      combination_id: a.combinationId,
      product_id: a.productId,
      regular_price: a.price,
      price: a.price - 10_000,
      quota: 10,
      sold: 0,
      position: 0,
      revenue: 0,
    });
    expect(sale.items[1]).toMatchObject({ combination_id: b.combinationId, position: 9 });
    const [row] = await auditOf(sale.id, 'flash_sale.create');
    expect(row).toMatchObject({ staff_id: staff.id, before: null });
    expect(row!.after).toMatchObject({ name: 'Flash Sale Gajian', items: expect.any(Array) });

    const list = await staff.inject({ url: '/api/admin/flash-sales?q=gajian' });
    expect(list.statusCode).toBe(200);
    const { items: _items, ...summary } = sale;
    expect(list.json().data).toEqual([summary]);
    expect(list.json().meta).toMatchObject({ total: 1 });
    const scheduled = await staff.inject({ url: '/api/admin/flash-sales?q=gajian&status=active' });
    expect(scheduled.json().data).toEqual([]);
    expect((await staff.inject({ url: '/api/admin/flash-sales/987654' })).statusCode).toBe(404);
  });

  it('keeps one active sale at a time: an overlapping window names the sale in the way', async () => {
    const first = await create({ name: 'Satu', starts_at: at(100), ends_at: at(110) });
    expect(first.statusCode).toBe(200);
    const second = await create({ name: 'Dua', starts_at: at(105), ends_at: at(120) });
    expect(second.statusCode).toBe(422);
    expect(second.json().data.fields.starts_at).toContain('"Satu"');
    // Switched off, it may overlap; switched on later, it may not.
    const off = await create({
      name: 'Dua',
      starts_at: at(105),
      ends_at: at(120),
      is_active: false,
    });
    expect(off.statusCode).toBe(200);
    const on = await patch(off.json().data.id, { version: 1, is_active: true });
    expect(on.statusCode).toBe(422);
    expect(on.json().data.fields.starts_at).toContain('"Satu"');
  });

  it.each([
    [{ name: '', starts_at: at(200), ends_at: at(201) }, 'name', 'Data belum diisi'],
    [{ name: 'X', starts_at: at(202), ends_at: at(201) }, 'ends_at', 'Akhir berlaku harus setelah'],
    [{ name: 'X', starts_at: 'besok', ends_at: at(201) }, 'starts_at', 'tidak valid'],
    [{ name: 'X', starts_at: at(200) }, 'ends_at', 'tidak valid'],
    [
      { name: 'X', starts_at: at(200), ends_at: at(201), items: [{ price: 1, quota: 1 }] },
      'items.0.combination_id',
      'Pilih kombinasi produk',
    ],
    [
      {
        name: 'X',
        starts_at: at(200),
        ends_at: at(201),
        items: [{ combination_id: 1, price: 0, quota: 0 }],
      },
      'items.0.price',
      'Isi angka rupiah antara 1',
    ],
  ])('refuses %j on %s', async (body, field, message) => {
    const res = await create(body);
    expect(res.statusCode).toBe(422);
    expect(res.json().data.fields[field]).toContain(message);
  });

  it('refuses a repeated, unknown or not-sold combination and a price not below the shop’s, in English when asked', async () => {
    const [a, b] = [goods[2]!, goods[3]!];
    const dup = await create({
      name: 'X',
      starts_at: at(300),
      ends_at: at(301),
      items: [item(a), item(a)],
    });
    expect(dup.json().data.fields['items.1.combination_id']).toBe(
      'Kombinasi ini sudah ada di flash sale ini.',
    );
    await env.db
      .updateTable('combinations')
      .set({ is_active: false })
      .where('id', '=', b.combinationId)
      .execute();
    const res = await create(
      {
        name: 'X',
        starts_at: at(300),
        ends_at: at(301),
        items: [item(a, a.price), item(b), { combination_id: 987654321, price: 1, quota: 1 }],
      },
      { 'accept-language': 'en' },
    );
    await env.db
      .updateTable('combinations')
      .set({ is_active: true })
      .where('id', '=', b.combinationId)
      .execute();
    expect(res.statusCode).toBe(422);
    expect(res.json().data.fields).toEqual({
      'items.0.price': expect.stringContaining('The flash price must be below the usual price'),
      'items.1.combination_id': 'This product combination does not exist or is not on sale.',
      'items.2.combination_id': 'This product combination does not exist or is not on sale.',
    });
  });
});

describe('editing a flash sale', () => {
  it('changes the window and items with an audit row of what changed; a stale version is a 409 that changes nothing', async () => {
    const [a, b] = [goods[4]!, goods[5]!];
    const made = (
      await create({ name: 'Edit', starts_at: at(400), ends_at: at(404), items: [item(a)] })
    ).json().data;
    const edited = await patch(made.id, {
      version: 1,
      ends_at: at(405),
      items: [item(b, b.price - 5_000, 4), item(a, a.price - 20_000, 10)],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      version: 2,
      ends_at: at(405),
      items: [
        { combination_id: b.combinationId, position: 0, quota: 4 },
        { combination_id: a.combinationId, position: 1, price: a.price - 20_000 },
      ],
    });
    const [row] = await auditOf(made.id, 'flash_sale.update');
    expect(Object.keys(row!.after!).sort()).toEqual(['ends_at', 'items']);
    expect(row!.before).toMatchObject({ ends_at: at(404) });

    const stale = await patch(made.id, { version: 1, name: 'Terlambat' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      errorCode: 'changed_by_someone_else',
      data: { current: { id: made.id, version: 2, name: 'Edit' } },
    });
    expect(await auditOf(made.id, 'flash_sale.update')).toHaveLength(1);

    // An item dropped from the list goes (nothing sold of it); the rules hold on the result.
    const fewer = await patch(made.id, { version: 2, items: [item(a)] });
    expect(fewer.json().data.items.map((i: { sku: string }) => i.sku)).toHaveLength(1);
    const order = await patch(made.id, { version: 3, starts_at: at(406) });
    expect(order.statusCode).toBe(422);
    expect(order.json().data.fields.ends_at).toBe('Akhir berlaku harus setelah mulai berlaku.');
    expect((await patch(987654, { version: 1 })).statusCode).toBe(404);
  });

  it('refuses a quota below what sold and the removal of an item that sold', async () => {
    const [a, b] = [goods[6]!, goods[7]!];
    const made = (
      await create({
        name: 'Laku',
        starts_at: at(500),
        ends_at: at(504),
        items: [item(a), item(b)],
      })
    ).json().data;
    // Placement took three of a's quota (as flash-sale-in-shop.test.ts does through the bag).
    await env.db
      .updateTable('flash_sale_items')
      .set({ sold: 3 })
      .where('flash_sale_id', '=', made.id)
      .where('combination_id', '=', a.combinationId)
      .execute();
    const below = await patch(made.id, { version: 1, items: [item(a, a.price - 1, 2), item(b)] });
    expect(below.statusCode).toBe(422);
    expect(below.json().data.fields['items.0.quota']).toBe(
      'Kuota tidak boleh kurang dari yang sudah terjual (3).',
    );
    const removed = await patch(made.id, { version: 1, items: [item(b)] });
    expect(removed.statusCode).toBe(422);
    expect(removed.json().data.fields.items).toContain('(3)');
    expect(removed.json().data.fields.items).toContain('Turunkan kuotanya saja');
    // At the quota it sold, it stays and sells no more.
    const stop = await patch(made.id, { version: 1, items: [item(a, a.price - 1, 3)] });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json().data.items).toEqual([
      expect.objectContaining({ combination_id: a.combinationId, quota: 3, sold: 3 }),
    ]);
    expect(stop.json().data.usage).toMatchObject({ sold: 3, quota: 3 });
  });

  it('the picker finds combinations by product, brand or SKU, and describes ids', async () => {
    const a = goods[0]!;
    const [described] = (
      await staff.inject({ url: `/api/admin/promotion-combinations?ids=${a.combinationId}` })
    ).json().data;
    expect(described).toMatchObject({
      id: a.combinationId,
      product_id: a.productId,
      regular_price: a.price,
      is_active: true,
    });
    const found = await staff.inject({
      url: `/api/admin/promotion-combinations?q=${encodeURIComponent(described.sku)}`,
    });
    expect(found.json().data.map((c: { id: number }) => c.id)).toContain(a.combinationId);
    expect(
      (await staff.inject({ url: '/api/admin/promotion-combinations?ids=1,x' })).statusCode,
    ).toBe(422);
  });
});
