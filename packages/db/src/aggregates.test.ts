import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const aggregates = (id: number) =>
  handle.db
    .selectFrom('products')
    .select([
      'min_price',
      'max_price',
      'min_price_after_discount',
      'max_price_after_discount',
      'max_discount_percentage',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('product aggregates (trigger on combinations)', () => {
  it('follow inserts, updates and deletes of combinations, in bulk too', async () => {
    const { db } = handle;
    const brand = await db
      .insertInto('brands')
      .values({ name: 'Probe', slug: 'probe', logo_url: null, origin: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const category = await db
      .insertInto('categories')
      .values({ name: 'Serum', slug: 'serum', parent_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const product = await db
      .insertInto('products')
      .values({
        name: 'Serum Probe',
        slug: 'serum-probe',
        brand_id: brand.id,
        default_category_id: category.id,
        classification: null,
        max_limit_per_order: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await aggregates(product.id)).toMatchObject({ min_price: 0, max_price: 0 });

    const combination = (sku: string, price: number, after: number, stock: number) => ({
      product_id: product.id,
      sku,
      barcode: null,
      attributes: JSON.stringify({ size: { name: sku } }),
      price,
      price_after_discount: after,
      stock,
      deduction_type: null,
    });
    const inserted = await db
      .insertInto('combinations')
      .values([combination('15ml', 100_000, 100_000, 4), combination('30ml', 180_000, 135_000, 6)])
      .returning('id')
      .execute();
    expect(await aggregates(product.id)).toEqual({
      min_price: 100_000,
      max_price: 180_000,
      min_price_after_discount: 100_000,
      max_price_after_discount: 135_000,
      max_discount_percentage: 25,
    });

    await db
      .updateTable('combinations')
      .set({ price_after_discount: 90_000 })
      .where('id', '=', inserted[0]!.id)
      .execute();
    expect(await aggregates(product.id)).toMatchObject({
      min_price_after_discount: 90_000,
      max_discount_percentage: 25,
    });
    await db
      .updateTable('combinations')
      .set({ is_active: false })
      .where('id', '=', inserted[0]!.id)
      .execute();
    expect(await aggregates(product.id)).toMatchObject({ min_price: 180_000 });
    await db
      .updateTable('combinations')
      .set({ is_active: true, price_after_discount: 100_000 })
      .where('id', '=', inserted[0]!.id)
      .execute();

    await db.deleteFrom('combinations').where('id', '=', inserted[1]!.id).execute();
    expect(await aggregates(product.id)).toMatchObject({
      max_price: 100_000,
      max_discount_percentage: 0,
    });
  });

  // Issue 14 (ADR 0014): taking stock must not lock the product row, or orders of overlapping
  // shades of one product deadlock. The row's system column xmin changes with every write.
  it('leave the product row alone when only stock changes', async () => {
    const { db } = handle;
    const combination = await db
      .selectFrom('combinations')
      .select(['id', 'product_id'])
      .where('is_active', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const version = async () =>
      (
        await sql<{
          xmin: string;
        }>`select xmin::text from products where id = ${combination.product_id}`.execute(db)
      ).rows[0]!.xmin;
    const before = await version();
    await db
      .updateTable('combinations')
      .set({ stock: sql`stock + 5` })
      .where('product_id', '=', combination.product_id)
      .execute();
    await db
      .updateTable('combinations')
      .set({ stock: sql`stock - 5` })
      .where('id', '=', combination.id)
      .execute();
    expect(await version()).toBe(before);

    await db
      .updateTable('combinations')
      .set({ price: sql`price + 1000` })
      .where('id', '=', combination.id)
      .execute();
    expect(await version()).not.toBe(before);
  });
});
