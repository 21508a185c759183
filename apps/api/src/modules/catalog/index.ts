import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { CatalogueChanges } from '../../lib/catalogue-changes';
import { createMerchandisingRepository } from './merchandising.repository';
import { merchandisingRoutes } from './merchandising.routes';
import {
  createMerchandisingService,
  type CampaignPrizeGate,
  type SpecialPriceJudge,
} from './merchandising.service';
import { createNotifyMeRepository } from './notify-me.repository';
import { createNotifyMeService } from './notify-me.service';
import { createProductDetailRepository } from './product-detail.repository';
import { createProductViewsRepository } from './product-views.repository';
import { createListingFacetsRepository } from './listing-facets.repository';
import { productsRoutes } from './products.routes';
import { createStoreStockCatalogRepository } from './store-stock-catalog.repository';
import { createStoreStockView } from './store-stock-view';
import { createProductsRepository } from './products.repository';
import { createProductsService } from './products.service';
import { createRecommendationsRepository } from './recommendations.repository';
import { recommendationsRoutes } from './recommendations.routes';
import { createRecommendationsService } from './recommendations.service';
import { createSearchHistoryRepository } from './search-history.repository';
import { searchHistoryRoutes } from './search-history.routes';
import { createSearchHistoryService } from './search-history.service';
import { searchRoutes } from './search.routes';
import { createSearchService } from './search.service';
import { createTaxonomyRepository } from './taxonomy.repository';
import { taxonomyRoutes } from './taxonomy.routes';
import { createTaxonomyService } from './taxonomy.service';
import { createTileCache } from './tile-cache';
import { createViewCounter } from './view-counter';
import { createSearchMissCounter, type SearchMissCounter } from './search-misses';
import { createSearchMissesRepository } from './search-misses.repository';
import { createWishlistRepository } from './wishlist.repository';
import { wishlistRoutes } from './wishlist.routes';
import { createWishlistService } from './wishlist.service';

const VIEW_FLUSH_INTERVAL_MS = 5_000;

export type {
  CampaignPrizeGate,
  SpecialPriceJudge,
  SpecialPriceRow,
} from './merchandising.service';
export { createSearchMissCounter, type SearchMissCounter } from './search-misses';
export { createSearchMissesRepository } from './search-misses.repository';

type SharedTileDeps = {
  db: Kysely<Database>;
  clock: () => Date;
  cacheTtlMs: number;
  changes: CatalogueChanges;
};

/** A tile cache for a reader outside the catalogue, forgetting what the back office changes. */
function sharedTileCache(deps: SharedTileDeps) {
  const tiles = createTileCache({
    products: createProductsRepository(deps.db),
    clock: deps.clock,
    ttlMs: deps.cacheTtlMs,
    maxEntries: 2_000,
  });
  deps.changes.subscribe((change) => {
    tiles.invalidate(change.products ?? []);
    if (change.everything) tiles.clear();
  });
  return tiles;
}

/**
 * The special-price list with its product tiles, for the bag's promotions to judge with the
 * member's bag (`GET /api/cart/special-prices`); composed in the app, since modules never
 * import each other.
 */
export function createSpecialPriceListing(deps: SharedTileDeps) {
  const merchandising = createMerchandisingService({
    merchandising: createMerchandisingRepository(deps.db),
    tiles: sharedTileCache(deps),
    clock: deps.clock,
    cacheTtlMs: deps.cacheTtlMs,
  });
  deps.changes.subscribe(() => merchandising.forget());
  return (paging: { skip: number; limit: number }, judge: SpecialPriceJudge) =>
    merchandising.specialPrices(paging, undefined, judge);
}

/**
 * Product tiles by id, in that order (missing and inactive ones left out), for a module that
 * answers products it chose itself (the beauty quiz's routine); composed in the app.
 */
export function createProductTiles(deps: SharedTileDeps) {
  const tiles = sharedTileCache(deps);
  return (ids: number[]) => tiles.get(ids);
}

