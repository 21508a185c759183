// A store's own stock in the back office (docs/design/store-stock.md): listed and searched,
// adjusted by a change or a count with a reason, audited; below 0 refused with its message.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { signedInStaff } from '../../test/staff';

let database: DatabaseHandle;
let app: App;
const clock = () => FIXED_NOW;
let merch: Awaited<ReturnType<typeof signedInStaff>>;
let support: Awaited<ReturnType<typeof signedInStaff>>;
let combination: { id: number; barcode: string; product_name: string };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, clock });
  merch = await signedInStaff(app, database.db, 'merchandiser', clock);
  support = await signedInStaff(app, database.db, 'support', clock);
  const { rows } = await sql<{ id: number; barcode: string; product_name: string }>`
    select c.id, c.barcode, p.name as product_name from combinations c
      join products p on p.id = c.product_id
     where c.is_active and p.is_active order by c.id limit 1`.execute(database.db);
  combination = { ...rows[0]!, id: Number(rows[0]!.id) };
  await sql`insert into store_stock (store_id, combination_id, quantity)
    values (6, ${combination.id}, 5)
    on conflict (store_id, combination_id) do update set quantity = 5`.execute(database.db);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const adjust = (payload: object, store = 6, language = 'id') =>
  merch.inject({
    method: 'POST',
    url: `/api/admin/stores/${store}/stock/${combination.id}/adjust`,
    payload,
    headers: { 'accept-language': language },
  });

describe('GET /api/admin/stores/:storeId/stock', () => {
  it('finds a combination by barcode or product name, with its store quantity', async () => {
    const byBarcode = await merch.inject({
      url: `/api/admin/stores/6/stock?q=${combination.barcode}`,
    });
    expect(byBarcode.statusCode, byBarcode.body).toBe(200);
    expect(byBarcode.json().data).toEqual([
      expect.objectContaining({ combination_id: combination.id, quantity: 5 }),
    ]);
    const byName = await merch.inject({
      url: `/api/admin/stores/6/stock?q=${encodeURIComponent(combination.product_name)}&limit=100`,
    });
    expect(
      byName.json().data.map((row: { combination_id: number }) => row.combination_id),
    ).toContain(combination.id);
    expect(byName.json().meta).toMatchObject({ skip: 0, limit: 100 });
  });

  it('needs stock.write; an unknown store is 404', async () => {
    expect((await support.inject({ url: '/api/admin/stores/6/stock' })).statusCode).toBe(403);
    const unknown = await merch.inject({ url: '/api/admin/stores/999/stock' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('store_not_found');
  });
});

describe('POST /api/admin/stores/:storeId/stock/:combinationId/adjust', () => {
  it('a change and a count move the store stock, each audited; the online stock stays', async () => {
    const online = await database.db
      .selectFrom('combinations')
      .select('stock')
      .where('id', '=', combination.id)
      .executeTakeFirstOrThrow();
    const up = await adjust({ delta: 3, reason: 'Kiriman gudang' });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data).toMatchObject({ combination_id: combination.id, quantity: 8 });
    const count = await adjust({ quantity: 2, reason: 'Hitung rak' });
    expect(count.json().data.quantity).toBe(2);
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id', 'before', 'after'])
      .where('entity', '=', 'store_stock')
      .where('entity_id', '=', String(combination.id))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'store_stock.adjust',
        staff_id: merch.id,
        before: { store_id: 6, quantity: 5 },
        after: { store_id: 6, quantity: 8, delta: 3, reason: 'Kiriman gudang' },
      },
      {
        action: 'store_stock.adjust',
        staff_id: merch.id,
        before: { store_id: 6, quantity: 8 },
        after: { store_id: 6, quantity: 2, delta: null, reason: 'Hitung rak' },
      },
    ]);
    const after = await database.db
      .selectFrom('combinations')
      .select('stock')
      .where('id', '=', combination.id)
      .executeTakeFirstOrThrow();
    expect(after.stock).toBe(online.stock);
  });

  it('refuses a result below 0, in both languages, and changes nothing', async () => {
    await adjust({ quantity: 2, reason: 'Hitung rak' });
    const id = await adjust({ delta: -3, reason: 'Rusak' });
    expect(id.statusCode, id.body).toBe(422);
    expect(id.json()).toMatchObject({
      errorCode: 'store_stock_below_zero',
      data: { fields: { delta: 'Stok toko tidak boleh kurang dari 0: stok sekarang 2.' } },
    });
    const en = await adjust({ delta: -3, reason: 'Damaged' }, 6, 'en');
    expect(en.json().data.fields.delta).toBe(
      "The store's stock cannot go below 0: there are 2 now.",
    );
    const row = await database.db
      .selectFrom('store_stock')
      .select('quantity')
      .where('store_id', '=', 6)
      .where('combination_id', '=', combination.id)
      .executeTakeFirstOrThrow();
    expect(row.quantity).toBe(2);
  });

  it('needs exactly one of delta and quantity, and a reason', async () => {
    expect((await adjust({ delta: 1, quantity: 2, reason: 'x' })).json().errorCode).toBe(
      'store_stock_delta_or_quantity',
    );
    expect((await adjust({ reason: 'x' })).statusCode).toBe(422);
    const noReason = await adjust({ delta: 1 });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.body).toContain('Tulis alasannya');
    expect((await adjust({ delta: 1, reason: 'x' }, 999)).statusCode).toBe(404);
  });
});
