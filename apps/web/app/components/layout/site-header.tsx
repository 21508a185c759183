import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  formatRupiah,
  FREE_SHIPPING_LIMIT,
  usesBackArrowHeader,
  type BackArrowRoute,
  type RouteName,
} from '@kilau/domain/shared';
import { ArrowLeftIcon } from '~/components/ui/icons';
import { useText } from '~/lib/i18n';
import type { UiTextKey } from '~/lib/ui-text';
import { SearchForm } from './search-form';
import { Wordmark } from './wordmark';

const iconButton =
  'relative inline-flex size-12 items-center justify-center rounded-full text-plum-900 hover:bg-blush-100';

const BACK_TITLES: Record<BackArrowRoute, UiTextKey> = {
  FlashSale: 'titleFlashSale',
  Promo: 'titlePromo',
  Manufacture: 'titleManufacture',
  Category: 'titleCategory',
  CategoryPromo: 'titlePromo',
  Search: 'titleSearch',
  Order: 'titleOrder',
  OrderShipping: 'titleOrderShipping',
  OrderShippingAdd: 'titleOrderShippingAdd',
  OrderPayment: 'titleOrderPayment',
  MidtransFailed: 'titleMidtransFailed',
  JustArrived: 'titleJustArrived',
  BestSeller: 'titleBestSeller',
  TagConcern: 'titleTagConcern',
  StoreSale: 'titleSale',
  StoreDeals: 'titleDeals',
};

/**
 * The one header of every page. `full`: announcement, wordmark, search, account and bag.
 * `back` (the spec's back-arrow routes, 001 §2): on a phone a back button and the page's title
 * with the bag; from the desktop width (`dt:`, above 991 px) the same full header as everywhere
 * else. Which one shows is decided by CSS alone, so the server's HTML is right at either width
 * without a script and nothing shifts on hydration; the bag and the account are rendered once.
 */
export function SiteHeader({
  mode,
  routeName,
  account,
  bag,
  wishlist,
  search,
  announcement,
  store,
}: {
  mode: 'full' | 'back';
  routeName: RouteName | null;
  account: ReactNode;
  bag: ReactNode;
  /** The wishlist's heart, beside the account (hidden on a phone's back-arrow bar). */
  wishlist?: ReactNode;
  search?: ReactNode;
  /** What the announcement bar says instead of the free-shipping line (a page's own notices). */
  announcement?: ReactNode;
  /**
   * Self-checkout mode's store line (the store platform header): shown instead of the
   * announcement bar at every width, on back-arrow pages too, so the way out is always there.
   */
  store?: ReactNode;
}) {
  const text = useText();
  const back = mode === 'back';
  /** Parts of the full header that a back-arrow page shows only on desktop. */
  const desktopOnBack = back ? 'hidden dt:block' : '';
  return (
    <header
      data-chrome
      data-header={mode}
      className="sticky top-0 z-30 border-b border-blush-200/80 bg-cream-50/95 backdrop-blur"
    >
      {store ?? (
        <div
          className={`bg-plum-900 px-4 py-2 text-center text-xs font-medium tracking-wide text-cream-50 sm:text-sm ${desktopOnBack}`}
        >
          {announcement ?? (
            <p>{text('announcement', { amount: formatRupiah(FREE_SHIPPING_LIMIT) })}</p>
          )}
        </div>
      )}
      <div
        className={`mx-auto grid max-w-6xl items-center gap-x-3 gap-y-2 dt:grid-cols-[auto_1fr_auto] dt:gap-x-10 dt:px-4 dt:py-3 ${
          back ? 'grid-cols-[auto_1fr_auto] px-2 py-1' : 'grid-cols-[1fr_auto] px-4 pb-3 pt-2'
        }`}
      >
        {back ? <BackTitle routeName={routeName} /> : null}
        <div className={desktopOnBack}>
          <Wordmark />
        </div>
        <div
          data-tour="search"
          className={`dt:col-span-1 dt:col-start-2 dt:row-start-1 ${
            back ? 'hidden dt:block' : 'col-span-2 row-start-2'
          }`}
        >
          {search ?? <SearchForm />}
        </div>
        <nav
          aria-label={text('mainNavigation')}
          className="flex items-center justify-end gap-1 dt:col-start-3"
        >
          <div className={back ? 'hidden dt:contents' : 'contents'}>
            {wishlist}
            {account}
          </div>
          {bag}
        </nav>
      </div>
    </header>
  );
}

/** The phone's back button and page title (hidden from the desktop width). */
function BackTitle({ routeName }: { routeName: RouteName | null }) {
  const text = useText();
  const navigate = useNavigate();
  const titleKey = usesBackArrowHeader(routeName) ? BACK_TITLES[routeName] : undefined;

  const goBack = () => {
    // Arriving straight from outside (no in-app history) goes home instead of leaving the shop.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/');
  };

  return (
    <>
      <button type="button" onClick={goBack} className={`${iconButton} dt:hidden`}>
        <ArrowLeftIcon className="size-6" />
        <span className="sr-only">{text('back')}</span>
      </button>
      <p className="truncate font-display text-lg font-semibold text-plum-900 dt:hidden">
        {titleKey ? text(titleKey) : ''}
      </p>
    </>
  );
}
