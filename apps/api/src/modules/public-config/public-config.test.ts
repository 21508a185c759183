import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';

const SECRETS = {
  RECAPTCHA_SECRET_KEY: 'recaptcha-secret-never-public',
  FACEBOOK_APP_SECRET: 'facebook-secret-never-public',
  SMTP_URL: 'smtp://mailer:smtp-password-never-public@127.0.0.1:2525',
  OTP_SECRET: 'otp-secret-never-public-0123456789',
};
// The apps here only read their configuration: they share one database rather than each loading
// a clone of their own.
let database: DatabaseHandle;
let plain: App;
let configured: App;
beforeAll(async () => {
  database = await createTestDatabase();
  plain = await buildTestApp({ database });
  configured = await buildTestApp({
    database,
    env: {
      ...SECRETS,
      RECAPTCHA_SITE_KEY: '6Lc-site-key',
      GOOGLE_CLIENT_ID: 'kilau-web.apps.googleusercontent.com',
      FACEBOOK_APP_ID: '1234567890',
      MAPS_API_KEY: 'AIza-browser-key',
      STORE_NAME: 'Toko Kilau',
      POPUPS_IN_APPS_MODE: 'true',
      COUNTRY_SITES: 'VN=https://kilau.vn',
    },
  });
});
afterAll(async () => {
  await plain?.close();
  await configured?.close();
  await database?.close();
});

describe('GET /api/config/public', () => {
  it('answers nulls and switched-off sign-ins when nothing is configured', async () => {
    const res = await plain.inject({ url: '/api/config/public' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      store_name: 'Kilau',
      recaptcha_site_key: null,
      social_login: { google: false, facebook: false },
      google_client_id: null,
      facebook_app_id: null,
      maps_key: null,
      popups_in_apps_mode: false,
      // No gateway keys: the in-app sandbox gateway's card script and client key.
      payment_gateway: {
        client_key: expect.stringMatching(/^SB-Kilau-client-/),
        script_url: '/sandbox-gateway/v2/assets/js/midtrans-new-3ds.min.js',
      },
      quick_tour_toggle: 'kilau_quick_tour',
      site_country: 'ID',
      country_sites: {},
    });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers the public keys only, never a secret', async () => {
    const res = await configured.inject({ url: '/api/config/public' });
    expect(res.json().data).toEqual({
      store_name: 'Toko Kilau',
      recaptcha_site_key: '6Lc-site-key',
      social_login: { google: true, facebook: true },
      google_client_id: 'kilau-web.apps.googleusercontent.com',
      facebook_app_id: '1234567890',
      maps_key: 'AIza-browser-key',
      popups_in_apps_mode: true,
      // No gateway keys: the in-app sandbox gateway's card script and client key.
      payment_gateway: {
        client_key: expect.stringMatching(/^SB-Kilau-client-/),
        script_url: '/sandbox-gateway/v2/assets/js/midtrans-new-3ds.min.js',
      },
      quick_tour_toggle: 'kilau_quick_tour',
      site_country: 'ID',
      country_sites: { VN: 'https://kilau.vn' },
    });
    for (const secret of Object.values(SECRETS)) expect(res.body).not.toContain(secret);
    expect(res.body).not.toContain('never-public');
  });
});

describe('the page policy follows the configuration', () => {
  it('lets the configured sign-in and reCAPTCHA scripts load, and nothing more without keys', async () => {
    const [bare, keyed] = await Promise.all([
      plain.inject({ url: '/api/config/public' }),
      configured.inject({ url: '/api/config/public' }),
    ]);
    const bareCsp = String(bare.headers['content-security-policy']);
    const keyedCsp = String(keyed.headers['content-security-policy']);
    for (const origin of ['accounts.google.com', 'facebook', 'recaptcha', 'gstatic']) {
      expect(bareCsp).not.toContain(origin);
    }
    expect(bareCsp).not.toContain('frame-src');
    expect(keyedCsp).toMatch(/script-src [^;]*https:\/\/accounts\.google\.com\/gsi\/client/);
    expect(keyedCsp).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net/);
    expect(keyedCsp).toMatch(/script-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
    expect(keyedCsp).toMatch(/frame-src 'self' [^;]*https:\/\/www\.facebook\.com/);
  });
});

describe('the development mailbox switch', () => {
  it.each([
    [{ NODE_ENV: 'production' }, 404],
    [{ NODE_ENV: 'production', DEV_MAILBOX: 'true' }, 200],
    [{ NODE_ENV: 'test', DEV_MAILBOX: 'false' }, 404],
    [{ NODE_ENV: 'test' }, 200],
  ])('%o → GET /api/dev/outbox %i', async (env, status) => {
    const app = await buildTestApp({ database, env });
    try {
      expect((await app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(status);
    } finally {
      await app.close();
    }
  });
});
