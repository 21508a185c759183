import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aTile } from '~/testing/products';
import { renderInShell } from '~/testing/render';
import type { ProductTile } from '../../types';
import { LISTING_SORTS, readListingChoices, type ListingData } from '../../api/listing-query';
import { ListingView } from './listing-view';

const listingOf = (total: number, filtered = false, products: ProductTile[] = []): ListingData => ({
  products,
  total,
  filtered,
  page: 1,
  limit: 16,
  pageCount: Math.ceil(total / 16),
  sorts: LISTING_SORTS,
  sort: LISTING_SORTS[0],
  choices: readListingChoices(new URLSearchParams(), LISTING_SORTS),
  facets: { brands: [], categories: [], concerns: [] },
  fuzzy: false,
});

describe('the listing count (ADR 0025: totals above 1,000 are estimates; ADR 0036: 100+)', () => {
  it.each([
    ['id', 12, false, '12 produk'],
    ['id', 1_000, false, '1.000 produk'],
    ['id', 87_412, false, '1.000+ produk'],
    ['en', 87_412, false, '1,000+ products'],
    ['id', 176, false, '176 produk'],
    ['id', 100, true, '100 produk'],
    ['id', 101, true, '100+ produk'],
    ['en', 101, true, '100+ products'],
  ] as const)(
    '%s, a total of %i (filtered: %s) reads "%s"',
    async (locale, total, filtered, shown) => {
      renderInShell(<ListingView listing={listingOf(total, filtered)} title="Semua produk" />, {
        path: '/shop/all',
        locale,
      });
      expect((await screen.findByText(shown)).tagName).toBe('STRONG');
    },
  );

  it('pages with numbers only: no "Muat lebih banyak" beside them (ADR 0036)', async () => {
    const products = Array.from({ length: 2 }, (_, index) =>
      aTile({ id: index + 1, name: `Produk ${index + 1}` }),
    );
    renderInShell(
      <ListingView listing={{ ...listingOf(101, true, products), pageCount: 7 }} title="Makeup" />,
      { path: '/shop/1-makeup' },
    );
    expect(await screen.findByRole('navigation', { name: 'Halaman produk' })).toBeTruthy();
    expect(screen.queryByText('Muat lebih banyak')).toBeNull();
  });
});
