import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useImpression } from '~/lib/use-impression';
import { Link, useLocation } from 'react-router';
import { useStoreMode } from '~/lib/use-store-mode';
import {
  canAddSpecialPrice,
  flashSaleQuota,
  soldOutLabel,
  specialPriceReason,
  tileActions,
  tileAddAction,
  tileLabels,
  tileLink,
  tileSwatchRow,
  type TileList,
} from '@kilau/domain/catalog';
import { formatRupiah } from '@kilau/domain/shared';
import { Image } from '~/components/ui/image';
import { track } from '~/lib/analytics';
import { useMessage } from '~/lib/i18n';
import { tileImageProps } from '~/lib/images';
import { tileBagRequest } from '../lib/bag-request';
import { VARIANT_PARAM } from '../lib/combination';
import type { ProductTile as Product, TileCombination } from '../types';
import { BagButton, useBagAdd, useRouteName } from './add-to-bag-button';
import { PriceBlock } from './price-block';
import { RatingStars } from './rating-stars';
import { DiscountRibbon, FlagBadges, useTileBadges } from './tile-badges';
import { WishlistButton } from './wishlist-button';
import { useCatalogText } from '~/features/catalog/text';

// The modals load on first use, so listings ship only the tile.
const QuickViewModal = lazy(() => import('./modals/quick-view-modal'));
const OptionPickerModal = lazy(() => import('./modals/option-picker-modal'));
const PackDetailModal = lazy(() => import('./modals/pack-detail-modal'));

type OpenModal = 'quick_view' | 'options' | 'pack' | null;

export type ProductTileProps = {
  product: Product;
  /** The list the tile sits in: changes availability, links and labels (000 §2, §4, §5). */
  list?: TileList;
  /** Above the fold: the image loads at once (the page's LCP candidate). */
  priority?: boolean;
  /** Position in its list, for tracking. */
  position?: number;
  headingLevel?: 'h2' | 'h3';
  /**
   * A shade chosen for the shopper (the beauty quiz's match): the tile names it with its swatch,
   * links to the product on it and adds it, instead of the default combination.
   */
  chosen?: ChosenShade;
};

/** A shade a feature chose for the shopper: its combination, name and swatch. */
export type ChosenShade = { id: number; name: string; hex: string; is_pre_order: boolean };

/** The tile's default combination turned into the chosen shade (what the bag is sent). */
const chosenCombination = (base: TileCombination, chosen: ChosenShade): TileCombination => ({
  ...base,
  id: chosen.id,
  is_pre_order: chosen.is_pre_order,
  preorder: [],
  is_flashsale: false,
  flashsale: undefined,
});

