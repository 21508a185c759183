import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandLetter, Promotion } from '../types';
import { stubIntersectionObserver } from '~/testing/intersection-observer';
import { renderInShell } from '~/testing/render';
import { BrandStrip } from './brand-strip';
import { PromotionRow } from './promotion-row';

/** The catalogue API: answers `data` for any path and records the paths asked for. */
function stubApi(data: unknown) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    return new Response(JSON.stringify({ success: true, data, meta: { code: 200 } }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

/** Moves the shelves into view: their observers see them. */
let observer: ReturnType<typeof stubIntersectionObserver>;
const see = () =>
  act(async () => {
    observer.report({ isIntersecting: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

beforeEach(() => {
  observer = stubIntersectionObserver();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const brand = (id: number, logo: boolean) => ({
  id,
  name: `Brand ${id}`,
  slug: `brand-${id}`,
  description: 'A long description the strip never shows.',
  logo_url: logo ? `/media/brands/brand-${id}.webp` : null,
  origin: 'Indonesia',
});
const letters: BrandLetter[] = [
  { letter: 'A', brands: [brand(1, true), brand(2, false), brand(3, true)] },
  { letter: 'B', brands: Array.from({ length: 14 }, (_, i) => brand(10 + i, true)) },
];

describe("home's brand strip (loaded as the shopper nears it)", () => {
  it('renders its title, its link and placeholders first, and asks nothing yet', async () => {
    const calls = stubApi(letters);
    renderInShell(<BrandStrip title="Brand Pilihan" />);
    const section = await screen.findByRole('region', { name: 'Brand Pilihan' });
    expect(within(section).getByRole('link').getAttribute('href')).toBe('/brand');
    const list = within(section).getByRole('list', { hidden: true });
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(list.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(12);
    expect(calls).toEqual([]);
  });

  it('shows the first twelve brands with a logo, A–Z, once near', async () => {
    const calls = stubApi(letters);
    renderInShell(<BrandStrip title="Brand Pilihan" />);
    await screen.findByRole('region', { name: 'Brand Pilihan' });
    await see();
    expect(calls).toEqual(['/api/catalog/v3/brands/letters']);
    const section = screen.getByRole('region', { name: 'Brand Pilihan' });
    const links = within(section)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/brand',
      '/brand/brand-1',
      '/brand/brand-3',
      ...Array.from({ length: 10 }, (_, i) => `/brand/brand-${10 + i}`),
    ]);
    expect(within(section).getByRole('list').getAttribute('aria-busy')).toBeNull();
  });

  it('leaves the page when no brand has a logo or the call fails', async () => {
    stubApi([{ letter: 'A', brands: [brand(2, false)] }]);
    renderInShell(<BrandStrip title="Brand Pilihan" />);
    await screen.findByRole('region', { name: 'Brand Pilihan' });
    await see();
    expect(screen.queryByRole('region', { name: 'Brand Pilihan' })).toBeNull();
  });
});

const promotion = (id: number, type: 'promo' | 'partner'): Promotion => ({
  id,
  slug: `promo-${id}`,
  name: `Promo ${id}`,
  description: `Hemat ${id}`,
  tnc: 'Terms the row never shows.',
  type,
  partner_name: type === 'partner' ? 'Bank Samudra' : null,
  image_url: `/media/promotions/promo-${id}.webp`,
  category_id: null,
  starts_at: '2026-11-20T00:00:00.000Z',
  ends_at: '2026-12-02T00:00:00.000Z',
  is_active: true,
  position: id,
});

describe("home's promotions row (loaded as the shopper nears it)", () => {
  it('shows three placeholder cards, then the running promotions from the API', async () => {
    const calls = stubApi([promotion(1, 'promo'), promotion(2, 'partner'), promotion(3, 'promo')]);
    renderInShell(<PromotionRow title="Promo Spesial" />);
    const section = await screen.findByRole('region', { name: 'Promo Spesial' });
    expect(section.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(3);
    expect(within(section).queryByRole('article')).toBeNull();
    await see();
    expect(calls).toEqual(['/api/catalog/v3/promotions?limit=3']);
    const cards = within(screen.getByRole('region', { name: 'Promo Spesial' })).getAllByRole(
      'article',
    );
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/promotion/promo-1',
      '/partners-promo/promo-2',
      '/promotion/promo-3',
    ]);
    expect(cards[1]!.textContent).toContain('Bank Samudra');
    expect(cards[0]!.textContent).not.toContain('Terms the row never shows.');
  });

  it('leaves the page when no promotion runs', async () => {
    stubApi([]);
    renderInShell(<PromotionRow title="Promo Spesial" />);
    await screen.findByRole('region', { name: 'Promo Spesial' });
    await see();
    expect(screen.queryByRole('region', { name: 'Promo Spesial' })).toBeNull();
  });
});
