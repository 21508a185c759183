// The back office's products (issue 18, docs/design/back-office.md § Products): the list, the
// edit form's reads and writes with their audit rows, optimistic edits, pictures through the
// image pipeline, and a price change reaching the shop at once.
import { ean13From } from '@kilau/domain/catalog';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { shopper } from '../../test/cart-app';
import { blankPng } from '../../test/hostile-images';
import { multipartForm } from '../../test/multipart';
import { signedInStaff } from '../../test/staff';

let database: DatabaseHandle;
let app: App;
const clock = () => FIXED_NOW;
let merch: Awaited<ReturnType<typeof signedInStaff>>;
let refs: { brandId: number; categoryId: number; otherCategoryId: number; tagId: number };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, clock });
  merch = await signedInStaff(app, database.db, 'merchandiser', clock);
  const options = (await merch.inject({ url: '/api/admin/catalogue/options' })).json().data;
  const leaves = options.categories.filter((c: { depth: number }) => c.depth > 0);
  refs = {
    brandId: options.brands[0].id,
    categoryId: leaves[0].id,
    otherCategoryId: leaves[1].id,
    tagId: options.tags[0].id,
  };
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

let seq = 0;
/** A lipstick with two shades (the integrator's Playwright flow does the same in the browser). */
function lipstick(extra: Record<string, unknown> = {}) {
  seq += 1;
  return {
    name: `Lipstik Zorblat Matte ${seq}`,
    brand_id: refs.brandId,
    default_category_id: refs.categoryId,
    category_ids: [refs.otherCategoryId],
    tag_ids: [refs.tagId],
    classification: null,
    description: 'Lipstik matte yang ringan.',
    is_new: true,
    combinations: [
      {
        sku: `ZRB-${seq}-01`,
        attributes: { shade: 'Merah Bata' },
        price: 129_000,
        deduction_type: 'percentage',
        deduction_percentage: 10,
        hex: '#B5452F',
        stock: 30,
      },
      {
        sku: `ZRB-${seq}-02`,
        attributes: { shade: 'Nude Mawar' },
        price: 129_000,
        deduction_type: null,
        hex: '#c98d84',
        stock: 12,
      },
    ],
    ...extra,
  };
}

/** A new lipstick whose `index`-th combination carries this barcode. */
const withBarcode = (index: number, barcode: string) => {
  const body = lipstick();
  const combinations = body.combinations.map((c, i) => (i === index ? { ...c, barcode } : c));
  return { ...body, combinations };
};
const create = (body: object, as = merch) =>
  as.inject({ method: 'POST', url: '/api/admin/products', payload: body });
const audit = async (id: number) => {
  const admin = await signedInStaff(app, database.db, 'admin', clock);
  const res = await admin.inject({ url: `/api/admin/audit-log?entity=product&entity_id=${id}` });
  return res.json().data as Array<{ action: string; before: unknown; after: unknown }>;
};

describe('who may', () => {
  // The ROUTES matrix of admin.test.ts walks the other routes; these two need real bodies.
  it('creating and uploading need catalogue.write: a guest 401, support and operations 403', async () => {
    const form = multipartForm({}, [
      { field: 'image', filename: 'a.png', type: 'image/png', content: blankPng(8, 8) },
    ]);
    const calls = [
      { method: 'POST' as const, url: '/api/admin/products', payload: lipstick() },
      { method: 'POST' as const, url: '/api/admin/products/1/images', ...form },
    ];
    for (const call of calls) {
      expect((await app.inject(call)).statusCode).toBe(401);
      for (const role of ['support', 'operations', 'content'] as const) {
        const staff = await signedInStaff(app, database.db, role, clock);
        expect((await staff.inject(call)).statusCode).toBe(403);
      }
    }
    const admin = await signedInStaff(app, database.db, 'admin', clock);
    expect((await admin.inject(calls[0]!)).statusCode).toBe(201);
  });
});

