import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tagLabel } from '@kilau/domain/catalog';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const get = async (url: string) => {
  const res = await app.inject({ url });
  return { status: res.statusCode, body: res.json() };
};

describe('promotions and campaigns', () => {
  it('lists active promotions, counts them, opens one by slug and lists its products', async () => {
    const { body } = await get('/api/catalog/v3/promotions');
    expect(body.data.length).toBeGreaterThan(0);
    const count = await get('/api/catalog/v3/promotions/count');
    expect(count.body.data.total).toBe(body.meta.total);
    const promotion = body.data[0];
    const one = await get(`/api/catalog/v3/promotions/${promotion.slug}`);
    expect(one.body.data.id).toBe(promotion.id);
    const products = await get(`/api/catalog/v3/products?promotion_id=${promotion.id}`);
    expect(products.body.data.length).toBeGreaterThan(0);
    expect((await get('/api/catalog/v3/promotions/no-such-promo')).status).toBe(404);
  });

  it('answers a campaign with sections and pages a product section', async () => {
    const { body, status } = await get('/api/catalog/v3/campaigns/glow-up-week');
    expect(status).toBe(200);
    const section = body.data.sections.find((s: { type: string }) => s.type === 'product');
    expect(section.products.length).toBeGreaterThan(0);
    const page = await get(
      `/api/catalog/v3/campaigns/glow-up-week/sections/${encodeURIComponent(section.title)}/products?limit=4`,
    );
    expect(page.body.data.length).toBeLessThanOrEqual(4);
    expect(page.body.meta.total).toBe(section.total);
    expect((await get('/api/catalog/v3/campaigns/nope')).status).toBe(404);
  });
});

describe('flash sale and special prices', () => {
  it('answers the running flash sale with flash prices inside its window', async () => {
    const { body } = await get('/api/catalog/v3/flash-sale');
    const sale = body.data;
    expect(new Date(sale.starts_at).getTime()).toBeLessThanOrEqual(FIXED_NOW.getTime());
    expect(new Date(sale.ends_at).getTime()).toBeGreaterThan(FIXED_NOW.getTime());
    expect(sale.is_running).toBe(true);
    expect(sale.products.length).toBeGreaterThan(0);
    for (const product of sale.products) {
      expect(product.is_flashsale).toBe(true);
      if (product.default_combination.is_flashsale) {
        // The tile's quota bar.
        expect(product.default_combination.flashsale).toEqual({
          quota: expect.any(Number),
          sold: expect.any(Number),
        });
      }
    }
    // The tile carries no combinations: the product's detail has the flash prices.
    for (const product of sale.products.slice(0, 4)) {
      const ref = String(product.url).split('/').pop();
      const detail = (await get(`/api/catalog/v2/products/${ref}`)).body.data;
      const flash = detail.combinations.filter((c: { is_flashsale: boolean }) => c.is_flashsale);
      expect(flash.length).toBeGreaterThan(0);
      // A used-up quota sells at the usual price (flash-quota.test.ts).
      for (const c of flash.filter(
        (one: { flashsale: { quota: number; sold: number } }) =>
          one.flashsale.sold < one.flashsale.quota,
      ))
        expect(c.price_after_discount).toBeLessThan(c.price);
    }
    const filtered = await get('/api/catalog/v3/products?flash_sale=true&limit=100');
    expect(filtered.body.meta.total).toBe(sale.products.length);
  });

  it('keeps the first products of the flash sale with limit (the home page row), and refuses a bad one', async () => {
    const all = (await get('/api/catalog/v3/flash-sale')).body.data;
    expect(all.products.length).toBeGreaterThan(2);
    const row = (await get('/api/catalog/v3/flash-sale?limit=2')).body.data;
    expect(row.id).toBe(all.id);
    expect(row.products.map((product: { id: number }) => product.id)).toEqual(
      all.products.slice(0, 2).map((product: { id: number }) => product.id),
    );
    expect((await get('/api/catalog/v3/flash-sale?limit=0')).status).toBe(422);
    expect((await get('/api/catalog/v3/flash-sale?limit=x')).status).toBe(422);
  });

  it('lists special prices (5 a page) with applicability and reason by order amount', async () => {
    const { body } = await get('/api/catalog/v3/special-prices');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(5);
    const withMinimum = (await get('/api/catalog/v3/special-prices?limit=20')).body.data.find(
      (item: { reason: { min_oder: number | null } }) => item.reason.min_oder !== null,
    );
    expect(withMinimum.is_special_price_applicable).toBe(false);
    const rich = await get(
      `/api/catalog/v3/special-prices?limit=20&final_amount=${withMinimum.reason.min_oder}`,
    );
    const same = rich.body.data.find(
      (item: { special_price_voucher_id: string }) =>
        item.special_price_voucher_id === withMinimum.special_price_voucher_id,
    );
    expect(same.reason.min_oder).toBeNull();
  });
});

