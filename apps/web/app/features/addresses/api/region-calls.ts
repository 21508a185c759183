import { REGION_LIST_LIMIT } from '@kilau/domain/shared';
import type { ApiClient } from '~/lib/api-client';
import { toQueryString } from '~/lib/query-string';
import type { Region } from '../types';

/** The address form's region levels, outermost first (province → city → district → village). */
export const REGION_LEVELS = ['province', 'city', 'district', 'subdistrict'] as const;
export type RegionLevel = (typeof REGION_LEVELS)[number];

const ENDPOINTS: Record<RegionLevel, { path: string; parentParam: string | null }> = {
  province: { path: '/api/provinces', parentParam: null },
  city: { path: '/api/cities', parentParam: 'province_id' },
  district: { path: '/api/districts', parentParam: 'city_id' },
  subdistrict: { path: '/api/subdistricts', parentParam: 'district_id' },
};

/**
 * The call that lists a level's regions, or null while the level above is not chosen (000 §5:
 * cities need a province id). Lists come sorted by name, up to 999 (001 §9).
 */
export function regionListPath(level: RegionLevel, parentId: string): string | null {
  const { path, parentParam } = ENDPOINTS[level];
  if (parentParam && !parentId) return null;
  return (
    path +
    toQueryString({
      ...(parentParam ? { [parentParam]: parentId } : {}),
      sort: 'name',
      limit: REGION_LIST_LIMIT,
    })
  );
}

// Regions hardly ever change: each list is fetched once per client (page view and language);
// failures are forgotten, so trying again calls the API again.
const caches = new WeakMap<ApiClient, Map<string, Promise<Region[] | null>>>();

/** A level's regions, or null when the call failed (the picker offers to try again). */
export function loadRegions(api: ApiClient, path: string): Promise<Region[] | null> {
  let cache = caches.get(api);
  if (!cache) {
    cache = new Map();
    caches.set(api, cache);
  }
  let pending = cache.get(path);
  if (!pending) {
    pending = api.get<Region[]>(path).then((result) => {
      if (result.ok && Array.isArray(result.data)) return result.data;
      cache?.delete(path);
      return null;
    });
    cache.set(path, pending);
  }
  return pending;
}
