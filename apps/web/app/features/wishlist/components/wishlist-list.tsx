import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { formatVariantLabel, wishlistPaging } from '@kilau/domain/catalog';
import { PAGE_SIZES, WISHLIST_INFINITE_SKIP_LIMIT } from '@kilau/domain/shared';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { HeartIcon } from '~/components/ui/icons';
import { useToast } from '~/components/ui/toast';
import { useApiClient } from '~/lib/api-client';
import { useLocale, useMessage } from '~/lib/i18n';
import { useWishlist } from '~/lib/wishlist-context';
import { fetchWishlistEntries } from '../api/wishlist-calls';
import type { WishlistEntry, WishlistPage, WishlistProduct } from '../types';
import { EmptyPanel } from '~/components/ui/empty-panel';
import { useWishlistText } from '~/features/wishlist/text';

type ListState<P extends WishlistProduct> = WishlistPage<P> & { from: WishlistPage<P> };
type Loading = 'idle' | 'more' | 'reload';

const fresh = <P extends WishlistProduct>(page: WishlistPage<P>): ListState<P> => ({
  ...page,
  from: page,
});

/**
 * The member's wishlist (/wishlist, 000 §4, §9): the first page comes from the server; the next
 * page loads as the end of the list comes into view while fewer than 10 are shown, then on
 * "load more", and never beyond 100 (`wishlistPaging`). Taking a product off with its heart
 * reloads the list, as far as it was shown. `renderTile` draws each product (the catalogue's
 * tile, composed by the route).
 */
export function WishlistList<P extends WishlistProduct>({
  initial,
  renderTile,
}: {
  initial: WishlistPage<P>;
  renderTile: (entry: WishlistEntry<P>, index: number) => ReactNode;
}) {
  const text = useWishlistText();
  const message = useMessage();
  const locale = useLocale();
  const toast = useToast();
  const api = useApiClient();
  const wishlist = useWishlist();

  const [state, setState] = useState<ListState<P>>(() => fresh(initial));
  // New loader data (a revalidation, another visit) starts the list afresh.
  const list = state.from === initial ? state : fresh(initial);
  const [loading, setLoading] = useState<Loading>('idle');
  const [failed, setFailed] = useState(false);
  // The newest request wins: a reload makes a page still on its way stale.
  const request = useRef(0);

  const count = list.entries.length;
  const paging = wishlistPaging(count, list.total);

  /** The next page after `shown` entries, or the first `shown` again (at least a page). */
  const load = useCallback(
    async (mode: 'more' | 'reload', shown: number) => {
      const ticket = ++request.current;
      const range =
        mode === 'more'
          ? { skip: shown, limit: PAGE_SIZES.wishlist }
          : {
              skip: 0,
              limit: Math.min(WISHLIST_INFINITE_SKIP_LIMIT, Math.max(shown, PAGE_SIZES.wishlist)),
            };
      setLoading(mode);
      const result = await fetchWishlistEntries<P>(api, range);
      if (ticket !== request.current) return;
      setLoading('idle');
      if (!result.ok) {
        setFailed(true);
        // A 401 logs the member out (the shell handles it); anything else is worth a retry.
        if (result.status !== 401) toast.show(message('generic_retry'));
        return;
      }
      setFailed(false);
      setState((current) => {
        const base = current.from === initial ? current : fresh(initial);
        if (mode === 'reload') return { ...result.page, from: initial };
        const known = new Set(base.entries.map((entry) => entry.id));
        const added = result.page.entries.filter((entry) => !known.has(entry.id));
        return { from: initial, entries: [...base.entries, ...added], total: result.page.total };
      });
    },
    [api, initial, message, toast],
  );

  // 000 §4: on the Wishlist page the list is reloaded after a toggle.
  useEffect(() => wishlist.onChange(() => void load('reload', count)), [wishlist, load, count]);

  const sentinel = useRef<HTMLDivElement>(null);
  const autoLoad = paging.next === 'auto' && loading === 'idle' && !failed;
  useEffect(() => {
    const target = sentinel.current;
    if (!autoLoad || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((entry) => entry.isIntersecting)) void load('more', count);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [autoLoad, load, count]);

  const capped = list.total > WISHLIST_INFINITE_SKIP_LIMIT && paging.next === 'none';
  return (
    <section aria-labelledby="wishlist-title">
      <header className="mb-6">
        <h1
          id="wishlist-title"
          className="font-display text-3xl font-semibold text-plum-900 md:text-4xl"
        >
          {text('wishlistTitle')}
        </h1>
        {count > 0 ? (
          <p className="mt-1 text-sm text-plum-700" aria-live="polite">
            {count < list.total
              ? text('wishlistShown', { shown: count, total: list.total })
              : text('wishlistCount', { count: list.total })}
            <span aria-hidden="true"> · </span>
            {text('wishlistIntro')}
          </p>
        ) : null}
      </header>

      {count === 0 ? (
        <EmptyWishlist />
      ) : (
        <ul
          aria-labelledby="wishlist-title"
          aria-busy={loading === 'reload' || undefined}
          className="grid grid-cols-2 gap-2.5 transition-opacity aria-busy:opacity-60 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
        >
          {list.entries.map((entry, index) => {
            const variant = formatVariantLabel(
              entry.product.default_combination?.attributes,
              locale,
            );
            return (
              <li key={entry.id} className="flex flex-col gap-1.5">
                <div className="flex-1">{renderTile(entry, index)}</div>
                {/* The saved variant; the line is kept when there is none, so rows line up. */}
                <p className="min-h-4 truncate px-1 text-center text-xs font-medium text-plum-700">
                  {variant}
                </p>
              </li>
            );
          })}
        </ul>
      )}

      <div ref={sentinel} className="mt-8 flex flex-col items-center gap-3">
        {paging.next === 'button' || (paging.next === 'auto' && failed) ? (
          <button
            type="button"
            onClick={() => void load('more', count)}
            disabled={loading !== 'idle'}
            className={BUTTON_CLASS.secondary}
          >
            {loading === 'more' ? text('wishlistLoading') : text('wishlistLoadMore')}
          </button>
        ) : loading === 'more' ? (
          <p className="text-sm text-plum-700" role="status">
            {text('wishlistLoading')}
          </p>
        ) : null}
        {capped ? (
          <p className="text-sm text-plum-700">
            {text('wishlistCapped', { max: WISHLIST_INFINITE_SKIP_LIMIT })}
          </p>
        ) : null}
      </div>
    </section>
  );
}

function EmptyWishlist() {
  const text = useWishlistText();
  return (
    <EmptyPanel
      icon={<HeartIcon className="size-10 fill-current" />}
      title={text('wishlistEmptyTitle')}
      text={text('wishlistEmptyText')}
      cta={{ to: '/new-arrivals', label: text('wishlistEmptyCta') }}
    />
  );
}
