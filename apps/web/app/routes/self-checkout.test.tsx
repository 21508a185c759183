import { fireEvent, screen } from '@testing-library/react';
import type { Store } from '@kilau/domain/stores';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { STORES_PATH } from '~/features/stores/api/stores.server';
import { STORE_CART_PATH } from '~/features/self-checkout/api/store-cart';
import { memberCookie, renderRouteModule, stubApi } from '~/testing/route-module';
import * as selfCheckout from './self-checkout';

const day = { open: '10:00', close: '22:00' };
const SENOPATI: Store = {
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
};
const LOOKUP = `GET ${STORES_PATH}/5/barcodes/`;
const MODE_COOKIE = `${memberCookie()}; kilau_store=5%3Aqr-1`;

const landed = async () => (await screen.findByTestId('landed')).textContent;

const stub = (extra: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    [`GET ${STORES_PATH}`]: { data: [SENOPATI] },
    'GET /api/catalog/v3/products': { data: [] },
    ...extra,
  });

async function loaderAnswer(url: string, context: AppLoadContext, cookie = '') {
  const request = new Request(`http://shop.test${url}`, { headers: { Cookie: cookie } });
  try {
    return await selfCheckout.loader({ request, context, params: {} } as never);
  } catch (thrown) {
    return thrown;
  }
}

describe('/self-checkout: turning the mode on', () => {
  it('?store=5&id= sets the kilau_store cookie (SameSite=Lax, path /) and drops the query', async () => {
    const { context } = stub();
    const answer = (await loaderAnswer('/self-checkout?store=5&id=qr-1', context)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/self-checkout');
    expect(answer.headers.get('Set-Cookie')).toBe('kilau_store=5%3Aqr-1; Path=/; SameSite=Lax');
  });

  it("the store's code works as well as its id", async () => {
    const { context } = stub();
    const answer = (await loaderAnswer('/self-checkout?store=senopati', context)) as Response;
    expect(answer.headers.get('Set-Cookie')).toMatch(/^kilau_store=5%3A;/);
  });

  it('an unknown store says so and turns nothing on', async () => {
    const { context } = stub();
    renderRouteModule(selfCheckout, {
      path: '/self-checkout',
      url: '/self-checkout?store=99&id=x',
      context,
    });
    expect(await screen.findByRole('heading', { name: 'Toko tidak ditemukan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cari produk' })).toBeNull();
    const answer = (await loaderAnswer('/self-checkout?store=99', context)) as {
      init: ResponseInit | null;
    };
    expect(answer.init?.status).toBe(404);
    expect(new Headers(answer.init?.headers).get('Set-Cookie')).toBeNull();
  });

  it('outside the mode the path goes home (guardRoute)', async () => {
    const { context } = stub();
    renderRouteModule(selfCheckout, { path: '/self-checkout', context });
    expect(await landed()).toBe('/');
  });
});

describe('/self-checkout in the mode', () => {
  it("shows the store, today's hours, the scanner and the typed field", async () => {
    const { context } = stub();
    renderRouteModule(selfCheckout, {
      path: '/self-checkout',
      context,
      cookie: MODE_COOKIE,
      cookieInAction: true,
    });
    expect(
      await screen.findByRole('heading', { name: 'Belanja mandiri di Kilau Senopati' }),
    ).toBeTruthy();
    expect(screen.getByText('Jl. Senopati No. 5')).toBeTruthy();
    expect(screen.getByText('Hari ini 10:00–22:00 WIB')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pindai dengan kamera' })).toBeTruthy();
    expect(screen.getByLabelText('Pindai dari foto')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Kode barcode' })).toBeTruthy();
  });

  it('a typed barcode found in the store opens its product page', async () => {
    const { context, calls } = stub({
      [`${LOOKUP}899-1234567890`]: {
        data: { url: '/makeup/12-velvet-lip?barcode=8991234567890' },
      },
    });
    renderRouteModule(selfCheckout, {
      path: '/self-checkout',
      context,
      cookie: MODE_COOKIE,
      cookieInAction: true,
    });
    const field = await screen.findByRole('textbox', { name: 'Kode barcode' });
    fireEvent.change(field, { target: { value: ' 899-1234567890 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari produk' }));
    expect(await landed()).toBe('/makeup/12-velvet-lip?barcode=8991234567890');
    expect(calls.some((c) => c.path === `${STORES_PATH}/5/barcodes/899-1234567890`)).toBe(true);
  });

  it("an unknown barcode shows the API's message under the field", async () => {
    const message = 'Produk dengan barcode ini tidak ditemukan di toko ini.';
    const { context } = stub({
      [`${LOOKUP}8990000000000`]: { status: 404, message, errorCode: 'barcode_not_found' },
    });
    renderRouteModule(selfCheckout, {
      path: '/self-checkout',
      context,
      cookie: MODE_COOKIE,
      cookieInAction: true,
    });
    const field = await screen.findByRole('textbox', { name: 'Kode barcode' });
    fireEvent.change(field, { target: { value: '8990000000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari produk' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(
      screen.getByRole('textbox', { name: 'Kode barcode' }).getAttribute('aria-describedby'),
    ).toContain(screen.getByRole('alert').id);
  });

  it("leaving the mode clears the bag's store and the cookie, then goes home", async () => {
    const { context, callsTo } = stub({ [`DELETE ${STORE_CART_PATH}`]: { data: {} } });
    const request = new Request('http://shop.test/self-checkout', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'leave' }),
      headers: { Cookie: MODE_COOKIE },
    });
    const answer = (await selfCheckout
      .action({ request, context, params: {} } as never)
      .catch((thrown: unknown) => thrown)) as Response;
    expect(answer.headers.get('Location')).toBe('/');
    expect(answer.headers.get('Set-Cookie')).toBe('kilau_store=; Path=/; Max-Age=0; SameSite=Lax');
    expect(callsTo('DELETE', STORE_CART_PATH)).toHaveLength(1);
  });
});
