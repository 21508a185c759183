import { describe, expect, it } from 'vitest';
import * as C from './constants';

describe('shared constants (000 §9, 001 §9)', () => {
  it.each([
    ['beautyPointBase 50000', C.BEAUTY_POINT_BASE, 50_000],
    ['limitOrderProduct 20', C.LIMIT_ORDER_PRODUCT, 20],
    ['freeShippingLimit 200000', C.FREE_SHIPPING_LIMIT, 200_000],
    ['default store id 5', C.DEFAULT_STORE_ID, 5],
    ['three offline stores', C.OFFLINE_STORE_COUNT, 3],
    ['desktop above 991', C.DESKTOP_MIN_EXCLUSIVE_WIDTH, 991],
    ['store header above 1100', C.STORE_HEADER_MIN_EXCLUSIVE_WIDTH, 1100],
    ['shop mobile under 768', C.SHOP_MOBILE_MAX_EXCLUSIVE_WIDTH, 768],
    ['default page 1', C.DEFAULT_PAGE, 1],
    ['default page size 16', C.DEFAULT_PAGE_SIZE, 16],
    ['toast 3333 ms', C.TOAST_DURATION_MS, 3333],
    ['resize debounce 150 ms', C.RESIZE_DEBOUNCE_MS, 150],
    ['scroll-to-top 340 px', C.SCROLL_TO_TOP_THRESHOLD_PX, 340],
    ['page change scroll 250 ms', C.PAGE_CHANGE_SCROLL_DELAY_MS, 250],
    ['analytics page view 400 ms', C.ANALYTICS_PAGE_VIEW_DELAY_MS, 400],
    ['sign-on wait 4000 ms', C.SIGN_ON_WAIT_MS, 4000],
    ['sign-on poll 100 ms', C.SIGN_ON_POLL_MS, 100],
    ['prerender ready 20 s', C.PRERENDER_READY_MS, 20_000],
    ['country cookie 365 days', C.COUNTRY_COOKIE_DAYS, 365],
    ['read more 100', C.READ_MORE_DEFAULT_CHARS, 100],
    ['content truncation 700', C.TRUNCATE_CONTENT_CHARS, 700],
    ['username truncation 12', C.TRUNCATE_USERNAME_CHARS, 12],
    ['recent review truncation 150', C.TRUNCATE_RECENT_REVIEW_CHARS, 150],
    ['dropdown 1000 options', C.DROPDOWN_MAX_OPTIONS, 1000],
    ['dropdown 300 px', C.DROPDOWN_MAX_HEIGHT_PX, 300],
    ['dropdown option 40 px', C.DROPDOWN_OPTION_HEIGHT_PX, 40],
    ['map zoom 12', C.MAP_DEFAULT_ZOOM, 12],
    ['wishlist/special-price skip stop 10', C.SHORT_LIST_SKIP_STOP, 10],
    ['wishlist infinite fetch below skip 100', C.WISHLIST_INFINITE_SKIP_LIMIT, 100],
  ])('§9 %s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['order list 10', 'orderList', 10],
    ['cart vouchers 10', 'cartVouchers', 10],
    ['vouchers 5', 'vouchers', 5],
    ['payments 20', 'payments', 20],
    ['wishlist 5', 'wishlist', 5],
    ['special price 5', 'specialPrice', 5],
    ['login wishlist 10', 'loginWishlist', 10],
    ['suggestion search 10', 'suggestionSearch', 10],
    ['recent search 5', 'recentSearch', 5],
    ['tag search 10', 'tagSearch', 10],
    ['trending 5', 'trending', 5],
    ['recently viewed 10', 'recentlyViewed', 10],
    ['same brand 12', 'sameBrand', 12],
    ['pinkbox 3', 'pinkbox', 3],
    ['reviews modal 10', 'reviewsModal', 10],
    ['extra bag 3', 'extraBag', 3],
    ['provinces and cities 999', 'regions', 999],
    ['brand letters 100', 'brandLetters', 100],
    ['badges 100', 'badges', 100],
    ['stores 30', 'stores', 30],
    ['academy courses 10', 'academyCourses', 10],
    ['academy content 5', 'academyContent', 5],
    ['user photos shown 7', 'userPhotosShown', 7],
    ['best seller 20 per category', 'bestSellerPerCategory', 20],
    ['filtered listing cap 100', 'filteredListingCap', 100],
  ] as const)('§9 page size: %s', (_rule, key, expected) => {
    expect(C.PAGE_SIZES[key]).toBe(expected);
  });

  it('§9 map centre is Jakarta, currency Rp, country Indonesia, three bank accounts', () => {
    expect(C.MAP_DEFAULT_CENTER).toEqual({ lat: -6.212, lng: 106.849 });
    expect([C.CURRENCY_SYMBOL, C.CURRENCY_CODE, C.DEFAULT_COUNTRY]).toEqual([
      'Rp',
      'IDR',
      'Indonesia',
    ]);
    expect(C.COMPANY_BANK_ACCOUNTS).toEqual(['BCA', 'MANDIRI', 'MANDIRI']);
    expect(C.INTERSECT_THRESHOLDS).toEqual([0, 0.2]);
  });
});
