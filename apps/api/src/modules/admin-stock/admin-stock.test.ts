// The stock ledger in the back office (issue 18, docs/design/back-office.md "Stock"): adjustments
// with a reason, the ledger whose sum is the stock, the audit row, and the shop seeing SOLD OUT
// (and back in stock, with the notify-me e-mail) at once.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { signedInStaff } from '../../test/staff';

let database: DatabaseHandle;
let app: App;
let now = FIXED_NOW;
const clock = () => now;
let merch: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, clock });
  merch = await signedInStaff(app, database.db, 'merchandiser', clock);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(() => {
  now = new Date(now.getTime() + 60_000);
});

/** An active product with one active combination (so its stock is the product's). */
async function singleShadeProduct() {
  const { rows } = await sql<{ product_id: number; slug: string; combination_id: number }>`
    select p.id as product_id, p.slug, min(c.id) as combination_id
      from products p join combinations c on c.product_id = p.id
     where p.is_active and c.is_active and p.classification is null
       and not exists (select 1 from preorder_rules r where r.combination_id = c.id)
     group by p.id having count(*) = 1 order by p.id limit 1`.execute(database.db);
  const row = rows[0]!;
  return { ...row, product_id: Number(row.product_id), combination_id: Number(row.combination_id) };
}

const adjust = (payload: object, headers: Record<string, string> = {}) =>
  merch.inject({ method: 'POST', url: '/api/admin/stock/adjustments', payload, headers });

/** The ledger's sum and last balance against the stock, for every combination. */
async function ledgerMismatches() {
  const { rows } = await sql<{ id: number }>`
    select c.id from combinations c
      left join lateral (select coalesce(sum(delta), 0)::int as total from stock_movements m
                          where m.combination_id = c.id) s on true
      left join lateral (select balance from stock_movements m where m.combination_id = c.id
                          order by id desc limit 1) last on true
     where s.total <> c.stock or last.balance is distinct from c.stock`.execute(database.db);
  return rows;
}

describe('the ledger', () => {
  it('starts with one opening row per combination: its sum is the stock', async () => {
    expect(await ledgerMismatches()).toEqual([]);
    const opening = await database.db
      .selectFrom('stock_movements')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('reason', '=', 'opening')
      .executeTakeFirstOrThrow();
    const combinations = await database.db
      .selectFrom('combinations')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(opening.n)).toBe(Number(combinations.n));
  });

  it('received, damaged, count: the stock moves, each with its ledger row, audit row and who', async () => {
    const { combination_id: id } = await singleShadeProduct();
    await database.db.updateTable('combinations').set({ stock: 10 }).where('id', '=', id).execute();

    const received = await adjust({
      combination_id: id,
      reason: 'received',
      quantity: 5,
      note: 'PO-17',
    });
    expect(received.statusCode).toBe(200);
    expect(received.json().data).toMatchObject({ combination_id: id, stock: 15, low: false });
    const damaged = await adjust({ combination_id: id, reason: 'damaged', quantity: 12 });
    expect(damaged.json().data).toMatchObject({ stock: 3, low: true });
    const counted = await adjust({ combination_id: id, reason: 'count', quantity: '7' });
    expect(counted.json().data.stock).toBe(7);

    const ledger = await merch.inject({ url: `/api/admin/stock/${id}/movements` });
    expect(ledger.statusCode).toBe(200);
    const entries = ledger.json().data;
    expect(entries.slice(0, 4)).toMatchObject([
      {
        delta: 4,
        balance: 7,
        reason: 'count',
        staff_id: merch.id,
        staff_name: 'Staf merchandiser',
      },
      { delta: -12, balance: 3, reason: 'damaged', note: '' },
      { delta: 5, balance: 15, reason: 'received', note: 'PO-17', staff_id: merch.id },
      // The test's own update, with no reason set: an order's taking or a release.
      { balance: 10, staff_id: null },
    ]);
    expect(ledger.json().meta.total).toBe(entries.length);
    expect(await ledgerMismatches()).toEqual([]);

    const audit = await database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'combination')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.action, row.staff_id, row.before, row.after])).toEqual([
      [
        'stock.adjust',
        merch.id,
        { stock: 10 },
        { stock: 15, reason: 'received', quantity: 5, note: 'PO-17' },
      ],
      [
        'stock.adjust',
        merch.id,
        { stock: 15 },
        { stock: 3, reason: 'damaged', quantity: 12, note: '' },
      ],
      [
        'stock.adjust',
        merch.id,
        { stock: 3 },
        { stock: 7, reason: 'count', quantity: 7, note: '' },
      ],
    ]);
  });

  it('refuses what would go below 0, bad reasons and quantities (422 on the field), unknown ids (404)', async () => {
    const { combination_id: id } = await singleShadeProduct();
    await database.db.updateTable('combinations').set({ stock: 2 }).where('id', '=', id).execute();
    const below = await adjust({ combination_id: id, reason: 'damaged', quantity: 3 });
    expect(below.statusCode).toBe(422);
    expect(below.json().data.fields.quantity).toBe(
      'Stok tidak boleh kurang dari 0: stok sekarang 2.',
    );
    const english = await adjust(
      { combination_id: id, reason: 'damaged', quantity: 3 },
      { 'accept-language': 'en' },
    );
    expect(english.json().data.fields.quantity).toBe('Stock cannot go below 0: there are 2 now.');

    const reason = await adjust({ combination_id: id, reason: 'stolen', quantity: 1 });
    expect(reason.statusCode).toBe(422);
    expect(reason.json().data.fields.reason).toBe(
      'Pilih alasan: diterima, rusak, atau hitung ulang.',
    );
    for (const quantity of [0, -1, 1.5, 'x', '']) {
      const bad = await adjust({ combination_id: id, reason: 'received', quantity });
      expect(bad.statusCode, String(quantity)).toBe(422);
      expect(bad.json().data.fields.quantity).toBeTruthy();
    }
    const note = await adjust({
      combination_id: id,
      reason: 'count',
      quantity: 1,
      note: 'x'.repeat(201),
    });
    expect(note.json().data.fields.note).toBe('Catatan paling banyak 200 karakter.');

    const unknown = await adjust({ combination_id: 2_000_000_000, reason: 'count', quantity: 1 });
    expect(unknown.statusCode).toBe(404);
    expect((await merch.inject({ url: '/api/admin/stock/2000000000/movements' })).statusCode).toBe(
      404,
    );
    // Nothing half-saved.
    expect(
      (
        await database.db
          .selectFrom('combinations')
          .select('stock')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).stock,
    ).toBe(2);
  });
});

