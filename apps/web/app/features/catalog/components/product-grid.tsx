import type { TileList } from '@kilau/domain/catalog';
import type { ProductTile as Product } from '../types';
import { ProductTile } from './product-tile';

/** Tiles in a responsive grid: 2 columns on phones, 3 on tablets, 4 (or 5 wide) on desktop. */
export function ProductGrid({
  products,
  list = 'listing',
  priorityCount = 2,
  wide = false,
  offset = 0,
  headingLevel = 'h3',
}: {
  products: Product[];
  list?: TileList;
  /** The first tiles load their images at once (above the fold). */
  priorityCount?: number;
  /** No sidebar beside the grid: one more column on desktop. */
  wide?: boolean;
  /** Position of the first tile in the whole list, for tracking. */
  offset?: number;
  /** h2 when the grid sits right under the page's h1. */
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ul
      className={`grid grid-cols-2 gap-2.5 sm:grid-cols-3 sm:gap-4 ${wide ? 'dt:grid-cols-5' : 'dt:grid-cols-4'}`}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductTile
            product={product}
            list={list}
            priority={index < priorityCount}
            position={offset + index + 1}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
