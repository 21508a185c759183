import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { notifyUnauthorized } from '~/lib/session-events';
import {
  useWishlist,
  type WishlistChange,
  type WishlistToggleResult,
} from '~/lib/wishlist-context';
import { renderInShell } from '~/testing/render';
import { WishlistProvider } from './wishlist-provider';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Pending = { body: unknown; answer: (response: Response) => void };

/** The toggle call, answered when the test says so. */
function stubToggle() {
  const calls: Pending[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    expect([url, init.method]).toEqual(['/api/catalog/wishlist', 'POST']);
    return new Promise<Response>((resolve) => {
      calls.push({ body: JSON.parse(String(init.body)), answer: resolve });
    });
  });
  return calls;
}
const wishlisted = (state: boolean) =>
  json(200, {
    success: true,
    data: { id: 1, product_id: 7, product_combination_id: 12, is_wishlisted: state },
    meta: { code: 200 },
  });

/** A bare heart over the provider: its state, its flag, and what its toggles came to. */
function Heart({ results }: { results: WishlistToggleResult[] }) {
  const wishlist = useWishlist();
  return (
    <button
      type="button"
      aria-pressed={wishlist.isWishlisted(12)}
      aria-busy={wishlist.isProcessing(12)}
      data-signed-in={wishlist.signedIn}
      onClick={() =>
        void wishlist.toggle({ productId: 7, combinationId: 12 }).then(results.push.bind(results))
      }
    >
      heart
    </button>
  );
}

function Changes({ changes }: { changes: WishlistChange[] }) {
  const wishlist = useWishlist();
  useEffect(() => wishlist.onChange((change) => changes.push(change)), [wishlist, changes]);
  return null;
}

function renderProvider(ids: string[] | null) {
  const results: WishlistToggleResult[] = [];
  const changes: WishlistChange[] = [];
  let setIds: (next: string[] | null) => void = () => undefined;
  function Shell() {
    const [current, set] = useState(ids);
    useEffect(() => {
      setIds = set;
    }, [set]);
    return (
      <WishlistProvider combinationIds={current}>
        <Heart results={results} />
        <Changes changes={changes} />
      </WishlistProvider>
    );
  }
  renderInShell(<Shell />);
  return {
    heart: () => screen.getByRole('button', { name: 'heart' }),
    results,
    changes,
    reload: (next: string[] | null) => act(() => setIds(next)),
  };
}

describe('the wishlist provider (000 §4)', () => {
  it('starts from the combinations the page shell loaded', () => {
    expect(renderProvider(['12']).heart().getAttribute('aria-pressed')).toBe('true');
  });

  it('is a guest without a list: nothing wishlisted, toggles refused without a call', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const view = renderProvider(null);
    expect(view.heart().dataset.signedIn).toBe('false');
    fireEvent.click(view.heart());
    await act(async () => undefined);
    expect(view.results).toEqual([{ status: 'unauthorized' }]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fills at once, blocks a second click until the answer, then keeps the answer', async () => {
    const calls = stubToggle();
    const view = renderProvider([]);
    fireEvent.click(view.heart());
    fireEvent.click(view.heart());
    expect(view.heart().getAttribute('aria-pressed')).toBe('true');
    expect(view.heart().getAttribute('aria-busy')).toBe('true');
    await act(async () => undefined);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ product_id: 7, product_combination_id: '12' });
    expect(view.results).toEqual([{ status: 'ignored' }]);

    await act(async () => calls[0]!.answer(wishlisted(true)));
    expect(view.heart().getAttribute('aria-pressed')).toBe('true');
    expect(view.heart().getAttribute('aria-busy')).toBe('false');
    expect(view.results.at(-1)).toEqual({ status: 'done', isWishlisted: true });
    expect(view.changes).toEqual([{ productId: 7, combinationId: '12', isWishlisted: true }]);

    // Free again: the next click takes it off.
    fireEvent.click(view.heart());
    expect(view.heart().getAttribute('aria-pressed')).toBe('false');
    await act(async () => calls[1]!.answer(wishlisted(false)));
    expect(view.heart().getAttribute('aria-pressed')).toBe('false');
  });

  it('puts the heart back when the call fails', async () => {
    const calls = stubToggle();
    const view = renderProvider(['12']);
    fireEvent.click(view.heart());
    expect(view.heart().getAttribute('aria-pressed')).toBe('false');
    await act(async () =>
      calls[0]!.answer(json(500, { success: false, data: null, meta: { code: 500 } })),
    );
    expect(view.heart().getAttribute('aria-pressed')).toBe('true');
    expect(view.results).toEqual([{ status: 'failed' }]);
    expect(view.changes).toEqual([]);
  });

  it('clears on a 401 from any call, until the shell brings new data', async () => {
    const calls = stubToggle();
    const view = renderProvider(['12']);
    fireEvent.click(view.heart());
    await act(async () =>
      calls[0]!.answer(json(401, { success: false, data: null, meta: { code: 401 } })),
    );
    expect(view.results).toEqual([{ status: 'unauthorized' }]);
    expect(view.heart().dataset.signedIn).toBe('false');
    expect(view.heart().getAttribute('aria-pressed')).toBe('false');

    view.reload(['12']);
    expect(view.heart().dataset.signedIn).toBe('true');
    act(() => notifyUnauthorized());
    expect(view.heart().getAttribute('aria-pressed')).toBe('false');
  });

  it('takes fresh shell data as the truth (login, logout)', async () => {
    const calls = stubToggle();
    const view = renderProvider([]);
    fireEvent.click(view.heart());
    await act(async () => calls[0]!.answer(wishlisted(true)));
    view.reload([]);
    expect(view.heart().getAttribute('aria-pressed')).toBe('false');
    view.reload(null);
    expect(view.heart().dataset.signedIn).toBe('false');
  });
});
