import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHECKOUT_API } from '~/features/checkout/api/paths';
import { makeAddress, makeBag, makeMethod, makeOrder } from '~/features/checkout/testing/fixtures';
import { CART_API } from '~/lib/cart-api';
import { NO_PUBLIC_CONFIG } from '~/lib/public-config';
import {
  actionAnswer,
  renderRouteModule,
  routeRequest,
  stubApi,
  type ApiReplies,
} from '~/testing/route-module';
import * as payment from './order-payment';

vi.mock('~/lib/load-script', () => ({ loadScript: vi.fn(async () => {}) }));

const ADDRESSES = '/api/users/me/addresses';

/** A member whose bag has address 7 and JNE REG chosen; the chooser offers BCA VA and OVO. */
const stepReplies = (overrides: ApiReplies = {}): ApiReplies => ({
  [`GET ${CART_API.cart}`]: { data: makeBag() },
  [`GET ${ADDRESSES}`]: { data: [makeAddress()] },
  [`GET ${CHECKOUT_API.shippings}`]: { data: [makeMethod({ is_selected: true })] },
  [`GET ${CHECKOUT_API.paymentMethods}`]: {
    data: {
      last_payment_method: null,
      payment_methods: [
        {
          code: 'bca_virtual_account',
          name: 'BCA Virtual Account',
          category: 'bank_transfer',
          position: 1,
        },
        { code: 'ovo', name: 'OVO', category: 'other', position: 2, flow: 'e_wallet' },
      ],
      bank_transfer_list: [],
    },
  },
  [`GET ${CHECKOUT_API.savedCards}`]: { data: [] },
  [`GET ${CHECKOUT_API.bankPromotions}`]: { data: [] },
  ...overrides,
});

const rootData = {
  member: null,
  publicConfig: {
    ...NO_PUBLIC_CONFIG,
    paymentGateway: { clientKey: 'SB-client', scriptUrl: '/sandbox-gateway/x.js' },
  },
};

const landedPath = async () => (await screen.findByTestId('landed')).textContent;

describe('/order/payment, the payment step route module (loader)', () => {
  it('asks for the methods for this order’s total and renders the chosen ?method=', async () => {
    const { context, callsTo } = stubApi(stepReplies());
    renderRouteModule(payment, {
      path: '/order/payment',
      url: '/order/payment?method=bca_virtual_account',
      context,
      rootData,
    });
    const region = await screen.findByRole('region', { name: 'Metode Pembayaran' });
    expect(within(region).getByText('BCA Virtual Account')).toBeTruthy();
    // The bag's 318.000 plus JNE REG's 18.000.
    expect(callsTo('GET', CHECKOUT_API.paymentMethods).map((call) => call.path)).toEqual([
      `${CHECKOUT_API.paymentMethods}?filter%5Bavailable_for%5D=website&filter%5Btotal_amount%5D=336000`,
    ]);
    // The bank promotions are judged for the goods, by the chosen method.
    expect(callsTo('GET', CHECKOUT_API.bankPromotions).map((call) => call.path)).toEqual([
      `${CHECKOUT_API.bankPromotions}?filter%5Btotal_amount%5D=318000&filter%5Bpayment_method%5D=bca_virtual_account`,
    ]);
  });

  it('opens the chooser when no method is chosen, and asks for no promotions', async () => {
    const { context, callsTo } = stubApi(stepReplies());
    renderRouteModule(payment, { path: '/order/payment', context, rootData });
    expect(await screen.findByRole('dialog', { name: 'Pilih Metode Pembayaran' })).toBeTruthy();
    expect(callsTo('GET', CHECKOUT_API.bankPromotions)).toEqual([]);
  });

  it('sends the shopper back to the shipping step without a chosen shipping method', async () => {
    const { context } = stubApi(
      stepReplies({ [`GET ${CHECKOUT_API.shippings}`]: { data: [makeMethod()] } }),
    );
    renderRouteModule(payment, { path: '/order/payment', context, rootData });
    expect(await landedPath()).toBe('/order/shipping');
  });

  it('sends the shopper back to the shipping step when the bag has no address of theirs', async () => {
    const { context } = stubApi(
      stepReplies({ [`GET ${CART_API.cart}`]: { data: makeBag({ address_id: '99' }) } }),
    );
    renderRouteModule(payment, { path: '/order/payment', context, rootData });
    expect(await landedPath()).toBe('/order/shipping');
  });

  it('sends the shopper back to /order with an empty bag', async () => {
    const { context } = stubApi(
      stepReplies({ [`GET ${CART_API.cart}`]: { data: makeBag({ products: [] }) } }),
    );
    renderRouteModule(payment, { path: '/order/payment', context, rootData });
    expect(await landedPath()).toBe('/order');
  });

  it('sends a guest to log in, back to the step with its method', async () => {
    const { context, calls } = stubApi(stepReplies());
    renderRouteModule(payment, {
      path: '/order/payment',
      url: '/order/payment?method=ovo',
      context,
      rootData,
      cookie: null,
    });
    expect(await landedPath()).toBe('/?login=1&redirect=/order/payment%3Fmethod%3Dovo');
    expect(calls).toEqual([]);
  });
});

