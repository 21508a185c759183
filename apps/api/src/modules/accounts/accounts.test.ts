import { randomInt } from 'node:crypto';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';

// The strict-limit apps below use this file's database too (rather than loading a clone each):
// their probes use addresses no other test registers.
let database: DatabaseHandle;
let app: App;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, env: { LOGIN_RATE_LIMIT_MAX: '1000' } });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const ip = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
let n = 0;
const member = () => {
  n += 1;
  return { email: `sari${n}@example.com`, user_name: `sari_${n}`, password: 'rahasia123' };
};
const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/register', payload, headers, remoteAddress: ip() });
const login = (email: string, password: string, remoteAddress = ip(), device?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
    ...(device ? { cookies: { kilau_device: device } } : {}),
  });
const deviceCookie = (res: { cookies: Array<{ name: string; value: string; path?: string }> }) =>
  res.cookies.find((c) => c.name === 'kilau_device');
const sessionCookie = (res: { cookies: Array<{ name: string; value: string }> }) =>
  res.cookies.find((c) => c.name === 'kilau_session')?.value;

describe('register', () => {
  it('creates the member, opens a session cookie and welcomes them (001 §8)', async () => {
    const res = await register({ ...member(), first_name: 'Sari', salute_id: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Selamat datang di Kilau!',
      data: { user: { first_name: 'Sari', gender: 'Female', salute: 'Ms' } },
    });
    expect(res.json().data.user).not.toHaveProperty('password_hash');
    const cookie = res.cookies.find((c) => c.name === 'kilau_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await app.inject({
      url: '/api/accounts/user/me',
      cookies: { kilau_session: cookie!.value },
    });
    expect(me.json().data.email).toMatch(/^sari\d+@example\.com$/);
  });

  it('records the terms agreed on the register form; without the box they are still to agree', async () => {
    const agreed = await register({ ...member(), is_agree_to_legal_statements: true });
    expect(agreed.json().data.user.is_agree_to_legal_statements).toBe(true);
    const silent = await register(member());
    expect(silent.json().data.user.is_agree_to_legal_statements).toBe(false);
    const refused = await register({ ...member(), is_agree_to_legal_statements: false });
    expect(refused.statusCode).toBe(422);
  });

  it.each([
    [
      'email and username',
      (m: ReturnType<typeof member>) => m,
      'USERNAME_AND_EMAIL_TAKEN',
      'Username dan email sudah terdaftar.',
    ],
    [
      'email',
      (m: ReturnType<typeof member>) => ({ ...m, user_name: `${m.user_name}x` }),
      'EMAIL_TAKEN',
      'Email sudah terdaftar.',
    ],
    [
      'username (any case)',
      (m: ReturnType<typeof member>) => ({
        ...m,
        email: `x${m.email}`,
        user_name: m.user_name.toUpperCase(),
      }),
      'USERNAME_TAKEN',
      'Username sudah terdaftar.',
    ],
  ])('refuses a taken %s with the spec message', async (_what, change, errorCode, message) => {
    const first = member();
    expect((await register(first)).statusCode).toBe(201);
    const res = await register(change(first));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, errorCode, message });
  });

  it('validates each field with the spec messages (422)', async () => {
    const res = await register({ email: 'bukan-email', user_name: 'ab', password: '123' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().data.fields).sort()).toEqual(['email', 'password', 'user_name']);
    expect(res.json().data.fields.email).toBe('Email tidak valid');
  });
});

