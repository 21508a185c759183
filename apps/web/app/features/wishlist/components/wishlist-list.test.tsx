import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_WISHLIST, WishlistContext, type WishlistChange } from '~/lib/wishlist-context';
import { renderInShell } from '~/testing/render';
import type { WishlistEntry, WishlistPage } from '../types';
import { WishlistList } from './wishlist-list';

const entry = (n: number): WishlistEntry => ({
  id: n,
  wishlist_id: String(n),
  product_id: 100 + n,
  product_combination_id: 200 + n,
  is_wishlisted: true,
  created_at: '2025-06-01T00:00:00.000Z',
  product: {
    id: 100 + n,
    name: `Produk ${n}`,
    default_combination: { id: 200 + n, attributes: { shade: { name: `Shade ${n}` } } },
  },
});
const entries = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => entry(from + i + 1));

/** The list API over `all` entries: answers `skip`/`limit` pages and records the calls. */
function stubList(all: WishlistEntry[]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    const query = new URL(url, 'http://shop').searchParams;
    const skip = Number(query.get('skip'));
    const limit = Number(query.get('limit'));
    return new Response(
      JSON.stringify({
        success: true,
        data: all.slice(skip, skip + limit),
        meta: { code: 200, total: all.length, skip, limit },
      }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    );
  });
  return calls;
}

/** An IntersectionObserver that sees its target at once, as a short list's end is in view. */
class SeeingObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never),
    );
  }
  disconnect() {}
}

let listeners: Array<(change: WishlistChange) => void> = [];
beforeEach(() => {
  listeners = [];
});
afterEach(() => {
  listeners = [];
});

function renderList(initial: WishlistPage) {
  const wishlist = {
    ...GUEST_WISHLIST,
    signedIn: true,
    onChange: (listener: (change: WishlistChange) => void) => {
      listeners.push(listener);
      return () => {
        listeners = listeners.filter((each) => each !== listener);
      };
    },
  };
  renderInShell(
    <WishlistContext.Provider value={wishlist}>
      <WishlistList
        initial={initial}
        renderTile={(item) => <article aria-label={item.product.name}>{item.product.name}</article>}
      />
    </WishlistContext.Provider>,
  );
}

const shownNames = () =>
  within(screen.getByRole('list', { name: 'Wishlist Saya' }))
    .getAllByRole('article')
    .map((tile) => tile.getAttribute('aria-label'));

describe('the /wishlist list (000 §4, §9)', () => {
  it('shows a friendly empty state that leads back to shopping', () => {
    renderList({ entries: [], total: 0 });
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist Saya' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Wishlist kamu masih kosong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mulai belanja' }).getAttribute('href')).toBe(
      '/new-arrivals',
    );
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows each product with the variant that was saved', () => {
    renderList({ entries: entries(0, 2), total: 2 });
    expect(shownNames()).toEqual(['Produk 1', 'Produk 2']);
    expect(screen.getByText('Shade: Shade 1')).toBeTruthy();
    expect(screen.getByText(/^2 produk/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).toBeNull();
  });

  it('loads the next page on its own below skip 10, then only on "load more"', async () => {
    vi.stubGlobal('IntersectionObserver', SeeingObserver);
    const all = entries(0, 12);
    const calls = stubList(all);
    renderList({ entries: all.slice(0, 5), total: 12 });
    await act(async () => undefined);
    await act(async () => undefined);
    expect(calls).toEqual(['/api/catalog/users/me/wishlists?skip=5&limit=5']);
    expect(shownNames()).toHaveLength(10);
    expect(screen.getByText(/Menampilkan 10 dari 12 produk/)).toBeTruthy();

    // From skip 10 the list waits for the shopper.
    const more = screen.getByRole('button', { name: 'Muat lebih banyak' });
    expect(calls).toHaveLength(1);
    await act(async () => fireEvent.click(more));
    expect(calls.at(-1)).toBe('/api/catalog/users/me/wishlists?skip=10&limit=5');
    expect(shownNames()).toEqual(all.map((each) => each.product.name));
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).toBeNull();
  });

  it('reloads what it shows after a heart was toggled', async () => {
    const all = entries(0, 7);
    const calls = stubList(all);
    renderList({ entries: all.slice(0, 7), total: 7 });
    // Product 3 was taken off the wishlist.
    stubList(all.filter((each) => each.id !== 3));
    calls.length = 0;
    await act(async () => {
      for (const listener of listeners) {
        listener({ productId: 103, combinationId: '203', isWishlisted: false });
      }
    });
    expect(shownNames()).toEqual([
      'Produk 1',
      'Produk 2',
      'Produk 4',
      'Produk 5',
      'Produk 6',
      'Produk 7',
    ]);
    expect(screen.getByText(/^6 produk/)).toBeTruthy();
  });

  it("says 'Silakan coba lagi dalam beberapa saat.' when a page fails, and offers a retry", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('IntersectionObserver', SeeingObserver);
    vi.stubGlobal('fetch', async () => new Response(null, { status: 503 }));
    renderList({ entries: entries(0, 5), total: 8 });
    await act(async () => undefined);
    await act(async () => undefined);
    expect(screen.getByRole('status').textContent).toContain(
      'Silakan coba lagi dalam beberapa saat.',
    );
    expect(screen.getByRole('button', { name: 'Muat lebih banyak' })).toBeTruthy();
    act(() => vi.runAllTimers());
    vi.useRealTimers();
  });
});
