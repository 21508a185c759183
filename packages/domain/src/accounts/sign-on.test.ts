import { describe, expect, it } from 'vitest';
import { allowedOriginOf, httpOriginOf, isSignOnState, parseSignOnOrigins } from './sign-on';

describe('the sign-on broker’s addresses (docs/design/sign-on.md)', () => {
  it.each([
    ['https://academy.kilau.co/academy?x=1#y', 'https://academy.kilau.co'],
    ['HTTP://Kilau.ID:80/', 'http://kilau.id'],
    ['https://kilau.id:8443', 'https://kilau.id:8443'],
  ])('reads the origin of %s', (address, origin) => {
    expect(httpOriginOf(address)).toBe(origin);
  });

  it.each([
    '//evil.com/x',
    '/\\evil.com',
    '\\\\evil.com',
    '/shop',
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://kilau.id/',
    'https://kilau.id@evil.com/',
    'https://user:pass@kilau.id/',
    'http:/kilau.id/',
    'https:\\\\kilau.id',
    ' https://kilau.id/',
    'https://kilau.id/\n',
    'https://kilau .id/',
    'https://',
    '',
  ])('has no origin for %j', (address) => {
    expect(httpOriginOf(address)).toBeNull();
  });

  it('allows only the listed origins, whole', () => {
    const allowed = ['https://kilau.id', 'https://academy.kilau.co'];
    expect(allowedOriginOf('https://academy.kilau.co/kelas', allowed)).toBe(
      'https://academy.kilau.co',
    );
    for (const address of [
      'https://kilau.id.evil.com/',
      'https://evilkilau.id/',
      'http://kilau.id/',
      'https://kilau.id:444/',
      'https://academy.kilau.co.evil.com/',
    ]) {
      expect(allowedOriginOf(address, allowed)).toBeNull();
    }
    expect(allowedOriginOf('https://kilau.id/', [])).toBeNull();
  });

  it.each([
    [
      'https://kilau.id, https://academy.kilau.co/',
      { ok: true, origins: ['https://kilau.id', 'https://academy.kilau.co'] },
    ],
    ['https://kilau.id,https://kilau.id/', { ok: true, origins: ['https://kilau.id'] }],
    ['', { ok: true, origins: [] }],
    ['https://kilau.id/shop', { ok: false, entry: 'https://kilau.id/shop' }],
    ['https://kilau.id/#x', { ok: false, entry: 'https://kilau.id/#x' }],
    ['kilau.id', { ok: false, entry: 'kilau.id' }],
  ])('SIGN_ON_ORIGINS %j reads as %o', (text, expected) => {
    expect(parseSignOnOrigins(text)).toEqual(expected);
  });

  it('knows its two states', () => {
    expect([isSignOnState('member'), isSignOnState('guest'), isSignOnState('Member')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
