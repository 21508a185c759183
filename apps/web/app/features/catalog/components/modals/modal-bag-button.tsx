import type { TileList } from '@kilau/domain/catalog';
import { useMessage } from '~/lib/i18n';
import { tileBagRequest } from '../../lib/bag-request';
import type { PackItem, ProductCombination, ProductTile } from '../../types';
import { BagButton, useBagAdd, useRouteName } from '../add-to-bag-button';
import { canBuy } from '../stock-status';

/**
 * The final ADD TO BAG of the option, pack and quick-view modals: one unit of the chosen
 * combination (000 §9), and the modal closes once it is in the bag (000 §4 "the add-to-bag modal
 * hides"). A combination that cannot be bought shows SOLD OUT instead.
 */
export function ModalBagButton({
  product,
  combination,
  list,
  onAdded,
}: {
  /** The tile (its special price or pack travel with the add). */
  product: ProductTile & { pack_detail?: PackItem[] };
  /** The chosen combination, from the product's detail. */
  combination: ProductCombination | null;
  list: TileList;
  onAdded: () => void;
}) {
  const message = useMessage();
  const route = useRouteName();
  const { busy, run } = useBagAdd();
  const buyable = canBuy(product, combination, list);
  const add = async () => {
    if (!combination) return;
    const outcome = await run(tileBagRequest(product, combination, { route, list }));
    if (outcome === 'added') onAdded();
  };
  return (
    <BagButton busy={busy !== null} disabled={!buyable} onClick={() => void add()}>
      {message(buyable ? 'label_add_to_bag' : 'label_sold_out')}
      <span className="sr-only"> {product.name}</span>
    </BagButton>
  );
}
