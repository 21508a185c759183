import { describe, expect, it } from 'vitest';
import { isMediaVariantWidth, mediaSrcSet, mediaVariantUrl } from './media';

describe('stored images in smaller copies', () => {
  it.each([
    [
      'a 600 px packshot: 160, 320 and 480 px copies and itself',
      '/media/products/7-1.webp',
      600,
      '/media/w/160/products/7-1.webp 160w, /media/w/320/products/7-1.webp 320w, /media/w/480/products/7-1.webp 480w, /media/products/7-1.webp 600w',
    ],
    [
      'a 1200 px banner: every copy',
      '/media/banners/a.webp',
      1200,
      '/media/w/160/banners/a.webp 160w, /media/w/320/banners/a.webp 320w, /media/w/480/banners/a.webp 480w, /media/w/800/banners/a.webp 800w, /media/banners/a.webp 1200w',
    ],
    [
      'an image from elsewhere: itself',
      'https://cdn.example/a.webp',
      600,
      'https://cdn.example/a.webp 600w',
    ],
    [
      'a packshot on the CDN (MEDIA_BASE_URL): its copies there too',
      'https://cdn.kilau.id/shop/media/products/7-1.webp',
      400,
      'https://cdn.kilau.id/shop/media/w/160/products/7-1.webp 160w, https://cdn.kilau.id/shop/media/w/320/products/7-1.webp 320w, https://cdn.kilau.id/shop/media/products/7-1.webp 400w',
    ],
    ['an SVG: itself', '/media/logos/bca.svg', 120, '/media/logos/bca.svg 120w'],
    ['smaller than every copy: itself', '/media/brands/a.webp', 120, '/media/brands/a.webp 120w'],
  ])('%s', (_rule, url, width, srcSet) => {
    expect(mediaSrcSet(url, width)).toBe(srcSet);
  });

  it('names a copy by its width under /media/w/', () => {
    expect(mediaVariantUrl('/media/banners/a.webp', 800)).toBe('/media/w/800/banners/a.webp');
    expect(mediaVariantUrl('https://cdn.kilau.id/media/banners/a.webp', 160)).toBe(
      'https://cdn.kilau.id/media/w/160/banners/a.webp',
    );
  });

  it.each([
    [160, true],
    [800, true],
    [600, false],
    [0, false],
  ])('%i is a width the shop makes: %s', (width, made) => {
    expect(isMediaVariantWidth(width)).toBe(made);
  });
});