describe('creating and reading a product', () => {
  it('creates a lipstick with two shades: prices by the discount rule, one audit row', async () => {
    const res = await create(lipstick());
    expect(res.statusCode).toBe(201);
    const product = res.json().data;
    expect(product).toMatchObject({
      name: `Lipstik Zorblat Matte ${seq}`,
      slug: `lipstik-zorblat-matte-${seq}`,
      brand: { id: refs.brandId },
      category_ids: [refs.categoryId, refs.otherCategoryId].sort((a, b) => a - b),
      tag_ids: [refs.tagId],
      is_new: true,
      is_active: true,
      version: 1,
    });
    expect(product.combinations).toMatchObject([
      {
        sku: `ZRB-${seq}-01`,
        attributes: { shade: 'Merah Bata' },
        price: 129_000,
        price_after_discount: 116_100,
        hex: '#b5452f',
        stock: 30,
        is_default: true,
      },
      { attributes: { shade: 'Nude Mawar' }, price_after_discount: 129_000, stock: 12 },
    ]);
    expect(product.shop_url).toMatch(new RegExp(`/${product.id}-${product.slug}$`));
    const rows = await audit(product.id);
    expect(rows.map((row) => row.action)).toEqual(['product.create']);
    expect(rows[0]!.before).toBeNull();

    // Found in the list by name and by SKU, with its figures.
    for (const q of ['zorblat matte', `zrb-${seq}-02`]) {
      const list = await merch.inject({ url: `/api/admin/products?q=${encodeURIComponent(q)}` });
      expect(list.statusCode).toBe(200);
      const row = list.json().data.find((r: { id: number }) => r.id === product.id);
      expect(row).toMatchObject({
        total_stock: 42,
        combinations_count: 2,
        price: { min: 116_100, max: 129_000 },
        flags: ['is_new'],
        is_active: true,
      });
    }
    const filtered = await merch.inject({
      url: `/api/admin/products?q=zorblat&category_id=${refs.otherCategoryId}&flag=is_new&active=true&limit=100`,
    });
    expect(filtered.json().data.map((r: { id: number }) => r.id)).toContain(product.id);
    const soldOut = await merch.inject({ url: `/api/admin/products?q=zorblat&stock=out` });
    expect(soldOut.json().data.map((r: { id: number }) => r.id)).not.toContain(product.id);
    const detail = await merch.inject({ url: `/api/admin/products/${product.id}` });
    expect(detail.json().data).toEqual(product);
  });

  it.each([
    [
      'no combination',
      { combinations: [] },
      'combinations',
      'Produk perlu paling sedikit satu kombinasi.',
    ],
    [
      'a colour that is not #rrggbb',
      { combinations: [{ sku: 'BAD-HEX', price: 1000, deduction_type: null, hex: 'merah' }] },
      'combinations.0.hex',
      'Warna ditulis #rrggbb, misalnya #c0392b.',
    ],
    ['an unknown brand', { brand_id: 99_999_999 }, 'brand_id', 'Pilihan ini tidak ada (lagi).'],
    [
      'a discount above the price',
      {
        combinations: [
          { sku: 'BAD-DISC', price: 1000, deduction_type: 'amount', deduction_amount: 5000 },
        ],
      },
      'combinations.0.deduction_amount',
      'Potongan tidak boleh lebih dari harga.',
    ],
  ])('%s is a 422 on the field', async (_case, change, field, message) => {
    const res = await create(lipstick(change));
    expect(res.statusCode).toBe(422);
    expect(res.json().data.fields[field]).toBe(message);
  });

  it('a slug or a SKU in use is a 422 on its field (in English too)', async () => {
    const first = (await create(lipstick())).json().data;
    const slug = await create(lipstick({ slug: first.slug }));
    expect(slug.statusCode).toBe(422);
    expect(slug.json().errorCode).toBe('product_slug_taken');
    expect(slug.json().data.fields.slug).toBe('Slug ini sudah dipakai produk lain.');
    const body = lipstick();
    body.combinations[1]!.sku = first.combinations[0].sku;
    const sku = await merch.inject({
      method: 'POST',
      url: '/api/admin/products',
      payload: body,
      headers: { 'accept-language': 'en' },
    });
    expect(sku.statusCode).toBe(422);
    expect(sku.json().data.fields['combinations.1.sku']).toBe('This SKU is already used.');
  });

  it.each([
    ['a wrong check digit', '4006381333932'],
    ['letters', '40063813339AB'],
    ['a wrong length', '4006381333'],
  ])('a barcode with %s is a 422 on its field (both languages)', async (_case, barcode) => {
    for (const [language, message] of [
      ['id', 'Barcode tidak valid: periksa 8, 12 atau 13 digitnya'],
      ['en', 'Invalid barcode: check its 8, 12 or 13 digits'],
    ] as const) {
      const res = await merch.inject({
        method: 'POST',
        url: '/api/admin/products',
        payload: withBarcode(1, barcode),
        headers: { 'accept-language': language },
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().data.fields['combinations.1.barcode']).toBe(message);
    }
  });

  it('stores a barcode as its digits, and one in use (however typed) is a 422', async () => {
    const barcode = ean13From('200', 700_000 + seq);
    const typed = ` ${barcode.slice(0, 4)}-${barcode.slice(4, 8)} ${barcode.slice(8)} `;
    const res = await create(withBarcode(0, typed));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.combinations[0].barcode).toBe(barcode);
    const taken = await create(withBarcode(1, typed));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().data.fields['combinations.1.barcode']).toBe('Barcode ini sudah dipakai.');
  });

  it('answers the form its choices: brands, categories with depth, tags', async () => {
    const res = await merch.inject({ url: '/api/admin/catalogue/options' });
    const options = res.json().data;
    expect(options.brands.length).toBeGreaterThan(0);
    const first = options.categories[0];
    expect(first).toMatchObject({ depth: 0, parent_id: null });
    const child = options.categories.find((c: { depth: number }) => c.depth === 1);
    const parentAt = options.categories.findIndex((c: { id: number }) => c.id === child.parent_id);
    expect(parentAt).toBeLessThan(options.categories.indexOf(child));
  });
});

