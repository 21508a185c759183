import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from './seed';
import { createTestDatabase, type DatabaseHandle } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoCatalogue(handle.db, { now: new Date('2025-06-01T05:00:00Z') });
});
afterAll(async () => {
  await handle?.close();
});

const listingOf = (id: number) =>
  handle.db.selectFrom('product_listing').selectAll().where('id', '=', id).executeTakeFirst();

const firstProduct = () =>
  handle.db
    .selectFrom('products')
    .select(['id', 'brand_id', 'default_category_id'])
    .where('is_active', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();

describe('product_listing (migration 0025)', () => {
  it('holds a row per product, as on products', async () => {
    const { rows } = await sql<{ missing: number; different: number }>`
      select count(*) filter (where l.id is null)::int as missing,
             count(*) filter (where l.id is not null and (l.is_active, l.brand_id, l.name, l.total_sold,
               l.min_price_after_discount, l.search_vector::text)
               is distinct from (p.is_active, p.brand_id, p.name, p.total_sold,
               p.min_price_after_discount, p.search_vector::text))::int as different
      from products p left join product_listing l on l.id = p.id`.execute(handle.db);
    expect(rows[0]).toEqual({ missing: 0, different: 0 });
    const listed = await handle.db
      .selectFrom('product_listing')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(listed.n)).toBeGreaterThan(600);
  });

  it('follows the writes to products and to their combinations, in their transaction', async () => {
    const product = await firstProduct();
    await handle.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('products')
        .set({ name: 'Serum Kilau Uji', search_text: 'serumkilauuji', total_sold: 987_654 })
        .where('id', '=', product.id)
        .execute();
      const inside = await trx
        .selectFrom('product_listing')
        .select(['name', 'total_sold'])
        .where('id', '=', product.id)
        .executeTakeFirstOrThrow();
      expect(inside).toEqual({ name: 'Serum Kilau Uji', total_sold: 987_654 });
    });
    const { rows } = await sql<{ id: number }>`select id from product_listing
      where search_vector @@ to_tsquery('simple', 'serumkilauuji')`.execute(handle.db);
    expect(rows.map((row) => Number(row.id))).toEqual([product.id]);

    // The aggregates trigger (migration 0003) moves the listing's price too.
    await handle.db
      .updateTable('combinations')
      .set({ price_after_discount: 1_234, price: 2_000 })
      .where('product_id', '=', product.id)
      .execute();
    expect((await listingOf(product.id))?.min_price_after_discount).toBe(1_234);

    await handle.db
      .updateTable('products')
      .set({ is_active: false })
      .where('id', '=', product.id)
      .execute();
    expect((await listingOf(product.id))?.is_active).toBe(false);
  });

  it('gets a row for a new product and loses it with the product', async () => {
    const like = await firstProduct();
    const created = await handle.db
      .insertInto('products')
      .values({
        name: 'Toner Baru',
        slug: 'toner-baru-uji',
        brand_id: like.brand_id,
        default_category_id: like.default_category_id,
        classification: null,
        max_limit_per_order: null,
        published_at: new Date('2025-01-01T00:00:00Z'),
        search_text: 'toner baru',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await listingOf(created.id)).toMatchObject({ name: 'Toner Baru', is_active: true });
    await handle.db.deleteFrom('products').where('id', '=', created.id).execute();
    expect(await listingOf(created.id)).toBeUndefined();
  });
});
