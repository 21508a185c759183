import { describe, expect, it } from 'vitest';
import {
  canShowLoadMore,
  canShowScrollToTop,
  deviceFromWidth,
  isDesktopWidth,
  isShopMobileWidth,
  isStoreHeaderWide,
} from './viewport';

describe('breakpoints (000 §9, 001 §9)', () => {
  it.each([
    ['desktop above 991', 992, 'desktop'],
    ['991 is mobile', 991, 'mobile'],
    ['small phone is mobile', 375, 'mobile'],
  ] as const)('§9 %s', (_rule, width, device) => {
    expect(deviceFromWidth(width)).toBe(device);
  });

  it.each([
    ['000 §9 992 is desktop', 992, true],
    ['000 §9 991 is not desktop', 991, false],
  ])('%s', (_rule, width, expected) => {
    expect(isDesktopWidth(width)).toBe(expected);
  });

  it.each([
    ['001 §9 store header above 1100', 1101, true],
    ['001 §9 store header not at 1100', 1100, false],
  ])('%s', (_rule, width, expected) => {
    expect(isStoreHeaderWide(width)).toBe(expected);
  });

  it.each([
    ['001 §9 shop mobile under 768', 767, true],
    ['001 §9 shop mobile not at 768', 768, false],
  ])('%s', (_rule, width, expected) => {
    expect(isShopMobileWidth(width)).toBe(expected);
  });

  it.each([
    ['§9 scroll-to-top after 340 px', 341, 'Home', 'mobile', true],
    ['§9 scroll-to-top not at 340 px', 340, 'Home', 'desktop', false],
    ['§9 never on the Order page on mobile', 2000, 'Order', 'mobile', false],
    ['§9 on the Order page on desktop', 2000, 'Order', 'desktop', true],
    ['§9 a page without a route name', 341, null, 'mobile', true],
  ] as const)('%s', (_rule, scrollY, routeName, device, expected) => {
    expect(canShowScrollToTop({ scrollY, routeName, device })).toBe(expected);
  });

  it('§9 load more is desktop only', () => {
    expect(canShowLoadMore('desktop')).toBe(true);
    expect(canShowLoadMore('mobile')).toBe(false);
  });
});
