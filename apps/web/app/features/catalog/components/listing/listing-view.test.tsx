import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '~/testing/render';
import { LISTING_SORTS, readListingChoices, type ListingData } from '../../api/listing-query';
import { ListingView } from './listing-view';

const listingOf = (total: number): ListingData => ({
  products: [],
  total,
  page: 1,
  limit: 16,
  pageCount: Math.ceil(total / 16),
  sorts: LISTING_SORTS,
  sort: LISTING_SORTS[0],
  choices: readListingChoices(new URLSearchParams(), LISTING_SORTS),
  facets: { brands: [], categories: [], concerns: [] },
  fuzzy: false,
});

describe('the listing count (ADR 0025: totals above 1,000 are estimates)', () => {
  it.each([
    ['id', 12, '12 produk'],
    ['id', 1_000, '1.000 produk'],
    ['id', 87_412, 'Lebih dari 1.000 produk'],
    ['en', 87_412, 'More than 1,000 products'],
  ] as const)('%s, a total of %i reads "%s"', async (locale, total, shown) => {
    renderInShell(<ListingView listing={listingOf(total)} title="Semua produk" />, {
      path: '/shop/all',
      locale,
    });
    expect((await screen.findByText(shown)).tagName).toBe('STRONG');
  });
});
