import { describe, expect, it } from 'vitest';
import { countryRedirect, parseCountrySites } from './country-sites';

const SITES = { VN: 'https://kilau.vn', SG: 'https://kilau.sg' };

describe('country sites (001 §2, §4: cookie and time zone redirects)', () => {
  it.each([
    [
      'the cookie names another country with a site',
      { cookieCountry: 'VN' },
      'https://kilau.vn/shop/all?page=2',
    ],
    ['the cookie in lower case', { cookieCountry: 'sg' }, 'https://kilau.sg/shop/all?page=2'],
    ['the cookie names this country', { cookieCountry: 'ID' }, null],
    ['the cookie names a country without a site', { cookieCountry: 'MY' }, null],
    ['a malformed cookie', { cookieCountry: 'Vietnam' }, null],
    [
      'a Vietnamese time zone',
      { timeZone: 'Asia/Ho_Chi_Minh' },
      'https://kilau.vn/shop/all?page=2',
    ],
    [
      'the old Vietnamese zone name',
      { timeZone: 'Asia/Saigon' },
      'https://kilau.vn/shop/all?page=2',
    ],
    ['a Jakarta time zone', { timeZone: 'Asia/Jakarta' }, null],
    ['a Vietnamese zone, bypassed', { timeZone: 'Asia/Ho_Chi_Minh', bypass: true }, null],
    ['another country cookie, bypassed', { cookieCountry: 'VN', bypass: true }, null],
    [
      'the cookie wins over the zone',
      { cookieCountry: 'SG', timeZone: 'Asia/Saigon' },
      'https://kilau.sg/shop/all?page=2',
    ],
    [
      'this country in the cookie, a Vietnamese zone',
      { cookieCountry: 'ID', timeZone: 'Asia/Saigon' },
      'https://kilau.vn/shop/all?page=2',
    ],
  ])('%s', (_case, input, expected) => {
    expect(
      countryRedirect({ current: 'ID', sites: SITES, path: '/shop/all?page=2', ...input }),
    ).toBe(expected);
  });

  it('never redirects without configured sites, nor the Vietnamese site to itself', () => {
    expect(
      countryRedirect({
        current: 'ID',
        sites: {},
        path: '/',
        cookieCountry: 'VN',
        timeZone: 'Asia/Saigon',
      }),
    ).toBeNull();
    expect(
      countryRedirect({ current: 'VN', sites: SITES, path: '/', timeZone: 'Asia/Saigon' }),
    ).toBeNull();
  });

  it.each([
    ['VN=https://kilau.vn, sg=https://kilau.sg/', { ok: true, sites: SITES }],
    ['', { ok: true, sites: {} }],
    ['VN=kilau.vn', { ok: false, entry: 'VN=kilau.vn' }],
    ['Vietnam=https://kilau.vn', { ok: false, entry: 'Vietnam=https://kilau.vn' }],
    ['VN=https://kilau.vn/path', { ok: false, entry: 'VN=https://kilau.vn/path' }],
    ['VN=ftp://kilau.vn', { ok: false, entry: 'VN=ftp://kilau.vn' }],
  ])('COUNTRY_SITES %j reads as %o', (text, expected) => {
    expect(parseCountrySites(text)).toEqual(expected);
  });
});
