import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '~/testing/render';
import { Pagination } from './pagination';

/** The page numbers shown, in order. */
const pages = () =>
  within(screen.getByRole('navigation', { name: 'Halaman produk' }))
    .getAllByRole('link', { name: /^Halaman \d+$/ })
    .map((link) => link.querySelector('[aria-hidden="true"]')?.textContent);

describe('pagination window (000 §9)', () => {
  it.each([
    [1, 20, ['1', '2', '3']],
    [2, 20, ['1', '2', '3', '4']],
    [5, 20, ['1', '2', '3', '4', '5', '6', '7']],
    [6, 20, ['4', '5', '6', '7', '8']],
    [12, 20, ['10', '11', '12', '13', '14']],
    [20, 20, ['16', '17', '18', '19', '20']],
    [2, 3, ['1', '2', '3']],
  ])('page %i of %i shows %j', (page, pageCount, expected) => {
    renderInShell(<Pagination page={page} pageCount={pageCount} />, {
      path: `/shop/all?page=${page}`,
    });
    expect(pages()).toEqual(expected);
  });

  it('marks the current page and keeps filters in the links', () => {
    renderInShell(<Pagination page={2} pageCount={5} />, {
      path: '/shop/all?sort=price_asc&brand_id=3&page=2',
    });
    const nav = screen.getByRole('navigation', { name: 'Halaman produk' });
    const current = within(nav).getByRole('link', { name: 'Halaman 2' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Halaman 3' }).getAttribute('href')).toBe(
      '/shop/all?sort=price_asc&brand_id=3&page=3',
    );
    // Page 1 drops the parameter, so it is the listing's canonical URL.
    expect(within(nav).getByRole('link', { name: 'Halaman 1' }).getAttribute('href')).toBe(
      '/shop/all?sort=price_asc&brand_id=3',
    );
    expect(within(nav).getByRole('link', { name: 'Halaman sebelumnya' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Halaman berikutnya' })).toBeTruthy();
  });

  it('has no previous link on the first page, no next on the last, nothing for one page', () => {
    const { unmount } = renderInShell(<Pagination page={1} pageCount={2} />);
    expect(screen.queryByRole('link', { name: 'Halaman sebelumnya' })).toBeNull();
    unmount();
    renderInShell(<Pagination page={2} pageCount={2} />);
    expect(screen.queryByRole('link', { name: 'Halaman berikutnya' })).toBeNull();
  });

  it('renders nothing for a single page', () => {
    renderInShell(<Pagination page={1} pageCount={1} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
