import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW } from '../../test/clock';
import { createProductsRepository } from './products.repository';
import { createTileCache } from './tile-cache';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('tile cache', () => {
  it('serves tiles from memory until the TTL, then re-reads; invalidate drops at once', async () => {
    let now = FIXED_NOW.getTime();
    const cache = createTileCache({
      products: createProductsRepository(database.db),
      clock: () => new Date(now),
      ttlMs: 10_000,
      maxEntries: 100,
    });
    const combination = await database.db
      .selectFrom('combinations')
      .select(['id', 'product_id', 'stock'])
      .where('stock', '>', 5)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const stockOf = async () =>
      (await cache.get([combination.product_id]))[0]!.combinations.find(
        (c) => c.id === combination.id,
      )!.stock;

    expect(await stockOf()).toBe(combination.stock);
    await database.db
      .updateTable('combinations')
      .set({ stock: 1 })
      .where('id', '=', combination.id)
      .execute();
    expect(await stockOf()).toBe(combination.stock); // still the cached view

    now += 10_001;
    expect(await stockOf()).toBe(1); // expired: read again

    await database.db
      .updateTable('combinations')
      .set({ stock: 2 })
      .where('id', '=', combination.id)
      .execute();
    cache.invalidate([combination.product_id]);
    expect(await stockOf()).toBe(2);
  });

  it('keeps the order of the ids asked for, and skips unknown ids', async () => {
    const cache = createTileCache({
      products: createProductsRepository(database.db),
      clock: () => FIXED_NOW,
      ttlMs: 10_000,
      maxEntries: 2,
    });
    const ids = (
      await database.db.selectFrom('products').select('id').orderBy('id').limit(3).execute()
    ).map((row) => row.id);
    const reversed = [...ids].reverse();
    expect((await cache.get([...reversed, 999_999])).map((t) => t.id)).toEqual(reversed);
    expect((await cache.get(ids)).map((t) => t.id)).toEqual(ids); // beyond maxEntries still right
  });
});
