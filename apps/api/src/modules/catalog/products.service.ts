import {
  isFilteredListing,
  listingCountLimit,
  normalizeListingQuery,
  parseProductRef,
  type ListingFacets,
} from '@kilau/domain/catalog';
import { DEFAULT_PAGE_SIZE, pageToSkip } from '@kilau/domain/shared';
import { createTtlCache } from '../../lib/ttl-cache';
import type { ProductListQuery } from './catalog.schemas';
import type { ListingFacetsRepository } from './listing-facets.repository';
import type { ProductDetailRepository } from './product-detail.repository';
import type { ProductTileView } from './product-shape';
import type { ProductFilter, ProductSort, ProductsRepository } from './products.repository';
import type { TileCache } from './tile-cache';
import type { ViewCounter } from './view-counter';

export interface Page<T> {
  items: T[];
  total: number;
  skip: number;
  limit: number;
}

/** What narrows a listing: `GET /v3/products` without its paging, sort and fields. */
export type ListingFilterQuery = Omit<
  ProductListQuery,
  'skip' | 'page' | 'limit' | 'sort' | 'fields'
> &
  Partial<Pick<ProductListQuery, 'page' | 'limit'>>;

/** The spec's listing normalisation (000 §5), then the repository's filter. */
export function toListingFilter(query: ListingFilterQuery) {
  const normalized = normalizeListingQuery({
    page: query.page,
    limit: query.limit ?? DEFAULT_PAGE_SIZE,
    price:
      query.min_price !== undefined || query.max_price !== undefined
        ? {
            min: query.min_price ?? 0,
            ...(query.max_price !== undefined ? { max: query.max_price } : {}),
          }
        : null,
    rating: query.rating ?? null,
    preOrder: query.pre_order,
    allProduct: query.all_product,
    filters: {
      ids: query.ids,
      category_id: query.category_id,
      brand_id: query.brand_id,
      tag: query.tag,
      flash_sale: query.flash_sale,
      is_new: query.is_new,
      is_sale: query.is_sale,
      promotion_id: query.promotion_id,
    },
  });
  const f = normalized.filters as Partial<ProductListQuery>;
  const filter: ProductFilter = {
    ...(f.ids ? { ids: f.ids } : {}),
    ...(f.category_id ? { categoryId: f.category_id } : {}),
    ...(f.brand_id ? { brandIds: f.brand_id } : {}),
    ...(f.tag ? { tagSlugs: f.tag } : {}),
    ...(f.flash_sale ? { flashSale: true } : {}),
    ...(f.is_new ? { isNew: true } : {}),
    ...(f.is_sale ? { isSale: true } : {}),
    ...(f.promotion_id ? { promotionId: f.promotion_id } : {}),
    ...(normalized.price ? { price: normalized.price } : {}),
    ...(normalized.rating ? { rating: normalized.rating } : {}),
    ...(normalized.preOrder ? { preOrder: true } : {}),
  };
  return { filter, normalized };
}

export type CategoryTrail = Array<{ id: number; name: string; slug: string }>;

export function createProductsService(deps: {
  products: ProductsRepository;
  facets: ListingFacetsRepository;
  details: ProductDetailRepository;
  /** The category and its ancestors, root first (from the cached category tree). */
  categoryTrail: (categoryId: number) => Promise<CategoryTrail>;
  tiles: TileCache;
  cacheTtlMs: number;
  views: ViewCounter;
  clock: () => Date;
}) {
  // Product texts change rarely; kept as long as tiles are.
  const details = createTtlCache<Awaited<ReturnType<ProductDetailRepository['findDetail']>>>({
    ttlMs: deps.cacheTtlMs,
    maxEntries: 5_000,
    clock: deps.clock,
  });
  const totals = createTtlCache<number>({ ttlMs: 30_000, maxEntries: 1_000, clock: deps.clock });
  // The ids of a listing page, as long as the tiles they point at are cached.
  const pages = createTtlCache<number[]>({
    ttlMs: deps.cacheTtlMs,
    maxEntries: 5_000,
    clock: deps.clock,
  });

  // A listing's facets, as long as its totals are kept.
  const facetCache = createTtlCache<ListingFacets>({
    ttlMs: 30_000,
    maxEntries: 1_000,
    clock: deps.clock,
  });

  /** The brands, categories and concerns of the products `filter` finds, with their counts. */
  function facets(filter: ProductFilter): Promise<ListingFacets> {
    return facetCache.getOrLoad(JSON.stringify(filter), async () => {
      const now = deps.clock();
      const [brands, categories, concerns] = await Promise.all([
        deps.facets.brands(filter, now),
        deps.facets.categories(filter, now),
        deps.facets.concerns(filter, now),
      ]);
      const counted = <T extends { total: number | string | bigint }>(row: T) => ({
        ...row,
        total: Number(row.total),
      });
      return {
        brands: brands.map(counted),
        categories: categories.map(counted),
        concerns: concerns.map(counted),
      };
    });
  }

  async function listPage(
    filter: ProductFilter,
    sort: ProductSort,
    paging: { skip: number; limit: number },
    filtered: boolean,
  ): Promise<Page<ProductTileView>> {
    const now = deps.clock();
    const [ids, total] = await Promise.all([
      pages.getOrLoad(JSON.stringify([filter, sort, paging]), () =>
        deps.products.findIds(filter, sort, paging, now),
      ),
      totals.getOrLoad(JSON.stringify([filter, filtered]), () =>
        // Filtered list mode counts to one past the cap: 101 reads "100+" (ADR 0036).
        deps.products.count(filter, now, filtered ? listingCountLimit(true) : undefined),
      ),
    ]);
    const items = await deps.tiles.get(ids);
    return { items, total, ...paging };
  }

  return {
    /** Forgets what a catalogue change made stale (lib/catalogue-changes.ts). */
    forget() {
      pages.clear();
      totals.clear();
      facetCache.clear();
      details.clear();
    },
    /** `GET /v3/products`: the spec's listing normalisation, then one indexed page. */
    async list(query: ProductListQuery): Promise<Page<ProductTileView>> {
      const { filter, normalized } = toListingFilter(query);
      const skip = query.skip ?? (query.page ? pageToSkip(query.page, normalized.limit) : 0);
      return listPage(
        filter,
        query.sort ?? 'newest',
        { skip, limit: normalized.limit },
        isFilteredListing(normalized),
      );
    },

    /** `GET /v3/products/facets`: the filter values of the listing `query` describes. */
    listingFacets: (query: ListingFilterQuery) => facets(toListingFilter(query).filter),

    facets,

    listPage,

    /**
     * `GET /v2/products/{id}-{slug}`: the tile (with its pack) plus texts, tags and category
     * trail. `preview`: a staff member's look at the page whatever the product's state — read
     * past the cache (an inactive product's detail is never kept where a shopper's read finds
     * it) and not counted as a view.
     */
    async detail(ref: string, { preview = false } = {}) {
      const productId = Number(parseProductRef(ref)?.productId ?? ref);
      if (!Number.isSafeInteger(productId) || productId <= 0) return null;
      const [detail, [tile]] = await Promise.all([
        preview
          ? deps.details.findDetail(productId, { includeInactive: true })
          : details.getOrLoad(String(productId), () => deps.details.findDetail(productId)),
        deps.tiles.get([productId], { allImages: true }),
      ]);
      if (!detail || !tile) return null;
      if (!preview) deps.views.record(productId);
      return {
        ...tile,
        description: detail.description,
        how_to_use: detail.how_to_use,
        ingredients: detail.ingredients,
        tags: detail.tags,
        categories: await deps.categoryTrail(detail.default_category_id),
      };
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
