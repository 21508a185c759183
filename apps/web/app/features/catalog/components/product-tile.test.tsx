import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aTile } from '~/testing/products';
import { onLoginRequest, type LoginRequest } from '~/lib/login-request';
import { renderInShell } from '~/testing/render';
import type { ProductTile as Product } from '../types';
import { ProductTile } from './product-tile';

const tile = (product: Product, list?: Parameters<typeof ProductTile>[0]['list']) => {
  renderInShell(<ProductTile product={product} list={list} position={1} />);
  return screen.getByRole('article', { name: product.name });
};

afterEach(() => {
  delete window.dataLayer;
});

describe('product tile (000 §2, §5, §9)', () => {
  it('shows image, brand, name, price and a link to the product page', () => {
    const card = tile(aTile());
    const image = within(card).getByRole('img', { name: 'Lumera serum' });
    expect(image.getAttribute('width')).toBe('160');
    expect(image.getAttribute('sizes')).toBe('(min-width: 992px) 160px, 134px');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(within(card).getByText('Lumera')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: 'Niacinamide 10% Brightening Serum' })
        .getAttribute('href'),
    ).toBe('/serum/7-niacinamide-10-brightening-serum');
    expect(card.textContent).toContain('Rp150.000');
  });

  it('loads a priority tile image at once', () => {
    renderInShell(<ProductTile product={aTile()} priority />);
    const image = screen.getByRole('img', { name: 'Lumera serum' });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows the discounted range, the price before discount and the percent', () => {
    const card = tile(
      aTile({
        min_price: 100_000,
        max_price: 180_000,
        min_price_after_discount: 80_000,
        max_price_after_discount: 144_000,
        discount_range: [20, 20],
        discount_percentage: 20,
        is_sale: true,
      }),
    );
    expect(card.textContent).toContain('Rp80.000 - Rp144.000');
    expect(within(card).getByText('Rp100.000 - Rp180.000').tagName).toBe('S');
    expect(within(card).getAllByText('20%').length).toBeGreaterThan(0);
  });

  it.each([
    ['BARU', { is_new: true }],
    [
      'PRE-ORDER',
      {
        default_combination: {
          ...aTile().default_combination!,
          is_pre_order: true,
          preorder: [{ total_quota: 5, sold_quota: 1 }],
        },
      },
    ],
    ['EKSKLUSIF', { is_exclusive: true }],
    ['TERBATAS', { is_limited: true }],
    ['HANYA ONLINE', { is_online: true }],
    ['BELI 1 GRATIS 1', { is_buy_one_get_one_free: true }],
    ['PAKET', { classification: 'bundle_physical' as const }],
    ['SALE', { is_sale: true }],
    ['25%', { discount_range: [10, 25] as [number, number], discount_percentage: 25 }],
  ])('badge %s', (label, overrides) => {
    const card = tile(aTile(overrides));
    expect(within(card).getByText(label)).toBeTruthy();
  });

  it('SALE is only the fallback when there is a discount percent', () => {
    const card = tile(aTile({ is_sale: true, discount_percentage: 15, discount_range: [15, 15] }));
    expect(within(card).queryByText('SALE')).toBeNull();
    expect(within(card).getByText('15%')).toBeTruthy();
  });

  it('labels More Options Available and Disc. on selected variant', () => {
    const card = tile(aTile({ option_count: 2, discount_range: [0, 30] }));
    expect(within(card).getByText('Tersedia pilihan lain')).toBeTruthy();
    expect(within(card).getByText('Diskon untuk varian tertentu')).toBeTruthy();
  });

  it('rates with stars ×10 and one decimal', () => {
    const card = tile(aTile());
    expect(card.querySelector('[data-star-scale]')?.getAttribute('data-star-scale')).toBe('45');
    expect(within(card).getByText('Rating 4.5 dari 5, 128 ulasan')).toBeTruthy();
  });

  it.each(['bundle_virtual', 'bundle_physical', 'gwp_non_sellable'] as const)(
    'hides the rating for %s',
    (classification) => {
      const card = tile(aTile({ classification }));
      expect(card.querySelector('[data-star-scale]')).toBeNull();
      expect(within(card).queryByText(/Rating/)).toBeNull();
    },
  );

  it('shows SOLD OUT and rejects ADD TO BAG when unavailable', () => {
    const card = tile(aTile({ is_in_stock: false, is_in_stock_original: false }));
    expect(within(card).getAllByText('Stok habis').length).toBe(2);
    const button = within(card).getByRole('button', { name: /Stok habis/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(within(card).queryByRole('button', { name: /Tambah ke tas/ })).toBeNull();
  });

  it('hides the heart and ADD TO BAG for a pack', () => {
    const card = tile(aTile({ is_pack: true }));
    expect(within(card).queryByRole('button', { name: /wishlist/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Tambah ke tas/ })).toBeNull();
    expect(within(card).getAllByRole('button', { name: /Lihat cepat/ }).length).toBeGreaterThan(0);
  });

  it('in special-price lists: links home, says Get only for and why it cannot be added', () => {
    const card = tile(
      aTile({
        special_price: 99_000,
        is_special_price_applicable: false,
        reason: {
          min_oder: 150_000,
          min_qty: null,
          quota_reached: false,
          brands: [{ id: 3, name: 'Lumera' }],
          categories: [],
          products: [],
        },
      }),
      'special_price',
    );
    expect(
      within(card)
        .getByRole('link', { name: /Niacinamide/ })
        .getAttribute('href'),
    ).toBe('/');
    expect(card.textContent).toContain('Cukup bayar');
    expect(card.textContent).toContain('Rp99.000');
    expect(within(card).getByText('Minimal pembelian Rp150.000 untuk brand Lumera')).toBeTruthy();
  });

  it('the heart opens the login dialog for a guest, with no pretend state', () => {
    const requests: LoginRequest[] = [];
    const stop = onLoginRequest((request) => requests.push(request));
    const card = tile(aTile());
    const heart = within(card).getByRole('button', { name: /wishlist/ });
    expect(heart.hasAttribute('aria-pressed')).toBe(false);
    fireEvent.click(heart);
    expect(requests).toEqual([{}]);
    stop();
  });

  it('tracks the tile click once', () => {
    const card = tile(aTile());
    const link = within(card).getByRole('link', { name: /Niacinamide/ });
    fireEvent.click(link);
    fireEvent.click(link);
    const clicks = (window.dataLayer ?? []).filter((event) => event.event === 'tile_click');
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toMatchObject({ object_id: '7', list: 'listing', position: 1 });
  });
});
