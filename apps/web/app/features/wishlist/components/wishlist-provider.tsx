import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useApiClient } from '~/lib/api-client';
import { onUnauthorized } from '~/lib/session-events';
import {
  WishlistContext,
  type Wishlist,
  type WishlistChange,
  type WishlistTarget,
  type WishlistToggleResult,
} from '~/lib/wishlist-context';
import { toggleWishlist } from '../api/wishlist-calls';

type Listener = (change: WishlistChange) => void;
/** Answers the server confirmed since the page shell's list `source` was loaded. */
type Settled = { source: readonly string[] | null; states: ReadonlyMap<string, boolean> };

const NO_STATES: ReadonlyMap<string, boolean> = new Map();

/**
 * The member's wishlist for every heart on the page (000 §4). It starts from the combinations
 * the page shell loaded on the server (`combinationIds`, null for a guest), so hearts render
 * filled before any script runs. A toggle shows its outcome at once (optimistic), blocks more
 * clicks on the same combination until the server answers (the processing flag), then keeps the
 * server's answer — or puts the heart back when the call failed. Fresh shell data (after login,
 * logout or any revalidation) replaces what was kept; a 401 on any call clears the wishlist at
 * once (001 §4: the member is logged out).
 */
export function WishlistProvider({
  combinationIds,
  children,
}: {
  combinationIds: readonly string[] | null;
  children: ReactNode;
}) {
  const api = useApiClient();
  const base = useMemo(() => new Set(combinationIds ?? []), [combinationIds]);
  // The shell list now, for answers that arrive after it changed.
  const source = useRef(combinationIds);
  useEffect(() => {
    source.current = combinationIds;
  }, [combinationIds]);

  const pendingRef = useRef(new Map<string, boolean>());
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(NO_STATES);
  const [settled, setSettled] = useState<Settled>({ source: combinationIds, states: NO_STATES });
  // The shell list a 401 arrived under: cleared until the shell brings a new one.
  const [signedOutUnder, setSignedOutUnder] = useState<readonly string[] | null | undefined>();
  const listeners = useRef(new Set<Listener>());

  useEffect(() => onUnauthorized(() => setSignedOutUnder(source.current)), []);

  const signedIn = combinationIds !== null && signedOutUnder !== combinationIds;
  const states = settled.source === combinationIds ? settled.states : NO_STATES;

  const isWishlisted = useCallback(
    (combinationId: number | string) => {
      if (!signedIn) return false;
      const id = String(combinationId);
      return pending.get(id) ?? states.get(id) ?? base.has(id);
    },
    [signedIn, pending, states, base],
  );

  const isProcessing = useCallback(
    (combinationId: number | string) => pending.has(String(combinationId)),
    [pending],
  );

  const toggle = useCallback(
    async (target: WishlistTarget): Promise<WishlistToggleResult> => {
      if (!signedIn) return { status: 'unauthorized' };
      const id = String(target.combinationId);
      // Read from the ref, not state: a second click in the same tick must see the first.
      if (pendingRef.current.has(id)) return { status: 'ignored' };
      pendingRef.current.set(id, !isWishlisted(id));
      setPending(new Map(pendingRef.current));

      const result = await toggleWishlist(api, {
        product_id: target.productId,
        product_combination_id: id,
      });

      pendingRef.current.delete(id);
      setPending(new Map(pendingRef.current));
      if (!result.ok) return { status: result.status === 401 ? 'unauthorized' : 'failed' };
      const isNowWishlisted = result.data.is_wishlisted === true;
      setSettled((current) => {
        const kept = current.source === source.current ? current.states : NO_STATES;
        return { source: source.current, states: new Map(kept).set(id, isNowWishlisted) };
      });
      const change = { ...target, combinationId: id, isWishlisted: isNowWishlisted };
      for (const listener of [...listeners.current]) listener(change);
      return { status: 'done', isWishlisted: isNowWishlisted };
    },
    [api, signedIn, isWishlisted],
  );

  const onChange = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);

  const value = useMemo<Wishlist>(
    () => ({ signedIn, isWishlisted, isProcessing, toggle, onChange }),
    [signedIn, isWishlisted, isProcessing, toggle, onChange],
  );
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}
