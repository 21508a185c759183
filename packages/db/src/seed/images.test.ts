import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, memoryMedia, type DatabaseHandle } from '../testing';
import { seedDemoCatalogue } from './demo-catalogue';
import { bannerSvg } from './images/art';
import { brandMarkDesign, brandMarkSvg, emblemFor, initials } from './images/brand-marks';
import { demoImageJobs, packshotInput } from './images/demo-images';
import { contentsSvg, packshotSvg } from './images/packshot';
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

  it('draws every product without gaps in its SVG', () => {
    const plan = planDemoCatalogue();
    for (const product of plan.products) {
      for (const view of product.images) {
        const svg =
          view === 'contents'
            ? contentsSvg(
                product.slug,
                product.pack.map((part) => packshotInput(plan.products[part.product]!)),
              )
            : packshotSvg(packshotInput(product), view);
        expect(svg).not.toMatch(/undefined|NaN|\[object/);
        expect(svg.startsWith('<svg')).toBe(true);
      }
    }
  });
});
