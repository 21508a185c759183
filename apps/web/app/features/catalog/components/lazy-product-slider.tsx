import { useEffect, useRef, useState } from 'react';
import { useApiClient } from '~/lib/api-client';
import type { ProductTile } from '../types';
import { ProductSlider } from './product-slider';

/** Start fetching a little before the slider scrolls into view. */
const AHEAD = '600px';

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
  const api = useApiClient();
  const sentinel = useRef<HTMLDivElement>(null);
  const [products, setProducts] = useState<ProductTile[]>([]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element) return;
    let live = true;
    const load = () => {
      void api.get<ProductTile[]>(path).then((result) => {
        if (live && result.ok && Array.isArray(result.data)) setProducts(result.data);
      });
    };
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [api, path]);

  return (
    <div ref={sentinel}>
      <ProductSlider
        title={title}
        {...(subtitle ? { subtitle } : {})}
        products={products}
        seeAllTo={seeAllTo}
        className={className}
      />
    </div>
  );
}
