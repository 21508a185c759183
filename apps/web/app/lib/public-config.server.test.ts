import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-envelope';
import {
  createPublicConfigSource,
  PUBLIC_CONFIG_TTL_MS,
  toPublicConfig,
} from './public-config.server';

const ANSWER = {
  store_name: 'Kilau',
  recaptcha_site_key: '6Lc-site',
  social_login: { google: true, facebook: false },
  google_client_id: 'kilau-web.apps.googleusercontent.com',
  facebook_app_id: null,
  maps_key: null,
  quick_tour_toggle: 'toko_quick_tour',
  // Anything else the API might one day add stays on the server.
  some_future_secret: 'never-in-the-page',
};

function apiAnswering(...statuses: number[]) {
  const queue = [...statuses];
  const fetch = vi.fn(async () => {
    const status = queue.shift() ?? 200;
    const body =
      status === 200
        ? { success: true, data: ANSWER, meta: { code: 200 } }
        : { success: false, data: null, meta: { code: status } };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { api: createApiClient({ fetch }), fetch };
}

describe('the public configuration in the page shell', () => {
  it('passes the named keys only', async () => {
    const { api } = apiAnswering(200);
    expect(await createPublicConfigSource()(api, 0)).toEqual({
      recaptchaSiteKey: '6Lc-site',
      googleClientId: 'kilau-web.apps.googleusercontent.com',
      facebookAppId: null,
      mapsKey: null,
      paymentGateway: null,
      quickTourToggle: 'toko_quick_tour',
      popupsInAppsMode: false,
      siteCountry: 'ID',
      countrySites: {},
    });
  });

  it('asks the API once a minute, not on every page', async () => {
    const { api, fetch } = apiAnswering(200, 200);
    const load = createPublicConfigSource();
    await Promise.all([load(api, 0), load(api, 0)]);
    await load(api, PUBLIC_CONFIG_TTL_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await load(api, PUBLIC_CONFIG_TTL_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('treats an unreachable API as "nothing configured" and asks again next time', async () => {
    const { api, fetch } = apiAnswering(503, 200);
    const load = createPublicConfigSource();
    expect((await load(api, 0)).googleClientId).toBeNull();
    expect((await load(api, 1)).googleClientId).toBe('kilau-web.apps.googleusercontent.com');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([
    [
      'the shop’s own card script',
      {
        client_key: 'SB-Kilau-client-1',
        script_url: '/sandbox-gateway/v2/assets/js/midtrans-new-3ds.min.js',
      },
      {
        clientKey: 'SB-Kilau-client-1',
        scriptUrl: '/sandbox-gateway/v2/assets/js/midtrans-new-3ds.min.js',
      },
    ],
    [
      'a gateway’s script over https',
      {
        client_key: 'Mid-client-1',
        script_url: 'https://api.midtrans.com/v2/assets/js/midtrans-new-3ds.min.js',
      },
      {
        clientKey: 'Mid-client-1',
        scriptUrl: 'https://api.midtrans.com/v2/assets/js/midtrans-new-3ds.min.js',
      },
    ],
    ['no script over plain http', { client_key: 'k', script_url: 'http://evil.test/x.js' }, null],
    ['no protocol-relative script', { client_key: 'k', script_url: '//evil.test/x.js' }, null],
    ['nothing without a client key', { client_key: null, script_url: '/x.js' }, null],
    ['nothing when cards are off', null, null],
  ])('payment gateway: %s', (_rule, gateway, expected) => {
    expect(toPublicConfig({ ...ANSWER, payment_gateway: gateway }).paymentGateway).toEqual(
      expected,
    );
  });
});
