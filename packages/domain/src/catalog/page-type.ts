/**
 * Page types for tracking (000 §2, 001 §2). The original store's name prefixes the deals and sale
 * types; in Kilau it is configuration (`storeSlug`). 000 gives the sale type as `sale` and 001 as
 * `{store}_sale`: the later, more specific map wins (see report).
 */
export const STATIC_PAGE_TYPES: Readonly<Record<string, string>> = {
  SingleProduct: 'product_detail',
  Manufacture: 'brand_page',
  Category: 'category_page',
  Order: 'cart',
  OrderShipping: 'shipping',
  OrderPayment: 'payment',
  JustArrived: 'new_arrival',
  Home: 'homepage',
  Promo: 'partner_promo',
};

/** Kilau's route names for the store-branded deals and sale pages. */
export const DEALS_ROUTE = 'StoreDeals';
export const SALE_ROUTE = 'StoreSale';

export function pageTypeForRoute(routeName: string, storeSlug = 'kilau'): string {
  if (routeName === DEALS_ROUTE) return `${storeSlug}_deals`;
  if (routeName === SALE_ROUTE) return `${storeSlug}_sale`;
  return Object.hasOwn(STATIC_PAGE_TYPES, routeName)
    ? (STATIC_PAGE_TYPES[routeName] ?? routeName)
    : routeName;
}
