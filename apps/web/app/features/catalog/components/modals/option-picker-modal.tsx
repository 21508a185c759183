import { useState } from 'react';
import type { TileList } from '@kilau/domain/catalog';
import { Modal } from '~/components/ui/modal';
import { coverImage } from '~/lib/images';
import { useProductDetail } from '../../hooks/use-product-detail';
import { combinationPrices, imagesFor, selectedCombination } from '../../lib/combination';
import type { ProductDetail, ProductTile } from '../../types';
import { PriceBlock } from '../price-block';
import { StockStatus } from '../stock-status';
import { VariantPicker } from '../variant-picker';
import { ModalBagButton } from './modal-bag-button';
import { DetailPending } from './detail-pending';
import { ProductSummary } from './product-summary';
import { useCatalogText } from '~/features/catalog/text';

/**
 * The add-to-bag option modal (000 §4): choose a shade, variant or size first. The tile carries
 * no combinations, so they come from the product's detail when the modal opens.
 */
export default function OptionPickerModal({
  product,
  list,
  onClose,
}: {
  product: ProductTile;
  list: TileList;
  onClose: () => void;
}) {
  const text = useCatalogText();
  const read = useProductDetail(product);
  return (
    <Modal kind="addToBag" open onClose={onClose} title={text('optionPickerTitle')}>
      <div className="space-y-5">
        {read.state === 'ready' ? (
          <Options product={product} detail={read.detail} list={list} onClose={onClose} />
        ) : (
          <>
            <ProductSummary product={product} imageUrl={product.image?.url} />
            <DetailPending failed={read.state === 'failed'} />
          </>
        )}
      </div>
    </Modal>
  );
}

function Options({
  product,
  detail,
  list,
  onClose,
}: {
  product: ProductTile;
  detail: ProductDetail;
  list: TileList;
  onClose: () => void;
}) {
  const [chosenId, setChosenId] = useState<number | null>(null);
  const selected = selectedCombination(detail, chosenId);
  const image = coverImage(imagesFor(detail, selected));
  return (
    <>
      <ProductSummary product={product} imageUrl={image?.url} />
      {selected ? <PriceBlock product={combinationPrices(selected)} /> : null}
      <VariantPicker
        combinations={detail.combinations}
        selected={selected}
        choose={{ kind: 'button', onSelect: (combination) => setChosenId(combination.id) }}
      />
      <StockStatus product={product} combination={selected} list={list} />
      <ModalBagButton product={product} combination={selected} list={list} onAdded={onClose} />
    </>
  );
}
