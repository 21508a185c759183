import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, memoryMedia, type DatabaseHandle } from '../testing';
import { seedDemoCatalogue } from './demo-catalogue';
import { bannerSvg, brandLogoSvg } from './images/art';
import { packshotInput } from './images/demo-images';
import { contentsSvg, packshotSvg } from './images/packshot';
import { renderWebp } from './images/render';
import { planDemoCatalogue } from './plan/plan-catalogue';
import { BRANDS } from './tables/brands';

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

  it('renders logos and banners at their sizes', async () => {
    const logo = await renderWebp({
      width: 400,
      height: 200,
      svg: () => brandLogoSvg({ ...BRANDS[0]!, name: 'Sekar & Ayu' }),
    });
    await expectPicture(logo, 400, 200);
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