/** The product tile of 000 §2 and §5, used in listings, sliders and flash-sale lists. */
export function ProductTile({
  product,
  list = 'listing',
  priority = false,
  position,
  headingLevel: Heading = 'h3',
  chosen,
}: ProductTileProps) {
  const message = useMessage();
  const text = useCatalogText();
  const nameId = useId();
  const [modal, setModal] = useState<OpenModal>(null);
  const tracked = useRef(false);
  const tileRef = useRef<HTMLElement>(null);
  useImpression(tileRef, () =>
    track(
      'tile_impression',
      { type: 'product', id: product.id },
      { list, position: position ?? null },
    ),
  );
  const route = useRouteName();
  const { busy, run } = useBagAdd();

  // Self-checkout mode (000 §2, §5): no wishlist, in stock alone decides, the link stays here.
  const selfCheckout = useStoreMode() !== null;
  const location = useLocation();
  const context = { list, selfCheckout };
  const actions = tileActions(product, context);
  const soldOut = soldOutLabel(product, context);
  const link = tileLink(product.url, {
    list,
    selfCheckoutProtocol: selfCheckout,
    currentFullPath: `${location.pathname}${location.search}${location.hash}`,
  });
  const href = link !== null && chosen ? `${link}?${VARIANT_PARAM}=${chosen.id}` : link;
  const badges = useTileBadges(product);
  const labels = tileLabels(product, { specialPriceList: list === 'special_price' });
  const note = list === 'special_price' ? specialPriceReason(product) : null;
  const cover = product.image;
  const flash = list === 'flash_sale' ? product.default_combination?.flashsale : undefined;
  const swatches = tileSwatchRow(product);

  // 000 §2: the tile click is tracked once per tile.
  const trackClick = () => {
    if (tracked.current) return;
    tracked.current = true;
    track(
      'tile_click',
      { type: 'product', id: product.id },
      { name: product.name, brand: product.brand.name, list, position: position ?? null },
    );
  };

  // 000 §5: a special-price product is added only when the server says the price applies.
  const blocked = list === 'special_price' && !canAddSpecialPrice(product);

  // 000 §4: options or a pack open their modal first; otherwise one unit of the default.
  const addToBag = () => {
    if (chosen && product.default_combination) {
      const combination = chosenCombination(product.default_combination, chosen);
      void run(tileBagRequest(product, combination, { route, list }));
      return;
    }
    const action = tileAddAction(product, context);
    if (action === 'open_pack_detail') setModal('pack');
    else if (action === 'open_options') setModal('options');
    else if (action === 'add_default') {
      const combination = product.default_combination;
      if (combination) void run(tileBagRequest(product, combination, { route, list }));
    }
  };

  return (
    <article ref={tileRef} aria-labelledby={nameId} data-product-id={product.id} className="tile">
      <div className="relative">
        <div className="relative mx-auto w-[134px] dt:w-[160px]">
          <Image
            {...tileImageProps(cover?.url, priority)}
            alt={cover?.alt || product.name}
            className="aspect-square w-full rounded-xl object-contain"
          />
          {soldOut ? (
            <span className="absolute inset-0 flex items-center justify-center">
              <span className="rounded-full bg-plum-900/85 px-3 py-1 text-xs font-bold tracking-wide text-cream-50">
                {message(soldOut)}
              </span>
            </span>
          ) : null}
        </div>
        <DiscountRibbon label={badges.discount} />
        {actions.showWishlist ? (
          <WishlistButton
            productId={product.id}
            combinationId={chosen?.id ?? product.default_combination?.id}
            productName={product.name}
            className="absolute right-0 top-0 z-10"
          />
        ) : null}
      </div>

      <div className="mt-3 flex flex-1 flex-col gap-1.5">
        <FlagBadges flags={badges.flags} />
        <p className="tile-brand">{product.brand.name}</p>
        <Heading id={nameId} className="text-sm leading-snug text-plum-900">
          {href !== null ? (
            <Link to={href} onClick={trackClick} className="tile-link">
              {product.name}
            </Link>
          ) : (
            <span className="line-clamp-2">{product.name}</span>
          )}
        </Heading>
        {list === 'special_price' && typeof product.special_price === 'number' ? (
          <p className="text-xs text-plum-700">
            {message('label_get_only_for')}{' '}
            <strong className="text-base text-rose-700">
              {formatRupiah(product.special_price)}
            </strong>
          </p>
        ) : null}
        <PriceBlock product={product} />
        {chosen ? (
          <p className="flex items-center gap-2 text-xs font-semibold text-plum-900">
            <span
              aria-hidden="true"
              className="size-4 shrink-0 rounded-full ring-1 ring-plum-900/20"
              style={{ backgroundColor: chosen.hex }}
            />
            {text('tileChosenShade', { name: chosen.name })}
          </p>
        ) : swatches ? (
          <TileSwatches row={swatches} count={product.option_count} />
        ) : null}
        {labels
          .filter((label) => label.code !== 'label_get_only_for')
          // The shades' dots say it for a shaded product (ADR 0032).
          .filter((label) => !((swatches || chosen) && label.code === 'label_more_options'))
          .map((label) => (
            <p key={label.code} className="tile-label">
              {message(label.code)}
            </p>
          ))}
        <RatingStars product={product} />
        {flash ? <FlashQuota flash={flash} /> : null}
        {note ? (
          <p className="rounded-lg bg-cream-100 px-2 py-1.5 text-[0.7rem] leading-snug text-plum-800">
            {message(note.code, note.params)}
          </p>
        ) : null}
      </div>

      <div className="mt-3 grid gap-1">
        {actions.showAddToBag ? (
          soldOut ? (
            <button
              type="button"
              id={`${nameId}-add`}
              aria-labelledby={`${nameId}-add ${nameId}`}
              disabled
              className="tile-button cursor-not-allowed bg-blush-100 text-plum-700"
            >
              {message(soldOut)}
            </button>
          ) : (
            <BagButton
              look="tile"
              id={`${nameId}-add`}
              aria-labelledby={`${nameId}-add ${nameId}`}
              busy={busy !== null}
              disabled={blocked}
              onClick={addToBag}
            >
              {message('label_add_to_bag')}
            </BagButton>
          )
        ) : null}
        <button
          type="button"
          id={`${nameId}-view`}
          aria-labelledby={`${nameId}-view ${nameId}`}
          onClick={() => setModal('quick_view')}
          className="tile-quick-view"
        >
          {message('label_quick_view')}
        </button>
      </div>

      {modal ? (
        <Suspense fallback={null}>
          {modal === 'quick_view' ? (
            <QuickViewModal product={product} list={list} onClose={() => setModal(null)} />
          ) : modal === 'options' ? (
            <OptionPickerModal product={product} list={list} onClose={() => setModal(null)} />
          ) : (
            <PackDetailModal product={product} list={list} onClose={() => setModal(null)} />
          )}
        </Suspense>
      ) : null}
    </article>
  );
}

/** The first shades as dots and how many more there are ("+7 warna"), read as one phrase. */
function TileSwatches({ row, count }: { row: { hexes: string[]; more: number }; count: number }) {
  const text = useCatalogText();
  return (
    <p className="flex items-center gap-1" data-testid="tile-swatches">
      <span className="sr-only">{text('tileShadesCount', { count })}</span>
      {row.hexes.map((hex, i) => (
        <span key={i} aria-hidden="true" className="swatch-dot" style={{ backgroundColor: hex }} />
      ))}
      {row.more > 0 ? (
        <span aria-hidden="true" className="ml-0.5 text-[0.7rem] font-medium text-plum-700">
          {text('tileShadesMore', { count: row.more })}
        </span>
      ) : null}
    </p>
  );
}

function FlashQuota({ flash }: { flash: { quota: number; sold: number } }) {
  const text = useCatalogText();
  const { percent, soldOut } = flashSaleQuota(flash);
  return (
    <div className="mt-0.5" data-flash-sold={percent}>
      <div className="h-1.5 overflow-hidden rounded-full bg-blush-100" aria-hidden="true">
        <div className="h-full rounded-full bg-rose-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-[0.7rem] font-semibold text-rose-700">
        {soldOut ? text('flashQuotaGone') : text('flashSold', { percent })}
      </p>
    </div>
  );
}
