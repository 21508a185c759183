import { describe, expect, it } from 'vitest';
import { checkoutNotice, withCheckoutNotice } from '~/lib/checkout-notice';
import { makeAddress, makeBag, makeBagTotals, makeMethod, makeOrder } from '../testing/fixtures';
import { confirmationRedirect, paymentStanding } from './outcome-pages';
import { paymentInstructions } from './payment-instructions';
import { checkoutTotal, chosenAddressId } from './shipping-choice';

describe('the shipping step’s address (000 §4)', () => {
  const home = makeAddress({ _id: '7', is_default: false });
  const office = makeAddress({ _id: '8', is_default: true });
  it.each([
    ['the bag’s own address', '7', [home, office], '7'],
    ['the default when the bag has none', null, [home, office], '8'],
    ['the default when the bag’s is gone', '99', [home, office], '8'],
    ['the first without a default', null, [home, { ...office, is_default: false }], '7'],
    ['none without addresses', '7', [], null],
  ])('%s', (_rule, bagAddress, addresses, expected) => {
    expect(chosenAddressId({ address_id: bagAddress }, addresses)).toBe(expected);
  });
});

describe('the checkout total, worked out as placement does (design/checkout-and-payment.md)', () => {
  const bag = makeBag({
    totals: makeBagTotals({
      total_amount_after_discount: 268_000,
      total_amount_after_extra: 268_000,
    }),
  });
  it.each([
    ['no shipping chosen yet', null, 0, 268_000],
    ['plus the fee after its discount', makeMethod({ fee_after_discount: 9_000 }), 0, 277_000],
    ['free shipping adds nothing', makeMethod({ fee_after_discount: 0 }), 0, 268_000],
    ['less a bank promotion on the goods', makeMethod(), 25_000, 261_000],
    ['a promotion never takes more than the goods', makeMethod(), 400_000, 18_000],
  ])('%s', (_rule, method, bankDiscount, expected) => {
    expect(checkoutTotal(bag, method, bankDiscount)).toBe(expected);
  });
});

describe('what the confirmation page asks for (000 §2)', () => {
  it.each([
    ['a VA number', makeOrder(), { kind: 'virtual_account', bank: 'bca', number: '12345678901' }],
    [
      'Permata’s own VA field',
      makeOrder({
        payment_method: 'permata_virtual_account',
        payment: { permata_va_number: '8778001' },
      }),
      { kind: 'virtual_account', bank: 'permata', number: '8778001' },
    ],
    [
      'a store payment code',
      makeOrder({
        payment_method: 'indomaret',
        payment: { payment_code: '5566', store: 'indomaret' },
      }),
      { kind: 'payment_code', store: 'indomaret', code: '5566' },
    ],
    [
      'the shop’s accounts for a manual transfer',
      makeOrder({ payment_method: 'bank_transfer', payment: {} }),
      { kind: 'bank_transfer' },
    ],
    [
      'an e-wallet’s QR code and app link',
      makeOrder({
        payment_method: 'gopay',
        payment: {
          actions: [
            { name: 'generate-qr-code', method: 'GET', url: '/qr' },
            { name: 'deeplink-redirect', method: 'GET', url: '/app' },
          ],
        },
      }),
      { kind: 'e_wallet', qrUrl: '/qr', appUrl: '/app' },
    ],
    [
      'a page to continue on',
      makeOrder({ payment_method: 'cimb_clicks', redirect_url: '/pay', payment: {} }),
      { kind: 'continue', url: '/pay' },
    ],
    [
      'cash on delivery',
      makeOrder({ payment_method: 'cash_on_delivery', payment: {} }),
      { kind: 'cash_on_delivery' },
    ],
    ['nothing more', makeOrder({ payment_method: 'ovo', payment: {} }), { kind: 'none' }],
  ])('%s', (_rule, order, expected) => {
    expect(paymentInstructions(order)).toEqual(expected);
  });
});

describe('where an order’s payment stands (000 §4 status groups)', () => {
  it.each([
    ['Awaiting bank wire payment', 'waiting', null],
    ['Order created', 'waiting', null],
    ['Payment confirm', 'paid', '/order/success/9001'],
    ['Payment accepted', 'paid', '/order/success/9001'],
    ['Shipped', 'paid', '/order/success/9001'],
    ['Cancelled', 'failed', '/order/failed/9001'],
    ['Payment Failure', 'failed', '/order/failed/9001'],
  ])('%s is %s', (name, standing, next) => {
    const order = makeOrder({ state: { id: 1, name } });
    expect(paymentStanding(order)).toBe(standing);
    expect(confirmationRedirect(order)).toBe(next);
  });
});

describe('the catalogue message a step is sent back with (000 §8)', () => {
  const at = (search: string) => new URL(`https://kilau.test/order${search}`);
  it.each([
    ['price_mismatch', '?message=price_mismatch', 'Terjadi perubahan harga'],
    ['out_of_stock', '?message=out_of_stock', 'Stok produk tidak mencukupi'],
    ['invalid_address', '?message=invalid_address', 'Alamat pengiriman tidak valid'],
  ])('%s is shown in the shopper’s language', (_code, search, start) => {
    expect(checkoutNotice(at(search), 'id')?.startsWith(start)).toBe(true);
  });
  it('ignores anything that is not the catalogue’s', () => {
    expect(checkoutNotice(at('?message=%3Cb%3Ehello'), 'id')).toBeNull();
    expect(checkoutNotice(at(''), 'id')).toBeNull();
  });
  it('builds the path with the code', () => {
    expect(withCheckoutNotice('/order', 'price_mismatch')).toBe('/order?message=price_mismatch');
    expect(withCheckoutNotice('/order', undefined)).toBe('/order');
  });
});
