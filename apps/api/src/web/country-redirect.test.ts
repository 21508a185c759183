import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env';
import { buildPagesApp } from '../test/cached-pages';

type App = Awaited<ReturnType<typeof buildPagesApp>>;
let app: App;
let unconfigured: App;

beforeAll(async () => {
  app = await buildPagesApp({
    env: { SITE_COUNTRY: 'ID', COUNTRY_SITES: 'VN=https://kilau.vn,SG=https://kilau.sg' },
  });
  unconfigured = await buildPagesApp();
});
afterAll(async () => {
  await app?.close();
  await unconfigured?.close();
});

const page = (target: App, url: string, cookies: Record<string, string> = {}) =>
  target.inject({ url, headers: { accept: 'text/html' }, cookies });

describe('the country cookie redirect (001 §2, §4)', () => {
  it.each([
    ['VN', 'https://kilau.vn/shop/all?page=2'],
    ['sg', 'https://kilau.sg/shop/all?page=2'],
  ])(
    'a country cookie %s sends the page to that site, path kept, never cached',
    async (country, to) => {
      const res = await page(app, '/shop/all?page=2', { country });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(to);
      expect(res.headers['cache-control']).toBe('private, no-store');
    },
  );

  it.each([
    ['this country', { country: 'ID' }, '/'],
    ['a country without a site', { country: 'MY' }, '/'],
    ['a malformed cookie', { country: 'Vietnam' }, '/'],
    ['no cookie', {}, '/'],
    ['the bypass asked for', { country: 'VN' }, '/?bypassCountryRedirection=1'],
  ])('%s stays on the page', async (_case, cookies, url) => {
    const res = await page(app, url, cookies);
    expect(res.statusCode).toBe(200);
  });

  it('never redirects when no other site is configured', async () => {
    const res = await page(unconfigured, '/', { country: 'VN' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a COUNTRY_SITES entry that is not CODE=origin at start', () => {
    expect(() => parseEnv({ COUNTRY_SITES: 'VN=kilau.vn' })).toThrow(
      /"VN=kilau.vn" is not CODE=https:\/\/origin/,
    );
    expect(parseEnv({ COUNTRY_SITES: 'vn=https://kilau.vn/' }).COUNTRY_SITES).toEqual({
      VN: 'https://kilau.vn',
    });
  });

  it('leaves the API alone', async () => {
    const res = await app.inject({ url: '/api/health', cookies: { country: 'VN' } });
    expect(res.statusCode).toBe(200);
  });
});
