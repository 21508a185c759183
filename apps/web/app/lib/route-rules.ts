/**
 * The shell's navigation rules (spec 000 §2, 001 §2) as pure functions of the location, so that
 * header, footer, scroll and scroll-to-top behaviour are decided in one tested place.
 *
 * The spec drives behaviour by route *names*. `routeNameForPath` maps a pathname to the spec's
 * name from the paths the spec gives, so the rules hold before each feature's route exists and
 * keep holding after. Names the spec gives without a path (Manufacture, the blank campaign page)
 * get a pattern when their feature defines the path.
 */

import { SCROLL_TO_TOP_THRESHOLD_PX } from './constants';

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
  | 'Sale'
  | 'Deals'
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
const ROUTE_PATTERNS: ReadonlyArray<readonly [RouteName, RegExp]> = [
  ['Home', /^\/$/],
  ['FlashSale', /^\/flash-sale$/],
  ['Promo', /^\/promo$/],
  ['CategoryPromo', /^\/promo\/\d+-[^/]+$/],
  ['Promotion', /^\/promotion\/[^/]+$/],
  ['Category', /^\/shop(?:\/all|\/\d+-[^/]+)?$/],
  ['Search', /^\/search$/],
  ['JustArrived', /^\/just-arrived$/],
  ['BestSeller', /^\/best-seller$/],
  ['TagConcern', /^\/tag\/[^/]+$/],
  ['Sale', /^\/sale\/[^/]+$/],
  ['Deals', /^\/deals\/[^/]+$/],
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
    /^\/(?!(?:content|page|promo|promotion|partners-promo|campaign|shop|order|tag|sale|deals|weekly-highlight|quiz|class)\/)[^/]+\/\d+-[^/]+$/,
  ],
];

const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

export function routeNameForPath(pathname: string): RouteName | null {
  const path = withoutTrailingSlash(pathname);
  for (const [name, pattern] of ROUTE_PATTERNS) {
    if (pattern.test(path)) return name;
  }
  return null;
}

/** Routes with the back-arrow header (title and back button, no search bar). Spec 001 §2. */
export const BACK_ARROW_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'FlashSale',
  'Promo',
  'Manufacture',
  'Category',
  'CategoryPromo',
  'Search',
  'OrderShipping',
  'OrderShippingAdd',
  'Order',
  'JustArrived',
  'OrderPayment',
  'MidtransFailed',
  'Sale',
  'Deals',
  'BestSeller',
  'TagConcern',
]);

/** Routes shown without header and footer. Spec 001 §2. */
export const CHROMELESS_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'CompleteProfile',
  'CampaignBlank',
]);

export type HeaderMode = 'full' | 'back' | 'hidden';

/** Which header a route gets: none in apps mode and on chromeless pages, else back-arrow or full. */
export function headerModeFor(
  name: RouteName | null,
  { appsMode }: { appsMode: boolean },
): HeaderMode {
  if (appsMode || (name && CHROMELESS_ROUTES.has(name))) return 'hidden';
  return name && BACK_ARROW_ROUTES.has(name) ? 'back' : 'full';
}

/** `headerModeFor` by pathname. */
export const headerMode = (pathname: string, options: { appsMode: boolean }): HeaderMode =>
  headerModeFor(routeNameForPath(pathname), options);

/** The footer is hidden exactly where the header is. */
export function showsFooter(pathname: string, { appsMode }: { appsMode: boolean }): boolean {
  return headerMode(pathname, { appsMode }) !== 'hidden';
}

/** Promo and category listings keep the reader's place while their filters (query) change. */
const SCROLL_KEEPING_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'Promo',
  'CategoryPromo',
  'Category',
]);

export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE';
export type ScrollDecision = 'restore' | 'keep' | 'top';
type Place = { pathname: string; search: string };

/**
 * Scroll after a navigation: back/forward restores the saved position; a query change on the same
 * promo or category page keeps the current position (filters, sorting, paging); anything else
 * starts at the top. Arriving at a listing from another page starts at the top even with a query.
 */
export function scrollDecision(action: NavigationAction, from: Place, to: Place): ScrollDecision {
  if (action === 'POP') return 'restore';
  const name = routeNameForPath(to.pathname);
  const keeps =
    name !== null &&
    SCROLL_KEEPING_ROUTES.has(name) &&
    to.search.length > 1 &&
    withoutTrailingSlash(from.pathname) === withoutTrailingSlash(to.pathname);
  return keeps ? 'keep' : 'top';
}

/** The scroll-to-top button: after 340 px of scrolling, never on the Order page on mobile. */
export function showsScrollToTop({
  scrollY,
  isDesktop,
  pathname,
}: {
  scrollY: number;
  isDesktop: boolean;
  pathname: string;
}): boolean {
  if (!isDesktop && routeNameForPath(pathname) === 'Order') return false;
  return scrollY > SCROLL_TO_TOP_THRESHOLD_PX;
}
