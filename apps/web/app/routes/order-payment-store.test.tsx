import { screen, within } from '@testing-library/react';
import type { Store } from '@kilau/domain/stores';
import { describe, expect, it, vi } from 'vitest';
import { CHECKOUT_API } from '~/features/checkout/api/paths';
import { makeBag } from '~/features/checkout/testing/fixtures';
import { STORES_PATH } from '~/features/stores/api/stores.server';
import { CART_API } from '~/lib/cart-api';
import { NO_PUBLIC_CONFIG } from '~/lib/public-config';
import { memberCookie, renderRouteModule, stubApi } from '~/testing/route-module';
import * as payment from './order-payment';

vi.mock('~/lib/load-script', () => ({ loadScript: vi.fn(async () => {}) }));

const day = { open: '10:00', close: '22:00' };
const SENOPATI = {
  _id: '5',
  id: 5,
  value: 'senopati',
  name: 'Kilau Senopati',
  address: 'Jl. Senopati No. 5',
  city: 'Jakarta',
  phone: '+62217208805',
  hours: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day },
  today: day,
  open_now: true,
  lat: -6.2,
  lng: 106.8,
  is_default: true,
} satisfies Store;

const rootData = {
  member: null,
  publicConfig: {
    ...NO_PUBLIC_CONFIG,
    paymentGateway: { clientKey: 'SB-client', scriptUrl: '/sandbox-gateway/x.js' },
  },
};

const replies = {
  [`GET ${CART_API.cart}`]: { data: makeBag({ store_id: 5, address_id: null }) },
  ['GET /api/users/me/addresses']: { data: [] },
  [`GET ${STORES_PATH}`]: { data: [SENOPATI] },
  [`GET ${CHECKOUT_API.paymentMethods}`]: {
    data: {
      last_payment_method: null,
      payment_methods: [{ code: 'qris', name: 'QRIS', category: 'other', position: 1 }],
      bank_transfer_list: [],
    },
  },
  [`GET ${CHECKOUT_API.savedCards}`]: { data: [] },
  [`GET ${CHECKOUT_API.bankPromotions}`]: { data: [] },
};

describe('/order/payment in self-checkout mode (issue 23)', () => {
  it("needs no address or shipping, says where it is collected and lists the store's methods", async () => {
    const { context, callsTo } = stubApi(replies);
    renderRouteModule(payment, {
      path: '/order/payment',
      url: '/order/payment?method=qris',
      context,
      rootData,
      cookie: `${memberCookie()}; kilau_store=5%3Aqr-1`,
    });
    expect(
      await screen.findByRole('heading', { name: 'Ambil di toko: Kilau Senopati' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Dikirim ke/ })).toBeNull();
    expect(screen.queryByText('Ongkos kirim')).toBeNull();
    expect(callsTo('GET', CHECKOUT_API.shippings)).toEqual([]);
    // The bag's 318.000 with no shipping fee, among the store's methods.
    expect(callsTo('GET', CHECKOUT_API.paymentMethods).map((call) => call.path)).toEqual([
      `${CHECKOUT_API.paymentMethods}?filter%5Bavailable_for%5D=store&filter%5Btotal_amount%5D=318000`,
    ]);
    const region = await screen.findByRole('region', { name: 'Metode Pembayaran' });
    expect(within(region).getAllByText('QRIS').length).toBeGreaterThan(0);
  });

  it("outside the mode a store's bag still needs the shipping step", async () => {
    const { context } = stubApi(replies);
    renderRouteModule(payment, { path: '/order/payment', context, rootData });
    expect((await screen.findByTestId('landed')).textContent).toBe('/order/shipping');
  });
});
