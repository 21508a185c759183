import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';

let handle: DatabaseHandle;
let app: App;
beforeAll(async () => {
  handle = await createTestDatabase();
  app = await buildTestApp({ database: handle });
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const get = async (url: string) => (await app.inject({ url })).json().data;

/** The running flash sale's items with their combination's usual price after discount. */
const runningItems = () =>
  handle.db
    .selectFrom('flash_sale_items as fi')
    .innerJoin('flash_sales as fs', 'fs.id', 'fi.flash_sale_id')
    .innerJoin('combinations as c', 'c.id', 'fi.combination_id')
    .select(['c.id', 'c.product_id', 'fi.price', 'fi.quota', 'fi.sold', 'c.price_after_discount'])
    .where('fs.starts_at', '<=', FIXED_NOW)
    .where('fs.ends_at', '>', FIXED_NOW)
    .execute();

describe('the flash sale sells at its price while the quota lasts (issue 17 item 4)', () => {
  it('a used-up quota shows its full bar and the usual price; an open one its flash price', async () => {
    const items = await runningItems();
    const usedUp = items.find((item) => item.sold >= item.quota);
    const open = items.find((item) => item.sold < item.quota);
    expect(usedUp).toBeDefined();
    expect(open).toBeDefined();
    const sale = await get('/api/catalog/v3/flash-sale');
    for (const item of [usedUp!, open!]) {
      const tile = sale.products.find((product: { id: number }) => product.id === item.product_id);
      const ref = String(tile.url).split('/').pop();
      const detail = await get(`/api/catalog/v2/products/${ref}`);
      const combination = detail.combinations.find((c: { id: number }) => c.id === item.id);
      // The bar reads the item's own quota and sales.
      expect(combination.flashsale).toMatchObject({ quota: item.quota, sold: item.sold });
      expect(combination.is_flashsale).toBe(true);
      expect(combination.price_after_discount).toBe(
        item.sold >= item.quota
          ? item.price_after_discount
          : Math.min(item.price, item.price_after_discount),
      );
    }
  });
});
