// The products CSV import (docs/design/back-office.md "CSV import and export"): an export imports
// back unchanged, bad rows are reported by row and column, a real run updates by slug and creates
// drafts in one transaction with its audit row, the shop shows the change at once; and the
// streamed answer (progress lines, then the envelope) of both kinds.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
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

const HEADER = 'product_slug,name,brand_slug,category_slug,flags,active';

const importCsv = (
  text: string,
  options: { kind?: string; dryRun: boolean; headers?: Record<string, string> },
) => {
  const form = multipartForm({}, [
    { field: 'file', filename: 'produk.csv', type: 'text/csv', content: Buffer.from(text) },
  ]);
  return merchandiser.inject({
    method: 'POST',
    url: `/api/admin/bulk/import?kind=${options.kind ?? 'products'}&dry_run=${options.dryRun ? 1 : 0}`,
    payload: form.payload,
    headers: { ...form.headers, ...options.headers },
  });
};

/** An active product of the demo data with its brand's and category's slugs. */
async function someProduct(offset = 0) {
  return database.db
    .selectFrom('products as p')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .innerJoin('categories as c', 'c.id', 'p.default_category_id')
    .select([
      'p.id',
      'p.slug',
      'p.name',
      'p.version',
      'p.is_new',
      'b.slug as brand_slug',
      'c.slug as category_slug',
    ])
    .where('p.is_active', '=', true)
    .orderBy('p.id')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
}

const productBySlug = (slug: string) =>
  database.db.selectFrom('products').selectAll().where('slug', '=', slug).executeTakeFirst();

