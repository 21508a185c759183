import type { GlobalSearch, SearchSuggestion } from '@kilau/domain/catalog';
import { formatIsoDay, PAGE_SIZES, pageToSkip } from '@kilau/domain/shared';
import { createTtlCache } from '../../lib/ttl-cache';
import type { ProductTileView } from './product-shape';
import {
  toPrefixQuery,
  type ProductFilter,
  type ProductSort,
  type ProductsRepository,
} from './products.repository';
import {
  toListingFilter,
  type ListingFilterQuery,
  type Page,
  type ProductsService,
} from './products.service';
import type { TaxonomyRepository } from './taxonomy.repository';
import type { TileCache } from './tile-cache';

const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();

/**
 * Search: PostgreSQL full text (`simple` configuration over unaccented words, the last word as a
 * prefix), and when that finds nothing, typo-tolerant trigram word similarity on product names.
 */
export function createSearchService(deps: {
  products: ProductsRepository;
  listing: ProductsService;
  taxonomy: TaxonomyRepository;
  tiles: TileCache;
  cacheTtlMs: number;
  clock: () => Date;
  /** Records a search whose words found nothing (the back office's dashboard). */
  misses?: { record(q: string): void };
}) {
  // Popular queries repeat: their counts are kept for 30 s per instance.
  const counts = createTtlCache<number>({ ttlMs: 30_000, maxEntries: 2_000, clock: deps.clock });
  const count = (filter: ProductFilter) =>
    counts.getOrLoad(JSON.stringify(filter), () => deps.products.count(filter, deps.clock()));
  // A result page's ids, as long as the tiles they point at are cached.
  const pages = createTtlCache<number[]>({
    ttlMs: deps.cacheTtlMs,
    maxEntries: 5_000,
    clock: deps.clock,
  });

  async function resolveWords(q: string) {
    const exact = await count({ search: q });
    return exact > 0
      ? { filter: { search: q }, total: exact, fuzzy: false }
      : {
          filter: { search: q, fuzzy: true },
          total: await count({ search: q, fuzzy: true }),
          fuzzy: true,
        };
  }

  /** The words decide exact or typo-tolerant matching; the shopper's filters then narrow it. */
  async function resolve(q: string, narrow: ProductFilter = {}) {
    const words = await resolveWords(q);
    if (Object.keys(narrow).length === 0) return { ...words, wordsTotal: words.total };
    const filter: ProductFilter = { ...narrow, ...words.filter };
    const total = words.total === 0 ? 0 : await count(filter);
    return { ...words, filter, total, wordsTotal: words.total };
  }

  return {
    /** Forgets result pages and counts after a catalogue change. */
    forget() {
      pages.clear();
      counts.clear();
    },
    async search(
      query: ListingFilterQuery & {
        q: string;
        skip?: number | undefined;
        page?: number | undefined;
        limit?: number | undefined;
        sort?: ProductSort | undefined;
      },
    ): Promise<Page<ProductTileView> & { fuzzy: boolean }> {
      const limit = query.limit ?? 16;
      const skip = query.skip ?? (query.page ? pageToSkip(query.page, limit) : 0);
      const { filter, total, fuzzy, wordsTotal } = await resolve(
        query.q,
        toListingFilter(query).filter,
      );
      // A miss of the words themselves (not of the shopper's filters), once per search.
      if (wordsTotal === 0 && skip === 0) deps.misses?.record(query.q);
      const sort = query.sort ?? 'relevance';
      const ids =
        total === 0
          ? []
          : await pages.getOrLoad(JSON.stringify([filter, sort, skip, limit]), () =>
              deps.products.findIds(filter, sort, { skip, limit }, deps.clock(), total),
            );
      const items = await deps.tiles.get(ids);
      return { items, total, skip, limit, fuzzy };
    },

    async count(q: string) {
      return (await resolve(q)).total;
    },

    /** `GET /v3/search/facets`: the filter values of a search's results (ADR 0036). */
    async facets(query: ListingFilterQuery & { q: string }) {
      const { filter } = await resolve(query.q, toListingFilter(query).filter);
      return deps.listing.facets(filter);
    },

    /** Up to 10 suggestions: brands and categories by name, then matching product names. */
    async suggest(
      q: string,
      limit: number = PAGE_SIZES.suggestionSearch,
    ): Promise<SearchSuggestion[]> {
      const text = plain(q);
      const tsquery = toPrefixQuery(q);
      const [brands, categories, products] = await Promise.all([
        deps.taxonomy.searchBrands(text, 3),
        deps.taxonomy.searchCategories(text, 3),
        tsquery ? deps.taxonomy.suggestProductNames(tsquery, limit) : Promise.resolve([]),
      ]);
      const suggestions: SearchSuggestion[] = [
        ...brands.map((b) => ({ type: 'brand' as const, name: b.name, url: `/brand/${b.slug}` })),
        ...categories.map((c) => ({
          type: 'category' as const,
          name: c.name,
          url: `/shop/${c.id}-${c.slug}`,
        })),
        ...products.map((p) => ({
          type: 'product' as const,
          name: p.name,
          url: `/search?q=${encodeURIComponent(p.name)}`,
        })),
      ];
      return suggestions.slice(0, limit);
    },

    /** Products, brands and categories at once, for the search overlay. */
    async globalSearch(q: string): Promise<GlobalSearch> {
      const text = plain(q);
      const [page, brands, categories] = await Promise.all([
        this.search({ q, limit: 5 }),
        deps.taxonomy.searchBrands(text, 5),
        deps.taxonomy.searchCategories(text, 5),
      ]);
      return { products: page.items, total_products: page.total, brands, categories };
    },

    async trending(limit: number = PAGE_SIZES.trending): Promise<ProductTileView[]> {
      // The WIB day, as the view counter writes it (ADR 0009).
      const today = formatIsoDay(deps.clock());
      const ids = await deps.taxonomy.trendingProductIds(today, limit);
      return deps.tiles.get(ids);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
