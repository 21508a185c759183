import { loadTiles, type ProductTileView } from './product-shape';
import type { ProductsRepository } from './products.repository';

/**
 * The hot catalogue cache (ARCHITECTURE §2): tile views by product id, kept for a few seconds
 * per instance. Listings, search, sliders and product pages all read tiles, so one id query
 * plus this cache serves most requests without touching the tables. Prices and stock are at most
 * `ttlMs` old on a listing; the bag and checkout re-read them from the database, and writers
 * call `invalidate` for the products they change.
 */
export function createTileCache(deps: {
  products: ProductsRepository;
  clock: () => Date;
  ttlMs: number;
  maxEntries: number;
}) {
  const entries = new Map<string, { view: ProductTileView; expiresAt: number }>();
  const key = (id: number, allImages: boolean) => `${id}:${allImages ? 'all' : 'cover'}`;

  return {
    /** Tiles for `ids` in that order: cached ones as they are, the rest in one query. */
    async get(ids: number[], options: { allImages?: boolean } = {}): Promise<ProductTileView[]> {
      const allImages = options.allImages ?? false;
      const now = deps.clock();
      const at = now.getTime();
      const found = new Map<number, ProductTileView>();
      const missing: number[] = [];
      for (const id of ids) {
        const hit = entries.get(key(id, allImages));
        if (hit && hit.expiresAt > at) found.set(id, hit.view);
        else missing.push(id);
      }
      if (missing.length > 0) {
        for (const view of await loadTiles(deps.products, missing, { now, allImages })) {
          found.set(view.id, view);
          const k = key(view.id, allImages);
          entries.delete(k);
          entries.set(k, { view, expiresAt: at + deps.ttlMs });
        }
        while (entries.size > deps.maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest === undefined) break;
          entries.delete(oldest);
        }
      }
      return ids.flatMap((id) => {
        const view = found.get(id);
        return view ? [view] : [];
      });
    },

    /** Forgets every tile (a brand's or a category's change shows on many). */
    clear() {
      entries.clear();
    },

    invalidate(productIds: readonly number[]) {
      for (const id of productIds) {
        entries.delete(key(id, false));
        entries.delete(key(id, true));
      }
    },
  };
}

export type TileCache = ReturnType<typeof createTileCache>;
