import { PAGE_SIZES } from '@kilau/domain/shared';

/** Catalogue API paths the browser calls itself (same origin). */

export type Recommendation =
  | 'same-brand'
  | 'similar'
  | 'you-may-also-like'
  | 'goes-well'
  | 'people-also-buy';

/** A product's recommendation slider (000 §7: same brand 12, similar, you may also like, …). */
export const recommendationsPath = (
  productId: number,
  kind: Recommendation,
  limit: number = PAGE_SIZES.sameBrand,
) => `/api/catalog/v3/products/${productId}/${kind}?limit=${limit}`;
