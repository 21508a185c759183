import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type DatabaseHandle } from '../../testing';
import { isValidEan13 } from '../text';
import { planScaleProduct } from './scale-rows';
import { seedScaleCatalogue } from './scale-catalogue';

const NOW = new Date('2025-06-01T05:00:00Z');
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const one = async <T>(query: string) => {
  const { rows } = await sql<T>`${sql.raw(query)}`.execute(handle.db);
  return rows[0] as T;
};

describe('scale catalogue', () => {
  it('adds generated products on top of the demo, in batches, with progress', async () => {
    const reports: number[] = [];
    const result = await seedScaleCatalogue(handle.db, {
      products: 1_200,
      batchSize: 500,
      now: NOW,
      onProgress: ({ done }) => reports.push(done),
    });
    expect(result).toMatchObject({ added: 1_200, products: 1_200 });
    expect(reports).toEqual([0, 500, 1_000, 1_200]);

    const stats = await one<{ products: number; fewest: number; most: number; uncovered: number }>(
      `select count(*)::int as products, min(n) as fewest, max(n) as most,
         count(*) filter (where not exists (select 1 from product_images i where i.product_id = p.id and i.is_cover))::int as uncovered
       from (select p.*, (select count(*)::int from combinations c where c.product_id = p.id and c.is_active) as n
               from products p) p where p.slug ~ '-1[0-9]{5}$'`,
    );
    expect(stats).toEqual({ products: 1_200, fewest: 2, most: 3, uncovered: 0 });
    const links = await one<{ missing: number }>(
      `select count(*)::int as missing from products p where not exists
         (select 1 from product_categories c where c.product_id = p.id)
         or search_text = '' or not exists (select 1 from combinations c where c.product_id = p.id and c.is_default)`,
    );
    expect(links.missing).toBe(0);
    const barcodes = await handle.db.selectFrom('combinations').select('barcode').execute();
    expect(barcodes.every((row) => isValidEan13(row.barcode ?? ''))).toBe(true);
  }, 120_000); // whole databases on disk: slow on a loaded machine

  it('tops up to the target on a rerun instead of starting again', async () => {
    const again = await seedScaleCatalogue(handle.db, { products: 1_500, now: NOW });
    expect(again).toMatchObject({ added: 300, products: 1_500 });
    const none = await seedScaleCatalogue(handle.db, { products: 1_000, now: NOW });
    expect(none).toMatchObject({ added: 0, products: 1_500 });
    const total = await one<{ n: number }>('select count(*)::int as n from products');
    expect(total.n).toBeGreaterThanOrEqual(1_500 + 600);
  });

  it('generates each product from its number alone', () => {
    expect(planScaleProduct(42)).toEqual(planScaleProduct(42));
    expect(planScaleProduct(42).slug).not.toBe(planScaleProduct(43).slug);
  });
});
