import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';
import { registerMember, sessionOf, someIp } from '../../test/members';
import { createProviderSandbox, type SandboxPerson } from '../../test/provider-sandbox';

const CLIENT_ID = 'kilau-web.apps.googleusercontent.com';
const FACEBOOK = { appId: '1234567890', appSecret: 'sandbox-facebook-secret' };
const sandbox = createProviderSandbox({ facebook: FACEBOOK });
let app: App;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    env: {
      LOGIN_RATE_LIMIT_MAX: '1000',
      GOOGLE_CLIENT_ID: CLIENT_ID,
      FACEBOOK_APP_ID: FACEBOOK.appId,
      FACEBOOK_APP_SECRET: FACEBOOK.appSecret,
    },
    fetch: sandbox.fetch,
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const login = (provider: string, access_token: string, target = app) =>
  target.inject({
    method: 'POST',
    url: `/api/auth/login/${provider}`,
    payload: { access_token, acquisition_source: 'web mobile' },
    remoteAddress: someIp(),
  });

let n = 0;
const person = (over: Partial<SandboxPerson> = {}): SandboxPerson => {
  n += 1;
  return {
    sub: `person-${n}`,
    email: `Laras.Ati${n}@gmail.com`,
    given_name: 'Laras',
    family_name: 'Ati',
    name: 'Laras Ati',
    ...over,
  };
};

describe('POST /api/auth/login/google', () => {
  it('creates a member from a verified Google account, with a session and the welcome voucher', async () => {
    const laras = person();
    const res = await login('google', sandbox.google.accessToken(laras, CLIENT_ID));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Selamat datang di Kilau!',
      data: {
        is_new_member: true,
        user: {
          email: laras.email,
          user_name: `laras_ati${n}`,
          first_name: 'Laras',
          last_name: 'Ati',
          is_verified_email: true,
          has_password: false,
          acquisition_source: 'web mobile',
        },
        voucher: { code: 'WELCOME25', status: 'available' },
        missing_fields: ['phone_no', 'gender'],
      },
    });
    const me = await app.inject({
      url: '/api/accounts/user/me',
      cookies: { kilau_session: sessionOf(res)! },
    });
    expect(me.json().data).toMatchObject({ email: laras.email, is_profile_complete: false });

    const again = await login('google', sandbox.google.accessToken(laras, CLIENT_ID));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: 'Login berhasil, selamat datang!',
      data: { is_new_member: false, voucher: null, user: { id: res.json().data.user.id } },
    });
  });

  it('takes an ID token issued to our client by Google', async () => {
    const sekar = person({
      given_name: 'Sekar',
      family_name: 'Wangi',
      email: 'sekar.wangi@gmail.com',
    });
    const res = await login('google', sandbox.google.idToken(sekar, CLIENT_ID));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user).toMatchObject({ first_name: 'Sekar', user_name: 'sekar_wangi' });
  });

  it.each([
    ['an access token of another app', () => sandbox.google.accessToken(person(), 'other-app')],
    ['an ID token of another app', () => sandbox.google.idToken(person(), 'other-app')],
    [
      'an ID token from another issuer',
      () => sandbox.google.idToken(person(), CLIENT_ID, 'https://evil.example'),
    ],
    ['a made-up token', () => 'ya29.forged'],
  ])('refuses %s (401)', async (_what, token) => {
    const res = await login('google', token());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      errorCode: 'social_token_invalid',
      message: 'Login dengan Google gagal. Silakan coba lagi.',
    });
  });

  it('links the member who registered with the same, verified e-mail', async () => {
    const member = await registerMember(app);
    const res = await login(
      'google',
      sandbox.google.accessToken(person({ email: member.email.toUpperCase() }), CLIENT_ID),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ is_new_member: false, user: { id: member.id } });
  });

  it('never takes over a member through an unverified e-mail', async () => {
    const member = await registerMember(app);
    const res = await login(
      'google',
      sandbox.google.accessToken(person({ email: member.email, email_verified: false }), CLIENT_ID),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'EMAIL_TAKEN',
      message: 'Email sudah terdaftar.',
    });
  });

  it('keeps a blocked member out', async () => {
    const member = await registerMember(app);
    const maya = person({ email: member.email });
    expect((await login('google', sandbox.google.accessToken(maya, CLIENT_ID))).statusCode).toBe(
      200,
    );
    await database.db
      .updateTable('users')
      .set({ locked_at: new Date(), failed_login_count: 5 })
      .where('id', '=', member.id)
      .execute();
    const res = await login('google', sandbox.google.accessToken(maya, CLIENT_ID));
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('ACCOUNT_BLOCKED');
  });

  it('creates one member when the first sign-ins of a person race', async () => {
    const twin = person();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => login('google', sandbox.google.accessToken(twin, CLIENT_ID))),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(results.map((res) => res.json().data.user.id)).size).toBe(1);
  });

  it('answers 503 while Google cannot be reached', async () => {
    const token = sandbox.google.accessToken(person(), CLIENT_ID);
    sandbox.setDown(true);
    try {
      const res = await login('google', token);
      expect(res.statusCode).toBe(503);
      expect(res.json().errorCode).toBe('social_provider_unavailable');
    } finally {
      sandbox.setDown(false);
    }
  });
});

describe('POST /api/auth/login/facebook', () => {
  it('creates a member from a Facebook account with an e-mail', async () => {
    const budi = person({
      given_name: 'Budi',
      family_name: 'Santoso',
      email: 'budi.s@example.com',
    });
    const res = await login('facebook', sandbox.facebook.token(budi));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user).toMatchObject({
      email: 'budi.s@example.com',
      first_name: 'Budi',
      user_name: 'budi_s',
      is_verified_email: true,
    });
    expect(sandbox.calls).toEqual(
      expect.arrayContaining([
        'GET https://graph.facebook.com/v21.0/debug_token',
        'GET https://graph.facebook.com/v21.0/me',
      ]),
    );
  });

  it('answers the spec’s message for a Facebook account without e-mail (001 §8)', async () => {
    const res = await login('facebook', sandbox.facebook.token(person({ email: undefined })));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errorCode: 'FACEBOOK_EMAIL_REQUIRED',
      message: 'Mohon menggunakan akun Facebook yang sudah terhubung dengan email.',
      data: { provider: 'facebook', missing_email: true },
    });
  });

  it('refuses a token issued to another app', async () => {
    const res = await login('facebook', sandbox.facebook.token(person(), '999'));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Login dengan Facebook gagal. Silakan coba lagi.');
  });
});

describe('social sign-in switched off', () => {
  it('answers 404 social_login_disabled when the provider is not configured, or unknown', async () => {
    const plain = await buildTestApp({ fetch: sandbox.fetch });
    try {
      for (const provider of ['google', 'facebook']) {
        const res = await login(provider, 'any', plain);
        expect(res.statusCode).toBe(404);
        expect(res.json().errorCode).toBe('social_login_disabled');
      }
      const english = await plain.inject({
        method: 'POST',
        url: '/api/auth/login/google',
        payload: { access_token: 'x' },
        headers: { 'accept-language': 'en' },
      });
      expect(english.json().message).toBe('Signing in with Google is not available.');
    } finally {
      await plain.close();
    }
    expect((await login('myspace', 'any')).statusCode).toBe(404);
  });
});
