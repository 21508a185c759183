import { afterEach, describe, expect, it } from 'vitest';
import { countrySiteForBrowser } from './use-app-start';

const CONFIG = { siteCountry: 'ID', countrySites: { VN: 'https://kilau.vn' } };
const at = (search = '') => ({ pathname: '/shop/all', search });

afterEach(() => {
  document.cookie = 'country=; Max-Age=0; Path=/';
  window.localStorage.removeItem('bypassCountryRedirection');
});

describe('the country sites in the browser (001 §2, §4)', () => {
  it('sends a Vietnamese time zone to the Vietnamese site, path kept', () => {
    expect(countrySiteForBrowser(CONFIG, at('?page=2'), 'Asia/Ho_Chi_Minh')).toBe(
      'https://kilau.vn/shop/all?page=2',
    );
  });

  it('keeps a Jakarta visitor here and remembers this country for 365 days', () => {
    expect(countrySiteForBrowser(CONFIG, at(), 'Asia/Jakarta')).toBeNull();
    expect(document.cookie).toContain('country=ID');
  });

  it('stays for good after a link with bypassCountryRedirection', () => {
    expect(
      countrySiteForBrowser(CONFIG, at('?bypassCountryRedirection=1'), 'Asia/Saigon'),
    ).toBeNull();
    expect(window.localStorage.getItem('bypassCountryRedirection')).toBe('true');
    expect(document.cookie).toContain('country=ID');
    // Later visits, without the parameter, stay too.
    expect(countrySiteForBrowser(CONFIG, at(), 'Asia/Saigon')).toBeNull();
  });

  it('follows a country cookie naming another configured site', () => {
    document.cookie = 'country=VN; Path=/';
    expect(countrySiteForBrowser(CONFIG, at(), 'Asia/Jakarta')).toBe('https://kilau.vn/shop/all');
  });

  it('never redirects when no other site is configured', () => {
    expect(
      countrySiteForBrowser({ siteCountry: 'ID', countrySites: {} }, at(), 'Asia/Saigon'),
    ).toBeNull();
  });
});
