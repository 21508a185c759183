import { countPages, parsePaging } from '@kilau/domain/shared';
import type { ApiClient } from '~/lib/api-client.server';
import { promotionCardView } from '../components/promotion-card';
import { listPromotions } from './catalog.server';

export const PROMOTIONS_PAGE_SIZE = 12;

/** One page of running promotions of a type (`?page=`), for /promo and /partners-promo. */
export async function loadPromotionsPage(api: ApiClient, url: URL, type: 'promo' | 'partner') {
  const paging = parsePaging(
    { page: url.searchParams.get('page') },
    { defaultLimit: PROMOTIONS_PAGE_SIZE, maxLimit: PROMOTIONS_PAGE_SIZE },
  );
  const page = await listPromotions(api, { skip: paging.skip, limit: paging.limit, type });
  return {
    // Only what a card renders goes into the loader data.
    promotions: page.items.map(promotionCardView),
    page: paging.page,
    pageCount: countPages(page.total, paging.limit),
  };
}
