import {
  DESKTOP_MIN_EXCLUSIVE_WIDTH,
  SCROLL_TO_TOP_THRESHOLD_PX,
  SHOP_MOBILE_MAX_EXCLUSIVE_WIDTH,
  STORE_HEADER_MIN_EXCLUSIVE_WIDTH,
} from './constants';

export type Device = 'desktop' | 'mobile';

/** Desktop is a width above 991 (spec §9). */
export const isDesktopWidth = (width: number): boolean => width > DESKTOP_MIN_EXCLUSIVE_WIDTH;

export const deviceFromWidth = (width: number): Device =>
  isDesktopWidth(width) ? 'desktop' : 'mobile';

/** The self-checkout store header switches to its wide layout above 1100. */
export const isStoreHeaderWide = (width: number): boolean =>
  width > STORE_HEADER_MIN_EXCLUSIVE_WIDTH;

/** The shop's own mobile flag is set under 768. */
export const isShopMobileWidth = (width: number): boolean =>
  width < SHOP_MOBILE_MAX_EXCLUSIVE_WIDTH;

/** Scroll-to-top appears past 340 px, never on the Order page on mobile. */
export function canShowScrollToTop(input: {
  scrollY: number;
  routeName: string | null;
  device: Device;
}): boolean {
  if (input.routeName === 'Order' && input.device === 'mobile') return false;
  return input.scrollY > SCROLL_TO_TOP_THRESHOLD_PX;
}

/** The 'load more' button is a desktop-only control. */
export const canShowLoadMore = (device: Device): boolean => device === 'desktop';
