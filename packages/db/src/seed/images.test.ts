import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, memoryMedia, type DatabaseHandle } from '../testing';
import { seedDemoCatalogue } from './demo-catalogue';
import { bannerSvg } from './images/art';
import { brandMarkDesign, brandMarkSvg, emblemFor, initials } from './images/brand-marks';
import { demoImageJobs } from './images/demo-images';
import { productGallery } from './images/gallery';
import { renderMissing, renderWebp } from './images/render';
import { planDemoCatalogue } from './plan/plan-catalogue';
import { ALL_BRANDS } from './plan/specials';

const NOW = new Date('2025-06-01T05:00:00Z');
let handle: DatabaseHandle;
const media = memoryMedia();

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

/** A real picture, not a blank or grey box: its colours vary and are not all grey. */
async function expectPicture(file: Buffer, width: number, height: number) {
  const meta = await sharp(file).metadata();
  expect(meta).toMatchObject({ format: 'webp', width, height });
  const stats = await sharp(file).stats();
  for (const channel of stats.channels.slice(0, 3)) expect(channel.stdev).toBeGreaterThan(8);
  const [r, g, b] = stats.channels.map((channel) => channel.mean);
  expect(Math.max(r ?? 0, g ?? 0, b ?? 0) - Math.min(r ?? 0, g ?? 0, b ?? 0)).toBeGreaterThan(3);
}

