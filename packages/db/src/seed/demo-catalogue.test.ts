import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type DatabaseHandle } from '../testing';
import { DEMO_CATALOGUE_KEY, seedDemoCatalogue } from './demo-catalogue';
import { packshotInput } from './images/demo-images';
import { planDemoCatalogue } from './plan/plan-catalogue';
import { isValidEan13, jakartaDay } from './text';

const NOW = new Date('2025-06-01T05:00:00Z');
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  const result = await seedDemoCatalogue(handle.db, { now: NOW });
  expect(result).toMatchObject({ seeded: true, imagesRendered: 0 });
});
afterAll(async () => {
  await handle?.close();
});

const count = async (query: string) => {
  const { rows } = await sql<{ n: number }>`${sql.raw(query)}`.execute(handle.db);
  return Number(rows[0]?.n ?? 0);
};

describe('demo catalogue', () => {
  it('has the size of a real shop', async () => {
    expect(await count('select count(*) as n from brands')).toBeGreaterThanOrEqual(40);
    expect(await count('select count(*) as n from products')).toBeGreaterThanOrEqual(600);
    expect(await count('select count(*) as n from combinations')).toBeGreaterThanOrEqual(1500);
    const tops = await handle.db
      .selectFrom('categories as top')
      .select(['top.name', (eb) => eb.fn.countAll<number>().as('children')])
      .innerJoin('categories as child', 'child.parent_id', 'top.id')
      .where('top.parent_id', 'is', null)
      .groupBy('top.name')
      .execute();
    expect(tops.map((top) => top.name).sort()).toEqual(
      ['Body', 'Fragrance', 'Hair', 'Makeup', 'Skincare', 'Tools'].sort(),
    );
    for (const top of tops) expect(Number(top.children)).toBeGreaterThanOrEqual(4);
    for (const top of tops) expect(Number(top.children)).toBeLessThanOrEqual(8);
  });

  it('gives every product one default combination, a cover image, its leaf and parent, 1–4 tags', async () => {
    expect(
      await count(`select count(*) as n from products p where (select count(*) from combinations c
        where c.product_id = p.id and c.is_default) <> 1`),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from products p where (select count(*) from product_images i
        where i.product_id = p.id and i.is_cover) <> 1`),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from products p where not exists (select 1 from product_categories pc
        join categories c on c.id = pc.category_id where pc.product_id = p.id and c.id = p.default_category_id and c.parent_id is not null)
        or (select count(*) from product_categories pc where pc.product_id = p.id) <> 2`),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from products p where (select count(*) from product_tags t
        where t.product_id = p.id) not between 1 and 4`),
    ).toBe(0);
    const image = await handle.db
      .selectFrom('product_images')
      .select('url')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(image.url).toMatch(/^\/media\/products\/\d+-1\.webp$/);
  });

  it('prices consistently: discounts below the price, exact percentages, rupiah steps', async () => {
    const combinations = await handle.db.selectFrom('combinations').selectAll().execute();
    for (const c of combinations) {
      expect(c.price_after_discount).toBeLessThanOrEqual(c.price);
      expect(c.price).toBeLessThanOrEqual(1_250_000);
      if (c.price > 0) expect(c.price % 500).toBe(0);
      if (c.deduction_type === 'percentage') {
        expect(c.price_after_discount).toBe(
          c.price - Math.round((c.price * c.deduction_percentage) / 100),
        );
      } else if (c.deduction_type === 'amount') {
        expect(c.price_after_discount).toBe(c.price - c.deduction_amount);
      } else {
        expect(c.price_after_discount).toBe(c.price);
      }
      expect(isValidEan13(c.barcode ?? '')).toBe(true);
      expect(Object.keys(c.attributes).length).toBe(1);
    }
    const discounted = combinations.filter((c) => c.price_after_discount < c.price).length;
    expect(discounted / combinations.length).toBeGreaterThan(0.15);
    expect(
      await count(`select count(*) as n from products p where is_sale <> exists (select 1
        from combinations c where c.product_id = p.id and c.price_after_discount < c.price)`),
    ).toBe(0);
  });

  it('has shades, sizes, variants and single-option products', async () => {
    for (const key of ['shade', 'size', 'variant', 'non_specify']) {
      expect(
        await count(`select count(*) as n from combinations where attributes ? '${key}'`),
      ).toBeGreaterThan(20);
    }
    const shade = await handle.db
      .selectFrom('combinations')
      .select('attributes')
      .where(sql<boolean>`attributes ? 'shade'`)
      .executeTakeFirstOrThrow();
    expect(shade.attributes.shade).toEqual({ name: expect.any(String), id: expect.any(Number) });
  });

  it('keeps slugs unique and search text filled', async () => {
    expect(await count('select count(*) - count(distinct slug) as n from products')).toBe(0);
    expect(
      await count(
        "select count(*) as n from products where search_text = '' or search_vector is null",
      ),
    ).toBe(0);
  });

  it('stocks every store: most combinations 3–40, some none, a few a last unit', async () => {
    const combinations = await count('select count(*) as n from combinations');
    for (const store of [5, 6, 7]) {
      const where = (q: string) =>
        count(`select count(*) as n from store_stock where store_id = ${store} and ${q}`);
      expect(await where('true')).toBe(combinations);
      expect((await where('quantity between 3 and 40')) / combinations).toBeGreaterThan(0.8);
      expect(await where('quantity = 0')).toBeGreaterThan(0);
      expect(await where('quantity = 1')).toBeGreaterThan(0);
      expect(await where('quantity = 2 or quantity > 40')).toBe(0);
    }
  });

  it('spreads flags, classifications and stock states', async () => {
    const total = await count('select count(*) as n from products');
    const share = async (where: string) =>
      (await count(`select count(*) as n from products where ${where}`)) / total;
    expect(await share('is_new')).toBeGreaterThan(0.1);
    expect(await share('is_sale')).toBeGreaterThan(0.18);
    for (const flag of ['is_exclusive', 'is_limited', 'is_online', 'is_buy_one_get_one_free']) {
      expect(await share(flag)).toBeGreaterThan(0.01);
    }
    // Only the back office marks a product out of stock in the academy shop (migration 0053).
    expect(await count('select count(*) as n from products where is_out_of_stock_academy')).toBe(0);
    for (const kind of ['egift', 'bundle_physical', 'bundle_virtual', 'gwp_non_sellable']) {
      expect(
        await count(`select count(*) as n from products where classification = '${kind}'`),
      ).toBeGreaterThanOrEqual(3);
    }
    expect(
      await count(
        "select count(*) as n from combinations c join products p on p.id = c.product_id where p.classification = 'gwp_non_sellable' and c.price <> 0",
      ),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from products p where classification like 'bundle%'
      and not exists (select 1 from pack_items i where i.pack_product_id = p.id)`),
    ).toBe(0);
    expect(
      await share(
        'not exists (select 1 from combinations c where c.product_id = products.id and c.is_active and c.stock > 0) and not exists (select 1 from combinations c join preorder_rules r on r.combination_id = c.id where c.product_id = products.id)',
      ),
    ).toBeGreaterThan(0.02);
    // Ratings come from the demo reviews (reviews/demo-reviews.test.ts): a mean of 1–5 stars.
    expect(
      await count(
        'select count(*) as n from products where total_reviews > 0 and average_rating not between 1 and 5',
      ),
    ).toBe(0);
  });

  it('has pre-orders (one quota full), a running and an upcoming flash sale, special prices', async () => {
    const preorderProducts = await count(
      'select count(distinct c.product_id) as n from preorder_rules r join combinations c on c.id = r.combination_id',
    );
    expect(preorderProducts).toBeGreaterThanOrEqual(10);
    expect(
      await count('select count(*) as n from preorder_rules where sold_quota = total_quota'),
    ).toBeGreaterThanOrEqual(1);
    const day = jakartaDay(NOW);
    expect(
      await count(
        `select count(*) as n from preorder_rules where delivery_date <= '${day}'::date + 13`,
      ),
    ).toBe(0);

    const sales = await handle.db
      .selectFrom('flash_sales')
      .selectAll()
      .orderBy('starts_at')
      .execute();
    const running = sales.filter((s) => s.starts_at <= NOW && s.ends_at > NOW);
    expect(running).toHaveLength(1);
    expect(sales.some((s) => s.starts_at > NOW)).toBe(true);
    const items = await handle.db
      .selectFrom('flash_sale_items as f')
      .innerJoin('combinations as c', 'c.id', 'f.combination_id')
      .select(['f.price', 'f.quota', 'f.sold', 'c.price_after_discount'])
      .where('f.flash_sale_id', '=', running[0]?.id ?? 0)
      .execute();
    expect(items.length).toBeGreaterThanOrEqual(20);
    for (const item of items) expect(item.price).toBeLessThan(item.price_after_discount);

    const specials = await handle.db.selectFrom('special_prices').selectAll().execute();
    expect(specials.length).toBeGreaterThanOrEqual(8);
    expect(new Set(specials.map((s) => s.scope))).toEqual(
      new Set(['any', 'brand', 'category', 'product']),
    );
    expect(specials.some((s) => s.min_amount !== null)).toBe(true);
    expect(specials.some((s) => s.min_qty !== null)).toBe(true);
  });

  it('has promotions, campaigns with sections and a child, banners around now, recent views', async () => {
    expect(
      await count(
        "select count(*) as n from promotions where type = 'partner' and partner_name is not null",
      ),
    ).toBeGreaterThanOrEqual(3);
    expect(
      await count(
        'select count(*) as n from promotions p where not exists (select 1 from promotion_products x where x.promotion_id = p.id)',
      ),
    ).toBe(0);
    expect(await count('select count(distinct kind) as n from campaigns')).toBe(4);
    expect(await count('select count(*) as n from campaigns where parent_id is not null')).toBe(1);
    expect(
      await count("select count(*) as n from campaign_sections where type = 'banner'"),
    ).toBeGreaterThanOrEqual(4);
    const banners = await handle.db.selectFrom('banners').selectAll().execute();
    const locations = new Set(banners.map((b) => b.location));
    for (const location of [
      'home',
      'top_banners',
      'promo_text_banner',
      'searchbar_promo_text',
      'top_middle_banner',
      'flexible_banner',
      'floating_banners',
      'popup_banner',
      'fullscreen_popup_banner',
      'emergency_announcement',
    ]) {
      expect(locations).toContain(location);
    }
    // Home carries every banner type of the spec (001 §3).
    const homeTypes = new Set(banners.filter((b) => b.location === 'home').map((b) => b.type));
    expect([...homeTypes].sort()).toEqual(['cover_banner', 'hero', 'mini', 'twin']);
    // A popup opens over every shop page: the demo's are scheduled ahead, never in the way.
    for (const popup of banners.filter((b) => b.location.endsWith('popup_banner')))
      expect(popup.start_date! > NOW).toBe(true);
    expect(banners.some((b) => (b.end_date ?? NOW) < NOW)).toBe(true);
    expect(banners.some((b) => (b.start_date ?? NOW) > NOW)).toBe(true);
    expect(banners.find((b) => b.location === 'popup_banner')?.popup_setting).toBe('everyday');
    for (const banner of banners.filter((b) => b.location !== 'emergency_announcement'))
      expect(banner.link_url).toMatch(
        /^\/(promo|promotion|campaign|flash-sale|shop|sale|deals|weekly-highlight)(\/[a-z0-9-]+)?$/,
      );
    const days = await sql<{
      day: string;
    }>`select distinct to_char(day, 'YYYY-MM-DD') as day from product_views_daily order by day`.execute(
      handle.db,
    );
    expect(days.rows.map((row) => row.day)).toEqual([
      jakartaDay(NOW, -2),
      jakartaDay(NOW, -1),
      jakartaDay(NOW),
    ]);
  });

  it('seeds once: a second call writes nothing', async () => {
    const before = await count('select count(*) as n from products');
    const again = await seedDemoCatalogue(handle.db, { now: new Date('2025-07-01T00:00:00Z') });
    expect(again).toMatchObject({ seeded: false, products: before });
    expect(await count('select count(*) as n from products')).toBe(before);
    const meta = await handle.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', DEMO_CATALOGUE_KEY)
      .executeTakeFirstOrThrow();
    expect(meta.value).toMatchObject({ version: 1, products: before });
  });

  it('is deterministic: a fresh database gets the same products', async () => {
    const other = await createTestDatabase();
    try {
      await seedDemoCatalogue(other.db, { now: new Date('2030-01-01T00:00:00Z') });
      const first20 = (db: DatabaseHandle['db']) =>
        db.selectFrom('products').select(['name', 'slug']).orderBy('id').limit(20).execute();
      expect(await first20(other.db)).toEqual(await first20(handle.db));
    } finally {
      await other.close();
    }
  }, 180_000); // a second whole catalogue: slow on a loaded machine
});

