import { useEffect, useState } from 'react';
import { rememberRecentlyViewed } from '@kilau/domain/catalog';
import { useApiClient } from '~/lib/api-client';
import type { ProductTile } from '../../types';
import { ProductSlider } from '../product-slider';
import { useCatalogText } from '~/features/catalog/text';

/** localStorage key of the recently viewed product ids (most recent first, at most 10). */
export const RECENTLY_VIEWED_KEY = 'recently_viewed';

function readIds(): unknown[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}

/**
 * Remembers this product as viewed and shows the others the shopper saw before (000 §7: recently
 * viewed, 10). The ids live in the browser, so the slider appears after hydration.
 */
export function RecentlyViewed({ productId }: { productId: number }) {
  const text = useCatalogText();
  const api = useApiClient();
  const [products, setProducts] = useState<ProductTile[]>([]);

  useEffect(() => {
    const ids = rememberRecentlyViewed(readIds(), productId);
    try {
      window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(ids));
    } catch {
      // Storage full or blocked: the list is a nicety.
    }
    const others = ids.filter((id) => id !== String(productId));
    if (others.length === 0) return;
    let active = true;
    void api
      .get<ProductTile[]>(`/api/catalog/v3/products/recently-viewed?ids=${others.join(',')}`)
      .then((result) => {
        if (active && result.ok) setProducts(result.data);
      });
    return () => {
      active = false;
    };
  }, [api, productId]);

  return (
    <ProductSlider title={text('recentlyViewedTitle')} products={products} className="mt-12" />
  );
}
