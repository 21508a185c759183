import { useLoadWhenNear } from '~/hooks/use-load-when-near';
import type { ProductTile } from '../types';
import { ProductSlider } from './product-slider';

const asTiles = (data: unknown) => (Array.isArray(data) ? (data as ProductTile[]) : []);

/**
 * A slider below the fold that loads its tiles from the API once the shopper scrolls near it,
 * so the page's document (and its server render) stays light. Nothing shows when the list is
 * empty or the call fails (000 §8).
 */
export function LazyProductSlider({
  title,
  subtitle,
  path,
  seeAllTo,
  className = 'mt-12',
}: {
  title: string;
  subtitle?: string;
  className?: string;
  /** The catalogue API path that lists the tiles. */
  path: string;
  seeAllTo?: string;
}) {
  const { ref, view } = useLoadWhenNear(path, asTiles);
  return (
    <div ref={ref}>
      <ProductSlider
        title={title}
        {...(subtitle ? { subtitle } : {})}
        products={view ?? []}
        seeAllTo={seeAllTo}
        className={className}
      />
    </div>
  );
}
