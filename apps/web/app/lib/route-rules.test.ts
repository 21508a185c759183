import { describe, expect, it } from 'vitest';
import { scrollDecision, showsScrollToTop } from './route-rules';

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
      'promotion query keeps',
      'PUSH',
      at('/promotion/ramadan'),
      at('/promotion/ramadan', '?sort=new'),
      'keep',
    ],
    [
      'same page despite a trailing slash keeps',
      'PUSH',
      at('/shop/all/'),
      at('/shop/all', '?page=2'),
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
