import { describe, expect, it } from 'vitest';
import {
  clearsSelfCheckoutFlag,
  guardRoute,
  homeLink,
  scrollOnNavigation,
  shouldRedirectCountry,
  showsHeaderAndFooter,
  usesBackArrowHeader,
} from './navigation';

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
    ['back navigation restores', { isBack: true, routeName: 'Home', hasQuery: false }, 'restore'],
    [
      'promo page with a query keeps',
      { isBack: false, routeName: 'Promo', hasQuery: true },
      'keep',
    ],
    [
      'category page with a query keeps',
      { isBack: false, routeName: 'Category', hasQuery: true },
      'keep',
    ],
    [
      'category page without a query resets',
      { isBack: false, routeName: 'Category', hasQuery: false },
      'top',
    ],
    ['other pages reset', { isBack: false, routeName: 'Search', hasQuery: true }, 'top'],
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
