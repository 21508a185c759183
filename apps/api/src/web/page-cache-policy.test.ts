import { describe, expect, it } from 'vitest';
import { pageCacheControl } from './page-cache-policy';

const CACHING = { maxAgeS: 60, staleS: 600 };
const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const html = (extra: Record<string, string> = {}) =>
  new Headers({ 'content-type': 'text/html; charset=utf-8', ...extra });

describe('a page’s Cache-Control', () => {
  const rows: Array<[string, Parameters<typeof pageCacheControl>[0], string | null]> = [
    [
      'a guest’s page: shared caches keep it',
      { method: 'GET', signedIn: false, status: 200, headers: html() },
      SHARED,
    ],
    [
      'a guest’s HEAD: the same',
      { method: 'HEAD', signedIn: false, status: 200, headers: html() },
      SHARED,
    ],
    [
      'a member’s page: private',
      { method: 'GET', signedIn: true, status: 200, headers: html() },
      'private, no-cache',
    ],
    [
      'a form post: private',
      { method: 'POST', signedIn: false, status: 200, headers: html() },
      'private, no-cache',
    ],
    [
      'a not-found page: private',
      { method: 'GET', signedIn: false, status: 404, headers: html() },
      'private, no-cache',
    ],
    [
      'a redirect: private',
      { method: 'GET', signedIn: false, status: 302, headers: html() },
      'private, no-cache',
    ],
    [
      'an answer that sets a cookie: private',
      { method: 'GET', signedIn: false, status: 200, headers: html({ 'set-cookie': 'lang=en' }) },
      'private, no-cache',
    ],
    [
      'a page with its own policy keeps it',
      {
        method: 'GET',
        signedIn: false,
        status: 200,
        headers: html({ 'cache-control': 'public, max-age=3600' }),
      },
      null,
    ],
    [
      'not HTML (a resource route such as the sitemap): untouched',
      {
        method: 'GET',
        signedIn: false,
        status: 200,
        headers: new Headers({ 'content-type': 'application/xml' }),
      },
      null,
    ],
  ];
  it.each(rows)('%s', (_name, page, expected) => {
    expect(pageCacheControl(page, CACHING)?.cacheControl ?? null).toBe(expected);
  });

  it('keeps every page private when shared caching is off', () => {
    const page = { method: 'GET', signedIn: false, status: 200, headers: html() };
    expect(pageCacheControl(page, { maxAgeS: 0, staleS: 0 })?.cacheControl).toBe(
      'private, no-cache',
    );
  });

  it('varies by cookie (session and language)', () => {
    const page = { method: 'GET', signedIn: false, status: 200, headers: html() };
    expect(pageCacheControl(page, CACHING)?.vary).toBe('Cookie');
  });
});
