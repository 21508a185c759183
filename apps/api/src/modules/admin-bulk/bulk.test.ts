// CSV export and import of the catalogue (issue 18, docs/design/back-office.md "CSV import and
// export"): the export's content, a dry run reporting each bad row, a real import whose price
// shows in the shop, the audit row, and the size limit.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { BULK_IMPORT_MAX_BYTES } from '@kilau/domain/admin';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { multipartForm } from '../../test/multipart';
import { signedInStaff } from '../../test/staff';

let database: DatabaseHandle;
let app: App;
const clock = () => FIXED_NOW;
let merchandiser: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, clock });
  merchandiser = await signedInStaff(app, database.db, 'merchandiser', clock);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const csvFile = (text: string) =>
  multipartForm({}, [
    { field: 'file', filename: 'kombinasi.csv', type: 'text/csv', content: Buffer.from(text) },
  ]);

const importCsv = (text: string, dryRun: boolean, headers: Record<string, string> = {}) => {
  const form = csvFile(text);
  return merchandiser.inject({
    method: 'POST',
    url: `/api/admin/bulk/import?kind=combinations&dry_run=${dryRun ? 1 : 0}`,
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
};

/** An active combination of an active product, with its product's detail address. */
async function someCombination(offset = 0) {
  return database.db
    .selectFrom('combinations as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .select(['c.id', 'c.sku', 'c.price', 'c.stock', 'p.id as product_id', 'p.slug'])
    .where('c.is_active', '=', true)
    .where('p.is_active', '=', true)
    .where('p.classification', 'is', null)
    .where('c.price', '>=', 50_000)
    .orderBy('c.id')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
}

describe('CSV export', () => {
  it('streams every combination with its columns, and products with theirs', async () => {
    const res = await merchandiser.inject({ url: '/api/admin/bulk/export.csv?kind=combinations' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="kilau-combinations-/,
    );
    const rows = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data;
    expect(rows[0]).toEqual([
      'sku',
      'product_slug',
      'shade_name',
      'hex',
      'price',
      'discount',
      'stock',
      'active',
    ]);
    const total = await database.db
      .selectFrom('combinations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(rows.length - 1).toBe(Number(total.n));
    const one = await someCombination();
    const row = rows.find((cells) => cells[0] === one.sku)!;
    expect(row.slice(0, 2)).toEqual([one.sku, one.slug]);
    expect(row[4]).toBe(String(one.price));
    expect(row[6]).toBe(String(one.stock));

    const products = await merchandiser.inject({ url: '/api/admin/bulk/export.csv?kind=products' });
    const header = products.body.replace(/^\uFEFF/, '').split('\r\n')[0];
    expect(header).toBe('product_slug,name,brand_slug,category_slug,flags,active');
    expect(products.body).toContain(`\r\n${one.slug},`);
  });

  it('refuses an unknown kind with 422', async () => {
    const res = await merchandiser.inject({ url: '/api/admin/bulk/export.csv?kind=brands' });
    expect(res.statusCode).toBe(422);
  });
});

describe('CSV import', () => {
  it('a dry run reports each problem by row and column, and writes nothing', async () => {
    const one = await someCombination(0);
    const two = await someCombination(1);
    const text = [
      'sku,product_slug,price,discount,stock,active',
      `${one.sku},${one.slug},abc,10%,5,1`,
      `NOPE-404,,1000,0,1,1`,
      `${two.sku},${two.slug},1000,5000,-1,maybe`,
      `${one.sku},${one.slug},1000,0,1,1`,
    ].join('\n');
    const res = await importCsv(text, true);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data;
    expect(report).toMatchObject({ dry_run: true, written: false, rows: 4, problem_count: 5 });
    expect(report.problems).toEqual([
      { row: 2, column: 'price', message: 'Isi dengan bilangan bulat dari 0 sampai 100000000.' },
      { row: 3, column: 'sku', message: 'SKU ini tidak ditemukan.' },
      { row: 4, column: 'stock', message: 'Isi dengan bilangan bulat dari 0 sampai 1000000.' },
      { row: 4, column: 'active', message: 'Isi dengan 1 (ya) atau 0 (tidak).' },
      { row: 5, column: 'sku', message: 'SKU ini sudah ada di baris 2.' },
    ]);
    const after = await someCombination(0);
    expect(after.price).toBe(one.price);

    // In English with the `en` locale; an unknown column is a problem of the header.
    const english = await importCsv('sku,colour\nX,red', true, { 'accept-language': 'en' });
    expect(english.json().data.problems).toEqual([
      { row: 1, column: 'colour', message: 'This column is not known.' },
    ]);
  });

  it('a real import with a problem writes nothing (422 with the report)', async () => {
    const one = await someCombination(0);
    const res = await importCsv(`sku,price\n${one.sku},60000\nNOPE-404,1000`, false);
    expect(res.statusCode).toBe(422);
    expect(res.json().errorCode).toBe('bulk_import_has_problems');
    expect(res.json().data.problems).toHaveLength(1);
    expect((await someCombination(0)).price).toBe(one.price);
  });

  it('a real import changes the price in the shop and the stock, and is audited', async () => {
    const one = await someCombination(2);
    const before = await app.inject({
      url: `/api/catalog/v2/products/${one.product_id}-${one.slug}`,
    });
    expect(before.statusCode).toBe(200);
    const price = one.price + 10_000;
    const res = await importCsv(
      `sku,price,discount,stock,active\n${one.sku},${price},10%,${one.stock + 3},1`,
      false,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ written: true, changed: 1, problem_count: 0 });
    expect(res.json().message).toBe('Impor selesai: 1 baris diubah.');

    const detail = await app.inject({
      url: `/api/catalog/v2/products/${one.product_id}-${one.slug}`,
    });
    const combination = (
      detail.json().data.combinations as Array<{
        sku: string;
        price: number;
        price_after_discount: number;
      }>
    ).find((row) => row.sku === one.sku)!;
    expect(combination).toMatchObject({
      price,
      price_after_discount: price - Math.round(price * 0.1),
    });

    const admin = await signedInStaff(app, database.db, 'admin', clock);
    const audit = await admin.inject({ url: '/api/admin/audit-log?action=bulk.import' });
    expect(audit.json().data[0]).toMatchObject({
      action: 'bulk.import',
      staff_email: merchandiser.email,
      after: { rows: 1, changed: 1, unchanged: 0, skus: [one.sku] },
    });

    // The same file again changes nothing.
    const again = await importCsv(
      `sku,price,discount,stock,active\n${one.sku},${price},10%,${one.stock + 3},1`,
      true,
    );
    expect(again.json().data).toMatchObject({ changed: 0, unchanged: 1 });
  });

  it('refuses a file over the limit, and a form without a file', async () => {
    const big = `sku,price\n${'X,1\n'.repeat(BULK_IMPORT_MAX_BYTES / 4 + 10)}`;
    const res = await importCsv(big, true);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      errorCode: 'file_too_large',
      message: 'Berkas CSV maksimal 2 MB.',
    });
    const empty = multipartForm({ note: 'x' });
    const none = await merchandiser.inject({
      method: 'POST',
      url: '/api/admin/bulk/import?kind=combinations&dry_run=1',
      ...empty,
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().data.fields.file).toBe('Pilih berkas CSV.');
  });
});
