import { useState } from 'react';
import type { TileList } from '@kilau/domain/catalog';
import { Modal } from '~/components/ui/modal';
import { coverImage } from '~/lib/images';
import { combinationPrices, imagesFor, selectedCombination } from '../../lib/combination';
import type { ProductTile } from '../../types';
import { PriceBlock } from '../price-block';
import { StockStatus } from '../stock-status';
import { VariantPicker } from '../variant-picker';
import { ModalBagButton } from './modal-bag-button';
import { ProductSummary } from './product-summary';
import { useCatalogText } from '~/features/catalog/text';

/** The add-to-bag option modal (000 §4): choose a shade, variant or size first. */
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
  const [chosenId, setChosenId] = useState<number | null>(null);
  const selected = selectedCombination(product, chosenId);
  const image = coverImage(imagesFor(product, selected));
  return (
    <Modal kind="addToBag" open onClose={onClose} title={text('optionPickerTitle')}>
      <div className="space-y-5">
        <ProductSummary product={product} imageUrl={image?.url} />
        {selected ? <PriceBlock product={combinationPrices(selected)} /> : null}
        <VariantPicker
          combinations={product.combinations}
          selected={selected}
          choose={{ kind: 'button', onSelect: (combination) => setChosenId(combination.id) }}
        />
        <StockStatus product={product} combination={selected} list={list} />
        <ModalBagButton product={product} combination={selected} list={list} onAdded={onClose} />
      </div>
    </Modal>
  );
}