describe('seeded images', () => {
  it('renders missing packshots as 600×600 WebP, a few at a time, never twice', async () => {
    const first = await seedDemoCatalogue(handle.db, { now: NOW, media, imageLimit: 3 });
    expect(first).toMatchObject({ seeded: true, imagesRendered: 3 });
    const images = await handle.db
      .selectFrom('product_images')
      .select('url')
      .orderBy('product_id')
      .orderBy('position')
      .limit(3)
      .execute();
    const keys = images.map((image) => image.url.replace(/^\/media\//, ''));
    for (const key of keys) {
      const file = media.files.get(key);
      expect(file?.contentType).toBe('image/webp');
      await expectPicture(file!.bytes, 600, 600);
    }

    const second = await seedDemoCatalogue(handle.db, { now: NOW, media, imageLimit: 2 });
    expect(second).toMatchObject({ seeded: false, imagesRendered: 2 });
    expect(media.files.size).toBe(5);
    for (const key of keys) expect(media.files.get(key)?.writes).toBe(1);
  });

  it('gives every brand its own mark, an SVG file where its logo_url points', async () => {
    const brands = await handle.db.selectFrom('brands').select(['name', 'logo_url']).execute();
    expect(brands).toHaveLength(ALL_BRANDS.length);
    const jobs = demoImageJobs(planDemoCatalogue(), []).filter((job) =>
      job.key.startsWith('brands/'),
    );
    expect(await renderMissing(media, jobs)).toBe(ALL_BRANDS.length);
    for (const brand of brands) {
      expect(brand.logo_url).toMatch(/^\/media\/brands\/[a-z0-9-]+\.svg$/);
      const file = media.files.get(brand.logo_url!.replace(/^\/media\//, ''));
      expect(file?.contentType).toBe('image/svg+xml');
      const svg = file!.bytes.toString();
      expect(svg).toContain('width="320" height="160"');
      expect(svg).toContain(`aria-label="${brand.name.replace(/&/g, '&amp;')}"`);
    }
    // Marks differ: no two brands share typeface, emblem and layout, and each SVG is its own.
    const designs = ALL_BRANDS.map((brand, i) => JSON.stringify(brandMarkDesign(brand.name, i)));
    expect(new Set(designs).size).toBe(ALL_BRANDS.length);
    const svgs = ALL_BRANDS.map((brand, i) => brandMarkSvg(brand, i));
    expect(new Set(svgs).size).toBe(ALL_BRANDS.length);
    // Eight typefaces and every layout are in use; a name's words pick its emblem.
    expect(new Set(ALL_BRANDS.map((b, i) => brandMarkDesign(b.name, i).typeface)).size).toBe(8);
    expect(new Set(ALL_BRANDS.map((b, i) => brandMarkDesign(b.name, i).layout)).size).toBe(3);
    expect([emblemFor('Tsuki Labo'), emblemFor('Embun Pagi'), emblemFor('Teduh Skin')]).toEqual([
      'moon',
      'drop',
      'leaf',
    ]);
    expect(initials('Byeol & Co')).toBe('BC');
  });

  it('draws brand marks that render (valid SVG, not blank), even for names with "&"', async () => {
    for (const [i, brand] of ALL_BRANDS.entries()) {
      const mark = await renderWebp({ width: 320, height: 160, svg: () => brandMarkSvg(brand, i) });
      expect(await sharp(mark).metadata()).toMatchObject({ width: 320, height: 160 });
      // Ink on paper: not a blank card (a grey brand such as Kuas Kita is allowed).
      const stats = await sharp(mark).stats();
      expect(Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(8);
    }
  });

  it('renders banners at their sizes', async () => {
    const art = {
      key: 'probe',
      title: 'Glow Up Week',
      subtitle: 'Diskon s.d. 50%',
      colours: ['#ffe3ec', '#e75480'] as const,
    };
    const hero = await renderWebp({
      width: 1200,
      height: 400,
      svg: () => bannerSvg({ ...art, width: 1200, height: 400 }),
    });
    await expectPicture(hero, 1200, 400);
  });

  it('draws every picture of every gallery without gaps in its SVG', () => {
    const plan = planDemoCatalogue();
    plan.products.forEach((_, i) => {
      for (const image of productGallery(plan, i, i + 1)) {
        const svg = image.svg();
        expect(svg).not.toMatch(/undefined|NaN|\[object/);
        expect(svg.startsWith('<svg')).toBe(true);
      }
    });
  });

  it('gives every product a gallery of at least three, with a swatch per shade', async () => {
    const rows = await handle.db
      .selectFrom('product_images as i')
      .leftJoin('combinations as c', 'c.id', 'i.combination_id')
      .select(['i.product_id', 'i.kind', 'i.combination_id', 'i.alt', 'i.alt_en', 'i.is_cover'])
      .select('c.product_id as combination_product_id')
      .orderBy('i.product_id')
      .orderBy('i.position')
      .execute();
    const byProduct = new Map<number, typeof rows>();
    for (const row of rows)
      byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row]);
    expect(byProduct.size).toBe(planDemoCatalogue().products.length);
    for (const images of byProduct.values()) {
      expect(images.length).toBeGreaterThanOrEqual(3);
      expect(images[0]).toMatchObject({ kind: 'packshot', is_cover: true });
      expect(images.filter((image) => image.is_cover)).toHaveLength(1);
      expect(images.map((image) => image.kind)).toEqual(
        expect.arrayContaining(['packshot', 'lifestyle', 'ingredients']),
      );
      for (const image of images) {
        expect(image.alt).not.toBe('');
        expect(image.alt_en).not.toBe('');
      }
    }
    for (const row of rows) {
      if (row.combination_id !== null) expect(row.combination_product_id).toBe(row.product_id);
    }

    const shades = await handle.db
      .selectFrom('combinations')
      .select(['id', 'product_id', 'attributes'])
      .where(sql<boolean>`attributes ? 'shade'`)
      .execute();
    expect(shades.length).toBeGreaterThan(100);
    for (const shade of shades) {
      const own = rows.filter((row) => row.combination_id === shade.id);
      expect(own.map((row) => row.kind)).toEqual(['texture']);
      const name = (shade.attributes as { shade: { name: string } }).shade.name;
      expect(own[0]?.alt).toContain(name);
      expect(own[0]?.alt_en).toContain(name);
    }
  });

  it('renders a texture or card that several products share once', () => {
    const plan = planDemoCatalogue();
    const ids = plan.products.map((_, i) => i + 1);
    const keys = demoImageJobs(plan, ids).map((job) => job.key);
    expect(new Set(keys).size).toBe(keys.length);
    const used = new Set(plan.products.flatMap((_, i) => productGallery(plan, i, i + 1)));
    const textures = [...used].filter((image) => image.kind === 'texture');
    const shared = new Set(textures.map((image) => image.key));
    // 869 shade swatches and the creams, serums and foams share ~120 files.
    expect(textures.length).toBeGreaterThan(shared.size * 5);
  });
});
