/**
 * The catalogue's product list and detail calls in self-checkout mode carry `store_id=<id>`
 * (issue 23: the store-stock slice answers that store's availability). The single switch: the
 * catalogue API takes the parameter (its query schemas pass unknown keys through).
 */
export const SEND_STORE_ID_TO_CATALOGUE = true;

/** The query a catalogue call adds in the mode (nothing outside it). */
export const storeCatalogQuery = (storeId: number | null | undefined): { store_id?: number } =>
  SEND_STORE_ID_TO_CATALOGUE && storeId ? { store_id: storeId } : {};
