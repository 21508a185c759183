import { useCallback, useMemo, useRef, useState } from 'react';
import type { ApiClient } from '~/lib/api-client';
import {
  clearGuestSearches,
  clearMemberSearches,
  deleteMemberSearch,
  fetchMemberSearches,
  forgetGuestSearch,
  readGuestSearches,
  rememberGuestSearch,
  type RecentSearch,
} from '../api/search-history-calls';

type Shopper = 'unknown' | 'member' | 'guest';

export type RecentSearches = {
  /** The list to show; null until the first load. */
  items: RecentSearch[] | null;
  /** Loads the list when the empty box opens (the first call also tells member from guest). */
  load: () => void;
  /** After a search: a guest's goes to this browser; a member's is recorded by the API. */
  remember: (keyword: string) => void;
  remove: (item: RecentSearch) => void;
  clear: () => void;
};

/**
 * The search box's recent searches. A guest (known from the page shell, `signedIn` false) reads
 * localStorage and the API is never asked; for a signed-in shopper the first
 * `GET search-history-keywords` answers the member's list — or 401 if the session has just
 * ended, and the shopper is a guest after all.
 */
export function useRecentSearches(api: ApiClient, signedIn: boolean): RecentSearches {
  const [items, setItems] = useState<RecentSearch[] | null>(null);
  const shopper = useRef<Shopper>('unknown');
  // A member's list is re-read when the box next opens after a search or a removal.
  const stale = useRef(true);
  const pending = useRef<Promise<Shopper> | null>(null);

  const identify = useCallback((): Promise<Shopper> => {
    pending.current ??= (signedIn ? fetchMemberSearches(api) : Promise.resolve('guest' as const))
      .then((answer): Shopper => {
        if (answer === 'guest') {
          shopper.current = 'guest';
          setItems(readGuestSearches());
        } else if (answer === null) {
          // Unknown (network, server): show nothing now, ask again when the box next opens.
          stale.current = true;
          setItems((current) => current ?? []);
        } else {
          shopper.current = 'member';
          setItems(answer);
        }
        return shopper.current;
      })
      .finally(() => {
        pending.current = null;
      });
    return pending.current;
  }, [api, signedIn]);

  const load = useCallback(() => {
    if (shopper.current === 'guest') {
      // Another tab may have searched meanwhile: the browser's list is cheap to re-read.
      setItems(readGuestSearches());
    } else if (stale.current) {
      stale.current = false;
      void identify();
    }
  }, [identify]);

  const remember = useCallback(
    (keyword: string) => {
      const apply = (who: Shopper) => {
        if (who === 'guest') setItems(rememberGuestSearch(keyword));
        else if (who === 'member') stale.current = true;
      };
      if (shopper.current === 'unknown') void identify().then(apply);
      else apply(shopper.current);
    },
    [identify],
  );

  const remove = useCallback(
    (item: RecentSearch) => {
      if (item.id === null) {
        setItems(forgetGuestSearch(item.keyword));
        return;
      }
      setItems((current) => current?.filter((entry) => entry.key !== item.key) ?? null);
      // The next open brings in the member's next-older search, or the entry back if it failed.
      stale.current = true;
      void deleteMemberSearch(api, item.id);
    },
    [api],
  );

  const clear = useCallback(() => {
    if (shopper.current === 'guest') {
      setItems(clearGuestSearches());
      return;
    }
    const previous = items;
    setItems([]);
    void clearMemberSearches(api).then((result) => {
      if (!result.ok && result.status !== 401) setItems(previous);
    });
  }, [api, items]);

  return useMemo(
    () => ({ items, load, remember, remove, clear }),
    [items, load, remember, remove, clear],
  );
}
