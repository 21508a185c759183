import { describe, expect, it } from 'vitest';
import { bannerIsForPage, choosePopup, popupsAllowedOn } from './banners';

const SHOP = { appsMode: false, popupsInAppsMode: false };

describe('where popups open (001 §2, issue 20)', () => {
  it.each([
    ['home', '/', SHOP, true],
    ['a product', '/product/serum-vitamin-c', SHOP, true],
    ['the bag', '/order', SHOP, false],
    ['checkout shipping', '/order/shipping', SHOP, false],
    ['order success', '/order/success/12', SHOP, false],
    ['order failed', '/order/failed/12', SHOP, false],
    ['the Midtrans failure', '/midtrans-failed', SHOP, false],
    ['the back office', '/admin/banners', SHOP, false],
    ['a page merely starting with "order"', '/orderly-skincare', SHOP, true],
    ['apps mode', '/', { appsMode: true, popupsInAppsMode: false }, false],
    ['apps mode when the shop allows it', '/', { appsMode: true, popupsInAppsMode: true }, true],
  ])('%s', (_page, pathname, options, expected) => {
    expect(popupsAllowedOn(pathname, options)).toBe(expected);
  });
});

describe("a popup's page", () => {
  it.each([
    [null, '/promo', true],
    ['/', '/promo', true],
    ['/campaign/glow-up-week', '/campaign/glow-up-week', true],
    ['/campaign/glow-up-week', '/campaign/glow-up-week/serum', true],
    ['/campaign/glow-up-week', '/campaign/glow-up-weekend', false],
    ['/campaign/glow-up-week', '/', false],
  ])('%s on %s', (pagePath, pathname, expected) => {
    expect(bannerIsForPage(pagePath, pathname)).toBe(expected);
  });
});

type Popup = { id: number; page_path: string | null };

describe('one popup at a time: the full-screen one first, the other on a later page', () => {
  const full: Popup = { id: 1, page_path: null };
  const popup: Popup = { id: 2, page_path: null };
  const only: Popup = { id: 3, page_path: '/promo' };
  it.each<[string, Popup[], Popup[], number[], string, { id: number; fullScreen: boolean } | null]>(
    [
      ['both due', [full], [popup], [1, 2], '/', { id: 1, fullScreen: true }],
      [
        'the full-screen one shown already',
        [full],
        [popup],
        [2],
        '/',
        { id: 2, fullScreen: false },
      ],
      ['none due', [full], [popup], [], '/', null],
      ['a popup for another page', [], [only], [3], '/', null],
      ['a popup for this page', [], [only], [3], '/promo', { id: 3, fullScreen: false }],
    ],
  )('%s', (_case, fullScreen, popups, dueIds, pathname, expected) => {
    const chosen = choosePopup({ fullScreen, popup: popups }, pathname, (banner) =>
      dueIds.includes(banner.id),
    );
    expect(chosen && { id: chosen.banner.id, fullScreen: chosen.fullScreen }).toEqual(expected);
  });
});
