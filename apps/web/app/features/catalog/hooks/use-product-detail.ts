import { useEffect, useState } from 'react';
import { useApiClient } from '~/lib/api-client';
import type { ProductDetail, ProductTile } from '../types';

export type ProductDetailRead =
  | { state: 'loading' }
  | { state: 'ready'; detail: ProductDetail }
  | { state: 'failed' };

/**
 * The whole product behind a tile, for the modals a tile opens (quick view, option picker, pack
 * contents): a tile carries only what it shows (issue 16), so its combinations, stock and pack
 * come from the product's detail, read once when the modal opens. A page that has the detail
 * already passes it as `known`.
 */
export function useProductDetail(
  product: Pick<ProductTile, 'id' | 'slug'>,
  known?: ProductDetail,
): ProductDetailRead {
  const api = useApiClient();
  const [read, setRead] = useState<ProductDetailRead>(
    known ? { state: 'ready', detail: known } : { state: 'loading' },
  );
  useEffect(() => {
    if (known) return;
    let active = true;
    void api
      .get<ProductDetail>(`/api/catalog/v2/products/${product.id}-${product.slug}`)
      .then((result) => {
        if (!active) return;
        setRead(result.ok ? { state: 'ready', detail: result.data } : { state: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [api, known, product.id, product.slug]);
  return read;
}
