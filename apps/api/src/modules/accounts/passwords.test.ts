import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { RESET_EMAILS_PER_HOUR } from '@kilau/domain/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { registerMember, someIp } from '../../test/members';

let app: App;
let database: DatabaseHandle;
let now = FIXED_NOW.getTime();
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    clock: () => new Date(now),
    env: { LOGIN_RATE_LIMIT_MAX: '1000' },
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function newMember() {
  const member = await registerMember(app);
  return { email: member.email, password: 'rahasia123', token: member.token };
}
const login = (email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: someIp(),
  });
const me = (token: string) =>
  app.inject({ url: '/api/accounts/user/me', cookies: { kilau_session: token } });

describe('change password (001 §8)', () => {
  it.each([
    ['a wrong old password', 'keliru123', 'sandibaru9', 401, 'Password salah'],
    [
      'the same password again',
      'rahasia123',
      'rahasia123',
      402,
      'Password baru tidak boleh sama dengan password sebelumnya',
    ],
  ])('refuses %s', async (_case, oldPassword, newPassword, status, message) => {
    const m = await newMember();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      cookies: { kilau_session: m.token },
      payload: {
        old_password: oldPassword,
        new_password: newPassword,
        confirm_password: newPassword,
      },
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it('changes it, keeps this session and signs out the others', async () => {
    const m = await newMember();
    const other = (await login(m.email, m.password)).cookies.find(
      (c) => c.name === 'kilau_session',
    )!.value;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      cookies: { kilau_session: m.token },
      payload: {
        old_password: m.password,
        new_password: 'sandibaru9',
        confirm_password: 'sandibaru9',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password anda berhasil diubah');
    expect((await me(m.token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(m.email, 'sandibaru9')).statusCode).toBe(200);
  });

  it('checks the confirmation (422 with the spec message)', async () => {
    const m = await newMember();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      cookies: { kilau_session: m.token },
      payload: {
        old_password: m.password,
        new_password: 'sandibaru9',
        confirm_password: 'sandibaru8',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.fields.confirm_password).toBe('Konfirmasi password tidak sesuai');
  });
});

describe('forgot and reset password', () => {
  const resetLink = async (email: string) => {
    const row = await database.db
      .selectFrom('outbox_messages')
      .select(['payload'])
      .where('template', '=', 'password_reset')
      .where('recipient', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const url = new URL(row.payload.url as string);
    return { uid: Number(url.searchParams.get('uid')), code: url.searchParams.get('code')! };
  };

  it('answers "Email tidak terdaftar" for an unknown address', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/forget-password',
      payload: { email: 'nobody@example.com' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      errorCode: 'missing_email',
      message: 'Email tidak terdaftar',
    });
  });

  it('e-mails a link that sets a new password once and lifts a lockout', async () => {
    const m = await newMember();
    for (let i = 0; i < 5; i += 1) await login(m.email, 'salah-sekali');
    expect((await login(m.email, m.password)).json().errorCode).toBe('ACCOUNT_BLOCKED');

    const sent = await app.inject({
      method: 'POST',
      url: '/api/auth/forget-password',
      payload: { email: m.email },
    });
    expect(sent.statusCode).toBe(200);
    const link = await resetLink(m.email);
    const body = { ...link, new_password: 'sandibaru9', confirm_password: 'sandibaru9' };
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: body,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Password kamu berhasil diatur ulang. Silakan login.');
    expect((await me(m.token)).statusCode).toBe(401); // every session signed out
    expect((await login(m.email, 'sandibaru9')).statusCode).toBe(200);

    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: body,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errorCode).toBe('invalid_reset_link');
  });

  it('builds the link from the configured address, never from the Host header', async () => {
    const m = await newMember();
    const sent = await app.inject({
      method: 'POST',
      url: '/api/auth/forget-password',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { email: m.email },
    });
    expect(sent.statusCode).toBe(200);
    const row = await database.db
      .selectFrom('outbox_messages')
      .select('payload')
      .where('template', '=', 'password_reset')
      .where('recipient', '=', m.email)
      .executeTakeFirstOrThrow();
    // No PUBLIC_URL in the tests: this machine's address (HOST and PORT), not the request's.
    expect(new URL(row.payload.url as string).origin).toBe('http://127.0.0.1:3000');

    const configured = await buildTestApp({
      database,
      env: { PUBLIC_URL: 'https://kilau.example', TRUST_PROXY: 'true' },
    });
    const member = await registerMember(configured);
    await configured.inject({
      method: 'POST',
      url: '/api/auth/forget-password',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { email: member.email },
    });
    await configured.close();
    const stored = await database.db
      .selectFrom('outbox_messages')
      .select('payload')
      .where('recipient', '=', member.email)
      .executeTakeFirstOrThrow();
    expect(new URL(stored.payload.url as string).origin).toBe('https://kilau.example');
  });

  it('sends at most RESET_EMAILS_PER_HOUR links an hour to one member, answering all alike', async () => {
    const m = await newMember();
    const ask = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/forget-password',
        payload: { email: m.email },
        remoteAddress: someIp(),
      });
    const burst = await Promise.all(Array.from({ length: 19 }, ask));
    expect(new Set(burst.map((res) => `${res.statusCode} ${res.json().message}`))).toEqual(
      new Set(['200 Tautan untuk mengatur ulang password sudah dikirim ke email kamu.']),
    );
    const sent = () =>
      database.db
        .selectFrom('outbox_messages')
        .select('id')
        .where('template', '=', 'password_reset')
        .where('recipient', '=', m.email)
        .execute();
    expect(await sent()).toHaveLength(RESET_EMAILS_PER_HOUR);

    now += 60 * 60 * 1000 + 1;
    const later = await ask();
    now = FIXED_NOW.getTime();
    expect(later.statusCode).toBe(200);
    expect(await sent()).toHaveLength(RESET_EMAILS_PER_HOUR + 1);
  });

  it('refuses a link after an hour', async () => {
    const m = await newMember();
    await app.inject({
      method: 'POST',
      url: '/api/auth/forget-password',
      payload: { email: m.email },
    });
    const link = await resetLink(m.email);
    now += 60 * 60 * 1000 + 1;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { ...link, new_password: 'sandibaru9', confirm_password: 'sandibaru9' },
    });
    now = FIXED_NOW.getTime();
    expect(res.statusCode).toBe(400);
  });
});