describe('the shop sees it at once', () => {
  it('a count of 0 is SOLD OUT on the product page; received again is back in stock with the notify-me e-mail', async () => {
    const product = await singleShadeProduct();
    const page = async () =>
      (
        await app.inject({ url: `/api/catalog/v2/products/${product.product_id}-${product.slug}` })
      ).json().data;
    await database.db
      .updateTable('combinations')
      .set({ stock: 4 })
      .where('id', '=', product.combination_id)
      .execute();
    // Read (and cached) while in stock.
    expect((await page()).is_in_stock).toBe(true);

    expect(
      (await adjust({ combination_id: product.combination_id, reason: 'count', quantity: 0 }))
        .statusCode,
    ).toBe(200);
    expect((await page()).is_in_stock).toBe(false);

    await database.db
      .insertInto('notify_me_requests')
      .values({
        product_id: product.product_id,
        combination_id: product.combination_id,
        email: 'tunggu@example.com',
        user_id: null,
        created_at: now,
        notified_at: null,
      })
      .execute();
    expect(
      (await adjust({ combination_id: product.combination_id, reason: 'received', quantity: 6 }))
        .statusCode,
    ).toBe(200);
    expect((await page()).is_in_stock).toBe(true);
    const mail = await database.db
      .selectFrom('outbox_messages')
      .select(['recipient', 'template'])
      .where('recipient', '=', 'tunggu@example.com')
      .execute();
    expect(mail).toEqual([{ recipient: 'tunggu@example.com', template: 'back_in_stock' }]);
  });
});

describe('the stock list', () => {
  it('searches by name or SKU, filters low and out, pages', async () => {
    const { combination_id: id } = await singleShadeProduct();
    const { sku } = await database.db
      .selectFrom('combinations')
      .select('sku')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await adjust({ combination_id: id, reason: 'count', quantity: 0 });
    const found = await merch.inject({
      url: `/api/admin/stock?q=${encodeURIComponent(sku.toLowerCase())}`,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual([
      expect.objectContaining({ combination_id: id, sku, stock: 0, low: false }),
    ]);
    const out = (await merch.inject({ url: '/api/admin/stock?out=1&limit=100' })).json();
    expect(out.data.length).toBeGreaterThan(0);
    expect(out.data.every((row: { stock: number }) => row.stock === 0)).toBe(true);
    const outBySku = await merch.inject({ url: `/api/admin/stock?out=true&q=${sku}` });
    expect(outBySku.json().data).toHaveLength(1);
    const lowBySku = await merch.inject({ url: `/api/admin/stock?low=1&q=${sku}` });
    expect(lowBySku.json().data).toHaveLength(0);
    const low = (await merch.inject({ url: '/api/admin/stock?low=1&limit=100' })).json();
    expect(low.data.every((row: { stock: number; low: boolean }) => row.low && row.stock > 0)).toBe(
      true,
    );
    const paged = (await merch.inject({ url: '/api/admin/stock?limit=2&skip=1' })).json();
    expect(paged.data).toHaveLength(2);
    expect(paged.meta).toMatchObject({ skip: 1, limit: 2 });
    expect(paged.meta.total).toBeGreaterThan(2);
    expect((await merch.inject({ url: '/api/admin/stock?limit=500' })).statusCode).toBe(422);
  });
});