describe('shade swatches (migration 0026)', () => {
  it('colours every seeded shade #rrggbb, with the colour its packshot paints; no other option', async () => {
    const rows = await handle.db
      .selectFrom('combinations')
      .select(['sku', 'hex', 'swatch_image', sql<boolean>`attributes ? 'shade'`.as('is_shade')])
      .execute();
    const shades = rows.filter((row) => row.is_shade);
    expect(shades).toHaveLength(869);
    for (const shade of shades) expect(shade.hex, shade.sku).toMatch(/^#[0-9a-f]{6}$/);
    for (const row of rows.filter((row) => !row.is_shade)) expect(row.hex, row.sku).toBeNull();

    // The packshot of a shaded product is painted with its default shade's colour.
    const hexBySku = new Map(rows.map((row) => [row.sku, row.hex]));
    const shaded = planDemoCatalogue().products.filter((product) =>
      product.combinations.some((combination) => 'shade' in combination.attributes),
    );
    expect(shaded.length).toBeGreaterThan(100);
    for (const product of shaded) {
      const lead = product.combinations.find((combination) => combination.isDefault);
      expect(hexBySku.get(lead?.sku ?? ''), product.slug).toBe(packshotInput(product).colour);
    }
  });

  it('refuses a colour or a swatch picture in any other format, whoever writes it', async () => {
    const { id } = await handle.db
      .selectFrom('combinations')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const hex of ['#FFF', 'red', '#12345g', '#D99A94', '#d99a9400']) {
      await expect(
        handle.db.updateTable('combinations').set({ hex }).where('id', '=', id).execute(),
        hex,
      ).rejects.toThrow(/combinations_hex_format/);
    }
    for (const image of ['javascript:alert(1)', 'products/1.webp']) {
      await expect(
        handle.db
          .updateTable('combinations')
          .set({ swatch_image: image })
          .where('id', '=', id)
          .execute(),
      ).rejects.toThrow(/combinations_swatch_image_format/);
    }
  });

  it('colours the shades of a catalogue seeded before swatches on the next start', async () => {
    const before = await handle.db
      .selectFrom('combinations')
      .select(['id', 'hex'])
      .where(sql<boolean>`attributes ? 'shade'`)
      .orderBy('id')
      .limit(5)
      .execute();
    await handle.db
      .updateTable('combinations')
      .set({ hex: null })
      .where(
        'id',
        'in',
        before.map((row) => row.id),
      )
      .execute();
    await seedDemoCatalogue(handle.db, { now: NOW });
    const after = await handle.db
      .selectFrom('combinations')
      .select(['id', 'hex'])
      .where(
        'id',
        'in',
        before.map((row) => row.id),
      )
      .orderBy('id')
      .execute();
    expect(after).toEqual(before);
  });
});
