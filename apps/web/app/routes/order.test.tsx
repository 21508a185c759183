import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCart, makeVoucher } from '~/features/bag/testing/fixtures';
import { CART_API } from '~/lib/cart-api';
import {
  actionAnswer,
  renderRouteModule,
  routeRequest,
  stubApi,
  type ApiReplies,
} from '~/testing/route-module';
import * as route from './order';

/** A member's bag as the API answers it: the cart, toggles, points and paper bag. */
const bagReplies = (overrides: ApiReplies = {}): ApiReplies => ({
  [`GET ${CART_API.cart}`]: { data: makeCart() },
  [`GET ${CART_API.toggles}`]: { data: { cart_verified_only_apply_voucher: false, points: true } },
  [`GET ${CART_API.myPoints}`]: { data: { balance: 120, point_value: 1000 } },
  'GET /api/cart/vouchers/paper-bag': { data: null },
  [`GET ${CART_API.specialPrices}`]: { data: [] },
  ...overrides,
});

const landedPath = async () => (await screen.findByTestId('landed')).textContent;

describe('/order, the bag route module (loader)', () => {
  it('renders the member’s bag from the cart, toggles, points and paper-bag calls', async () => {
    const { context, calls } = stubApi(bagReplies());
    renderRouteModule(route, { path: '/order', context });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Tas Belanja(2 produk)',
    );
    expect(screen.getAllByText('Luminous Dewy Skin Tint').length).toBeGreaterThan(0);
    expect(calls.map((call) => `${call.method} ${call.path.split('?')[0]}`)).toEqual(
      expect.arrayContaining([
        `GET ${CART_API.cart}`,
        `GET ${CART_API.toggles}`,
        `GET ${CART_API.myPoints}`,
        'GET /api/cart/vouchers/paper-bag',
      ]),
    );
  });

  it('asks for the special prices of this bag (filter cart_id, 5 at a time)', async () => {
    const { context, callsTo } = stubApi(bagReplies());
    renderRouteModule(route, { path: '/order', context });
    await screen.findByRole('heading', { level: 1 });
    await screen.findAllByText('Luminous Dewy Skin Tint');
    expect(callsTo('GET', CART_API.specialPrices).map((call) => call.path)).toEqual([
      `${CART_API.specialPrices}?filter%5Bcart_id%5D=cart-1&skip=0&limit=5`,
    ]);
  });

  it('flags the page when the bag cannot be read (000 §8), instead of failing it', async () => {
    const { context } = stubApi(bagReplies({ [`GET ${CART_API.cart}`]: { status: 500 } }));
    renderRouteModule(route, { path: '/order', context });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2 }).textContent).toBeTruthy();
  });

  it('shows the empty bag when the cart has no lines', async () => {
    const { context } = stubApi(
      bagReplies({ [`GET ${CART_API.cart}`]: { data: makeCart({ products: [] }) } }),
    );
    renderRouteModule(route, { path: '/order', context });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Tas Belanja');
  });

  it('sends a guest (no session cookie) home with the login, and back here afterwards', async () => {
    const { context, calls } = stubApi(bagReplies());
    renderRouteModule(route, { path: '/order', context, cookie: null });
    expect(await landedPath()).toBe('/?login=1&redirect=/order');
    expect(calls).toEqual([]);
  });

  it('sends a shopper whose session ended (401 on the cart) to log in', async () => {
    const { context } = stubApi(
      bagReplies({ [`GET ${CART_API.cart}`]: { status: 401, message: 'Silakan masuk.' } }),
    );
    renderRouteModule(route, { path: '/order', url: '/order?promo=GLOW50', context });
    expect(await landedPath()).toBe('/?login=1&redirect=/order%3Fpromo%3DGLOW50');
  });

  it('opens the promo detail of ?promo=<code> from the member’s vouchers', async () => {
    const { context, callsTo } = stubApi(
      bagReplies({ [`GET ${CART_API.vouchers}`]: { data: [makeVoucher()], meta: { total: 1 } } }),
    );
    renderRouteModule(route, { path: '/order', url: '/order?promo=glow50', context });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Potongan Glow Rp50.000')).toBeTruthy();
    expect(callsTo('GET', CART_API.vouchers)).toHaveLength(1);
  });
});

/** Runs the route's action as the browser's form post would reach it. */
async function post(fields: Record<string, string>, replies: ApiReplies = {}, url = '/order') {
  const api = stubApi(replies);
  const result = await route.action({
    request: routeRequest(url, { form: fields }),
    context: api.context,
    params: {},
  } as Parameters<typeof route.action>[0]);
  return { ...actionAnswer(result), calls: api.calls };
}

const LINE = { cart_id: 'cart-1', line_id: 'line-1', product_id: '101', combination_id: '1001' };

