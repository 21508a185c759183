import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onLoginRequest, type LoginRequest } from '~/lib/login-request';
import {
  WishlistContext,
  type Wishlist,
  type WishlistTarget,
  type WishlistToggleResult,
} from '~/lib/wishlist-context';
import { renderInShell } from '~/testing/render';
import { WishlistButton } from './wishlist-button';

afterEach(() => {
  delete window.dataLayer;
});

/** A member's wishlist whose toggles answer when the test says so. */
function memberWishlist(wishlisted: string[] = [], processing: string[] = []) {
  const calls: WishlistTarget[] = [];
  let answer: (result: WishlistToggleResult) => void = () => undefined;
  const wishlist: Wishlist = {
    signedIn: true,
    isWishlisted: (id) => wishlisted.includes(String(id)),
    isProcessing: (id) => processing.includes(String(id)),
    toggle: vi.fn((target: WishlistTarget) => {
      calls.push(target);
      return new Promise<WishlistToggleResult>((resolve) => {
        answer = resolve;
      });
    }),
    onChange: () => () => undefined,
  };
  return { wishlist, calls, answer: (result: WishlistToggleResult) => answer(result) };
}

function renderHeart(wishlist?: Wishlist, combinationId: number | null = 12) {
  const heart = <WishlistButton productId={7} combinationId={combinationId} productName="Serum" />;
  renderInShell(
    wishlist ? (
      <WishlistContext.Provider value={wishlist}>{heart}</WishlistContext.Provider>
    ) : (
      heart
    ),
  );
  return screen.queryByRole('button', { name: 'Simpan Serum ke wishlist' });
}

describe('the heart (000 §4 Wishlist toggle)', () => {
  it('opens the login dialog for a guest, and shows no state', () => {
    const requests: LoginRequest[] = [];
    const stop = onLoginRequest((request) => requests.push(request));
    const heart = renderHeart()!;
    expect(heart.hasAttribute('aria-pressed')).toBe(false);
    fireEvent.click(heart);
    expect(requests).toEqual([{}]);
    // Not a toast: the dialog is the answer.
    expect(screen.queryByRole('status')?.textContent ?? '').toBe('');
    stop();
  });

  it("shows a member's state: filled when wishlisted, outlined when not", () => {
    expect(renderHeart(memberWishlist(['12']).wishlist)!.getAttribute('aria-pressed')).toBe('true');
    act(() => document.body.replaceChildren());
    expect(renderHeart(memberWishlist(['99']).wishlist)!.getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('toggles the combination for a member and tracks the answer', async () => {
    const member = memberWishlist();
    const heart = renderHeart(member.wishlist)!;
    fireEvent.click(heart);
    expect(member.calls).toEqual([{ productId: 7, combinationId: 12 }]);
    await act(async () => member.answer({ status: 'done', isWishlisted: true }));
    expect(window.dataLayer?.at(-1)).toMatchObject({
      event: 'wishlist_add',
      object_type: 'product',
      object_id: '7',
      combination_id: 12,
    });
  });

  it('ignores clicks while the combination is processing', () => {
    const member = memberWishlist([], ['12']);
    const heart = renderHeart(member.wishlist)!;
    expect(heart.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(heart);
    fireEvent.click(heart);
    expect(member.wishlist.toggle).not.toHaveBeenCalled();
  });

  it("says 'Silakan coba lagi dalam beberapa saat.' when the toggle fails (000 §8)", async () => {
    vi.useFakeTimers();
    const member = memberWishlist();
    fireEvent.click(renderHeart(member.wishlist)!);
    await act(async () => member.answer({ status: 'failed' }));
    expect(screen.getByRole('status').textContent).toContain(
      'Silakan coba lagi dalam beberapa saat.',
    );
    act(() => vi.runAllTimers());
    vi.useRealTimers();
  });

  it('asks to log in again when the session ended meanwhile', async () => {
    const requests: LoginRequest[] = [];
    const stop = onLoginRequest((request) => requests.push(request));
    const member = memberWishlist();
    fireEvent.click(renderHeart(member.wishlist)!);
    await act(async () => member.answer({ status: 'unauthorized' }));
    expect(requests).toHaveLength(1);
    stop();
  });

  it('is not shown without a combination to keep', () => {
    expect(renderHeart(memberWishlist().wishlist, null)).toBeNull();
  });
});
