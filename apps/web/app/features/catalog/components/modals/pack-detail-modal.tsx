import { useEffect, useState } from 'react';
import { formatVariantLabel, type TileList } from '@kilau/domain/catalog';
import { Modal } from '~/components/ui/modal';
import { useApiClient } from '~/lib/api-client';
import { useLocale } from '~/lib/i18n';
import { coverImage } from '~/lib/images';
import { selectedCombination } from '../../lib/combination';
import type { PackItem, ProductDetail, ProductTile } from '../../types';
import { ModalBagButton } from './modal-bag-button';
import { ProductSummary } from './product-summary';
import { useCatalogText } from '~/features/catalog/text';

/**
 * What a pack holds (000 §4: a pack opens the pack-detail modal before adding), with its ADD TO
 * BAG; the product page, whose buy box is beside it, opens it to show the contents only.
 */
export default function PackDetailModal({
  product,
  list = 'listing',
  showAdd = true,
  onClose,
}: {
  product: ProductTile;
  list?: TileList;
  showAdd?: boolean;
  onClose: () => void;
}) {
  const text = useCatalogText();
  const locale = useLocale();
  const api = useApiClient();
  const [items, setItems] = useState<PackItem[] | null>(product.pack_detail ?? null);

  // Listing tiles may not carry the pack; the product detail does.
  useEffect(() => {
    if (items !== null) return;
    let active = true;
    void api
      .get<ProductDetail>(`/api/catalog/v2/products/${product.id}-${product.slug}`)
      .then((result) => {
        if (active) setItems(result.ok ? (result.data.pack_detail ?? []) : []);
      });
    return () => {
      active = false;
    };
  }, [api, items, product.id, product.slug]);

  return (
    <Modal kind="packDetail" open onClose={onClose} title={text('packDetailTitle')}>
      <div className="space-y-5">
        <ProductSummary product={product} imageUrl={coverImage(product.images)?.url} />
        {items === null ? (
          <p role="status" className="text-sm text-plum-700">
            {text('loading')}
          </p>
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
        {showAdd ? (
          <ModalBagButton
            product={{ ...product, pack_detail: items ?? [] }}
            combination={items === null ? null : selectedCombination(product)}
            list={list}
            onAdded={onClose}
          />
        ) : null}
      </div>
    </Modal>
  );
}
