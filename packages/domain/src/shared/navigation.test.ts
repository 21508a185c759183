import { describe, expect, it } from 'vitest';
import {
  BACK_ARROW_ROUTES,
  clearsSelfCheckoutFlag,
  guardRoute,
  headerMode,
  homeLink,
  scrollOnNavigation,
  shouldRedirectCountry,
  showsHeaderAndFooter,
  usesBackArrowHeader,
} from './navigation';
import { routeNameForPath } from './route-names';

const base = {
  loginKnown: true,
  loggedIn: true,
  orderModuleRegistered: true,
  selfCheckoutActive: false,
};

describe('navigation rules (000 §2, 001 §2)', () => {
  it.each([
    ['logged-out visitor on /order goes home', { path: '/order', loggedIn: false }, '/'],
    [
      'logged-out visitor on /midtrans-failed goes home',
      { path: '/midtrans-failed', loggedIn: false },
      '/',
    ],
    [
      'not before login status is known',
      { path: '/order', loggedIn: false, loginKnown: false },
      null,
    ],
    [
      'shipping without the order module goes to /order',
      { path: '/order/shipping', orderModuleRegistered: false },
      '/order',
    ],
    [
      'payment without the order module goes to /order',
      { path: '/order/payment', orderModuleRegistered: false },
      '/order',
    ],
    [
      'self-checkout path without self-checkout goes home',
      { path: '/self-checkout', selfCheckoutActive: false },
      '/',
    ],
    [
      'self-checkout path in self-checkout mode',
      { path: '/self-checkout', selfCheckoutActive: true },
      null,
    ],
    ['member on /order stays', { path: '/order' }, null],
  ])('§2 %s', (_rule, over, expected) => {
    expect(guardRoute({ ...base, ...over })).toBe(expected);
  });

  it.each([
    [
      'back navigation restores',
      { isBack: true, routeName: 'Home', hasQuery: false, samePage: false },
      'restore',
    ],
    [
      'back navigation to a listing with a query restores',
      { isBack: true, routeName: 'Promo', hasQuery: true, samePage: false },
      'restore',
    ],
    [
      'promo page, query change on the same page keeps',
      { isBack: false, routeName: 'Promo', hasQuery: true, samePage: true },
      'keep',
    ],
    [
      'promotion page, query change on the same page keeps',
      { isBack: false, routeName: 'Promotion', hasQuery: true, samePage: true },
      'keep',
    ],
    [
      'category page, query change on the same page keeps',
      { isBack: false, routeName: 'Category', hasQuery: true, samePage: true },
      'keep',
    ],
    [
      'category promo page, query change on the same page keeps',
      { isBack: false, routeName: 'CategoryPromo', hasQuery: true, samePage: true },
      'keep',
    ],
    [
      'arriving at a category page from another page with a query resets',
      { isBack: false, routeName: 'Category', hasQuery: true, samePage: false },
      'top',
    ],
    [
      'arriving at a promo page from another page with a query resets',
      { isBack: false, routeName: 'Promo', hasQuery: true, samePage: false },
      'top',
    ],
    [
      'category page without a query resets',
      { isBack: false, routeName: 'Category', hasQuery: false, samePage: true },
      'top',
    ],
    [
      'other pages reset',
      { isBack: false, routeName: 'Search', hasQuery: true, samePage: true },
      'top',
    ],
    [
      'a page without a route name resets',
      { isBack: false, routeName: null, hasQuery: true, samePage: true },
      'top',
    ],
  ])('§2 scroll: %s', (_rule, input, expected) => {
    expect(scrollOnNavigation(input)).toBe(expected);
  });

  it('§2 home link, header/footer, back-arrow header', () => {
    expect(homeLink(true)).toBe('/self-checkout');
    expect(homeLink(false)).toBe('/');
    expect(showsHeaderAndFooter({ routeName: 'Home', blankCampaign: false, appsMode: true })).toBe(
      false,
    );
    expect(
      showsHeaderAndFooter({ routeName: 'CompleteProfile', blankCampaign: false, appsMode: false }),
    ).toBe(false);
    expect(showsHeaderAndFooter({ routeName: 'Home', blankCampaign: true, appsMode: false })).toBe(
      false,
    );
    expect(showsHeaderAndFooter({ routeName: 'Home', blankCampaign: false, appsMode: false })).toBe(
      true,
    );
    expect(usesBackArrowHeader('OrderPayment')).toBe(true);
    expect(usesBackArrowHeader('Home')).toBe(false);
  });

  // One row per route name that 001 §2 gives the back-arrow header.
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
    ['/sale/payday', 'StoreSale'],
    ['/deals/weekend', 'StoreDeals'],
    ['/best-seller', 'BestSeller'],
    ['/tag/acne', 'TagConcern'],
  ])('001 §2 %s (%s) gets the back-arrow header', (path, name) => {
    const routeName = routeNameForPath(path);
    expect(routeName).toBe(name);
    expect(headerMode(routeName, { appsMode: false })).toBe('back');
    expect(showsHeaderAndFooter({ routeName, blankCampaign: false, appsMode: false })).toBe(true);
  });

  it('001 §2 Manufacture (no path yet) gets the back-arrow header', () => {
    expect(headerMode('Manufacture', { appsMode: false })).toBe('back');
  });

  it('001 §2 lists exactly the sixteen back-arrow routes', () => {
    expect([...BACK_ARROW_ROUTES].sort()).toEqual(
      [
        'BestSeller',
        'Category',
        'CategoryPromo',
        'FlashSale',
        'JustArrived',
        'Manufacture',
        'MidtransFailed',
        'Order',
        'OrderPayment',
        'OrderShipping',
        'OrderShippingAdd',
        'Promo',
        'Search',
        'StoreDeals',
        'StoreSale',
        'TagConcern',
      ].sort(),
    );
  });

  it.each(['/', '/skincare/123-toner', '/faq', '/wishlist', '/anything/else'])(
    '001 §2 %s gets the full header',
    (path) => {
      expect(headerMode(routeNameForPath(path), { appsMode: false })).toBe('full');
    },
  );

  it('001 §2 a path without a route name (e.g. one only the not-found page matched) gets the full header', () => {
    expect(headerMode(null, { appsMode: false })).toBe('full');
    expect(headerMode(null, { appsMode: true })).toBe('hidden');
  });

  it.each([
    ['the complete-profile page', 'CompleteProfile'],
    ['the blank campaign page', 'CampaignBlank'],
  ] as const)('001 §2 hides header and footer on %s', (_page, routeName) => {
    expect(headerMode(routeName, { appsMode: false })).toBe('hidden');
  });

  it('001 §2 hides header and footer on the complete-profile path', () => {
    const routeName = routeNameForPath('/complete-profile');
    expect(headerMode(routeName, { appsMode: false })).toBe('hidden');
    expect(showsHeaderAndFooter({ routeName, blankCampaign: false, appsMode: false })).toBe(false);
  });

  it.each(['/', '/order', '/search'])(
    '001 §2 hides header and footer on %s in apps mode',
    (path) => {
      const routeName = routeNameForPath(path);
      expect(headerMode(routeName, { appsMode: true })).toBe('hidden');
      expect(showsHeaderAndFooter({ routeName, blankCampaign: false, appsMode: true })).toBe(false);
    },
  );

  it.each([
    ['leaving self-checkout for home', '/self-checkout', '/', 'Home', true],
    ['order to product keeps it', '/order', '/serum/1-glow', 'SingleProduct', false],
    ['order to payment keeps it', '/order', '/order/payment', 'OrderPayment', false],
    ['home to search does nothing', '/', '/search', 'Search', false],
  ])('001 §2 self-checkout flag: %s', (_rule, from, to, route, expected) => {
    expect(clearsSelfCheckoutFlag(from, to, route)).toBe(expected);
  });

  it.each([
    [
      'differing cookie redirects',
      { cookieCountry: 'VN', currentCountry: 'ID', bypass: false },
      true,
    ],
    ['bypassed', { cookieCountry: 'VN', currentCountry: 'ID', bypass: true }, false],
    ['same country', { cookieCountry: 'id', currentCountry: 'ID', bypass: false }, false],
    ['no cookie', { cookieCountry: null, currentCountry: 'ID', bypass: false }, false],
  ])('001 §2 country redirect: %s', (_rule, input, expected) => {
    expect(shouldRedirectCountry(input)).toBe(expected);
  });
});