describe('login', () => {
  it('logs in by e-mail or username and answers "Login Successful, Welcome!" in English', async () => {
    const m = member();
    await register(m);
    const byEmail = await login(m.email.toUpperCase(), m.password);
    expect(byEmail.statusCode).toBe(200);
    expect(sessionCookie(byEmail)).toBeTruthy();
    const english = await app.inject({
      method: 'POST',
      url: '/api/auth/login?transport=bearer',
      headers: { 'accept-language': 'en' },
      payload: { email: m.user_name, password: m.password },
      remoteAddress: ip(),
    });
    expect(english.json().message).toBe('Login Successful, Welcome!');
    const token = english.json().data.token as string;
    const me = await app.inject({
      url: '/api/accounts/user/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().data.user_name).toBe(m.user_name);
  });

  it('answers the spec texts for attempts 1 to 5, then stays blocked even with the right password', async () => {
    const m = member();
    await register(m);
    const seen = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await login(m.email, 'salah-sekali');
      seen.push([
        res.statusCode,
        res.json().errorCode,
        res.json().data?.attempts,
        res.json().message,
      ]);
    }
    expect(seen).toEqual([
      [401, 'INCORRECT_PASSWORD', 1, 'Password yang kamu masukkan salah'],
      [401, 'INCORRECT_PASSWORD', 2, 'Password yang kamu masukkan salah'],
      [
        401,
        'INCORRECT_PASSWORD',
        3,
        'Password yang kamu masukkan salah, silakan klik Lupa Password',
      ],
      [
        401,
        'INCORRECT_PASSWORD',
        4,
        'Password yang kamu masukkan salah. Silakan reset password kamu sebelum akun diblokir',
      ],
      [
        403,
        'ACCOUNT_BLOCKED',
        5,
        'Akun kamu diblokir karena 5 kali gagal login. Silakan reset password kamu untuk mengakses akun',
      ],
    ]);
    const right = await login(m.email, m.password);
    expect(right.statusCode).toBe(403);
    expect(right.json().errorCode).toBe('ACCOUNT_BLOCKED');
  });

  it.each([
    ['an unknown browser', false],
    ["the member's own browser", true],
  ])(
    'counts a burst of 50 parallel wrong attempts from %s exactly (1–4 once each, the rest blocked)',
    async (_from, own) => {
      const m = member();
      const device = own ? deviceCookie(await register(m))!.value : undefined;
      if (!own) await register(m);
      const results = await Promise.all(
        Array.from({ length: 50 }, () => login(m.email, 'salah-sekali', ip(), device)),
      );
      const attempts = results
        .filter((res) => res.statusCode === 401)
        .map((res) => res.json().data.attempts)
        .sort();
      expect(attempts).toEqual([1, 2, 3, 4]);
      expect(results.filter((res) => res.statusCode === 403)).toHaveLength(46);
    },
  );

  it('a lockout from elsewhere does not lock the member out on their own browser (ADR 0015)', async () => {
    const m = member();
    const registered = await register(m);
    const own = deviceCookie(registered)!;
    expect(own).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });

    // Someone else, from any address and browser, guesses until the account is blocked.
    for (let i = 0; i < 5; i += 1) await login(m.email, 'tebakan-salah');
    expect((await login(m.email, m.password)).json().errorCode).toBe('ACCOUNT_BLOCKED');
    // A browser known for another account (the guesser's own) is a stranger to this one.
    const theirs = deviceCookie(await register(member()))!.value;
    expect((await login(m.email, m.password, ip(), theirs)).statusCode).toBe(403);

    // The member's own browser still signs in, and counts its own failures from 1.
    expect((await login(m.email, 'lupa-lagi', ip(), own.value)).json().data.attempts).toBe(1);
    const back = await login(m.email, m.password, ip(), own.value);
    expect(back.statusCode).toBe(200);
    expect(deviceCookie(back)?.value).toBe(own.value);
  });

  it("a browser's own lock stays its own, and a new browser starts on the account's count", async () => {
    const m = member();
    const own = deviceCookie(await register(m))!.value;
    for (let i = 0; i < 5; i += 1) await login(m.email, 'salah-sekali', ip(), own);
    expect((await login(m.email, m.password, ip(), own)).statusCode).toBe(403);
    const elsewhere = await login(m.email, m.password);
    expect(elsewhere.statusCode).toBe(200);
    expect(deviceCookie(elsewhere)?.value).not.toBe(own);
  });

  it('answers "Email / Username tidak ditemukan" for an unknown member', async () => {
    const res = await login('nobody@example.com', 'whatever1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      errorCode: 'USER_NOT_FOUND',
      message: 'Email / Username tidak ditemukan',
    });
  });

  it('gives the sign-in, register, reset and the registered checks one budget per client IP', async () => {
    const strict = await buildTestApp({ database, env: { LOGIN_RATE_LIMIT_MAX: '5' } });
    const address = ip();
    const probes = [
      { method: 'POST', url: '/api/auth/email/check', payload: { email: 'a@b.co' } },
      { method: 'GET', url: '/api/auth/phone/check?phone_no=081234567890' },
      { method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.co', password: 'x1' } },
      { method: 'POST', url: '/api/auth/forget-password', payload: { email: 'a@b.co' } },
      { method: 'POST', url: '/api/auth/username/suggestions', payload: { user_name: 'sari' } },
      { method: 'POST', url: '/api/auth/register', payload: member() },
      { method: 'POST', url: '/api/auth/email/check', payload: { email: 'c@d.co' } },
    ] as const;
    const statuses = [];
    for (const probe of probes) {
      statuses.push((await strict.inject({ ...probe, remoteAddress: address })).statusCode);
    }
    const elsewhere = await strict.inject({ ...probes[0], remoteAddress: ip() });
    await strict.close();
    expect(statuses).toEqual([200, 200, 404, 404, 200, 429, 429]);
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits login attempts per client IP', async () => {
    const strict = await buildTestApp({ database, env: { LOGIN_RATE_LIMIT_MAX: '3' } });
    const address = ip();
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (
          await strict.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: 'a@b.co', password: 'x1' },
            remoteAddress: address,
          })
        ).statusCode,
      );
    }
    await strict.close();
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});

