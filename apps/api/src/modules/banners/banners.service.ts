import { activeBanners, selectFloatingBanners, selectTopBanners } from '@kilau/domain/engagement';
import { createTtlCache } from '../../lib/ttl-cache';
import type { BannersRepository } from './banners.repository';

type Banner = Awaited<ReturnType<BannersRepository['byLocations']>>[number];

const LIMITED: Record<string, (items: readonly Banner[], now: Date) => Banner[]> = {
  top_banners: selectTopBanners,
  floating_banners: selectFloatingBanners,
};

const toView = (banner: Banner) => ({
  ...banner,
  _id: String(banner.id),
  start_date: banner.start_date ? new Date(banner.start_date).toISOString() : null,
  end_date: banner.end_date ? new Date(banner.end_date).toISOString() : null,
  created_at: new Date(banner.created_at).toISOString(),
});

export function createBannersService(deps: {
  banners: BannersRepository;
  clock: () => Date;
  /** Banner rows are kept this long; the active window is still checked at every request. */
  cacheTtlMs: number;
}) {
  const rowsCache = createTtlCache<Banner[]>({
    ttlMs: deps.cacheTtlMs,
    maxEntries: 200,
    clock: deps.clock,
  });
  return {
    /** Active banners of each placement (001 §3), with the top/floating maxima of §9. */
    async byLocations(locations: string[], createdFrom?: Date) {
      const now = deps.clock();
      const rows = await rowsCache.getOrLoad(
        JSON.stringify([locations, createdFrom?.toISOString() ?? null]),
        () => deps.banners.byLocations(locations, createdFrom),
      );
      const grouped: Record<string, ReturnType<typeof toView>[]> = {};
      for (const location of locations) {
        const select = LIMITED[location] ?? activeBanners;
        grouped[location] = select(
          rows.filter((row) => row.location === location),
          now,
        ).map(toView);
      }
      return grouped;
    },
    tags: () => deps.banners.tags(),
    productTags: (productIds: number[]) => deps.banners.productTags(productIds),
  };
}

export type BannersService = ReturnType<typeof createBannersService>;
