import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW } from '../../test/clock';
import { createProductsRepository, searchPath } from './products.repository';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await sql`analyze product_listing`.execute(handle.db);
});
afterAll(async () => {
  await handle?.close();
});

const exact = async (where: string) => {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from products
    where is_active and ${sql.raw(where)}`.execute(handle.db);
  return rows[0]?.n ?? 0;
};

describe('search paths (ADR 0025)', () => {
  const page = { skip: 0, limit: 16 };
  it('walks the sales index for common words and gathers rare ones', () => {
    expect(searchPath({ search: 'serum' }, 'relevance', page, 13_800, 100_000)).toBe('walk');
    expect(searchPath({ search: 'multi' }, 'relevance', page, 395, 100_000)).toBe('collect');
    expect(
      searchPath({ search: 'serum' }, 'relevance', { skip: 9_984, limit: 16 }, 1_200, 100_000),
    ).toBe('collect');
    expect(searchPath({ search: 'serum', fuzzy: true }, 'relevance', page, 10, 100_000)).toBe(
      'planner',
    );
    expect(searchPath({ search: 'serum' }, 'newest', page, 10, 100_000)).toBe('planner');
    expect(searchPath({}, 'bestseller', page, undefined, 100_000)).toBe('planner');
  });

  it('finds the same page whichever way it is read', async () => {
    const products = createProductsRepository(handle.db);
    for (const q of ['serum', 'lip', 'a']) {
      const matches = await products.count({ search: q }, FIXED_NOW);
      expect(matches).toBeGreaterThan(0);
      for (const skip of [0, 16]) {
        const paging = { skip, limit: 16 };
        const planner = await products.findIds({ search: q }, 'relevance', paging, FIXED_NOW);
        // A huge match count walks, a tiny one gathers: same ids in the same order.
        const walked = await products.findIds({ search: q }, 'relevance', paging, FIXED_NOW, 1e9);
        const gathered = await products.findIds({ search: q }, 'relevance', paging, FIXED_NOW, 1);
        expect(walked).toEqual(planner);
        expect(gathered).toEqual(planner);
      }
    }
  });
});

describe('listing totals (ADR 0025)', () => {
  it('counts exactly up to the limit', async () => {
    const products = createProductsRepository(handle.db, { exactCountLimit: 1_000_000 });
    expect(await products.count({}, FIXED_NOW)).toBe(await exact('true'));
    const few = createProductsRepository(handle.db, { exactCountLimit: 20 });
    const brand = await handle.db
      .selectFrom('products')
      .select(['brand_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('is_active', '=', true)
      .groupBy('brand_id')
      .having((eb) => eb.fn.countAll(), '<=', 20)
      .orderBy('brand_id')
      .executeTakeFirstOrThrow();
    expect(await few.count({ brandIds: [brand.brand_id] }, FIXED_NOW)).toBe(Number(brand.n));
  });

  it("above the limit answers the planner's estimate, never less than it counted", async () => {
    const products = createProductsRepository(handle.db, { exactCountLimit: 20 });
    const all = await exact('true');
    const estimate = await products.count({}, FIXED_NOW);
    expect(all).toBeGreaterThan(100);
    expect(estimate).toBeGreaterThan(20);
    // The planner's figure from the statistics `analyze` gathered: near the real count.
    expect(estimate).toBeGreaterThanOrEqual(Math.floor(all * 0.8));
    expect(estimate).toBeLessThanOrEqual(Math.ceil(all * 1.2));
  });

  it('keeps the filtered listing cap exact', async () => {
    const products = createProductsRepository(handle.db, { exactCountLimit: 20 });
    expect(await products.count({}, FIXED_NOW, 100)).toBe(101);
    expect(await products.count({}, FIXED_NOW, 5)).toBe(6);
  });
});
