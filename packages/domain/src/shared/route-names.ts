/**
 * The spec drives shell behaviour by route *names* (000 §2, 001 §2). `routeNameForPath` maps a
 * pathname to the spec's name from the paths the spec gives, so the rules hold before each
 * feature's route exists and keep holding after. Names the spec gives without a path
 * (the blank campaign page) get a pattern when their feature defines the path.
 * The store-branded sale and deals routes (SociollaSale, SociollaDeals in the spec) are
 * StoreSale and StoreDeals: store names are configuration.
 */

export type RouteName =
  | 'Home'
  | 'FlashSale'
  | 'Promo'
  | 'Promotion'
  | 'CategoryPromo'
  | 'Category'
  | 'Manufacture'
  | 'Search'
  | 'JustArrived'
  | 'BestSeller'
  | 'TagConcern'
  | 'StoreSale'
  | 'StoreDeals'
  | 'SingleProduct'
  | 'Order'
  | 'OrderShipping'
  | 'OrderShippingAdd'
  | 'OrderPayment'
  | 'MidtransFailed'
  | 'Wishlist'
  | 'CompleteProfile'
  | 'CampaignBlank';

/** First match wins; order matters where patterns overlap (`/promo` before the product pattern). */
export const ROUTE_PATTERNS: ReadonlyArray<readonly [RouteName, RegExp]> = [
  ['Home', /^\/$/],
  ['FlashSale', /^\/flash-sale$/],
  ['Promo', /^\/promo$/],
  // The partner promotions share the Promo route (page type partner_promo).
  ['Promo', /^\/partners-promo(?:\/[^/]+)?$/],
  ['Manufacture', /^\/brand\/[^/]+$/],
  ['CategoryPromo', /^\/promo\/\d+-[^/]+$/],
  ['Promotion', /^\/promotion\/[^/]+$/],
  ['Category', /^\/shop(?:\/all|\/\d+-[^/]+)?$/],
  ['Search', /^\/search$/],
  ['JustArrived', /^\/just-arrived$/],
  ['BestSeller', /^\/best-seller$/],
  ['TagConcern', /^\/tag\/[^/]+$/],
  ['StoreSale', /^\/sale\/[^/]+$/],
  ['StoreDeals', /^\/deals\/[^/]+$/],
  ['Order', /^\/order$/],
  ['OrderShipping', /^\/order\/shipping$/],
  ['OrderShippingAdd', /^\/order\/shipping\/add$/],
  ['OrderPayment', /^\/order\/payment$/],
  ['MidtransFailed', /^\/midtrans-failed$/],
  ['Wishlist', /^\/wishlist$/],
  ['CompleteProfile', /^\/complete-profile$/],
  // /{categorySlug}/{productId}-{productSlug}, where the first segment is not a section of its own.
  [
    'SingleProduct',
    /^\/(?!(?:content|page|promo|promotion|partners-promo|campaign|shop|order|tag|sale|deals|weekly-highlight|quiz|class|brand)\/)[^/]+\/\d+-[^/]+$/,
  ],
];

/** `/order/` and `/order` are the same page; `/` stays `/`. */
export const withoutTrailingSlash = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

/** Whether two pathnames name the same page (trailing slashes aside). */
export const isSamePath = (a: string, b: string): boolean =>
  withoutTrailingSlash(a) === withoutTrailingSlash(b);

/** The spec's route name for a pathname, or null when the spec names no route for it. */
export function routeNameForPath(pathname: string): RouteName | null {
  const path = withoutTrailingSlash(pathname);
  for (const [name, pattern] of ROUTE_PATTERNS) {
    if (pattern.test(path)) return name;
  }
  return null;
}
