// The catalogue as one store sees it (`?store_id=`, docs/design/store-stock.md): `is_in_stock`
// and each combination's stock come from the store's `store_stock`, on the listing, the product
// page and the barcode scan; an unknown or closed store is 404 `store_not_found`.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartTestApp } from '../../test/cart-app';

let t: Awaited<ReturnType<typeof cartTestApp>>;
let productId: number;
let combinationId: number;
let ref: string;
let barcode: string;

beforeAll(async () => {
  t = await cartTestApp();
  const pick = await t.products.plain();
  productId = pick.productId;
  combinationId = pick.combinationId;
  const { rows } = await sql<{ barcode: string }>`
    select barcode from combinations where id = ${combinationId}`.execute(t.db);
  barcode = rows[0]!.barcode;
  // Every option of the product none in store 5, the picked one 4 in store 6.
  await sql`insert into store_stock (store_id, combination_id, quantity)
    select s.id, c.id, case when s.id = 6 and c.id = ${combinationId} then 4 else 0 end
      from combinations c cross join stores s where c.product_id = ${productId}
    on conflict (store_id, combination_id) do update set quantity = excluded.quantity`.execute(
    t.db,
  );
  const tile = await t.app.inject({ url: `/api/catalog/v3/products?ids=${productId}` });
  ref = tile.json().data[0].url.split('/').pop();
});
afterAll(async () => {
  await t?.close();
});

type Tile = { is_in_stock: boolean; combinations: Array<{ id: number; stock: number }> };
const stockOf = (product: Tile) => product.combinations.find((c) => c.id === combinationId)?.stock;

describe('?store_id= on the catalogue', () => {
  it('the listing answers the store stock', async () => {
    const online = await t.app.inject({ url: `/api/catalog/v3/products?ids=${productId}` });
    expect(online.json().data[0].is_in_stock).toBe(true);
    const none = await t.app.inject({
      url: `/api/catalog/v3/products?ids=${productId}&store_id=5`,
    });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data[0]).toMatchObject({ is_in_stock: false, is_in_stock_original: true });
    const some = await t.app.inject({
      url: `/api/catalog/v3/products?ids=${productId}&store_id=6`,
    });
    expect(some.json().data[0].is_in_stock).toBe(true);
    // The cached online view is untouched.
    const again = await t.app.inject({ url: `/api/catalog/v3/products?ids=${productId}` });
    expect(again.json().data[0].is_in_stock).toBe(true);
  });

  it('the product page answers the store stock per combination', async () => {
    const none = await t.app.inject({ url: `/api/catalog/v2/products/${ref}?store_id=5` });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data.is_in_stock).toBe(false);
    expect(stockOf(none.json().data)).toBe(0);
    const some = await t.app.inject({ url: `/api/catalog/v2/products/${ref}?store_id=6` });
    expect(some.json().data.is_in_stock).toBe(true);
    expect(stockOf(some.json().data)).toBe(4);
  });

  it('404 store_not_found for an unknown or closed store, in both languages', async () => {
    for (const url of [
      `/api/catalog/v3/products?ids=${productId}&store_id=999`,
      `/api/catalog/v2/products/${ref}?store_id=999`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({
        errorCode: 'store_not_found',
        message: 'Toko tidak ditemukan.',
      });
    }
    await t.db.updateTable('stores').set({ active: false }).where('id', '=', 7).execute();
    try {
      const res = await t.app.inject({
        url: `/api/catalog/v2/products/${ref}?store_id=7`,
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe('Store not found.');
    } finally {
      await t.db.updateTable('stores').set({ active: true }).where('id', '=', 7).execute();
    }
  });

  it('the barcode scan tells whether the store has the combination', async () => {
    const none = await t.app.inject({ url: `/api/pos/stores/5/barcodes/${barcode}` });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toMatchObject({ combination_id: combinationId, is_in_stock: false });
    const some = await t.app.inject({ url: `/api/pos/stores/6/barcodes/${barcode}` });
    expect(some.json().data).toMatchObject({ combination_id: combinationId, is_in_stock: true });
  });
});
