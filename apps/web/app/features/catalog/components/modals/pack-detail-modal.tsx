import { formatVariantLabel, type TileList } from '@kilau/domain/catalog';
import { Modal } from '~/components/ui/modal';
import { useLocale } from '~/lib/i18n';
import { coverImage } from '~/lib/images';
import { useProductDetail } from '../../hooks/use-product-detail';
import { selectedCombination } from '../../lib/combination';
import type { PackItem, ProductDetail, ProductTile } from '../../types';
import { DetailPending } from './detail-pending';
import { ModalBagButton } from './modal-bag-button';
import { ProductSummary } from './product-summary';
import { useCatalogText } from '~/features/catalog/text';

/**
 * What a pack holds (000 §4: a pack opens the pack-detail modal before adding). From a tile it
 * reads the product's detail (a tile carries no pack) and offers ADD TO BAG; the product page,
 * whose buy box is beside it, passes its detail to show the contents only.
 */
export default function PackDetailModal(
  props:
    | { product: ProductTile; list?: TileList; onClose: () => void }
    | { detail: ProductDetail; onClose: () => void },
) {
  const text = useCatalogText();
  const locale = useLocale();
  const tile = 'product' in props ? props.product : null;
  const known = 'detail' in props ? props.detail : undefined;
  const read = useProductDetail(tile ?? (known as ProductDetail), known);
  const detail = read.state === 'ready' ? read.detail : null;
  const summary = tile ?? detail;
  const items: PackItem[] | null = detail ? detail.pack_detail : null;

  return (
    <Modal kind="packDetail" open onClose={props.onClose} title={text('packDetailTitle')}>
      <div className="space-y-5">
        {summary ? (
          <ProductSummary
            product={summary}
            imageUrl={tile ? tile.image?.url : coverImage(detail?.images)?.url}
          />
        ) : null}
        {items === null ? (
          <DetailPending failed={read.state === 'failed'} />
        ) : (
          <ul className="divide-y divide-blush-200 rounded-2xl bg-white ring-1 ring-blush-200">
            {items.map((item) => (
              <li key={`${item.product_id}-${item.combination_id}`} className="flex gap-3 p-3">
                <span className="inline-flex h-8 min-w-10 items-center justify-center rounded-full bg-blush-100 text-sm font-bold text-plum-900">
                  {text('packQuantity', { quantity: item.quantity })}
                </span>
                <div className="min-w-0 text-sm">
                  <p className="text-xs font-bold uppercase tracking-[0.08em] text-plum-700">
                    {item.brand.name}
                  </p>
                  <p className="font-medium text-plum-900">{item.name}</p>
                  {formatVariantLabel(item.attributes, locale) ? (
                    <p className="text-plum-700">{formatVariantLabel(item.attributes, locale)}</p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
        {tile ? (
          <ModalBagButton
            product={detail ? { ...tile, pack_detail: detail.pack_detail } : tile}
            combination={detail ? selectedCombination(detail) : null}
            list={'list' in props ? (props.list ?? 'listing') : 'listing'}
            onAdded={props.onClose}
          />
        ) : null}
      </div>
    </Modal>
  );
}
