import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-envelope';
import { createPublicConfigSource, PUBLIC_CONFIG_TTL_MS } from './public-config.server';

const ANSWER = {
  store_name: 'Kilau',
  recaptcha_site_key: '6Lc-site',
  social_login: { google: true, facebook: false },
  google_client_id: 'kilau-web.apps.googleusercontent.com',
  facebook_app_id: null,
  maps_key: null,
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
});
