/**
 * The catalogue's product list and detail calls in self-checkout mode carry `store_id=<id>`
 * (issue 23): the catalogue then answers that store's own stock (docs/design/store-stock.md).
 */
export const storeCatalogQuery = (storeId: number | null | undefined): { store_id?: number } =>
  storeId ? { store_id: storeId } : {};
