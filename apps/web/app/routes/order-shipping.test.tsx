import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubRegionApi } from '~/features/addresses/testing/regions';
import { CHECKOUT_API } from '~/features/checkout/api/paths';
import {
  makeAddress,
  makeBag,
  makeBagLine,
  makeMethod,
} from '~/features/checkout/testing/fixtures';
import { CART_API } from '~/lib/cart-api';
import {
  actionAnswer,
  renderRouteModule,
  routeRequest,
  stubApi,
  type ApiReplies,
} from '~/testing/route-module';
import * as shippingAdd from './order-shipping-add';
import * as shipping from './order-shipping';

const ADDRESSES = '/api/users/me/addresses';

/** A member with a bag delivered to address 7, and two methods for it. */
const stepReplies = (overrides: ApiReplies = {}): ApiReplies => ({
  [`GET ${CART_API.cart}`]: { data: makeBag() },
  [`GET ${ADDRESSES}`]: { data: [makeAddress()] },
  [`GET ${CHECKOUT_API.shippings}`]: {
    data: [
      makeMethod(),
      makeMethod({
        _id: 'sicepat_reg',
        code: 'sicepat_reg',
        name: 'SiCepat REG',
        carrier: { code: 'sicepat', name: 'SiCepat', logo: '/logo/sicepat.svg', can_track: true },
      }),
    ],
  },
  ...overrides,
});

const landedPath = async () => (await screen.findByTestId('landed')).textContent;

describe('/order/shipping, the shipping step route module (loader)', () => {
  it('renders the bag’s address and the methods priced for it', async () => {
    const { context, callsTo } = stubApi(stepReplies());
    renderRouteModule(shipping, { path: '/order/shipping', context });

    expect(await screen.findByRole('heading', { level: 1, name: 'Pengiriman' })).toBeTruthy();
    expect(screen.getByText('Sari Wulandari')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /JNE REG/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /SiCepat REG/ })).toBeTruthy();
    expect(callsTo('GET', CHECKOUT_API.shippings).map((call) => call.path)).toEqual([
      `${CHECKOUT_API.shippings}?filter%5Baddress_id%5D=7`,
    ]);
  });

  it('shows the API’s refusal of the address instead of methods', async () => {
    const { context } = stubApi(
      stepReplies({
        [`GET ${CHECKOUT_API.shippings}`]: {
          status: 422,
          message: 'Alamat ini belum memiliki kecamatan.',
          errorCode: 'address_incomplete',
        },
      }),
    );
    renderRouteModule(shipping, { path: '/order/shipping', context });
    expect(await screen.findByText('Alamat ini belum memiliki kecamatan.')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /JNE REG/ })).toBeNull();
  });

  it.each([
    ['an empty bag', { [`GET ${CART_API.cart}`]: { data: makeBag({ products: [] }) } }],
    ['a bag that cannot be read', { [`GET ${CART_API.cart}`]: { status: 500 } }],
    [
      'a line that cannot be bought',
      {
        [`GET ${CART_API.cart}`]: {
          data: makeBag({ products: [makeBagLine({ is_available: false })] }),
        },
      },
    ],
    [
      'a bag with an out-of-stock line',
      { [`GET ${CART_API.cart}`]: { data: makeBag({ has_oos_product: true }) } },
    ],
  ])('sends the shopper back to /order with %s', async (_name, overrides) => {
    const { context } = stubApi(stepReplies(overrides as ApiReplies));
    renderRouteModule(shipping, { path: '/order/shipping', context });
    expect(await landedPath()).toBe('/order');
  });

  it('sends a guest, or a member whose session ended, to log in', async () => {
    const guest = stubApi(stepReplies());
    const first = renderRouteModule(shipping, {
      path: '/order/shipping',
      context: guest.context,
      cookie: null,
    });
    expect(await landedPath()).toBe('/?login=1&redirect=/order/shipping');
    expect(guest.calls).toEqual([]);
    first.unmount();

    const ended = stubApi(stepReplies({ [`GET ${ADDRESSES}`]: { status: 401 } }));
    renderRouteModule(shipping, { path: '/order/shipping', context: ended.context });
    expect(await landedPath()).toBe('/?login=1&redirect=/order/shipping');
  });
});

async function post(
  module: typeof shipping | typeof shippingAdd,
  url: string,
  fields: Record<string, string>,
  replies: ApiReplies,
) {
  const api = stubApi(replies);
  const run = module.action as (args: unknown) => Promise<unknown>;
  const result = await run({
    request: routeRequest(url, { form: fields }),
    context: api.context,
    params: {},
  });
  return { ...actionAnswer(result), calls: api.calls };
}

