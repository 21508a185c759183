import { describe, expect, it } from 'vitest';
import { afterTileAdd, buildTileAddToCartPayload, buyNowNext, pathAfterRemovingLine } from './flow';

describe('bag flow (000 §4)', () => {
  it.each([
    ['/order/shipping', '/order'],
    ['/order/payment', '/order'],
    ['/order/shipping/add', '/order'],
    ['/order', null],
    ['/', null],
  ])('000 §4 removing a line on %s', (path, expected) => {
    expect(pathAfterRemovingLine(path)).toBe(expected);
  });

  it.each([
    [true, { action: 'navigate', then: '/order' }],
    [false, { action: 'login', then: '/order' }],
  ])('000 §4 buy now (logged in: %s)', (loggedIn, expected) => {
    expect(buyNowNext(loggedIn)).toEqual(expected);
  });

  it.each([
    [
      '200 shows the notification',
      { status: 200, freeProductVoucherApplies: false, currentPath: '/' },
      { showNotification: true, refetchCartPointsAndSpecialPrices: false },
    ],
    [
      'not when a free-product voucher applies',
      { status: 200, freeProductVoucherApplies: true, currentPath: '/' },
      { showNotification: false },
    ],
    [
      'on /order refetches cart, points and special prices',
      { status: 200, freeProductVoucherApplies: false, currentPath: '/order' },
      { refetchCartPointsAndSpecialPrices: true },
    ],
    [
      'an error shows nothing',
      { status: 400, freeProductVoucherApplies: false, currentPath: '/order' },
      { showNotification: false, refetchCartPointsAndSpecialPrices: false },
    ],
  ])('000 §4 after a tile add: %s', (_rule, input, expected) => {
    expect(afterTileAdd(input)).toMatchObject(expected);
  });

  it('000 §3 tile payload: quantity 1, special price and free product when set', () => {
    const payload = buildTileAddToCartPayload(
      {
        id: 5,
        _id: 'p5',
        special_price_voucher_id: 'sp',
        applied_free_products_voucher_id: 'fp',
        default_combination: { is_pre_order: true },
      },
      'c1',
      { route: 'Home', location_type: 'slider' },
    );
    expect(payload).toMatchObject({
      id: 5,
      _id: 'p5',
      combination_id: 'c1',
      quantity: 1,
      is_pre_order: true,
      special_price: { is_special_price: true, special_price_voucher_id: 'sp' },
      free_product: { is_applied_free_product: true, applied_free_products_voucher_id: 'fp' },
    });
    expect(
      buildTileAddToCartPayload({ id: 1 }, 'c', { route: 'Home', location_type: 'x' }),
    ).not.toHaveProperty('special_price');
  });
});
