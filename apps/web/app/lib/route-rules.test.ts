import { describe, expect, it } from 'vitest';
import {
  BACK_ARROW_ROUTES,
  headerMode,
  headerModeFor,
  routeNameForPath,
  scrollDecision,
  showsFooter,
  showsScrollToTop,
  type RouteName,
} from './route-rules';

describe('routeNameForPath', () => {
  it.each<[string, RouteName | null]>([
    ['/', 'Home'],
    ['/flash-sale', 'FlashSale'],
    ['/promo', 'Promo'],
    ['/promo/12-serum', 'CategoryPromo'],
    ['/promo/serum', null],
    ['/promotion/ramadan', 'Promotion'],
    ['/shop', 'Category'],
    ['/shop/all', 'Category'],
    ['/shop/3-skincare', 'Category'],
    ['/search', 'Search'],
    ['/just-arrived', 'JustArrived'],
    ['/best-seller', 'BestSeller'],
    ['/tag/acne', 'TagConcern'],
    ['/sale/payday', 'Sale'],
    ['/deals/weekend', 'Deals'],
    ['/order', 'Order'],
    ['/order/', 'Order'],
    ['/order/shipping', 'OrderShipping'],
    ['/order/shipping/add', 'OrderShippingAdd'],
    ['/order/payment', 'OrderPayment'],
    ['/midtrans-failed', 'MidtransFailed'],
    ['/complete-profile', 'CompleteProfile'],
    ['/skincare/123-hydrating-toner', 'SingleProduct'],
    ['/skincare/123-hydrating-toner.html', 'SingleProduct'],
    ['/content/4-about-us', null],
    ['/weekly-highlight/7-glow', null],
    ['/faq', null],
  ])('%s → %s', (path, name) => {
    expect(routeNameForPath(path)).toBe(name);
  });
});

describe('header and footer', () => {
  // One row per route name that the spec gives the back-arrow header (spec 001 §2).
  it.each([
    ['/flash-sale', 'FlashSale'],
    ['/promo', 'Promo'],
    ['/shop/3-skincare', 'Category'],
    ['/promo/12-serum', 'CategoryPromo'],
    ['/search', 'Search'],
    ['/order/shipping', 'OrderShipping'],
    ['/order/shipping/add', 'OrderShippingAdd'],
    ['/order', 'Order'],
    ['/just-arrived', 'JustArrived'],
    ['/order/payment', 'OrderPayment'],
    ['/midtrans-failed', 'MidtransFailed'],
    ['/sale/payday', 'Sale'],
    ['/deals/weekend', 'Deals'],
    ['/best-seller', 'BestSeller'],
    ['/tag/acne', 'TagConcern'],
  ])('%s (%s) gets the back-arrow header', (path) => {
    expect(headerMode(path, { appsMode: false })).toBe('back');
    expect(showsFooter(path, { appsMode: false })).toBe(true);
  });

  it('lists exactly the sixteen back-arrow routes of the spec', () => {
    expect([...BACK_ARROW_ROUTES].sort()).toEqual(
      [
        'BestSeller',
        'Category',
        'CategoryPromo',
        'Deals',
        'FlashSale',
        'JustArrived',
        'Manufacture',
        'MidtransFailed',
        'Order',
        'OrderPayment',
        'OrderShipping',
        'OrderShippingAdd',
        'Promo',
        'Sale',
        'Search',
        'TagConcern',
      ].sort(),
    );
  });

  it.each(['/', '/skincare/123-toner', '/faq', '/wishlist', '/anything/else'])(
    '%s gets the full header',
    (path) => {
      expect(headerMode(path, { appsMode: false })).toBe('full');
    },
  );

  it('gives a path without a route name (e.g. one only the not-found page matched) the full header', () => {
    expect(headerModeFor(null, { appsMode: false })).toBe('full');
    expect(headerModeFor(null, { appsMode: true })).toBe('hidden');
  });

  it('hides header and footer on the complete-profile page', () => {
    expect(headerMode('/complete-profile', { appsMode: false })).toBe('hidden');
    expect(showsFooter('/complete-profile', { appsMode: false })).toBe(false);
  });

  it.each(['/', '/order', '/search'])('hides header and footer on %s in apps mode', (path) => {
    expect(headerMode(path, { appsMode: true })).toBe('hidden');
    expect(showsFooter(path, { appsMode: true })).toBe(false);
  });
});

describe('scrollDecision', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });

  it.each([
    ['back/forward restores', 'POP', at('/'), at('/promo', '?page=2'), 'restore'],
    ['a new page starts at the top', 'PUSH', at('/'), at('/faq'), 'top'],
    ['a replace starts at the top', 'REPLACE', at('/faq'), at('/'), 'top'],
    ['promo filter change keeps', 'PUSH', at('/promo'), at('/promo', '?sort=new'), 'keep'],
    [
      'category paging keeps',
      'PUSH',
      at('/shop/3-skincare', '?page=1'),
      at('/shop/3-skincare', '?page=2'),
      'keep',
    ],
    ['shop/all query keeps', 'REPLACE', at('/shop/all'), at('/shop/all', '?brand=9'), 'keep'],
    [
      'category promo query keeps',
      'PUSH',
      at('/promo/12-serum'),
      at('/promo/12-serum', '?page=3'),
      'keep',
    ],
    [
      'a listing without query starts at the top',
      'PUSH',
      at('/promo', '?a=1'),
      at('/promo'),
      'top',
    ],
    [
      'arriving at a listing from elsewhere starts at the top',
      'PUSH',
      at('/'),
      at('/shop/3-skincare', '?page=2'),
      'top',
    ],
    [
      'other pages with a query start at the top',
      'PUSH',
      at('/search', '?q=a'),
      at('/search', '?q=b'),
      'top',
    ],
  ] as const)('%s', (_label, action, from, to, expected) => {
    expect(scrollDecision(action, from, to)).toBe(expected);
  });
});

describe('showsScrollToTop', () => {
  it.each([
    [340, true, '/', false],
    [341, true, '/', true],
    [341, false, '/', true],
    [5000, false, '/order', false],
    [5000, true, '/order', true],
    [5000, false, '/order/payment', true],
  ])('scrollY %i, desktop %s, %s → %s', (scrollY, isDesktop, pathname, expected) => {
    expect(showsScrollToTop({ scrollY, isDesktop, pathname })).toBe(expected);
  });
});
