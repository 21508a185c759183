/** App-shell navigation rules (000 §2, 001 §2). */

import type { RouteName } from './route-names';

const ORDER_PATH = /^\/order(\/|$)/;
const MIDTRANS_FAILED = /^\/midtrans-failed(\/|$)/;
const CHECKOUT_STEP = /^\/order\/(shipping|payment)(\/|$)/;
const SELF_CHECKOUT = /^\/self-checkout(\/|$)/;

export type GuardInput = {
  path: string;
  /** Login status known yet (the sign-on check finished). */
  loginKnown: boolean;
  loggedIn: boolean;
  orderModuleRegistered: boolean;
  selfCheckoutActive: boolean;
};

/**
 * Where a navigation must go instead, or null: logged-out visitors leave order and
 * midtrans-failed paths for home once login status is known; shipping and payment need the order
 * module; self-checkout paths need self-checkout mode.
 */
export function guardRoute(input: GuardInput): string | null {
  const orderArea = ORDER_PATH.test(input.path) || MIDTRANS_FAILED.test(input.path);
  if (orderArea && input.loginKnown && !input.loggedIn) return '/';
  if (CHECKOUT_STEP.test(input.path) && !input.orderModuleRegistered) return '/order';
  if (SELF_CHECKOUT.test(input.path) && !input.selfCheckoutActive) return '/';
  return null;
}

/** The home link goes to /self-checkout in self-checkout mode, otherwise /. */
export const homeLink = (selfCheckout: boolean): string => (selfCheckout ? '/self-checkout' : '/');

export type ScrollDecision = 'restore' | 'keep' | 'top';

/** Promo and category listings keep the reader's place while their query changes. */
export const SCROLL_KEEPING_ROUTES = [
  'Promo',
  'Promotion',
  'Category',
  'CategoryPromo',
] as const satisfies readonly RouteName[];

/**
 * Scroll after a navigation (000 §2, 001 §2): back navigation restores the saved position; a query
 * change on the same promo or category page keeps it; anything else starts at the top, including
 * arriving at such a page from another page with a query.
 */
export function scrollOnNavigation(input: {
  isBack: boolean;
  routeName: string | null;
  hasQuery: boolean;
  /** The navigation stays on the same page (only the query changes). */
  samePage: boolean;
}): ScrollDecision {
  if (input.isBack) return 'restore';
  const keeping = (SCROLL_KEEPING_ROUTES as readonly (string | null)[]).includes(input.routeName);
  return keeping && input.hasQuery && input.samePage ? 'keep' : 'top';
}

/** Routes that use the back-arrow header (001 §2). */
export const BACK_ARROW_ROUTES = [
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
  'StoreSale',
  'StoreDeals',
  'BestSeller',
  'TagConcern',
] as const satisfies readonly RouteName[];

export type BackArrowRoute = (typeof BACK_ARROW_ROUTES)[number];

export const usesBackArrowHeader = (routeName: string | null): routeName is BackArrowRoute =>
  (BACK_ARROW_ROUTES as readonly (string | null)[]).includes(routeName);

/** Header and footer are hidden on the blank campaign page, complete-profile, and in apps mode. */
export const showsHeaderAndFooter = (input: {
  routeName: string | null;
  blankCampaign: boolean;
  appsMode: boolean;
}): boolean => !input.appsMode && !input.blankCampaign && input.routeName !== 'CompleteProfile';

export type HeaderMode = 'full' | 'back' | 'hidden';

/**
 * Which header a page gets (001 §2): none where header and footer are hidden, else the back-arrow
 * header on its sixteen routes, else the full header (also for a path the spec names no route for).
 * The footer shows exactly when the header does.
 */
export function headerMode(
  routeName: RouteName | null,
  { appsMode }: { appsMode: boolean },
): HeaderMode {
  const blankCampaign = routeName === 'CampaignBlank';
  if (!showsHeaderAndFooter({ routeName, blankCampaign, appsMode })) return 'hidden';
  return usesBackArrowHeader(routeName) ? 'back' : 'full';
}

/** The self-checkout flag is cleared when leaving self-checkout, order, midtrans-failed or product pages. */
export function clearsSelfCheckoutFlag(
  fromPath: string,
  toPath: string,
  toRouteName: string,
): boolean {
  const kept = (path: string, routeName?: string) =>
    SELF_CHECKOUT.test(path) ||
    ORDER_PATH.test(path) ||
    MIDTRANS_FAILED.test(path) ||
    routeName === 'SingleProduct';
  return kept(fromPath) && !kept(toPath, toRouteName);
}

/** Redirect to the other country's site when the country cookie differs (unless bypassed). */
export const shouldRedirectCountry = (input: {
  cookieCountry: string | null | undefined;
  currentCountry: string;
  bypass: boolean;
}): boolean =>
  !input.bypass &&
  !!input.cookieCountry &&
  input.cookieCountry.toLowerCase() !== input.currentCountry.toLowerCase();
