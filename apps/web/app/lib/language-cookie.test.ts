import { describe, expect, it } from 'vitest';
import { languageCookie, localeFromCookieHeader, safeRedirectPath } from './language-cookie';

describe('language cookie', () => {
  it.each([
    [null, 'id'],
    ['', 'id'],
    ['lang=en', 'en'],
    ['session=abc; lang=en; x=1', 'en'],
    ['lang=fr', 'id'],
    ['language=en', 'id'],
  ])('%s → %s', (header, locale) => {
    expect(localeFromCookieHeader(header)).toBe(locale);
  });

  it('lasts a year and is Secure over HTTPS', () => {
    expect(languageCookie('en', { secure: false })).toBe(
      'lang=en; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(languageCookie('id', { secure: true })).toMatch(/; Secure$/);
  });

  it.each([
    ['/promo?page=2', '/promo?page=2'],
    ['//evil.example', '/'],
    ['https://evil.example', '/'],
    ['/\\evil.example', '/'],
    [null, '/'],
  ])('redirects only within the shop: %s → %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });
});