const PLACE = {
  intent: 'place-order',
  cart_id: '41',
  payment_method: 'bca_virtual_account',
  total_price: '336000',
  idempotency_key: '6f1c8a57-0e0d-4c3b-9f0e-3c1f2a9d8b11',
};

async function post(fields: Record<string, string>, replies: ApiReplies) {
  const api = stubApi(replies);
  const result = await payment.action({
    request: routeRequest('/order/payment', { form: fields }),
    context: api.context,
    params: {},
  } as Parameters<typeof payment.action>[0]);
  return { ...actionAnswer(result), calls: api.calls };
}

describe('/order/payment, the payment step route module (action, by intent)', () => {
  it('place-order posts the order and goes on to its confirmation page', async () => {
    const api = stubApi({ [`POST ${CHECKOUT_API.orders}`]: { status: 201, data: makeOrder() } });
    const thrown = await payment
      .action({
        request: routeRequest('/order/payment', { form: PLACE }),
        context: api.context,
        params: {},
      } as Parameters<typeof payment.action>[0])
      .catch((error: unknown) => error);
    expect((thrown as Response).headers.get('Location')).toBe('/order/confirmation/9001');
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: CHECKOUT_API.orders,
        body: { cart_id: '41', payment_method: 'bca_virtual_account', total_price: 336_000 },
      },
    ]);
  });

  it('place-order stays on the step, to try again, when the call never reached the shop', async () => {
    const { body, status } = await post(PLACE, {
      [`POST ${CHECKOUT_API.orders}`]: { status: 0 },
    });
    expect(status).toBe(503);
    expect(body).toMatchObject({ intent: 'place-order', outcome: 'refused', retry: true });
  });

  it('place-order sends a shopper whose session ended to log in', async () => {
    const thrown = await post(PLACE, { [`POST ${CHECKOUT_API.orders}`]: { status: 401 } }).catch(
      (error: unknown) => error,
    );
    expect((thrown as Response).headers.get('Location')).toBe('/?login=1&redirect=/order/payment');
  });

  it('delete-card forgets a saved card and says so', async () => {
    const { body, calls } = await post(
      { intent: 'delete-card', card_id: '5' },
      { [`DELETE ${CHECKOUT_API.savedCard('5')}`]: { data: {} } },
    );
    expect(calls).toEqual([
      { method: 'DELETE', path: '/api/payment/midtrans-tokens/5', body: undefined },
    ]);
    expect(body).toMatchObject({ intent: 'delete-card', ok: true });
  });

  it('an unknown intent is a 400', async () => {
    const thrown = await post({ intent: 'pay-later' }, {}).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 400 } });
  });
});
