import type { MouseEvent, ReactNode } from 'react';
import { track } from '~/lib/analytics';
import { sendSearchClick } from '../api/search-history-calls';

/**
 * Wraps a search's results and records each followed result (001 §7 search-history-clicks): the
 * search text, the product (a tile's `data-product-id`) and its 1-based position over the whole
 * result list. Clicks on buttons (add to bag, wishlist) are not follows and are left alone.
 */
export function SearchResultClicks({
  q,
  firstPosition,
  children,
}: {
  q: string;
  /** The position of the first tile shown (e.g. 17 on page 2 of 16). */
  firstPosition: number;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element)) return;
    const tile = event.target.closest('a[href]')?.closest<HTMLElement>('[data-product-id]');
    if (!tile || !event.currentTarget.contains(tile)) return;
    const productId = Number(tile.dataset.productId);
    if (!Number.isSafeInteger(productId) || productId <= 0) return;
    const tiles = Array.from(event.currentTarget.querySelectorAll('[data-product-id]'));
    const position = firstPosition + tiles.indexOf(tile);
    sendSearchClick({ keyword: q, product_id: productId, position, source: 'result' });
    track('search_result_click', { type: 'product', id: productId }, { query: q, position });
  };
  return <div onClick={onClick}>{children}</div>;
}
