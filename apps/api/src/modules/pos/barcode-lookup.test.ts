// Self-checkout's scan (issue 23, docs/design/self-checkout.md): a barcode within a store finds
// the product and its combination, typed with spaces too; an unknown, malformed or inactive one
// and an unknown store are refused with their messages. The demo seed's barcodes are valid by
// the domain's rule (the seed computes them on its own: `@kilau/db` imports no workspace).
import { isValidGtin, productPath } from '@kilau/domain/catalog';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';

let app: App;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const lookUp = (store: number | string, code: string, language = 'id') =>
  app.inject({
    url: `/api/pos/stores/${store}/barcodes/${encodeURIComponent(code)}`,
    headers: { 'accept-language': language },
  });

/** An active combination of an active product, other than the ones listed, with its page. */
async function seededCombination(skip: number[] = []) {
  const row = await database.db
    .selectFrom('combinations as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .innerJoin('categories as k', 'k.id', 'p.default_category_id')
    .select(['c.id', 'c.barcode', 'p.id as product_id', 'p.slug', 'k.slug as category_slug'])
    .where('c.is_active', '=', true)
    .where('p.is_active', '=', true)
    .where('c.barcode', 'is not', null)
    .$if(skip.length > 0, (q) => q.where('p.id', 'not in', skip))
    .orderBy('c.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { ...row, barcode: row.barcode!, product_id: Number(row.product_id), id: Number(row.id) };
}

describe('GET /api/pos/stores/:storeId/barcodes/:code', () => {
  it('every seeded combination has a unique barcode the domain accepts', async () => {
    const rows = await database.db.selectFrom('combinations').select('barcode').execute();
    const codes = rows.map((row) => row.barcode ?? '');
    expect(codes.every(isValidGtin)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('finds a seeded combination: the product, its page opened on the barcode', async () => {
    const seeded = await seededCombination();
    const res = await lookUp(5, seeded.barcode);
    expect(res.statusCode, res.body).toBe(200);
    const page = productPath({
      categorySlug: seeded.category_slug,
      productId: seeded.product_id,
      productSlug: seeded.slug,
    });
    expect(res.json().data).toEqual({
      store_id: 5,
      barcode: seeded.barcode,
      product_id: seeded.product_id,
      slug: seeded.slug,
      url: `${page}?barcode=${seeded.barcode}`,
      combination_id: seeded.id,
      // Whether store 5 has one (store_stock, migration 0054): store-stock-catalog.test.ts.
      is_in_stock: expect.any(Boolean),
    });
  });

  it('finds it typed with spaces and hyphens, in any store', async () => {
    const seeded = await seededCombination();
    const b = seeded.barcode;
    for (const [store, typed] of [
      [6, ` ${b.slice(0, 3)} ${b.slice(3, 7)} ${b.slice(7)} `],
      [7, `${b.slice(0, 1)}-${b.slice(1, 7)}-${b.slice(7)}`],
    ] as const) {
      const res = await lookUp(store, typed);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ barcode: b, combination_id: seeded.id });
    }
  });

  it('an unknown barcode is 404 with its message (both languages)', async () => {
    const unknown = '4006381333931'; // valid, never seeded (the seed's are 899…)
    const id = await lookUp(5, unknown);
    expect(id.statusCode).toBe(404);
    expect(id.json()).toMatchObject({
      success: false,
      errorCode: 'barcode_not_found',
      message: 'Produk dengan barcode ini tidak ditemukan di toko ini.',
    });
    const en = await lookUp(5, unknown, 'en');
    expect(en.json().message).toBe('No product with this barcode in this store.');
  });

  it.each([
    ['a wrong check digit', '4006381333932'],
    ['letters', '89900ABC00016'],
    ['a wrong length', '8990000000'],
    ['only spaces', '   '],
    ['a long code', '8'.repeat(80)],
  ])('a malformed code (%s) is 422 with the barcode message', async (_case, code) => {
    const res = await lookUp(5, code);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().data.fields.code).toBe('Barcode tidak valid: periksa 8, 12 atau 13 digitnya');
    const en = await lookUp(5, code, 'en');
    expect(en.json().data.fields.code).toBe('Invalid barcode: check its 8, 12 or 13 digits');
  });

  it('an unknown store is 404 store_not_found, before the code is read', async () => {
    const seeded = await seededCombination();
    for (const code of [seeded.barcode, '4006381333932']) {
      const res = await lookUp(99, code);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({
        errorCode: 'store_not_found',
        message: 'Toko tidak ditemukan.',
      });
    }
    expect((await lookUp('abc', seeded.barcode)).statusCode).toBe(422);
  });

  it("an inactive product's or combination's barcode is 404 barcode_not_found", async () => {
    const product = await seededCombination();
    await database.db
      .updateTable('products')
      .set({ is_active: false })
      .where('id', '=', product.product_id)
      .execute();
    const hidden = await lookUp(5, product.barcode);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().errorCode).toBe('barcode_not_found');

    const combination = await seededCombination([product.product_id]);
    await database.db
      .updateTable('combinations')
      .set({ is_active: false })
      .where('id', '=', combination.id)
      .execute();
    const retired = await lookUp(5, combination.barcode);
    expect(retired.statusCode).toBe(404);
    expect(retired.json().errorCode).toBe('barcode_not_found');
  });
});
