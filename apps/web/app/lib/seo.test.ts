import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, buildSeo, seoMeta, toDescription } from './seo';

describe('page SEO', () => {
  const url = new URL('https://kilau.test/shop/5-serum?page=3&sort=price_asc&brand_id=2');

  it('keeps only the page number in the canonical URL', () => {
    const seo = buildSeo(url, 'id', { title: 'Serum', description: 'Serum original.' });
    expect(seo.canonical).toBe('https://kilau.test/shop/5-serum?page=3');
    expect(seo.title).toBe('Serum | Kilau');
  });

  it('uses a given canonical path and an absolute image', () => {
    const seo = buildSeo(url, 'en', {
      title: 'Glow Serum',
      description: 'x',
      path: '/serum/12-glow-serum',
      image: '/media/products/12-1.webp',
      type: 'product',
    });
    expect(seo.canonical).toBe('https://kilau.test/serum/12-glow-serum');
    const tags = seoMeta(seo);
    expect(tags).toContainEqual({
      property: 'og:image',
      content: 'https://kilau.test/media/products/12-1.webp',
    });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'en_US' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: seo.canonical });
  });

  it('cuts long descriptions at a word', () => {
    const text = toDescription(`${'kata '.repeat(60)}akhir`, 40);
    expect(text.length).toBeLessThanOrEqual(40);
    expect(text.endsWith('…')).toBe(true);
    expect(toDescription('  dua\n baris ')).toBe('dua baris');
  });

  it('lists breadcrumbs with absolute items', () => {
    expect(
      breadcrumbJsonLd('https://kilau.test', [
        { name: 'Beranda', path: '/' },
        { name: 'Serum', path: '/shop/5-serum' },
      ]),
    ).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, item: 'https://kilau.test/' },
        { position: 2, name: 'Serum', item: 'https://kilau.test/shop/5-serum' },
      ],
    });
  });
});