describe('editing', () => {
  it('a stale version is a 409 with the product as it is now; nothing half-saved', async () => {
    const product = (await create(lipstick())).json().data;
    const edit = (payload: object) =>
      merch.inject({ method: 'PATCH', url: `/api/admin/products/${product.id}`, payload });
    const first = await edit({ version: 1, name: 'Lipstik Zorblat Satin' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ name: 'Lipstik Zorblat Satin', version: 2 });
    const second = await edit({ version: 1, name: 'Lipstik Lain', is_sale: true });
    expect(second.statusCode).toBe(409);
    expect(second.json().errorCode).toBe('changed_by_someone_else');
    expect(second.json().data.current).toMatchObject({ name: 'Lipstik Zorblat Satin', version: 2 });
    // A refused edit leaves everything as it was (the 422 comes after the product row changed).
    const bad = await edit({
      version: 2,
      name: 'Setengah Tersimpan',
      combinations: [{ ...product.combinations[0], sku: 'ZRB-1-02', id: 99_999_999 }],
    });
    expect(bad.statusCode).toBe(422);
    const now = (await merch.inject({ url: `/api/admin/products/${product.id}` })).json().data;
    expect(now).toMatchObject({ name: 'Lipstik Zorblat Satin', version: 2 });
    const rows = await audit(product.id);
    expect(rows.map((row) => row.action)).toEqual(['product.update', 'product.create']);
    expect(rows[0]).toMatchObject({
      before: { name: product.name },
      after: { name: 'Lipstik Zorblat Satin' },
    });
  });

  it('combinations: a new one with its opening stock and pre-order; one left out but in a bag is deactivated', async () => {
    const product = (await create(lipstick())).json().data;
    const [kept, inBag] = product.combinations;
    const member = await shopper(app);
    await member.add({ id: product.id, combination_id: String(inBag.id), quantity: 1 });
    const res = await merch.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      payload: {
        version: 1,
        combinations: [
          {
            id: kept.id,
            sku: kept.sku,
            attributes: kept.attributes,
            price: kept.price,
            deduction_type: null,
            hex: kept.hex,
          },
          {
            sku: `ZRB-NEW-${seq}`,
            attributes: { shade: 'Coklat' },
            price: 99_000,
            deduction_type: 'amount',
            deduction_amount: 9_000,
            hex: '#6b3e26',
            stock: 7,
            preorder: { total_quota: 50, delivery_date: '2026-12-20' },
          },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const after = res.json().data;
    expect(after.combinations).toHaveLength(3);
    expect(after.combinations.find((c: { id: number }) => c.id === inBag.id).is_active).toBe(false);
    const fresh = after.combinations.find((c: { sku: string }) => c.sku === `ZRB-NEW-${seq}`);
    expect(fresh).toMatchObject({
      stock: 7,
      price_after_discount: 90_000,
      preorder: { total_quota: 50, sold_quota: 0, delivery_date: '2026-12-20', is_active: true },
    });
    expect(after.combinations.find((c: { id: number }) => c.id === kept.id)).toMatchObject({
      price_after_discount: 129_000,
      stock: 30,
    });
  });

  it('bulk: deactivates and flags, one audit row per product that changed', async () => {
    const a = (await create(lipstick())).json().data;
    const b = (await create(lipstick({ is_active: false }))).json().data;
    const res = await merch.inject({
      method: 'POST',
      url: '/api/admin/products/bulk',
      payload: { ids: [a.id, b.id], action: 'deactivate' },
    });
    expect(res.json().data).toEqual({ changed: [a.id] });
    expect((await audit(a.id)).map((row) => row.action)).toEqual([
      'product.deactivate',
      'product.create',
    ]);
    expect((await audit(b.id)).map((row) => row.action)).toEqual(['product.create']);
    const flagged = await merch.inject({
      method: 'POST',
      url: '/api/admin/products/bulk',
      payload: { ids: [a.id, b.id], action: 'flag:is_exclusive' },
    });
    expect(flagged.json().data.changed).toEqual([a.id, b.id]);
    const list = await merch.inject({
      url: `/api/admin/products?flag=is_exclusive&active=false&q=zorblat&limit=100`,
    });
    const ids = list.json().data.map((row: { id: number }) => row.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(list.json().data.find((row: { id: number }) => row.id === a.id).version).toBe(3);
    const bad = await merch.inject({
      method: 'POST',
      url: '/api/admin/products/bulk',
      payload: { ids: [a.id], action: 'flag:is_famous' },
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('a price change reaches the shop at once', () => {
  it('the tile, the product page, search and a bag that holds it', async () => {
    const body = lipstick();
    body.name = 'Lipstik Quaffle Velvet';
    const product = (await create(body)).json().data;
    const [shade] = product.combinations;
    const member = await shopper(app);
    await member.add({ id: product.id, combination_id: String(shade.id), quantity: 1 });

    const tile = async () => {
      const res = await app.inject({
        url: `/api/catalog/v3/products?brand_id=${refs.brandId}&sort=newest&limit=50`,
      });
      return res.json().data.find((t: { id: number }) => Number(t.id) === product.id);
    };
    const page = async () =>
      (await app.inject({ url: `/api/catalog/v2/products/${product.id}-${product.slug}` })).json()
        .data;
    const found = async () =>
      (await app.inject({ url: '/api/catalog/v3/search?q=quaffle' }))
        .json()
        .data.find((t: { id: number }) => Number(t.id) === product.id);
    // Read once before the change, so every cache holds the old price.
    expect((await tile()).min_price_after_discount).toBe(116_100);
    expect((await page()).combinations[0].price_after_discount).toBe(116_100);
    expect((await found()).min_price_after_discount).toBe(116_100);
    expect((await member.cart()).products[0].unit_price).toBe(116_100);

    const res = await merch.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      payload: {
        version: 1,
        combinations: product.combinations.map((c: Record<string, unknown>, i: number) => ({
          id: c.id,
          sku: c.sku,
          attributes: c.attributes,
          hex: c.hex,
          price: i === 0 ? 99_000 : c.price,
          deduction_type: i === 0 ? 'percentage' : null,
          deduction_percentage: 20,
        })),
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await tile()).min_price_after_discount).toBe(79_200);
    expect((await page()).combinations[0].price_after_discount).toBe(79_200);
    expect((await found()).min_price_after_discount).toBe(79_200);
    expect((await member.cart()).products[0].unit_price).toBe(79_200);
  });
});

describe('pictures', () => {
  it('an upload is re-encoded as WebP, the first is the cover; reorder, shade, delete', async () => {
    const product = (await create(lipstick())).json().data;
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#b5452f' },
    })
      .png()
      .toBuffer();
    const upload = (fields: Record<string, string> = {}, content = png) => {
      const form = multipartForm(fields, [
        { field: 'image', filename: 'lipstik.png', type: 'image/png', content },
      ]);
      return merch.inject({
        method: 'POST',
        url: `/api/admin/products/${product.id}/images`,
        ...form,
      });
    };
    const first = await upload({ alt: 'Lipstik Zorblat' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject([
      { is_cover: true, alt: 'Lipstik Zorblat', kind: 'packshot' },
    ]);
    const url: string = first.json().data[0].url;
    expect(url).toMatch(/^\/media\/products\/staff\/\d+-[\w-]+\.webp$/);
    const served = await app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    const shadeId = product.combinations[1].id;
    const second = await upload({ kind: 'texture', combination_id: String(shadeId) });
    const [one, two] = second.json().data;
    expect(two).toMatchObject({ is_cover: false, combination_id: shadeId, kind: 'texture' });

    const reordered = await merch.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}/images`,
      payload: {
        images: [
          { id: two.id, is_cover: true, combination_id: shadeId, kind: 'texture' },
          { id: one.id, alt: 'Kemasan', alt_en: 'Packshot' },
        ],
      },
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().data).toMatchObject([
      { id: two.id, position: 0, is_cover: true },
      { id: one.id, position: 1, is_cover: false, alt_en: 'Packshot' },
    ]);
    const stale = await merch.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}/images`,
      payload: { images: [{ id: one.id }] },
    });
    expect(stale.statusCode).toBe(409);

    const removed = await merch.inject({
      method: 'DELETE',
      url: `/api/admin/products/${product.id}/images/${two.id}`,
    });
    expect(removed.json().data).toMatchObject([{ id: one.id, is_cover: true }]);
    expect((await audit(product.id)).map((row) => row.action)).toEqual([
      'product.image.delete',
      'product.image.update',
      'product.image.add',
      'product.image.add',
      'product.create',
    ]);
    const list = await merch.inject({ url: `/api/admin/products?q=zrb-${seq}-01` });
    expect(list.json().data[0].cover_image).toBe(one.url);
  });

  it('a picture declaring 100 × 400,000 px is refused before decoding', async () => {
    const product = (await create(lipstick())).json().data;
    const decodedBefore = app.images.stats().decoded;
    const form = multipartForm({}, [
      { field: 'image', filename: 'bom.png', type: 'image/png', content: blankPng(100, 400_000) },
    ]);
    const res = await merch.inject({
      method: 'POST',
      url: `/api/admin/products/${product.id}/images`,
      ...form,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorCode).toBe('image_dimensions_too_large');
    expect(res.json().data.fields.image).toEqual(expect.any(String));
    expect(app.images.stats().decoded).toBe(decodedBefore);
  });
});
