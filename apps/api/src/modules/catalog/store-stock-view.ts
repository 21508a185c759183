import { AppError } from '../../lib/app-error';
import type { StoreStockCatalogRepository } from './store-stock-catalog.repository';

/**
 * The catalogue as one store sees it (`?store_id=`, docs/design/store-stock.md): a product's
 * combinations carry the store's quantity (`store_stock`, migration 0054; no row: 0) as their
 * `stock`, and `is_in_stock` is whether any has one. The online `is_in_stock_original` stays.
 * The views it reads may be cached: it answers copies and never changes them.
 */
export function createStoreStockView(stores: StoreStockCatalogRepository) {
  return {
    /** The store's quantities of `combinationIds`; 404 `store_not_found` for an unknown or closed store. */
    async quantities(storeId: number, combinationIds: readonly number[]) {
      const quantities = await stores.quantities(storeId, combinationIds);
      if (!quantities) throw new AppError(404, 'store_not_found', 'store_not_found');
      return quantities;
    },
  };
}

export type StoreStockView = ReturnType<typeof createStoreStockView>;

type StockedCombination = { id: number; stock: number };
type StockedProduct = {
  is_in_stock?: boolean | undefined;
  combinations?: StockedCombination[] | undefined;
  default_combination?: StockedCombination | null | undefined;
};

/** The products' combination ids (to ask the store for). */
export const combinationIdsOf = (products: readonly StockedProduct[]) =>
  products.flatMap((product) => (product.combinations ?? []).map((c) => c.id));

/** `product` with the store's quantities in place of the online stock. */
export function inStore<T extends StockedProduct>(
  product: T,
  quantities: ReadonlyMap<number, number>,
): T {
  const restock = <C extends StockedCombination>(c: C): C => ({
    ...c,
    stock: quantities.get(c.id) ?? 0,
  });
  const combinations = product.combinations?.map(restock);
  return {
    ...product,
    ...(combinations ? { combinations, is_in_stock: combinations.some((c) => c.stock > 0) } : {}),
    ...(product.default_combination
      ? { default_combination: restock(product.default_combination) }
      : {}),
  };
}

/** Every product with the store's quantities (the store checked first). */
export async function productsInStore<T extends StockedProduct>(
  view: StoreStockView,
  storeId: number,
  products: T[],
): Promise<T[]> {
  const quantities = await view.quantities(storeId, combinationIdsOf(products));
  return products.map((product) => inStore(product, quantities));
}
