import { useEffect, useRef } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { canShowLoadMore } from '@kilau/domain/shared';
import { useHydrated } from '~/hooks/use-hydrated';
import { useIsDesktop } from '~/hooks/use-is-desktop';
import type { ListingData } from '../../api/listing-query';
import type { ProductTile } from '../../types';
import { withParams } from './listing-url';
import { useCatalogText } from '~/features/catalog/text';

/**
 * 'Load more' (000 §9: desktop only): fetches the next page through the route's own loader and
 * hands its tiles to the list, which appends them. Before hydration it is a link to the next
 * page, hidden by CSS below desktop widths, so the layout never jumps.
 */
export function LoadMore({
  nextPage,
  onLoaded,
}: {
  nextPage: number;
  onLoaded: (page: number, products: ProductTile[]) => void;
}) {
  const text = useCatalogText();
  const hydrated = useHydrated();
  const isDesktop = useIsDesktop();
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<{ listing: ListingData }>();
  const handled = useRef<unknown>(null);

  useEffect(() => {
    const listing = fetcher.data?.listing;
    if (fetcher.state !== 'idle' || !listing || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    onLoaded(listing.page, listing.products);
  }, [fetcher.state, fetcher.data, onLoaded]);

  if (hydrated && !canShowLoadMore(isDesktop ? 'desktop' : 'mobile')) return null;
  const href = pathname + withParams(search, { page: nextPage });
  const busy = fetcher.state !== 'idle';
  return (
    <div className="mt-8 hidden justify-center dt:flex">
      <Link
        to={href}
        onClick={(event) => {
          event.preventDefault();
          if (!busy) fetcher.load(href);
        }}
        aria-disabled={busy || undefined}
        className="inline-flex min-h-12 items-center rounded-full border border-plum-900 px-8 text-sm font-bold text-plum-900 hover:bg-plum-900 hover:text-cream-50 aria-disabled:opacity-60"
      >
        {busy ? text('loading') : text('loadMore')}
      </Link>
    </div>
  );
}
