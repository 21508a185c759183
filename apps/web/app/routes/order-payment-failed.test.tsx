import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_API } from '~/features/checkout/api/paths';
import { makeOrder } from '~/features/checkout/testing/fixtures';
import {
  actionAnswer,
  renderRouteModule,
  routeRequest,
  stubApi,
  type ApiReplies,
} from '~/testing/route-module';
import * as failed from './order-payment-failed';

/** A card order the bank declined: failed, its items held for 20 more minutes. */
const declined = (overrides: Parameters<typeof makeOrder>[0] = {}) =>
  makeOrder({
    state: { id: 12, name: 'Payment Failure' },
    payment_method: 'credit_debit_card',
    payment_status: 'deny',
    payment_due_at: null,
    pay_again_until: new Date(Date.now() + 20 * 60_000).toISOString(),
    ...overrides,
  });

const METHODS = {
  last_payment_method: null,
  payment_methods: [
    { code: 'credit_debit_card', name: 'Kartu Kredit/Debit', category: 'credit_card' },
    { code: 'bca_virtual_account', name: 'BCA Virtual Account', category: 'bank_transfer' },
    { code: 'indomaret', name: 'Indomaret', category: 'other' },
    { code: 'ovo', name: 'OVO', category: 'other' },
    { code: 'qris', name: 'QRIS', category: 'other', is_available: false },
  ],
  bank_transfer_list: [],
};

const replies = (order = declined(), more: ApiReplies = {}): ApiReplies => ({
  [`GET ${CHECKOUT_API.order('9001')}`]: { data: order },
  [`GET ${CHECKOUT_API.paymentMethods}`]: { data: METHODS },
  [`POST ${CHECKOUT_API.paymentCallback}`]: { data: {} },
  ...more,
});

describe('/order/failed/{id}, a failed payment (loader and page)', () => {
  it('offers paying again with the methods that need nothing more, and the bag back', async () => {
    const { context, callsTo } = stubApi(replies());
    renderRouteModule(failed, {
      path: '/order/failed/:orderId',
      url: '/order/failed/9001',
      context,
    });
    expect(
      await screen.findByText(/Tenang, pesananmu belum batal. Produk, voucher, dan poinnya/),
    ).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'Bayar ulang' });
    const choices = within(panel)
      .getAllByRole('radio')
      .map((radio) => (radio as HTMLInputElement).value);
    // A card (tokenising, 3-D Secure) and OVO (a phone) need their own step; QRIS is off.
    expect(choices).toEqual(['bca_virtual_account', 'indomaret']);
    expect(within(panel).getByText('Rp336.000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kembalikan ke keranjang' })).toBeTruthy();
    // Methods judged for the order's own total.
    expect(callsTo('GET', CHECKOUT_API.paymentMethods)[0]?.path).toContain(
      'filter%5Btotal_amount%5D=336000',
    );
    // Failed already: the gateway is not asked again.
    expect(callsTo('POST', CHECKOUT_API.paymentCallback)).toEqual([]);
  });

  it('after the window, only the way to the orders: no choice is offered', async () => {
    const { context } = stubApi(replies(declined({ pay_again_until: null })));
    renderRouteModule(failed, {
      path: '/order/failed/:orderId',
      url: '/order/failed/9001',
      context,
    });
    expect(await screen.findByRole('link', { name: /Pesanan Saya/i })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Bayar ulang' })).toBeNull();
  });

  it('a card that only just failed: the gateway is asked first, then the choice shows', async () => {
    let reads = 0;
    const { context, callsTo } = stubApi(
      replies(undefined, {
        [`GET ${CHECKOUT_API.order('9001')}`]: () => {
          reads += 1;
          return {
            data:
              reads === 1
                ? declined({ state: { id: 1, name: 'Order created' }, pay_again_until: null })
                : declined(),
          };
        },
      }),
    );
    renderRouteModule(failed, {
      path: '/order/failed/:orderId',
      url: '/order/failed/9001',
      context,
    });
    expect(await screen.findByRole('region', { name: 'Bayar ulang' })).toBeTruthy();
    expect(callsTo('POST', CHECKOUT_API.paymentCallback)).toHaveLength(1);
  });

  it('a choice refused by the API shows its message on the page', async () => {
    const { context } = stubApi(
      replies(undefined, {
        [`POST ${CHECKOUT_API.payAgain('9001')}`]: {
          status: 409,
          errorCode: 'pay_again_window_closed',
          message: 'Batas waktu bayar ulang sudah lewat. Produknya sudah kami kembalikan ke stok.',
        },
      }),
    );
    renderRouteModule(failed, {
      path: '/order/failed/:orderId',
      url: '/order/failed/9001',
      context,
    });
    const panel = await screen.findByRole('region', { name: 'Bayar ulang' });
    fireEvent.click(within(panel).getByRole('radio', { name: /BCA Virtual Account/ }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Bayar ulang' }));
    expect(
      await screen.findByText(
        'Batas waktu bayar ulang sudah lewat. Produknya sudah kami kembalikan ke stok.',
      ),
    ).toBeTruthy();
  });
});

async function post(form: Record<string, string>, more: ApiReplies) {
  const api = stubApi(replies(undefined, more));
  const result = await failed
    .action({
      request: routeRequest('/order/failed/9001', { form }),
      context: api.context,
      params: { orderId: '9001' },
    } as Parameters<typeof failed.action>[0])
    .catch((error: unknown) => error);
  return { result, calls: api.calls };
}

describe('/order/failed/{id} (action, by intent)', () => {
  it('pay-again starts the new attempt and goes on to how to pay it', async () => {
    const { result, calls } = await post(
      { intent: 'pay-again', payment_method: 'bca_virtual_account' },
      {
        [`POST ${CHECKOUT_API.payAgain('9001')}`]: {
          data: makeOrder({ payment_method: 'bca_virtual_account' }),
        },
      },
    );
    expect((result as Response).headers.get('Location')).toBe('/order/confirmation/9001');
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: CHECKOUT_API.payAgain('9001'),
      body: { payment_method: 'bca_virtual_account' },
    });
  });

  it('pay-again without a method asks for one, and calls nothing', async () => {
    const { result, calls } = await post({ intent: 'pay-again' }, {});
    expect(actionAnswer(result).body).toEqual({
      intent: 'pay-again',
      message: 'Pilih metode pembayaran dulu.',
    });
    expect(calls).toEqual([]);
  });

  it('back-to-bag puts the order back and goes to the bag', async () => {
    const { result, calls } = await post(
      { intent: 'back-to-bag' },
      {
        [`POST ${CHECKOUT_API.backToBag('9001')}`]: {
          data: { order: declined(), bag: { count: 1, added: [], skipped: [] } },
        },
      },
    );
    expect((result as Response).headers.get('Location')).toBe('/order');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `POST ${CHECKOUT_API.backToBag('9001')}`,
    ]);
  });

  it('back-to-bag refused answers the API’s message', async () => {
    const { result } = await post(
      { intent: 'back-to-bag' },
      {
        [`POST ${CHECKOUT_API.backToBag('9001')}`]: {
          status: 409,
          errorCode: 'back_to_bag_unavailable',
          message: 'Pesanan ini tidak bisa dikembalikan ke keranjang.',
        },
      },
    );
    expect(actionAnswer(result).body).toEqual({
      intent: 'back-to-bag',
      message: 'Pesanan ini tidak bisa dikembalikan ke keranjang.',
    });
  });
});
