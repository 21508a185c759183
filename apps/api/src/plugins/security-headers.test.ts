import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env';
import { securityHeaders, THIRD_PARTY_SOURCES, thirdPartyScripts } from './security-headers';

/** The policy a shop without outside keys sends (the nonce varies per response). */
const BASE_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'nonce-<nonce>'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "script-src-attr 'none'",
].join(';');

async function headersFor(env: Record<string, string>) {
  const app = Fastify();
  await app.register(securityHeaders, {
    httpsOnly: false,
    thirdParty: thirdPartyScripts(parseEnv({ NODE_ENV: 'test', ...env })),
  });
  app.get('/', async () => 'ok');
  const res = await app.inject({ url: '/' });
  await app.close();
  const csp = String(res.headers['content-security-policy']).replace(
    /'nonce-[A-Za-z0-9+/=]+'/,
    "'nonce-<nonce>'",
  );
  const directives = Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
  return { csp, directives, coop: res.headers['cross-origin-opener-policy'] };
}

const GOOGLE = { GOOGLE_CLIENT_ID: 'kilau-web.apps.googleusercontent.com' };
const FACEBOOK = { FACEBOOK_APP_ID: '1234567890', FACEBOOK_APP_SECRET: 'fb-secret' };
const RECAPTCHA = { RECAPTCHA_SITE_KEY: '6Lc-site', RECAPTCHA_SECRET_KEY: 'rc-secret' };

describe('the Content-Security-Policy and outside scripts', () => {
  it('stays the strict policy when no outside keys are configured', async () => {
    const { csp, coop } = await headersFor({});
    expect(csp).toBe(BASE_POLICY);
    expect(coop).toBe('same-origin');
  });

  it.each([
    ['Google sign-in', GOOGLE, 'google', 'same-origin-allow-popups'],
    ['Facebook sign-in', FACEBOOK, 'facebook', 'same-origin-allow-popups'],
    ['reCAPTCHA', RECAPTCHA, 'recaptcha', 'same-origin'],
  ] as const)('%s adds its own origins and no other', async (_name, env, key, coop) => {
    const { directives, coop: sentCoop } = await headersFor(env);
    const own = THIRD_PARTY_SOURCES[key];
    expect(directives['script-src']).toEqual(["'self'", "'nonce-<nonce>'", ...own.scriptSrc]);
    expect(directives['connect-src']).toEqual(["'self'", ...own.connectSrc]);
    expect(directives['frame-src']).toEqual(["'self'", ...own.frameSrc]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(sentCoop).toBe(coop);
  });

  it('joins every configured vendor, each origin once', async () => {
    const { directives } = await headersFor({ ...GOOGLE, ...FACEBOOK, ...RECAPTCHA });
    expect(directives['script-src']).toEqual([
      "'self'",
      "'nonce-<nonce>'",
      'https://accounts.google.com/gsi/client',
      'https://connect.facebook.net',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(directives['frame-src']).toContain('https://www.facebook.com');
    expect(directives['frame-src']).toContain('https://recaptcha.google.com/recaptcha/');
    const connect = directives['connect-src'] ?? [];
    expect(new Set(connect).size).toBe(connect.length);
  });
});

describe("'wasm-unsafe-eval' only on self-checkout pages (ADR 0048)", () => {
  async function scriptSrc(url: string, cookie?: string) {
    const app = Fastify();
    await app.register(securityHeaders, { httpsOnly: false });
    app.get('/*', async () => 'ok');
    const res = await app.inject({ url, ...(cookie ? { headers: { cookie } } : {}) });
    await app.close();
    const csp = String(res.headers['content-security-policy']);
    return csp.split(';').find((part) => part.startsWith('script-src '));
  }

  it.each([
    ['/self-checkout', undefined, true],
    ['/self-checkout?store=5&id=a', undefined, true],
    ['/self-checkout.data', undefined, true],
    ['/makeup/1-lipstick?barcode=1', 'lang=id; kilau_store=5%3Aabc', true],
    ['/', undefined, false],
    ['/self-checkouts', undefined, false],
    ['/', 'kilau_store=', false],
  ] as const)('%s (cookie %s): %s', async (url, cookie, allowed) => {
    const directive = await scriptSrc(url, cookie);
    expect(directive).toMatch(/'nonce-[^']+'/);
    expect(directive?.includes("'wasm-unsafe-eval'")).toBe(allowed);
    expect(directive).not.toContain("'unsafe-eval'");
  });
});