describe('sessions', () => {
  const me = (cookie: string) =>
    app.inject({ url: '/api/accounts/user/me', cookies: { kilau_session: cookie } });

  it('logout (POST) revokes the session on the server', async () => {
    const token = sessionCookie(await register(member()))!;
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { kilau_session: token },
      headers: { origin: 'http://localhost:80' },
    });
    expect(out.statusCode).toBe(200);
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ errorCode: 'unauthorized', message: 'Silakan login.' });
    // The dead cookie is cleared so the browser stops sending it.
    expect(String(after.headers['set-cookie'])).toMatch(
      /kilau_session=;.*Expires=Thu, 01 Jan 1970/,
    );
  });

  it('another site cannot sign a member out: no cross-site GET, no foreign POST', async () => {
    const token = sessionCookie(await register(member()))!;
    const attempts = [
      // <img src="https://kilau.id/api/auth/logout"> or a link on another site
      { method: 'GET', headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' } },
      { method: 'GET', headers: { 'sec-fetch-site': 'same-site' } },
      { method: 'GET', headers: {} },
      { method: 'POST', headers: { origin: 'https://evil.example' } },
    ] as const;
    for (const attempt of attempts) {
      const res = await app.inject({
        ...attempt,
        url: '/api/auth/logout',
        cookies: { kilau_session: token },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('forbidden_origin');
    }
    expect((await me(token)).statusCode).toBe(200);
  });

  it("keeps the spec's GET for bearer clients and the shop's own pages", async () => {
    const bearer = await app.inject({
      method: 'POST',
      url: '/api/auth/register?transport=bearer',
      payload: member(),
      remoteAddress: ip(),
    });
    const token = bearer.json().data.token as string;
    const out = await app.inject({
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    const after = await app.inject({
      url: '/api/accounts/user/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);

    const cookie = sessionCookie(await register(member()))!;
    const own = await app.inject({
      url: '/api/auth/logout',
      cookies: { kilau_session: cookie },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('refuses cookie-authenticated writes from another origin, allows our own', async () => {
    const res = await register(member());
    const cookies = { kilau_session: sessionCookie(res)! };
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      cookies,
      headers: { origin: 'https://evil.example' },
      payload: member(),
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().errorCode).toBe('forbidden_origin');
    const own = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      cookies,
      headers: { origin: 'http://localhost:80' },
      payload: member(),
    });
    expect(own.json().errorCode).toBe('USER_ALREADY_LOGIN');
  });
});
