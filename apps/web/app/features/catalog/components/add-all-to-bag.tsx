import { useState } from 'react';
import { tileAddAction } from '@kilau/domain/catalog';
import { tileBagRequest } from '../lib/bag-request';
import type { ProductTile as Product } from '../types';
import { BagButton, useBagAdd, useRouteName } from './add-to-bag-button';
import { ProductTile, type ChosenShade } from './product-tile';
import { useCatalogText } from '~/features/catalog/text';

/** The tiles one click can add: in stock, no options or pack to choose, one unit of the default. */
export const addableTiles = (products: readonly Product[]) =>
  products.filter(
    (product) => product.default_combination !== null && tileAddAction(product) === 'add_default',
  );

/**
 * ADD ALL TO BAG for a set of tiles (a recommended routine): each addable tile through the bag's
 * own path, one after another, so each is checked and announced as a tile's add is; the first
 * refusal stops the rest. Says how many went in. Nothing to show for fewer than two.
 */
export function AddAllToBag({ products }: { products: readonly Product[] }) {
  const text = useCatalogText();
  const route = useRouteName();
  const { busy, run } = useBagAdd();
  const [added, setAdded] = useState<number | null>(null);
  const addable = addableTiles(products);
  if (addable.length < 2) return null;

  const addAll = async () => {
    setAdded(null);
    let count = 0;
    for (const product of addable) {
      if (!product.default_combination) continue;
      const outcome = await run(
        tileBagRequest(product, product.default_combination, { route, list: 'listing' }),
      );
      if (outcome === 'added') count += 1;
      else if (outcome !== null) break;
    }
    setAdded(count);
  };

  return (
    <div>
      <BagButton busy={busy !== null} onClick={() => void addAll()} look="secondary">
        {text('addAllToBag')}
      </BagButton>
      <p role="status" className="mt-2 text-sm font-semibold empty:hidden">
        {added !== null ? text('addAllDone', { count: added }) : ''}
      </p>
    </div>
  );
}

/**
 * How a feature that recommends products (the beauty quiz's routine and shade) shows them,
 * composed in by its route: the shop's tile, ADD ALL TO BAG, and the tile on a chosen shade.
 */
export const TILE_SLOTS = {
  renderTile: (product: Product, position: number) => (
    <ProductTile product={product} position={position} headingLevel="h3" />
  ),
  renderAddAll: (products: readonly Product[]) => <AddAllToBag products={products} />,
  renderShadeTile: (product: Product, shade: ChosenShade, position: number) => (
    <ProductTile product={product} position={position} headingLevel="h3" chosen={shade} />
  ),
};
