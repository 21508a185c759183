import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';
import { registerMember, someIp } from '../../test/members';
import { createProviderSandbox, type ProviderSandbox } from '../../test/provider-sandbox';

const SECRET = 'sandbox-recaptcha-secret';
let app: App;
let guarded: App;
let sandbox: ProviderSandbox;
beforeAll(async () => {
  app = await buildTestApp({ env: { LOGIN_RATE_LIMIT_MAX: '1000' } });
  sandbox = createProviderSandbox({ recaptchaSecret: SECRET });
  guarded = await buildTestApp({
    env: {
      LOGIN_RATE_LIMIT_MAX: '1000',
      RECAPTCHA_SITE_KEY: 'sandbox-site-key',
      RECAPTCHA_SECRET_KEY: SECRET,
    },
    fetch: sandbox.fetch,
  });
});
afterAll(async () => {
  await app?.close();
  await guarded?.close();
});

const suggest = (user_name: unknown, target = app) =>
  target.inject({
    method: 'POST',
    url: '/api/auth/username/suggestions',
    payload: { user_name },
    remoteAddress: someIp(),
  });

describe('POST /api/auth/username/suggestions', () => {
  it('offers the wanted name and its variants while they are free', async () => {
    const res = await suggest('Rani Wulandari');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      user_name: 'Rani Wulandari',
      is_available: false, // a space is not alpha-dash
      suggestions: [
        'rani_wulandari',
        'rani_wulandar_id',
        'rani_wula_beauty',
        'its_rani_wulanda',
        'rani_wuland_glow',
      ],
    });
  });

  it('skips taken names (any case) and says whether the wanted one is free', async () => {
    await registerMember(app, { user_name: 'Sekar', email: 'sekar@example.com' });
    await registerMember(app, { user_name: 'sekar_ID', email: 'sekar2@example.com' });
    await registerMember(app, { user_name: 'its_sekar', email: 'sekar3@example.com' });
    const res = await suggest('sekar');
    expect(res.json().data).toEqual({
      user_name: 'sekar',
      is_available: false,
      suggestions: ['sekar_beauty', 'sekar_glow', 'the_sekar', 'sekar1', 'sekar2'],
    });
    expect((await suggest('sekar')).json()).toEqual(res.json()); // same state, same answer
    expect((await suggest('sekar_beauty')).json().data.is_available).toBe(true);
  });

  it('always answers valid usernames, even for a name with nothing usable', async () => {
    const res = await suggest('!!!');
    expect(res.json().data.suggestions).toHaveLength(5);
    for (const name of res.json().data.suggestions as string[]) {
      expect(name).toMatch(/^[A-Za-z0-9_-]{4,16}$/);
    }
  });

  it.each([[''], ['   '], [undefined]])('needs a name: %j → 422', async (value) => {
    const res = await suggest(value);
    expect(res.statusCode).toBe(422);
    expect(res.json().data.fields.user_name).toBe('Data belum diisi');
  });
});

describe('reCAPTCHA on register (RECAPTCHA_SECRET_KEY set)', () => {
  let n = 0;
  const body = (extra: Record<string, unknown> = {}) => {
    n += 1;
    return {
      email: `captcha${n}@example.com`,
      user_name: `captcha_${n}`,
      password: 'rahasia123',
      ...extra,
    };
  };
  const register = (payload: Record<string, unknown>, target = guarded) =>
    target.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: someIp() });

  it('registers with a token Google accepts, sending our secret and the client IP', async () => {
    const before = sandbox.calls.length;
    const res = await register(body({ recaptcha_token: sandbox.recaptcha.solve() }));
    expect(res.statusCode).toBe(201);
    expect(sandbox.calls.slice(before)).toEqual([
      'POST https://www.google.com/recaptcha/api/siteverify',
    ]);
  });

  it.each([
    [
      'without a token',
      {},
      'recaptcha_required',
      'Silakan selesaikan verifikasi reCAPTCHA terlebih dahulu.',
    ],
    [
      'with a blank token',
      { recaptcha_token: ' ' },
      'recaptcha_required',
      'Silakan selesaikan verifikasi reCAPTCHA terlebih dahulu.',
    ],
    [
      'with a made-up token',
      { recaptcha_token: 'forged' },
      'recaptcha_invalid',
      'Verifikasi reCAPTCHA gagal. Silakan coba lagi.',
    ],
  ])('refuses a register %s (422, nothing created)', async (_what, extra, errorCode, message) => {
    const payload = body(extra);
    const res = await register(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, errorCode, message });
    const login = await guarded.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: payload.email, password: 'rahasia123' },
      remoteAddress: someIp(),
    });
    expect(login.statusCode).toBe(404);
  });

  it('takes a token once, and holds v3 scores against RECAPTCHA_MIN_SCORE (0.5)', async () => {
    const token = sandbox.recaptcha.solve(0.9);
    expect((await register(body({ recaptcha_token: token }))).statusCode).toBe(201);
    expect((await register(body({ recaptcha_token: token }))).json().errorCode).toBe(
      'recaptcha_invalid',
    );
    const bot = await register(body({ recaptcha_token: sandbox.recaptcha.solve(0.1) }));
    expect(bot.json().errorCode).toBe('recaptcha_invalid');
  });

  it('checks the token before telling whether the e-mail is taken', async () => {
    const first = body({ recaptcha_token: sandbox.recaptcha.solve() });
    expect((await register(first)).statusCode).toBe(201);
    const again = await register({ ...first, recaptcha_token: 'forged' });
    expect(again.json().errorCode).toBe('recaptcha_invalid');
  });

  it('answers 503 while Google cannot be asked', async () => {
    sandbox.setDown(true);
    try {
      const res = await register(body({ recaptcha_token: sandbox.recaptcha.solve() }));
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        errorCode: 'recaptcha_unavailable',
        message: 'Silakan coba lagi dalam beberapa saat.',
      });
    } finally {
      sandbox.setDown(false);
    }
  });

  it('is not asked for when no secret is configured', async () => {
    expect((await register(body(), app)).statusCode).toBe(201);
  });
});
