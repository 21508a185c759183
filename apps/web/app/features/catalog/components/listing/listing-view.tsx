import { useEffect, useId, useRef, type ReactNode } from 'react';
import { PAGE_CHANGE_SCROLL_DELAY_MS } from '@kilau/domain/shared';
import { Link, useLocation } from 'react-router';
import { listingTotalShown, type TileList } from '@kilau/domain/catalog';
import { CloseIcon, FilterIcon } from '~/components/ui/icons';
import { useLocale } from '~/lib/i18n';
import { countActiveFilters, type ListingData } from '../../api/listing-query';
import { ProductGrid } from '../product-grid';
import { EmptyState } from './empty-state';
import { FilterPanel } from './filter-panel';
import { Pagination } from './pagination';
import { SortSelect } from './sort-select';
import { useCatalogText } from '~/features/catalog/text';

export type ListingViewProps = {
  listing: ListingData;
  title: string;
  intro?: string;
  /** Above the title (breadcrumb). */
  top?: ReactNode;
  /** Between the title and the products (subcategory links, a banner). */
  before?: ReactNode;
  hiddenFilters?: ReadonlyArray<'brands' | 'categories' | 'concerns'>;
  list?: TileList;
  empty?: { title: string; text: string };
};

/**
 * A listing page: title and count, filters (a sidebar on desktop, a sheet on phones), sorting,
 * the tile grid and one paging system on every size, the numbered pages (ADR 0036). Every
 * control is a link or a GET form, so the page works before JavaScript arrives.
 */
export function ListingView(props: ListingViewProps) {
  const { search } = useLocation();
  useScrollToResultsOnPageChange(props.listing.page);
  // A new query is a new page: the filter sheet closes and its fields show the new choices.
  return <ListingBody key={search} {...props} />;
}

const RESULTS_ID = 'listing-results';

/**
 * On a new page number the results' top comes into view after 250 ms (000 §2 page change): on
 * category and promo pages the shell keeps the scroll position for query changes, which would
 * otherwise leave the shopper at the bottom of the new page.
 */
