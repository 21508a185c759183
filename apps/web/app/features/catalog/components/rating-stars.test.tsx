import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aDetail, aTile } from '~/testing/products';
import { renderInShell } from '~/testing/render';
import { ProductDetails } from './product/product-details';
import { ProductPurchase } from './product/product-purchase';
import { ProductTile } from './product-tile';

const unreviewed = { review_stats: { average_rating: 0, total_reviews: 0 } };

describe('a product nobody has reviewed yet (issue 17 item 14)', () => {
  it.each([
    ['id', 'Belum ada ulasan'],
    ['en', 'No reviews yet'],
  ] as const)('the tile says so in %s, without empty stars or 0.0 (0)', (locale, words) => {
    renderInShell(<ProductTile product={aTile(unreviewed)} position={1} />, { locale });
    const card = screen.getByRole('article');
    expect(within(card).getByText(words)).toBeTruthy();
    expect(card.querySelector('[data-star-scale]')).toBeNull();
    expect(within(card).queryByText('0.0')).toBeNull();
    expect(card.textContent).not.toContain('(0)');
  });

  it('a reviewed tile keeps its stars, average and count', () => {
    renderInShell(<ProductTile product={aTile()} position={1} />);
    const card = screen.getByRole('article');
    expect(within(card).queryByText('Belum ada ulasan')).toBeNull();
    expect(card.textContent).toContain('4.5');
    expect(card.textContent).toContain('(128)');
  });

  it('the product page says "Belum ada ulasan" beside the name, linking to the reviews', () => {
    const product = aDetail(unreviewed);
    renderInShell(
      <>
        <ProductPurchase
          product={product}
          selected={product.default_combination}
          variantHref={() => '#'}
          serverNow={Date.UTC(2026, 2, 10, 2)}
        />
        <ProductDetails product={product} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Belum ada ulasan' }).getAttribute('href')).toBe(
      '#reviews',
    );
    expect(screen.queryByText('0.0')).toBeNull();
    expect(document.querySelector('.rating-stars')).toBeNull();
  });
});
