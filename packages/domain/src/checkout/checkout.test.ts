import { describe, expect, it } from 'vitest';
import {
  SHOP_ERROR_CATALOGUE,
  fallbackImageKind,
  shopErrorMessage,
  toastContent,
  type ShopErrorSituation,
} from './error-catalogue';
import {
  canEnterStep,
  checkoutStepsFor,
  checkProvinceId,
  checkShippingAddress,
  nextCheckoutStep,
  type CheckoutState,
} from './steps';

describe('checkout steps (000 §4)', () => {
  const ready: CheckoutState = {
    lineCount: 1,
    address: { _id: 'a', district: { name: 'Tebet' } },
    shippingSelected: true,
    paymentMethodCode: 'gopay',
  };

  it.each([
    ['bag is always open', 'bag', { lineCount: 0 }, { ok: true, value: true }],
    [
      'shipping needs a non-empty bag',
      'shipping',
      { lineCount: 0 },
      { ok: false, code: 'cart_empty' },
    ],
    [
      'payment needs an address',
      'payment',
      { address: null },
      { ok: false, code: 'shipping_address_required' },
    ],
    [
      'payment needs a district',
      'payment',
      { address: { _id: 'a', district: null } },
      { ok: false, code: 'address_district_required' },
    ],
    [
      'payment needs a shipping method',
      'payment',
      { shippingSelected: false },
      { ok: false, code: 'shipping_method_required' },
    ],
    [
      'placing needs a payment method',
      'place_order',
      { paymentMethodCode: null },
      { ok: false, code: 'payment_method_required' },
    ],
    ['placing when everything is chosen', 'place_order', {}, { ok: true, value: true }],
  ] as const)('000 §4 %s', (_rule, step, over, expected) => {
    expect(canEnterStep(step, { ...ready, ...over })).toEqual(expected);
  });

  it.each([
    [
      'online: bag, shipping, payment, place order',
      'web',
      ['bag', 'shipping', 'payment', 'place_order'],
    ],
    [
      'in a store: no shipping step (collected in the store)',
      'store',
      ['bag', 'payment', 'place_order'],
    ],
  ] as const)('the steps shown, %s', (_rule, channel, steps) => {
    expect(checkoutStepsFor(channel)).toEqual(steps);
  });

  it('000 §4 steps follow bag, shipping, payment, place order', () => {
    expect([
      nextCheckoutStep('bag'),
      nextCheckoutStep('shipping'),
      nextCheckoutStep('payment'),
      nextCheckoutStep('place_order'),
    ]).toEqual(['shipping', 'payment', 'place_order', null]);
  });

  it.each([
    [
      "000 §5 'Alamat harus memiliki kecamatan.' without a district",
      { district: '' },
      { ok: false, code: 'address_district_required' },
    ],
    ['000 §5 district as a name', { district: 'Tebet' }, { ok: true, value: true }],
    ['000 §5 district as an object', { district: { name: 'Tebet' } }, { ok: true, value: true }],
  ])('%s', (_rule, address, expected) => {
    expect(checkShippingAddress(address)).toEqual(expected);
  });

  it.each([
    [undefined, { ok: false, code: 'province_id_required' }],
    ['', { ok: false, code: 'province_id_required' }],
    [12, { ok: true, value: 12 }],
  ])("001 §5 'ProvinceId should not empty!' (province %s)", (provinceId, expected) => {
    expect(checkProvinceId(provinceId)).toEqual(expected);
  });
});

describe('error catalogue (000 §8)', () => {
  it.each<[ShopErrorSituation, string | null, string | undefined]>([
    ['wishlist_failed', 'generic_retry', undefined],
    ['add_to_cart_failed', 'generic_retry', undefined],
    ['voucher_failed', 'system_error', undefined],
    ['notify_me_failed', 'system_error', undefined],
    ['egift_with_other_items', 'cart_egift_alone', undefined],
    ['preorder_delivery_date', 'cart_preorder_delivery_date', undefined],
    ['preorder_mixed', 'cart_preorder_mix_confirm', undefined],
    ['server_error', 'server_error', undefined],
    ['card_delete_failed', 'server_error', undefined],
    ['upload_failed', 'server_error', undefined],
    ['price_mismatch', 'price_mismatch', '/order'],
    ['out_of_stock', 'out_of_stock', '/order'],
    ['out_of_stock_preorder', 'out_of_stock', '/order/preorder/failed'],
    ['stock_changed', 'stock_changed', '/order'],
    ['invalid_address', 'invalid_address', '/order/shipping'],
    ['payment_change_rejected', 'payment_change_once', undefined],
    ['order_call_failed', 'order_call_failed', undefined],
    ['order_list_unauthorized', 'login_required', undefined],
    ['unknown_order_error', null, '/order/failed/sorry'],
    ['address_saved', 'address_saved', undefined],
    ['address_deleted', 'address_deleted', undefined],
    ['address_failed', 'generic_retry', undefined],
    ['cart_fetch_failed', null, undefined],
    ['insufficient_points', 'insufficient_points', undefined],
    ['banner_fetch_failed', null, undefined],
    ['list_failed', null, undefined],
    ['image_load_failed', null, undefined],
  ])('000 §8 %s → %s', (situation, message, redirect) => {
    const handling = SHOP_ERROR_CATALOGUE[situation];
    expect(handling.message).toBe(message);
    expect('redirect' in handling ? handling.redirect : undefined).toBe(redirect);
  });

  it('000 §8 add-to-cart prefers the server message, else the retry toast', () => {
    expect(shopErrorMessage('add_to_cart_failed', 'Stok habis')).toEqual({ text: 'Stok habis' });
    expect(shopErrorMessage('add_to_cart_failed', '')).toEqual({ code: 'generic_retry' });
    expect(shopErrorMessage('wishlist_failed', 'ignored')).toEqual({ code: 'generic_retry' });
    expect(shopErrorMessage('list_failed')).toBeNull();
  });

  it('000 §8 banner fetch retried up to 3 times; empty toast reads Error; image fallbacks', () => {
    expect(SHOP_ERROR_CATALOGUE.banner_fetch_failed.retries).toBe(3);
    expect(toastContent('')).toBe('Error');
    expect(toastContent('Halo')).toBe('Halo');
    expect(fallbackImageKind(true)).toBe('avatar');
    expect(fallbackImageKind(false)).toBe('dummy_product');
  });
});
