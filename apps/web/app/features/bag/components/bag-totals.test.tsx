import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '~/testing/render';
import { makeCart, makeLine, makeTotals } from '../testing/fixtures';
import { BagTotals } from './bag-totals';

const rows = () =>
  Array.from(document.querySelectorAll('dt')).map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);

describe('the bag totals (000 §3 Totals, §9 rupiah)', () => {
  it('shows subtotal, shipping for the next step and the total, in rupiah with dots', () => {
    renderInShell(<BagTotals cart={makeCart()} />);
    expect(rows()).toEqual([
      ['Subtotal (2 produk)', 'Rp318.000'],
      ['Ongkos kirim', 'dihitung di langkah berikutnya'],
      ['Total', 'Rp318.000'],
    ]);
    expect(screen.queryByText(/Kamu hemat/)).toBeNull();
  });

  it('lists the voucher discount with its code, and what the shopper saves', () => {
    const cart = makeCart({
      products: [makeLine(), makeLine({ _id: 'line-2', quantity: 1, total_price: 1_250_000 })],
      voucher_code: 'GLOW50',
      totals: makeTotals({
        total_amount: 1_568_000,
        discount: 50_000,
        voucher_discount: 50_000,
        total_amount_after_discount: 1_518_000,
        total_amount_after_extra: 1_518_000,
      }),
    });
    renderInShell(<BagTotals cart={cart} />);
    expect(rows()).toEqual([
      ['Subtotal (3 produk)', 'Rp1.568.000'],
      ['Diskon voucherGLOW50', '−Rp50.000'],
      ['Ongkos kirim', 'dihitung di langkah berikutnya'],
      ['Total', 'Rp1.518.000'],
    ]);
    expect(screen.getByText('Kamu hemat Rp50.000')).toBeTruthy();
  });

  it('lists points, other discounts and extra charges only when there are some', () => {
    const cart = makeCart({
      point_applied: 25,
      totals: makeTotals({
        total_amount: 318_000,
        discount: 40_000,
        points_discount: 25_000,
        point_applied: 25,
        total_amount_after_discount: 278_000,
        total_extra_charge: 5_000,
        total_amount_after_extra: 283_000,
      }),
    });
    renderInShell(<BagTotals cart={cart} />);
    expect(rows()).toEqual([
      ['Subtotal (2 produk)', 'Rp318.000'],
      ['Beauty points (25 poin)', '−Rp25.000'],
      ['Diskon lainnya', '−Rp15.000'],
      ['Biaya tambahan', 'Rp5.000'],
      ['Ongkos kirim', 'dihitung di langkah berikutnya'],
      ['Total', 'Rp283.000'],
    ]);
  });

  it('speaks English when the page does', () => {
    renderInShell(<BagTotals cart={makeCart()} busy />, { locale: 'en' });
    const list = document.querySelector('dl') as HTMLElement;
    expect(within(list).getByText('Subtotal (2 items)')).toBeTruthy();
    expect(within(list).getByText('calculated at the next step')).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
  });
});
