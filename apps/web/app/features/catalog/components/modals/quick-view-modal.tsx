import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { TileList } from '@kilau/domain/catalog';
import { BellIcon } from '~/components/ui/icons';
import { Image } from '~/components/ui/image';
import { Modal } from '~/components/ui/modal';
import { coverImage, PACKSHOT_SIZE } from '~/lib/images';
import { useProductDetail } from '../../hooks/use-product-detail';
import { combinationPrices, imagesFor, selectedCombination } from '../../lib/combination';
import type { ProductDetail, ProductTile } from '../../types';
import { PriceBlock } from '../price-block';
import { RatingStars } from '../rating-stars';
import { canBuy, StockStatus } from '../stock-status';
import { FlagBadges, useTileBadges } from '../tile-badges';
import { VariantPicker } from '../variant-picker';

import { DetailPending } from './detail-pending';
import { ModalBagButton } from './modal-bag-button';
import { useCatalogText } from '~/features/catalog/text';

const NotifyMeModal = lazy(() => import('./notify-me-modal'));

/**
 * Quick view (000 §2): the product's summary and variant picker without leaving the list. The
 * tile's own fields show at once; the combinations come from the product's detail.
 */
export default function QuickViewModal({
  product,
  list,
  onClose,
}: {
  product: ProductTile;
  list: TileList;
  onClose: () => void;
}) {
  const text = useCatalogText();
  const badges = useTileBadges(product);
  const read = useProductDetail(product);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [notifying, setNotifying] = useState(false);
  const detail: ProductDetail | null = read.state === 'ready' ? read.detail : null;
  const selected = detail ? selectedCombination(detail, chosenId) : null;
  const image = detail ? coverImage(imagesFor(detail, selected)) : product.image;
  const buyable = canBuy(product, selected, list);

  return (
    <Modal kind="quickView" open onClose={onClose} title={product.name} className="sm:max-w-3xl!">
      <div className="grid gap-6 sm:grid-cols-2">
        <div className="relative">
          <Image
            src={image?.url}
            alt={image?.alt || product.name}
            width={PACKSHOT_SIZE}
            height={PACKSHOT_SIZE}
            className="aspect-square w-full rounded-2xl bg-white object-contain ring-1 ring-blush-200"
          />
          {badges.discount ? (
            <span className="absolute left-3 top-3 rounded-full bg-rose-700 px-2.5 py-1 text-xs font-bold text-white">
              {badges.discount}
            </span>
          ) : null}
        </div>
        <div className="space-y-4">
          <div className="space-y-1.5">
            <FlagBadges flags={badges.flags} />
            <p className="text-xs font-bold uppercase tracking-[0.08em] text-plum-700">
              {product.brand.name}
            </p>
            <RatingStars product={product} />
          </div>
          <PriceBlock product={selected ? combinationPrices(selected) : product} size="page" />
          {detail ? (
            <>
              <VariantPicker
                combinations={detail.combinations}
                selected={selected}
                choose={{
                  kind: 'button',
                  onSelect: (combination) => setChosenId(combination.id),
                }}
              />
              <StockStatus product={product} combination={selected} list={list} />
              {selected && !buyable ? (
                <button
                  type="button"
                  onClick={() => setNotifying(true)}
                  className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full border border-plum-900 px-6 text-sm font-bold text-plum-900 hover:bg-plum-900 hover:text-cream-50"
                >
                  <BellIcon className="size-5" />
                  {text('notifyMeSubmit')}
                </button>
              ) : (
                <ModalBagButton
                  product={product}
                  combination={selected}
                  list={list}
                  onAdded={onClose}
                />
              )}
            </>
          ) : (
            <DetailPending failed={read.state === 'failed'} />
          )}
          <Link
            to={product.url}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-rose-700 underline underline-offset-4 hover:text-plum-900"
          >
            {text('viewDetails')}
          </Link>
        </div>
      </div>
      {notifying && selected ? (
        <Suspense fallback={null}>
          <NotifyMeModal
            productId={product.id}
            combinationId={selected.id}
            action={product.url}
            onClose={() => setNotifying(false)}
          />
        </Suspense>
      ) : null}
    </Modal>
  );
}