describe('banners and tags (/api)', () => {
  it('answers only active banners, at most 2 top and 2 floating', async () => {
    const { body } = await get(
      '/api/banners/all?locations=home,top_banners,floating_banners,popup_banner',
    );
    expect(body.data.home.length).toBeGreaterThan(0);
    expect(body.data.top_banners.length).toBeLessThanOrEqual(2);
    expect(body.data.floating_banners.length).toBeLessThanOrEqual(2);
    for (const banners of Object.values(body.data) as Array<
      Array<{ start_date: string | null; end_date: string | null }>
    >) {
      for (const banner of banners) {
        if (banner.start_date)
          expect(new Date(banner.start_date).getTime()).toBeLessThanOrEqual(FIXED_NOW.getTime());
        if (banner.end_date)
          expect(new Date(banner.end_date).getTime()).toBeGreaterThanOrEqual(FIXED_NOW.getTime());
      }
    }
    const single = await get('/api/banners?location=home');
    expect(single.body.data).toEqual(body.data.home);
  });

  it('lists tags and the tags of products', async () => {
    const tags = await get('/api/tags');
    expect(tags.body.data.length).toBeGreaterThan(5);
    const productId = (await get('/api/catalog/v3/products?limit=1')).body.data[0].id;
    const productTags = await get(`/api/product/tags?product_ids=${productId}`);
    expect(
      productTags.body.data.every((t: { product_id: number }) => t.product_id === productId),
    ).toBe(true);
  });
  it('gives every seeded concern, benefit and skin type an Indonesian label (ADR 0030)', async () => {
    const tags = (await get('/api/tags')).body.data as Array<{
      slug: string;
      name: string;
      type: string;
    }>;
    const untranslated = tags
      .filter((tag) => tag.type !== 'ingredient')
      .filter((tag) => tagLabel(tag, 'id') === tag.name && tag.name !== 'Vegan');
    expect(untranslated).toEqual([]);
  });
});

describe('recommendations', () => {
  it('answers same-brand (12, other products of the brand) and the other sliders', async () => {
    const product = (await get('/api/catalog/v3/products?limit=1&sort=bestseller')).body.data[0];
    const same = await get(`/api/catalog/v3/products/${product.id}/same-brand`);
    expect(same.body.data.length).toBeLessThanOrEqual(12);
    for (const tile of same.body.data) {
      expect(tile.brand.id).toBe(product.brand.id);
      expect(tile.id).not.toBe(product.id);
    }
    for (const kind of ['similar', 'you-may-also-like', 'goes-well', 'people-also-buy']) {
      const res = await get(`/api/catalog/v3/products/${product.id}/${kind}?limit=6`);
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeGreaterThan(0);
    }
    expect((await get('/api/catalog/v3/products/999999/similar')).status).toBe(404);
    const recent = await get(`/api/catalog/v3/products/recently-viewed?ids=${product.id}`);
    expect(recent.body.data[0].id).toBe(product.id);
  });
});