describe('/order/shipping, the shipping step route module (action, by intent)', () => {
  it('choose-shipping chooses the method for the bag and its address', async () => {
    const { body, calls } = await post(
      shipping,
      '/order/shipping',
      { intent: 'choose-shipping', cart_id: '41', address_id: '7', service_code: 'jne_reg' },
      { [`POST ${CHECKOUT_API.shippings}`]: { data: [], message: 'Metode pengiriman dipilih.' } },
    );
    expect(calls).toEqual([
      {
        method: 'POST',
        path: CHECKOUT_API.shippings,
        body: { address_id: '7', cart_id: '41', service_code: 'jne_reg', shipping_type: 'all' },
      },
    ]);
    expect(body).toMatchObject({ intent: 'choose-shipping', ok: true, target: 'jne_reg' });
  });

  it('choose-address makes the address the bag’s', async () => {
    const { body, calls } = await post(
      shipping,
      '/order/shipping',
      { intent: 'choose-address', cart_id: '41', address_id: '8' },
      { [`PUT ${CHECKOUT_API.bagAddress('41', '8')}`]: { data: {} } },
    );
    expect(calls).toEqual([
      { method: 'PUT', path: '/api/cart/carts/41/address/8', body: undefined },
    ]);
    expect(body).toMatchObject({
      intent: 'choose-address',
      ok: true,
      message: 'Alamat pengiriman dipilih.',
    });
  });

  it('a 401 sends the shopper to log in, back to the step', async () => {
    const thrown = await post(
      shipping,
      '/order/shipping',
      { intent: 'choose-address', cart_id: '41', address_id: '8' },
      { [`PUT ${CHECKOUT_API.bagAddress('41', '8')}`]: { status: 401 } },
    ).catch((error: unknown) => error);
    expect((thrown as Response).headers.get('Location')).toBe('/?login=1&redirect=/order/shipping');
  });
});

/** The address form's fields as the browser posts them. */
const NEW_ADDRESS = {
  intent: 'create-address',
  title: 'Kantor',
  contact: 'Sari Wulandari',
  address1: 'Jl. Tanah Abang II No. 12',
  country: 'Indonesia',
  province: '31',
  city: '31.71',
  district: '31.71.01',
  subdistrict: '31.71.01.1002',
  zipcode: '10150',
  phone: '81234567890',
};

describe('/order/shipping/add, a new address during checkout (route module)', () => {
  it('renders the address form for a member with an active bag', async () => {
    stubRegionApi();
    const { context } = stubApi(stepReplies());
    renderRouteModule(shippingAdd, { path: '/order/shipping/add', context });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tambah Alamat' })).toBeTruthy();
    expect(screen.getByLabelText(/Nama Penerima/)).toBeTruthy();
  });

  it('sends the shopper back to /order without a bag to deliver', async () => {
    const { context } = stubApi(
      stepReplies({ [`GET ${CART_API.cart}`]: { data: makeBag({ products: [] }) } }),
    );
    renderRouteModule(shippingAdd, { path: '/order/shipping/add', context });
    expect(await landedPath()).toBe('/order');
  });

  it('saves the address, then makes it the bag’s', async () => {
    const { body, calls } = await post(shippingAdd, '/order/shipping/add', NEW_ADDRESS, {
      'POST /api/addresses': { data: { _id: '12' }, message: 'Alamat kamu berhasil tersimpan.' },
      [`GET ${CART_API.cart}`]: { data: makeBag() },
      [`PUT ${CHECKOUT_API.bagAddress('41', '12')}`]: { data: {} },
    });
    expect(body).toMatchObject({ intent: 'create-address', ok: true, id: '12' });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/addresses',
      `GET ${CART_API.cart}`,
      'PUT /api/cart/carts/41/address/12',
    ]);
    expect(calls[0]?.body).toMatchObject({ title: 'Kantor', subdistrict: '31.71.01.1002' });
  });

  it('answers the form’s field messages without calling the API', async () => {
    const { body, status, calls } = await post(
      shippingAdd,
      '/order/shipping/add',
      { ...NEW_ADDRESS, contact: '' },
      {},
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({ intent: 'create-address', ok: false });
    expect(Object.keys((body as { fields: Record<string, string> }).fields)).toEqual(['contact']);
    expect(calls).toEqual([]);
  });

  it('takes only the create intent (anything else is a 400)', async () => {
    const thrown = await post(
      shippingAdd,
      '/order/shipping/add',
      { intent: 'delete-address' },
      {},
    ).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 400 } });
  });
});
