import { checkProvinceId } from '@kilau/domain/checkout';
import { HOUR_MS } from '@kilau/domain/shared';
import { AppError } from '../../lib/app-error';
import { createTtlCache } from '../../lib/ttl-cache';
import type { RegionsRepository } from './regions.repository';

export type RegionSort = 'name' | '-name' | 'id' | '-id';
export interface ListOptions {
  sort: RegionSort;
  limit: number;
}
export interface Page<T> {
  items: T[];
  /** Size of the whole list, before `limit`. */
  total: number;
}

type Repo = RegionsRepository;
export type Province = Awaited<ReturnType<Repo['provinces']>>[number];
export type City = Awaited<ReturnType<Repo['regencies']>>[number];
export type District = Awaited<ReturnType<Repo['districts']>>[number];
export type Subdistrict = Awaited<ReturnType<Repo['villages']>>[number];
export type Country = Awaited<ReturnType<Repo['countries']>>[number];

/** Regions change with a regulation, not by the hour: lists are kept in process this long. */
export const REGIONS_CACHE_TTL_MS = HOUR_MS;

/** Indonesian collation, case- and accent-blind, digits by value; the code breaks ties. */
const collator = new Intl.Collator('id', { sensitivity: 'base', numeric: true });
const byName = (a: { id: string; name: string }, b: { id: string; name: string }) =>
  collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A list kept in both orders, so a request only slices. `byId` comes from the repository. */
interface Sorted<T> {
  byId: readonly T[];
  byName: readonly T[];
}

const sorted = <T extends { id: string; name: string }>(rows: T[]): Sorted<T> => ({
  byId: rows,
  byName: [...rows].sort(byName),
});

function arrange<T>(list: Sorted<T>, { sort, limit }: ListOptions): Page<T> {
  const base = sort === 'name' || sort === '-name' ? list.byName : list.byId;
  const ordered = sort.startsWith('-') ? [...base].reverse() : base;
  return { items: ordered.slice(0, limit), total: base.length };
}

/** Lower case without accents, so 'cote' finds "Côte d'Ivoire". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const notFound = () => new AppError(404, 'region_not_found', 'region_not_found');

export function createRegionsService(deps: {
  regions: RegionsRepository;
  clock: () => Date;
  cacheTtlMs?: number;
}) {
  const { regions, clock } = deps;
  const ttlMs = deps.cacheTtlMs ?? REGIONS_CACHE_TTL_MS;
  // Bounded by the number of parents a level has (38 provinces, 514 cities) or close to it.
  const provinceCache = createTtlCache<Sorted<Province>>({ ttlMs, maxEntries: 1, clock });
  const cityCache = createTtlCache<Sorted<City> | null>({ ttlMs, maxEntries: 100, clock });
  const districtCache = createTtlCache<Sorted<District> | null>({ ttlMs, maxEntries: 600, clock });
  const subdistrictCache = createTtlCache<Sorted<Subdistrict> | null>({
    ttlMs,
    maxEntries: 2_000,
    clock,
  });
  const countryCache = createTtlCache<Array<Country & { folded: string; words: string[] }>>({
    ttlMs,
    maxEntries: 1,
    clock,
  });

  /** Children of a parent, or null when the parent does not exist (an empty list otherwise). */
  const childrenOf = async <T extends { id: string; name: string }>(
    rows: T[],
    parentExists: () => Promise<boolean>,
  ) => (rows.length > 0 || (await parentExists()) ? sorted(rows) : null);

  return {
    async provinces(options: ListOptions): Promise<Page<Province>> {
      const list = await provinceCache.getOrLoad('all', async () =>
        sorted(await regions.provinces()),
      );
      return arrange(list, options);
    },

    /** Regencies and cities of a province; 'ProvinceId should not empty!' without one (001 §5). */
    async cities(provinceId: string | undefined, options: ListOptions): Promise<Page<City>> {
      const checked = checkProvinceId(provinceId);
      if (!checked.ok) throw new AppError(422, checked.code, checked.code);
      const code = String(checked.value);
      const list = await cityCache.getOrLoad(code, async () =>
        childrenOf(await regions.regencies(code), () => regions.exists('provinces', code)),
      );
      if (!list) throw notFound();
      return arrange(list, options);
    },

    async districts(cityId: string, options: ListOptions): Promise<Page<District>> {
      const list = await districtCache.getOrLoad(cityId, async () =>
        childrenOf(await regions.districts(cityId), () => regions.exists('regencies', cityId)),
      );
      if (!list) throw notFound();
      return arrange(list, options);
    },

    /** Villages (kelurahan/desa) of a district, each with its postal code where one is known. */
    async subdistricts(districtId: string, options: ListOptions): Promise<Page<Subdistrict>> {
      const list = await subdistrictCache.getOrLoad(districtId, async () =>
        childrenOf(await regions.villages(districtId), () =>
          regions.exists('districts', districtId),
        ),
      );
      if (!list) throw notFound();
      return arrange(list, options);
    },

    /**
     * Countries whose name, or a word of it, starts with `name` (case- and accent-blind);
     * names that start with it come first, then by name. Without `name`, every country.
     */
    async countries(options: { name?: string | undefined; limit: number }): Promise<Page<Country>> {
      const all = await countryCache.getOrLoad('all', async () =>
        (await regions.countries()).sort(byName).map((country) => {
          const folded = fold(country.name);
          return { ...country, folded, words: folded.split(/[^\p{L}\p{N}]+/u) };
        }),
      );
      const query = fold(options.name?.trim() ?? '');
      const matches = query
        ? [
            ...all.filter((country) => country.folded.startsWith(query)),
            ...all.filter(
              (country) =>
                !country.folded.startsWith(query) &&
                country.words.some((word) => word.startsWith(query)),
            ),
          ]
        : all;
      return {
        items: matches
          .slice(0, options.limit)
          .map(({ id, name, is_default }) => ({ id, name, is_default })),
        total: matches.length,
      };
    },
  };
}

export type RegionsService = ReturnType<typeof createRegionsService>;
