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

/** The full header: announcement, wordmark, search, account and bag. */
export function SiteHeader({
  account,
  bag,
  search,
}: {
  account: ReactNode;
  bag: ReactNode;
  search?: ReactNode;
}) {
  const text = useText();
  return (
    <header
      data-chrome
      className="sticky top-0 z-30 border-b border-blush-200/80 bg-cream-50/95 backdrop-blur"
    >
      <p className="bg-plum-900 px-4 py-2 text-center text-xs font-medium tracking-wide text-cream-50 sm:text-sm">
        {text('announcement', { amount: formatRupiah(FREE_SHIPPING_LIMIT) })}
      </p>
      <div className="mx-auto grid max-w-6xl grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2 px-4 pb-3 pt-2 lg:grid-cols-[auto_1fr_auto] lg:gap-x-10 lg:py-3">
        <Wordmark />
        <div className="col-span-2 row-start-2 lg:col-span-1 lg:col-start-2 lg:row-start-1">
          {search ?? <SearchForm />}
        </div>
        <nav
          aria-label={text('mainNavigation')}
          className="flex items-center justify-end gap-1 lg:col-start-3"
        >
          {account}
          {bag}
        </nav>
      </div>
    </header>
  );
}

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

/** The back-arrow header: a back button and the page's title, no search bar. */
export function BackHeader({ routeName, bag }: { routeName: RouteName | null; bag: ReactNode }) {
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
    <header
      data-chrome
      className="sticky top-0 z-30 border-b border-blush-200/80 bg-cream-50/95 backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-2 py-1 lg:px-4">
        <button type="button" onClick={goBack} className={iconButton}>
          <ArrowLeftIcon className="size-6" />
          <span className="sr-only">{text('back')}</span>
        </button>
        <p className="flex-1 truncate font-display text-lg font-semibold text-plum-900">
          {titleKey ? text(titleKey) : ''}
        </p>
        {bag}
      </div>
    </header>
  );
}
