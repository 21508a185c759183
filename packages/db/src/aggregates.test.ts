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
      'total_stock',
      'combinations_count',
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
    expect(await aggregates(product.id)).toMatchObject({ combinations_count: 0, total_stock: 0 });

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
      total_stock: 10,
      combinations_count: 2,
    });

    await db
      .updateTable('combinations')
      .set({ stock: 0 })
      .where('product_id', '=', product.id)
      .execute();
    expect((await aggregates(product.id)).total_stock).toBe(0);

    await db.deleteFrom('combinations').where('id', '=', inserted[1]!.id).execute();
    expect(await aggregates(product.id)).toMatchObject({
      max_price: 100_000,
      max_discount_percentage: 0,
      combinations_count: 1,
    });
  });
});