function useScrollToResultsOnPageChange(page: number) {
  const previous = useRef(page);
  useEffect(() => {
    if (previous.current === page) return;
    previous.current = page;
    const timer = setTimeout(() => {
      const results = document.getElementById(RESULTS_ID);
      if (!results || results.getBoundingClientRect().top >= 0) return;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      results.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    }, PAGE_CHANGE_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [page]);
}

function ListingBody({
  listing,
  title,
  intro,
  top,
  before,
  hiddenFilters = [],
  list = 'listing',
  empty,
}: ListingViewProps) {
  const text = useCatalogText();
  const locale = useLocale();
  // One rule for both caps (ADR 0025, 0036): "100+ produk" in filtered list mode, "1.000+"
  // above the exact count.
  const shownTotal = listingTotalShown(listing.total, listing.filtered);
  const { pathname } = useLocation();

  const active = countActiveFilters(listing.choices);
  const toggleId = useId();
  const panelId = useId();
  const { products } = listing;
  const filters = (
    <FilterPanel choices={listing.choices} facets={listing.facets} hidden={hiddenFilters} />
  );

  return (
    <div className="mx-auto max-w-6xl px-4 pb-6 pt-4 md:pt-6">
      {top}
      <header className="mt-2">
        <h1 className="font-display text-3xl font-semibold text-plum-900 md:text-4xl">{title}</h1>
        {intro ? <p className="mt-2 max-w-2xl text-plum-700">{intro}</p> : null}
      </header>
      {before}
      {/*
        One filter panel for both layouts: a sidebar on desktop, where a choice applies at once;
        on phones a sheet opened by the Filter toggle (a checkbox and its label, so it works
        before JavaScript too), where the shopper picks several and applies them with one
        "Terapkan" (ADR 0036).
      */}
      <div className="mt-6 flex flex-col dt:grid dt:grid-cols-[15rem_1fr] dt:items-start dt:gap-x-8">
        <input
          id={toggleId}
          type="checkbox"
          aria-controls={panelId}
          data-filter-sheet-toggle=""
          className="peer sr-only dt:hidden"
        />
        <div className="order-1 flex flex-wrap items-center justify-between gap-3 dt:col-start-2 dt:row-start-1">
          <p className="text-sm text-plum-700">
            <strong className="text-plum-900">
              {text(shownTotal.atLeast ? 'resultsCountAtLeast' : 'resultsCount', {
                count: shownTotal.count.toLocaleString(locale === 'en' ? 'en-US' : 'id-ID'),
              })}
            </strong>
          </p>
          <SortSelect sorts={listing.sorts} sort={listing.sort} />
        </div>
        <label
          htmlFor={toggleId}
          className="order-2 mt-3 inline-flex min-h-11 cursor-pointer items-center gap-2 self-start rounded-full border border-plum-900/20 bg-white px-4 text-sm font-semibold text-plum-900 peer-checked:border-plum-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose-600 dt:hidden"
        >
          <FilterIcon className="size-4" />
          {active > 0 ? text('filterWithCount', { count: active }) : text('filterTitle')}
        </label>
        {/* Phones: the sheet's backdrop; a tap on it closes the sheet, its choices kept. */}
        <label
          htmlFor={toggleId}
          aria-hidden="true"
          className="fixed inset-0 z-40 hidden bg-plum-900/40 peer-checked:block dt:hidden"
        />
        <aside
          id={panelId}
          aria-label={text('filterTitle')}
          data-filter-sheet=""
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            const toggle = document.getElementById(toggleId) as HTMLInputElement | null;
            if (!toggle?.checked) return;
            toggle.checked = false;
            toggle.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 hidden max-h-[88dvh] flex-col overflow-hidden rounded-t-3xl bg-white shadow-2xl peer-checked:flex dt:sticky dt:inset-auto dt:top-32 dt:z-auto dt:col-start-1 dt:row-span-2 dt:row-start-1 dt:flex dt:max-h-[calc(100dvh-9rem)] dt:rounded-3xl dt:shadow-none dt:ring-1 dt:ring-blush-200/70"
        >
          <div className="flex items-center justify-between border-b border-blush-200 px-4 py-3 dt:hidden">
            <p className="font-display text-xl font-semibold text-plum-900">
              {text('filterTitle')}
            </p>
            <label
              htmlFor={toggleId}
              className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-plum-900 hover:bg-blush-50"
            >
              <CloseIcon className="size-5" />
              <span className="sr-only">{text('close')}</span>
            </label>
          </div>
          <div className="overflow-y-auto px-4 pt-4 [scrollbar-width:thin] dt:p-5">{filters}</div>
        </aside>
        <div id={RESULTS_ID} className="order-4 scroll-mt-32 dt:col-start-2 dt:row-start-2">
          <div className="mt-4">
            {products.length > 0 ? (
              <ProductGrid products={products} list={list} headingLevel="h2" />
            ) : (
              <EmptyState
                title={empty?.title ?? text('emptyListingTitle')}
                text={empty?.text ?? text('emptyListingText')}
              >
                {active > 0 ? (
                  <Link
                    to={pathname}
                    className="inline-flex min-h-12 items-center rounded-full bg-plum-900 px-6 font-semibold text-cream-50 hover:bg-plum-800"
                  >
                    {text('filterReset')}
                  </Link>
                ) : null}
                <Link
                  to="/shop/all"
                  className="inline-flex min-h-12 items-center rounded-full border border-plum-900/20 px-6 font-semibold text-plum-900 hover:border-plum-900"
                >
                  {text('browseAll')}
                </Link>
              </EmptyState>
            )}
          </div>
          <Pagination page={listing.page} pageCount={listing.pageCount} />
        </div>
      </div>
    </div>
  );
}
