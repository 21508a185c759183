/**
 * Constants shared by every context (spec 000 §9 and 001 §9). Context-specific limits live in
 * each context's own `constants.ts`.
 */

// Site constants
export const CURRENCY_CODE = 'IDR';
export const CURRENCY_SYMBOL = 'Rp';
export const DEFAULT_COUNTRY = 'Indonesia';
export const DATE_LOCALE = 'id-ID';
/** Points redeemed per block of beauty points (`beautyPointBase`). */
export const BEAUTY_POINT_BASE = 50_000;
/** Maximum quantity of one product in an order (`limitOrderProduct`). */
export const LIMIT_ORDER_PRODUCT = 20;
/** Subtotal from which shipping is free (`freeShippingLimit`). */
export const FREE_SHIPPING_LIMIT = 200_000;
/** Company bank-transfer accounts (numbers are configuration, not shown). */
export const COMPANY_BANK_ACCOUNTS = ['BCA', 'MANDIRI', 'MANDIRI'] as const;
/** Offline stores: three in configuration, default id 5. */
export const DEFAULT_STORE_ID = 5;
export const OFFLINE_STORE_COUNT = 3;

// Breakpoints (px)
/** Desktop is a width strictly above 991. */
export const DESKTOP_MIN_EXCLUSIVE_WIDTH = 991;
/** The store (self-checkout) platform header is used above 1100. */
export const STORE_HEADER_MIN_EXCLUSIVE_WIDTH = 1100;
/** The shop's mobile flag is set under 768. */
export const SHOP_MOBILE_MAX_EXCLUSIVE_WIDTH = 768;

// Paging
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 16;
/** The pagination bar shows a sliding window of 5 pages from this page on. */
export const PAGINATION_SLIDING_FROM_PAGE = 6;
export const PAGINATION_SLIDING_WINDOW = 5;
/** Below page 6 the bar shows 3 + (page − 1) pages. */
export const PAGINATION_BASE_WINDOW = 3;
/** Lists too big for a single fetch (provinces, cities). */
export const REGION_LIST_LIMIT = 999;

// Timings (ms)
export const TOAST_DURATION_MS = 3333;
export const TOAST_POSITION = 'top-center';
export const RESIZE_DEBOUNCE_MS = 150;
export const SCROLL_TO_TOP_THRESHOLD_PX = 340;
export const PAGE_CHANGE_SCROLL_DELAY_MS = 250;
export const ANALYTICS_PAGE_VIEW_DELAY_MS = 400;
export const SIGN_ON_WAIT_MS = 4000;
export const SIGN_ON_POLL_MS = 100;
export const PRERENDER_READY_MS = 20_000;
export const COUNTRY_COOKIE_DAYS = 365;
export const INTERSECT_THRESHOLDS = [0, 0.2] as const;

// Text
export const READ_MORE_DEFAULT_CHARS = 100;
export const TRUNCATE_CONTENT_CHARS = 700;
export const TRUNCATE_USERNAME_CHARS = 12;
export const TRUNCATE_RECENT_REVIEW_CHARS = 150;

// Dropdown
export const DROPDOWN_MAX_OPTIONS = 1000;
export const DROPDOWN_MAX_HEIGHT_PX = 300;
export const DROPDOWN_OPTION_HEIGHT_PX = 40;

// Map
export const MAP_DEFAULT_CENTER = { lat: -6.212, lng: 106.849 } as const;
export const MAP_DEFAULT_ZOOM = 12;

// Time
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Page sizes and fetch limits of both documents' §9, by list. */
export const PAGE_SIZES = {
  default: DEFAULT_PAGE_SIZE,
  orderList: 10,
  cartVouchers: 10,
  vouchers: 5,
  payments: 20,
  wishlist: 5,
  specialPrice: 5,
  loginWishlist: 10,
  suggestionSearch: 10,
  recentSearch: 5,
  tagSearch: 10,
  trending: 5,
  recentlyViewed: 10,
  sameBrand: 12,
  pinkbox: 3,
  reviewsModal: 10,
  extraBag: 3,
  regions: REGION_LIST_LIMIT,
  brandLetters: 100,
  badges: 100,
  stores: 30,
  academyCourses: 10,
  academyContent: 5,
  userPhotosShown: 7,
  bestSellerPerCategory: 20,
  filteredListingCap: 100,
} as const;

/** Wishlist and special-price lists stop paging at skip 10 unless the shopper loads more. */
export const SHORT_LIST_SKIP_STOP = 10;
/** The wishlist's infinite fetch continues only below skip 100. */
export const WISHLIST_INFINITE_SKIP_LIMIT = 100;
