import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { flashSaleQuota, isPackProduct, ratingDisplay } from '@kilau/domain/catalog';
import { formatRupiah, FREE_SHIPPING_LIMIT } from '@kilau/domain/shared';
import { Countdown } from '~/components/ui/countdown';
import { BoltIcon, ShieldIcon, TruckIcon } from '~/components/ui/icons';
import { combinationPrices } from '../../lib/combination';
import type { ProductCombination, ProductDetail } from '../../types';
import { NotifyMeForm } from '../notify-me-form';
import { PriceBlock } from '../price-block';
import { Stars } from '~/components/ui/stars';
import { canBuy, StockStatus } from '../stock-status';
import { FlagBadges, useTileBadges } from '../tile-badges';
import { VariantPicker } from '../variant-picker';
import { WishlistButton } from '../wishlist-button';
import { BuyBox } from './buy-box';
import { useCatalogText } from '~/features/catalog/text';

const PackDetailModal = lazy(() => import('../modals/pack-detail-modal'));

/**
 * The product page's buying panel: badges, brand, name, rating, the flash-sale price with its
 * countdown, the price, the variant picker, stock or pre-order state, and the bag button — or
 * notify me when the chosen combination is sold out.
 */
export function ProductPurchase({
  product,
  selected,
  variantHref,
  serverNow,
}: {
  product: ProductDetail;
  selected: ProductCombination | null;
  variantHref: (combination: ProductCombination) => string;
  serverNow: number;
}) {
  const text = useCatalogText();
  const badges = useTileBadges(product);
  const rating = ratingDisplay(product);
  const [packOpen, setPackOpen] = useState(false);
  const buyable = canBuy(product, selected);
  const flash = selected?.is_flashsale ? selected.flashsale : undefined;
  const flashQuota = flash ? flashSaleQuota(flash) : null;

  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <FlagBadges flags={badges.flags} />
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link
              to={`/brand/${product.brand.slug}`}
              className="text-sm font-bold uppercase tracking-[0.1em] text-rose-700 hover:underline"
            >
              {product.brand.name}
            </Link>
            <h1 className="mt-1 font-display text-2xl font-semibold leading-tight text-plum-900 md:text-3xl">
              {product.name}
            </h1>
          </div>
          {/* 000 §5: no wishlist for packs. */}
          {isPackProduct(product) ? null : (
            <WishlistButton
              productId={product.id}
              combinationId={selected?.id}
              productName={product.name}
              className="shrink-0"
            />
          )}
        </div>
        {rating && !rating.reviewed ? (
          <p className="text-sm text-plum-700">
            <a href="#reviews" className="underline-offset-4 hover:underline">
              {text('ratingNoneShort')}
            </a>
          </p>
        ) : rating ? (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-plum-700">
            <Stars starScale={rating.starScale} className="text-base" />
            <span className="font-semibold text-plum-900">{rating.text}</span>
            <span className="sr-only">
              {text('ratingLabel', { rating: rating.text, count: rating.totalReviews })}
            </span>
            <a href="#reviews" className="underline-offset-4 hover:underline">
              <span aria-hidden="true">{text('reviewsCount', { count: rating.totalReviews })}</span>
              <span className="sr-only">{text('ratingTitle')}</span>
            </a>
            {product.total_sold ? (
              <>
                <span aria-hidden="true">·</span>
                <span>
                  {text('soldCount', { count: product.total_sold.toLocaleString('id-ID') })}
                </span>
              </>
            ) : null}
          </p>
        ) : null}
      </div>

      {flash ? (
        <div className="on-dark rounded-2xl bg-gradient-to-r from-plum-900 to-rose-700 p-4 text-cream-50">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="flex items-center gap-2 font-bold">
              <BoltIcon className="size-5 text-peach-200" />
              {flashQuota?.soldOut ? text('flashSaleTitle') : text('flashPrice')}
            </p>
            <span className="flex items-center gap-2 text-sm">
              {text('flashSaleEndsIn')}
              <Countdown endsAt={flash.ends_at} serverNow={serverNow} tone="light" />
            </span>
          </div>
          <div
            className="mt-3 h-1.5 overflow-hidden rounded-full bg-cream-50/25"
            aria-hidden="true"
          >
            <div
              className="h-full rounded-full bg-peach-200"
              style={{ width: `${flashQuota?.percent ?? 0}%` }}
            />
          </div>
          <p className="mt-1 text-xs" data-flash-sold={flashQuota?.percent}>
            {flashQuota?.soldOut
              ? text('flashQuotaGone')
              : text('flashSold', { percent: flashQuota?.percent ?? 0 })}
          </p>
        </div>
      ) : null}

      <PriceBlock product={selected ? combinationPrices(selected) : product} size="page" />

      <VariantPicker
        combinations={product.combinations}
        selected={selected}
        choose={{ kind: 'link', hrefFor: variantHref }}
      />

      <StockStatus product={product} combination={selected} />

      {product.pack_detail.length > 0 ? (
        <button
          type="button"
          onClick={() => setPackOpen(true)}
          className="inline-flex min-h-11 items-center rounded-full border border-plum-900/20 px-5 text-sm font-semibold text-plum-900 hover:border-plum-900"
        >
          {text('viewPackContents')}
        </button>
      ) : null}

      {selected && !buyable ? (
        <div className="rounded-3xl bg-white p-4 ring-1 ring-blush-200/70">
          <h2 className="mb-2 font-semibold text-plum-900">{text('notifyMeTitle')}</h2>
          <NotifyMeForm productId={product.id} combinationId={selected.id} action={product.url} />
        </div>
      ) : (
        <BuyBox product={product} selected={selected} serverNow={serverNow} />
      )}

      <ul className="grid gap-2 rounded-2xl bg-cream-100 p-4 text-sm text-plum-800 sm:grid-cols-2">
        <li className="flex items-center gap-2">
          <ShieldIcon className="size-5 shrink-0 text-rose-700" />
          {text('valueOriginalTitle')}
        </li>
        <li className="flex items-center gap-2">
          <TruckIcon className="size-5 shrink-0 text-rose-700" />
          {text('freeShippingFrom', { amount: formatRupiah(FREE_SHIPPING_LIMIT) })}
        </li>
      </ul>

      {packOpen ? (
        <Suspense fallback={null}>
          <PackDetailModal detail={product} onClose={() => setPackOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