/**
 * The catalogue back end (prefix `/api/catalog`): wiring of repositories, services and routes.
 * The same-for-everyone reads (listing, detail, taxonomy, search, merchandising) take `readDb`,
 * which may be a read replica (ADR 0029); a member's own things and every write take `db`.
 */
export const catalogModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  /** The read handle (`DatabaseHandle.read`; `db` itself without a replica). */
  readDb?: Kysely<Database>;
  clock: () => Date;
  /** How long tiles and result pages are served from memory; see tile-cache.ts. */
  cacheTtlMs: number;
  /** Back-office changes: the caches here forget what they touched. */
  changes: CatalogueChanges;
  /** Counts searches that found nothing (shared with the dashboard, which flushes it). */
  misses?: SearchMissCounter;
  /** The campaign list's quota gate (the lucky draw's, from app.ts); none by default. */
  campaignsWithoutPrizes?: CampaignPrizeGate;
}> = async (app, { db, readDb = db, clock, cacheTtlMs, changes, ...options }) => {
  const views = createViewCounter({ views: createProductViewsRepository(db), clock });
  const misses =
    options.misses ?? createSearchMissCounter({ misses: createSearchMissesRepository(db), clock });
  const productsRepository = createProductsRepository(readDb);
  const taxonomyRepository = createTaxonomyRepository(readDb);
  const tiles = createTileCache({
    products: productsRepository,
    clock,
    ttlMs: cacheTtlMs,
    maxEntries: 20_000,
  });
  const facetsRepository = createListingFacetsRepository(readDb);
  const taxonomy = createTaxonomyService({
    taxonomy: taxonomyRepository,
    facets: facetsRepository,
    clock,
  });
  const products = createProductsService({
    products: productsRepository,
    facets: facetsRepository,
    details: createProductDetailRepository(readDb),
    categoryTrail: (categoryId) => taxonomy.trail(categoryId),
    cacheTtlMs,
    tiles,
    views,
    clock,
  });

  const timer = setInterval(() => {
    views.flush().catch((error: unknown) => app.log.warn({ err: error }, 'view counts not saved'));
    misses
      .flush()
      .catch((error: unknown) => app.log.warn({ err: error }, 'search misses not saved'));
  }, VIEW_FLUSH_INTERVAL_MS);
  timer.unref();
  // preClose runs before any onClose hook, so the database is still open for the last flush.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await views.flush();
    await misses.flush();
  });

  const search = createSearchService({
    products: productsRepository,
    listing: products,
    taxonomy: taxonomyRepository,
    tiles,
    cacheTtlMs,
    clock,
    misses,
  });
  const merchandising = createMerchandisingService({
    merchandising: createMerchandisingRepository(readDb),
    tiles,
    clock,
    cacheTtlMs,
    campaignsWithoutPrizes: options.campaignsWithoutPrizes,
  });

  // A back-office write or an import: tiles of the changed products, and every cached list.
  changes.subscribe((change) => {
    if (change.everything) tiles.clear();
    else tiles.invalidate(change.products ?? []);
    products.forget();
    search.forget();
    merchandising.forget();
    if (change.everything) taxonomy.forget();
  });

  const history = createSearchHistoryService({
    history: createSearchHistoryRepository(db),
    clock,
  });

  // Search registers /v3/products/trending before /v2/products/:ref can shadow anything.
  await app.register(searchRoutes, { search, history });
  await app.register(searchHistoryRoutes, { history });
  await app.register(productsRoutes, {
    products,
    storeStock: createStoreStockView(createStoreStockCatalogRepository(readDb)),
  });
  await app.register(taxonomyRoutes, { taxonomy });
  await app.register(merchandisingRoutes, { merchandising });
  await app.register(recommendationsRoutes, {
    recommendations: createRecommendationsService({
      recommendations: createRecommendationsRepository(db),
      products: productsRepository,
      tiles,
      clock,
    }),
    notifyMe: createNotifyMeService({ notifyMe: createNotifyMeRepository(db) }),
  });
  await app.register(wishlistRoutes, {
    wishlists: createWishlistService({
      wishlists: createWishlistRepository(db),
      tiles,
      clock,
    }),
  });
};