describe('/order, the bag route module (action, one dispatch by intent)', () => {
  it('update: sets the line quantity and answers the page’s message', async () => {
    const { body, status, calls } = await post(
      { intent: 'update', ...LINE, quantity: '3' },
      { [`POST ${CART_API.cart}`]: { data: makeCart() } },
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      intent: 'update',
      ok: true,
      message: 'Jumlah produk diperbarui.',
      target: 'line-1',
    });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: CART_API.cart,
        body: {
          id: 'cart-1',
          action: 'add',
          product: { _id: 'line-1', id: '101', combination_id: '1001', quantity: 3 },
        },
      },
    ]);
  });

  it('update: answers in the language of the shopper’s cookie', async () => {
    const api = stubApi({ [`POST ${CART_API.cart}`]: { data: makeCart() } });
    const request = routeRequest('/order', {
      form: { intent: 'update', ...LINE, quantity: '2' },
      cookie: 'kilau_session=s; lang=en',
    });
    const result = await route.action({ request, context: api.context, params: {} } as Parameters<
      typeof route.action
    >[0]);
    expect(actionAnswer(result).body).toMatchObject({ ok: true, message: 'Quantity updated.' });
  });

  it('remove: deletes the line; removed on the shipping step, it returns to /order', async () => {
    const replies = { [`POST ${CART_API.cart}`]: { data: makeCart({ products: [] }) } };
    const { body, calls } = await post({ intent: 'remove', ...LINE }, replies);
    expect(body).toMatchObject({ intent: 'remove', ok: true, target: 'line-1' });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { action: 'delete' } });

    const thrown = await post(
      { intent: 'remove', ...LINE, from: '/order/shipping' },
      replies,
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/order');
  });

  it('apply-voucher: redeems the code; the API’s refusal comes back on the field', async () => {
    const applied = await post(
      { intent: 'apply-voucher', voucher_code: ' GLOW50 ' },
      { [`POST ${CART_API.voucher}`]: { data: makeCart() } },
    );
    expect(applied.body).toMatchObject({ intent: 'apply-voucher', ok: true, target: 'GLOW50' });
    expect(applied.calls[0]).toEqual({
      method: 'POST',
      path: CART_API.voucher,
      body: { voucher_code: 'GLOW50' },
    });

    const refused = await post(
      { intent: 'apply-voucher', voucher_code: 'GLOW50' },
      {
        [`POST ${CART_API.voucher}`]: {
          status: 422,
          message: 'Voucher tidak ditemukan.',
          errorCode: 'voucher_not_found',
        },
      },
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      intent: 'apply-voucher',
      ok: false,
      message: 'Voucher tidak ditemukan.',
      target: 'GLOW50',
      field: 'voucher_code',
      errorCode: 'voucher_not_found',
    });
  });

  it('remove-voucher, paper-bag-on and paper-bag-off call their paths', async () => {
    const removed = await post(
      { intent: 'remove-voucher', voucher_id: 'v-1', cart_id: 'cart-1' },
      { [`DELETE ${CART_API.voucher}`]: { data: makeCart() } },
    );
    expect(removed.body).toMatchObject({ intent: 'remove-voucher', ok: true });
    expect(removed.calls).toEqual([
      { method: 'DELETE', path: CART_API.voucher, body: { voucher_id: 'v-1', _id: 'cart-1' } },
    ]);

    const on = await post(
      { intent: 'paper-bag-on', voucher_id: 'pb-1' },
      { [`POST ${CART_API.paperBag}`]: { data: makeCart() } },
    );
    expect(on.body).toMatchObject({ intent: 'paper-bag-on', ok: true });
    expect(on.calls).toEqual([
      { method: 'POST', path: CART_API.paperBag, body: { voucher_id: 'pb-1' } },
    ]);

    const off = await post(
      { intent: 'paper-bag-off' },
      { [`DELETE ${CART_API.paperBag}`]: { data: makeCart() } },
    );
    expect(off.body).toMatchObject({ intent: 'paper-bag-off', ok: true });
  });

  it('apply-points and remove-points: redeem and release the member’s points', async () => {
    const applied = await post(
      { intent: 'apply-points', points: '20', applied_voucher_code: 'GLOW50' },
      { [`POST ${CART_API.points}`]: { data: makeCart() } },
    );
    expect(applied.body).toMatchObject({
      intent: 'apply-points',
      ok: true,
      cleared: { kind: 'voucher', code: 'GLOW50' },
    });
    expect(applied.calls).toEqual([
      { method: 'POST', path: CART_API.points, body: { points: 20 } },
    ]);

    const removed = await post(
      { intent: 'remove-points', points: '20', cart_id: 'cart-1' },
      { [`DELETE ${CART_API.points}`]: { data: makeCart() } },
    );
    expect(removed.body).toMatchObject({ intent: 'remove-points', ok: true });
    expect(removed.calls).toEqual([
      { method: 'DELETE', path: CART_API.points, body: { points: 20, _id: 'cart-1' } },
    ]);
  });

  it('add-special-price: adds the product at its special price', async () => {
    const { body, calls } = await post(
      {
        intent: 'add-special-price',
        product_id: '205',
        combination_id: '2050',
        special_price_voucher_id: 'sp-1',
      },
      { [`POST ${CART_API.add}`]: { data: { _id: 'cart-1', count: 3 } } },
    );
    expect(body).toMatchObject({ intent: 'add-special-price', ok: true, target: '205' });
    expect(calls[0]).toMatchObject({ method: 'POST', path: CART_API.add });
  });

  it('a 401 from the API sends the shopper to log in, back to where they were', async () => {
    const thrown = await post(
      { intent: 'update', ...LINE, quantity: '2' },
      { [`POST ${CART_API.cart}`]: { status: 401, message: 'Silakan masuk.' } },
    ).catch((error: unknown) => error);
    expect((thrown as Response).headers.get('Location')).toBe('/?login=1&redirect=/order');
  });

  it('an unknown intent is a 400', async () => {
    const thrown = await post({ intent: 'checkout' }).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 400 } });
  });
});