/** The NDJSON lines of a streamed answer. */
const linesOf = (body: string) =>
  body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('products CSV import', () => {
  it('imports the products export back unchanged', async () => {
    const exported = await merchandiser.inject({ url: '/api/admin/bulk/export.csv?kind=products' });
    const res = await importCsv(exported.body, { dryRun: true });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data;
    expect(report).toMatchObject({ kind: 'products', changed: 0, created: 0, problem_count: 0 });
    expect(report.unchanged).toBe(report.rows);
  });

  it('a dry run reports each bad row by row and column, and writes nothing', async () => {
    const one = await someProduct(0);
    const two = await someProduct(1);
    const text = [
      HEADER,
      `${one.slug},${one.name},no-such-brand,${one.category_slug},new,1`,
      `${two.slug},${two.name},${two.brand_slug},${two.category_slug},new|sparkly,1`,
      `${one.slug},Lagi,${one.brand_slug},${one.category_slug},,1`,
      `${two.slug}-baru,"Nama\u0007Aneh",${two.brand_slug},${two.category_slug},,0`,
      `${two.slug}-panjang,${'x'.repeat(161)},${two.brand_slug},${two.category_slug},,0`,
      `produk-baru-tanpa-kategori,Serum Baru,${two.brand_slug},,,`,
      `produk-baru-aktif,Serum Aktif,${two.brand_slug},${two.category_slug},,1`,
      `Bukan Slug!,Serum,${two.brand_slug},${two.category_slug},,0`,
    ].join('\n');
    const res = await importCsv(text, { dryRun: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ dry_run: true, written: false, problem_count: 8 });
    expect(res.json().data.problems).toEqual([
      { row: 2, column: 'brand_slug', message: 'Tidak ada brand dengan slug ini.' },
      {
        row: 3,
        column: 'flags',
        message:
          'Penanda “sparkly” tidak dikenal. Pilih dari new, exclusive, limited, online, sale, bogo, academy_out_of_stock, dipisah dengan |.',
      },
      { row: 4, column: 'product_slug', message: 'Slug ini sudah ada di baris 2.' },
      { row: 5, column: 'name', message: 'Teks tidak boleh berisi karakter kontrol.' },
      { row: 6, column: 'name', message: 'Paling banyak 160 karakter.' },
      { row: 7, column: 'category_slug', message: 'Wajib diisi untuk produk baru.' },
      {
        row: 8,
        column: 'active',
        message:
          'Produk ini belum punya kombinasi aktif, jadi belum dapat tampil di toko. Impor dengan active 0, tambahkan kombinasinya di layar produk, lalu aktifkan.',
      },
      {
        row: 9,
        column: 'product_slug',
        message: 'Slug hanya huruf kecil, angka dan tanda hubung.',
      },
    ]);
    expect(await productBySlug('produk-baru-aktif')).toBeUndefined();

    // English with the `en` locale.
    const english = await importCsv(`${HEADER}\n${one.slug},${one.name},nope,x,,1`, {
      dryRun: true,
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().data.problems).toEqual([
      { row: 2, column: 'brand_slug', message: 'No brand has this slug.' },
      { row: 2, column: 'category_slug', message: 'No category has this slug.' },
    ]);
  });

  it('a real import with a problem writes nothing (422 with the report)', async () => {
    const one = await someProduct(2);
    const res = await importCsv(
      `${HEADER}\n${one.slug},Nama Baru,${one.brand_slug},${one.category_slug},,1\n` +
        `produk-gagal,Gagal,tidak-ada,${one.category_slug},,0`,
      { dryRun: false },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errorCode).toBe('bulk_import_has_problems');
    expect(res.json().data.problem_count).toBe(1);
    expect((await productBySlug(one.slug))!.name).toBe(one.name);
    expect(await productBySlug('produk-gagal')).toBeUndefined();
  });

  it('updates by slug and creates drafts in one run, audited, and the shop shows it', async () => {
    const one = await someProduct(3);
    const name = `${one.name} Edisi Baru`;
    const text = [
      HEADER,
      `${one.slug},${name},${one.brand_slug},${one.category_slug},limited|sale,1`,
      `serum-impor-baru,Serum Impor Baru,${one.brand_slug},${one.category_slug},new,`,
    ].join('\r\n');
    const res = await importCsv(text, { dryRun: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ written: true, changed: 2, created: 1, unchanged: 0 });
    expect(res.json().message).toBe('Impor selesai: 2 baris diubah.');

    const updated = (await productBySlug(one.slug))!;
    expect(updated).toMatchObject({ name, is_limited: true, is_sale: true, is_new: false });
    expect(updated.version).toBe(one.version + 1);
    expect(updated.search_text.startsWith(`${name} `)).toBe(true);
    const created = (await productBySlug('serum-impor-baru'))!;
    expect(created).toMatchObject({ name: 'Serum Impor Baru', is_active: false, is_new: true });
    const links = await database.db
      .selectFrom('product_categories')
      .select('category_id')
      .where('product_id', '=', created.id)
      .execute();
    expect(links.map((link) => Number(link.category_id))).toEqual([
      Number(created.default_category_id),
    ]);

    // The shop's product page shows the new name at once; the draft is not in the shop.
    const page = await app.inject({ url: `/api/catalog/v2/products/${one.id}-${one.slug}` });
    expect(page.json().data.name).toBe(name);
    const draft = await app.inject({
      url: `/api/catalog/v2/products/${created.id}-serum-impor-baru`,
    });
    expect(draft.statusCode).toBe(404);

    const admin = await signedInStaff(app, database.db, 'admin', clock);
    const audit = await admin.inject({
      url: '/api/admin/audit-log?action=bulk.import&entity=products',
    });
    expect(audit.json().data[0]).toMatchObject({
      action: 'bulk.import',
      entity: 'products',
      staff_email: merchandiser.email,
      after: {
        rows: 2,
        changed: 2,
        created: 1,
        created_slugs: ['serum-impor-baru'],
        updated_slugs: [one.slug],
      },
    });

    // An edit form opened before the import holds a stale version now.
    const stale = await merchandiser.inject({
      method: 'PATCH',
      url: `/api/admin/products/${one.id}`,
      payload: { version: one.version, name: 'Nama dari form lama' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      errorCode: 'changed_by_someone_else',
      data: { current: { name, version: one.version + 1 } },
    });

    // The draft cannot go live from the file: it has no combination yet.
    const live = await importCsv(`product_slug,active\nserum-impor-baru,1`, { dryRun: true });
    expect(live.json().data.problems[0]).toMatchObject({ row: 2, column: 'active' });
  });

  it('the academy shop flag goes out in the export and comes back in (000 §4)', async () => {
    const one = await someProduct(7);
    const flagged = `${one.slug},${one.name},${one.brand_slug},${one.category_slug},academy_out_of_stock,1`;
    const res = await importCsv([HEADER, flagged].join('\r\n'), { dryRun: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(await productBySlug(one.slug)).toMatchObject({ is_out_of_stock_academy: true });

    const exported = await merchandiser.inject({ url: '/api/admin/bulk/export.csv?kind=products' });
    const line = exported.body.split('\r\n').find((row) => row.startsWith(`${one.slug},`));
    expect(line?.split(',')[4]).toBe('academy_out_of_stock');
    const back = await importCsv([HEADER, line].join('\r\n'), { dryRun: true });
    expect(back.json().data).toMatchObject({ changed: 0, unchanged: 1, problem_count: 0 });

    // A row that leaves the flag out clears it.
    const cleared = `${one.slug},${one.name},${one.brand_slug},${one.category_slug},,1`;
    expect((await importCsv([HEADER, cleared].join('\r\n'), { dryRun: false })).statusCode).toBe(
      200,
    );
    expect(await productBySlug(one.slug)).toMatchObject({ is_out_of_stock_academy: false });
  });
});

describe('the streamed answer (Accept: application/x-ndjson)', () => {
  const stream = { accept: 'application/x-ndjson' };

  it('tells the check of every 1,000 rows, then the report', async () => {
    const rows = Array.from({ length: 2_500 }, (_, index) => `NOPE-${index},1000`);
    const res = await importCsv(['sku,price', ...rows].join('\n'), {
      kind: 'combinations',
      dryRun: true,
      headers: stream,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const lines = linesOf(res.body);
    expect(lines.slice(0, -1)).toEqual([
      { progress: { phase: 'check', done: 1_000, total: 2_500 } },
      { progress: { phase: 'check', done: 2_000, total: 2_500 } },
      { progress: { phase: 'check', done: 2_500, total: 2_500 } },
    ]);
    expect(lines.at(-1)).toMatchObject({
      success: true,
      meta: { code: 200 },
      data: { kind: 'combinations', rows: 2_500, problem_count: 2_500 },
    });
  });

  it('sends each line as it is written, over a real connection', async () => {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const rows = Array.from({ length: 5_000 }, (_, index) => `NOPE-${index},1000`);
    const form = new FormData();
    form.set('file', new File([['sku,price', ...rows].join('\n')], 'a.csv', { type: 'text/csv' }));
    const res = await fetch(`${address}/api/admin/bulk/import?kind=combinations&dry_run=1`, {
      method: 'POST',
      body: form,
      headers: { ...stream, cookie: `kilau_staff=${merchandiser.token}` },
    });
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = res.body!.getReader();
    const pieces: string[] = [];
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      pieces.push(new TextDecoder().decode(read.value));
    }
    // Not one block at the end: the progress lines left while the rows were being checked.
    expect(pieces.length).toBeGreaterThan(2);
    expect(linesOf(pieces.join('')).at(-1)).toMatchObject({ success: true, meta: { code: 200 } });
  });

  it('tells the writes of a real run, and ends with a refusal as its envelope', async () => {
    const one = await someProduct(4);
    const rows = Array.from(
      { length: 300 },
      (_, index) => `draf-impor-${index},Draf ${index},${one.brand_slug},${one.category_slug},,0`,
    );
    const res = await importCsv([HEADER, ...rows].join('\n'), { dryRun: false, headers: stream });
    const lines = linesOf(res.body);
    expect(lines.filter((line) => 'progress' in line)).toEqual([
      { progress: { phase: 'check', done: 300, total: 300 } },
      { progress: { phase: 'write', done: 250, total: 300 } },
      { progress: { phase: 'write', done: 300, total: 300 } },
    ]);
    expect(lines.at(-1)).toMatchObject({ success: true, data: { written: true, created: 300 } });

    const refused = await importCsv(`${HEADER}\nx,,nope,,,`, { dryRun: false, headers: stream });
    expect(linesOf(refused.body).at(-1)).toMatchObject({
      success: false,
      errorCode: 'bulk_import_has_problems',
      meta: { code: 422 },
      data: { problem_count: 3 },
    });
  });
});
