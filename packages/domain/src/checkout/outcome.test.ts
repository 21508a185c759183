import { describe, expect, it } from 'vitest';
import { nextScreenAfterPlacing, type PlaceOrderResult } from './outcome';

describe('place-order outcome → next screen (000 §4)', () => {
  it.each<[string, PlaceOrderResult, ReturnType<typeof nextScreenAfterPlacing>]>([
    [
      'kredivo redirects to the provider',
      { ok: true, method: 'kredivo', orderId: '1', redirectUrl: 'https://pay/k' },
      { kind: 'provider', provider: 'kredivo', via: 'redirect', url: 'https://pay/k' },
    ],
    [
      'vospay redirects to the provider',
      { ok: true, method: 'vospay', orderId: '1' },
      { kind: 'provider', provider: 'vospay', via: 'redirect', url: null },
    ],
    [
      'linkaja posts a form',
      { ok: true, method: 'linkaja', orderId: '1', redirectUrl: 'https://pay/l' },
      { kind: 'provider', provider: 'linkaja', via: 'form_post', url: 'https://pay/l' },
    ],
    [
      'gpn redirects to the provider',
      { ok: true, method: 'gpn', orderId: '1' },
      { kind: 'provider', provider: 'gpn', via: 'redirect', url: null },
    ],
    [
      'doku card redirects to the provider',
      { ok: true, method: 'doku_card', orderId: '1' },
      { kind: 'provider', provider: 'doku_card', via: 'redirect', url: null },
    ],
    [
      'ovo goes to the success page',
      { ok: true, method: 'ovo', orderId: 'A1' },
      { kind: 'navigate', path: '/order/success/A1' },
    ],
    [
      'free_order goes to the success page',
      { ok: true, method: 'free_order', orderId: 'A1' },
      { kind: 'navigate', path: '/order/success/A1' },
    ],
    [
      'bank transfer goes to the confirmation page',
      { ok: true, method: 'bank_transfer', orderId: 'A1' },
      { kind: 'navigate', path: '/order/confirmation/A1' },
    ],
    [
      'OVO 400 goes to the failed page',
      { ok: false, method: 'ovo', status: 400, orderId: 'A1', phoneNo: '812', message: 'declined' },
      { kind: 'navigate', path: '/order/failed/A1?phone_no=812&message=declined' },
    ],
    [
      'OVO 504 goes to the failed page',
      { ok: false, method: 'ovo', status: 504 },
      { kind: 'navigate', path: '/order/failed' },
    ],
    [
      'gpn 400 goes to the failed page',
      { ok: false, method: 'gpn', status: 400, orderId: 'B2' },
      { kind: 'navigate', path: '/order/failed/B2' },
    ],
    [
      'out_of_stock goes back to the bag',
      { ok: false, method: 'gopay', status: 400, errorCode: 'out_of_stock' },
      { kind: 'navigate', path: '/order', message: 'out_of_stock' },
    ],
    [
      'out_of_stock on a pre-order',
      { ok: false, method: 'gopay', errorCode: 'out_of_stock', isPreorder: true },
      { kind: 'navigate', path: '/order/preorder/failed', message: 'out_of_stock' },
    ],
    [
      'invalid_address redirects with a message',
      { ok: false, method: 'gopay', errorCode: 'invalid_address' },
      { kind: 'navigate', path: '/order/shipping', message: 'invalid_address' },
    ],
    [
      'price_mismatch back to the bag',
      { ok: false, method: 'gopay', errorCode: 'price_mismatch' },
      { kind: 'navigate', path: '/order', message: 'price_mismatch' },
    ],
    [
      'unknown order error goes to sorry',
      { ok: false, method: 'gopay', status: 500 },
      { kind: 'navigate', path: '/order/failed/sorry' },
    ],
    [
      'OVO 500 is unknown',
      { ok: false, method: 'ovo', status: 500 },
      { kind: 'navigate', path: '/order/failed/sorry' },
    ],
  ])('000 §4 %s', (_rule, result, expected) => {
    expect(nextScreenAfterPlacing(result)).toEqual(expected);
  });
});
