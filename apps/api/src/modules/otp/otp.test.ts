import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { otpModule } from './index';
import { registerMember } from '../../test/members';

let app: App;
let database: DatabaseHandle;
let now = FIXED_NOW;
const clock = () => now;
/** A moment written in WIB, e.g. `2026-11-21T23:59:00`. */
const wib = (local: string) => new Date(`${local}+07:00`);
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    clock,
    env: { LOGIN_RATE_LIMIT_MAX: '10000', RATE_LIMIT_MAX: '10000' },
  });
  // The lead's app.ts registers these under /api; until then the test does it here.
  if (!app.hasRoute({ method: 'POST', url: '/api/auth/otp/code' })) {
    await app.register(otpModule, { db: database.db, clock, prefix: '/api' });
  }
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Body = Record<string, unknown>;
const call = async (method: 'GET' | 'POST', url: string, payload?: Body, token?: string) => {
  const res = await app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() };
};
const sendCode = (payload: Body, token?: string) =>
  call('POST', '/api/auth/otp/code', payload, token);
const verify = (payload: Body, token?: string) =>
  call('POST', '/api/auth/otp/verify', payload, token);

let seq = 0;
const phoneNo = (n: number) => `0813${String(70_000_000 + n)}`;
/** A registered member: e-mail, phone as typed (`0813…`), its `+62…` form and a bearer token. */
async function member() {
  seq += 1;
  const email = `Otp.Member${seq}@Example.com`;
  const phone = phoneNo(seq);
  const { token } = await registerMember(app, {
    email,
    user_name: `otp_member${seq}`,
    phone_no: phone,
  });
  return { email, lower: email.toLowerCase(), phone, e164: `+62${phone.slice(1)}`, token };
}
/** The outbox messages to a (normalised) recipient, newest first: the tests' mailbox. */
const mailbox = (recipient: string) =>
  database.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .execute();
/** The code of the newest message to a recipient. */
const codeFor = async (recipient: string) =>
  String((await mailbox(recipient))[0]?.payload.code ?? '');
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const forgetByEmail = (email: string) => ({
  scope: 'forget-password',
  method: 'email',
  recipient: email,
});

describe('POST /api/auth/otp/code', () => {
  it('sends a 6-digit code through the outbox, stored only as a hash, living 10 minutes', async () => {
    now = FIXED_NOW;
    const m = await member();
    const res = await sendCode(forgetByEmail(m.email));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      data: {
        scope: 'forget-password',
        method: 'email',
        recipient: m.lower,
        expires_at: new Date(FIXED_NOW.getTime() + 10 * 60_000).toISOString(),
        resend_in_seconds: 30,
        requests_left_today: 4,
      },
    });
    const mail = await mailbox(m.lower);
    expect(mail).toHaveLength(1);
    const [message] = mail;
    expect(message).toMatchObject({
      channel: 'email',
      template: 'otp_code',
      locale: 'id',
      sent_at: null,
      payload: { scope: 'forget-password', expires_at: res.body.data.expires_at },
    });
    expect(String(message!.payload.code)).toMatch(/^\d{6}$/);
    const stored = await database.db
      .selectFrom('otp_codes')
      .selectAll()
      .where('recipient', '=', m.lower)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.code_hash).not.toContain(String(message!.payload.code));
  });

  it('answers otp_maximum for the 6th code of a WIB day; the next WIB day starts afresh', async () => {
    const m = await member();
    const times = ['23:50:00', '23:51:00', '23:52:00', '23:53:00', '23:59:00'];
    for (const [i, time] of times.entries()) {
      now = wib(`2026-11-22T${time}`);
      const res = await sendCode(forgetByEmail(m.email));
      expect(res.status, time).toBe(201);
      expect(res.body.data.requests_left_today).toBe(4 - i);
    }
    now = wib('2026-11-22T23:59:45');
    const sixth = await sendCode(forgetByEmail(m.email));
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({
      success: false,
      errorCode: 'otp_maximum',
      message: 'Permintaan kode verifikasi maksimal 5 kali dalam sehari.',
    });
    // 00:01 WIB is 17:01 UTC of the same UTC day: the day is WIB's, not UTC's.
    now = wib('2026-11-23T00:01:00');
    const nextDay = await sendCode(forgetByEmail(m.email));
    expect(nextDay.status).toBe(201);
    expect(nextDay.body.data.requests_left_today).toBe(4);
  });

  it('refuses a resend within 30 s with the seconds left (active_otp_already_sent)', async () => {
    now = FIXED_NOW;
    const m = await member();
    expect((await sendCode(forgetByEmail(m.email))).status).toBe(201);
    later(10_000);
    const early = await sendCode(forgetByEmail(m.email));
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({
      errorCode: 'active_otp_already_sent',
      message: 'Kode verifikasi sudah dikirim, silakan tunggu sebelum meminta kode baru.',
      data: { seconds_left: 20 },
    });
    later(20_000);
    expect((await sendCode(forgetByEmail(m.email))).status).toBe(201);
  });

  it('lets exactly one of 10 parallel requests through', async () => {
    now = FIXED_NOW;
    const m = await member();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => sendCode(forgetByEmail(m.email))),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(429)]);
    expect(results.filter((r) => r.body.errorCode === 'active_otp_already_sent').length).toBe(9);
    expect(await mailbox(m.lower)).toHaveLength(1);
  });

  it('refuses a method whose otp_{method} toggle is off', async () => {
    now = FIXED_NOW;
    const m = await member();
    await database.db
      .updateTable('feature_toggles')
      .set({ enabled: false })
      .where('key', '=', 'otp_email')
      .execute();
    try {
      const res = await sendCode(forgetByEmail(m.email));
      expect(res.status).toBe(403);
      expect(res.body.errorCode).toBe('otp_method_disabled');
      expect(res.body.message).toMatch(/tidak tersedia/);
      const toggle = await call('GET', '/api/feature-toggles/otp_email');
      expect(toggle.body.data).toEqual({ key: 'otp_email', enabled: false });
    } finally {
      await database.db
        .updateTable('feature_toggles')
        .set({ enabled: true })
        .where('key', '=', 'otp_email')
        .execute();
    }
    expect((await sendCode(forgetByEmail(m.email))).status).toBe(201);
  });

  it.each([
    ['no recipient', { scope: 'verification', method: 'sms' }, 422, 'missing_parameter'],
    [
      'a blank recipient',
      { scope: 'forget-password', method: 'email', recipient: ' ' },
      422,
      'missing_parameter',
    ],
    [
      'a number that is no mobile number',
      { scope: 'forget-password', method: 'sms', recipient: '12345' },
      422,
      'invalid_phone_number',
    ],
    [
      'an e-mail to change the number to',
      { scope: 'change-number', method: 'email', recipient: 'a@b.co' },
      422,
      'invalid_phone_number',
    ],
    [
      'an unknown e-mail to reset',
      { scope: 'forget-password', method: 'email', recipient: 'nobody@example.com' },
      404,
      'missing_email',
    ],
    [
      'an unknown phone to reset',
      { scope: 'forget-password', method: 'whatsapp', recipient: '081399999999' },
      404,
      'missing_phone_number',
    ],
    [
      'verification without a session',
      { scope: 'verification', method: 'email', recipient: 'a@example.com' },
      401,
      'unauthorized',
    ],
    [
      'change-number without a session',
      { scope: 'change-number', method: 'sms', recipient: '081399999999' },
      401,
      'unauthorized',
    ],
  ])('refuses %s', async (_what, payload, status, errorCode) => {
    now = FIXED_NOW;
    const res = await sendCode(payload);
    expect(res.status).toBe(status);
    expect(res.body.errorCode).toBe(errorCode);
  });

  it('answers the messages in English on request', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/otp/code',
      payload: forgetByEmail('nobody@example.com'),
      headers: { 'accept-language': 'en' },
    });
    expect(res.json()).toMatchObject({
      errorCode: 'missing_email',
      message: 'This e-mail is not registered',
    });
  });
});

describe('scope preconditions', () => {
  it('verifies a member’s own phone; reset by phone needs a verified phone', async () => {
    now = FIXED_NOW;
    const m = await member();
    const reset = { scope: 'forget-password', method: 'sms', recipient: m.phone };
    const unverified = await sendCode(reset);
    expect(unverified).toMatchObject({ status: 403, body: { errorCode: 'unverified_phone' } });

    const own = { scope: 'verification', method: 'whatsapp', recipient: m.e164 };
    expect((await sendCode(own, m.token)).status).toBe(201);
    const ok = await verify({ ...own, code: await codeFor(m.e164) }, m.token);
    expect(ok).toMatchObject({
      status: 200,
      body: { success: true, message: 'Verifikasi berhasil', data: { verified: true } },
    });
    const me = await call('GET', '/api/accounts/user/me', undefined, m.token);
    expect(me.body.data).toMatchObject({ is_verified_phone: true, is_verified_email: false });

    later(31_000);
    const again = await sendCode(own, m.token);
    expect(again).toMatchObject({ status: 409, body: { errorCode: 'already_verified_email' } });
    expect((await sendCode(reset)).status).toBe(201);
  });

  it('verifies only the member’s own contacts', async () => {
    now = FIXED_NOW;
    const a = await member();
    const b = await member();
    const theirEmail = await sendCode(
      { scope: 'verification', method: 'email', recipient: b.email },
      a.token,
    );
    expect(theirEmail.body.errorCode).toBe('already_verified_email');
    const theirPhone = await sendCode(
      { scope: 'verification', method: 'sms', recipient: b.phone },
      a.token,
    );
    expect(theirPhone.body.errorCode).toBe('already_taken');
    const nobodys = await sendCode(
      { scope: 'verification', method: 'sms', recipient: '081398765432' },
      a.token,
    );
    expect(nobodys.body.errorCode).toBe('missing_phone_number');

    const own = { scope: 'verification', method: 'email', recipient: a.email };
    expect((await sendCode(own, a.token)).status).toBe(201);
    expect((await verify({ ...own, code: await codeFor(a.lower) }, a.token)).status).toBe(200);
    const me = await call('GET', '/api/accounts/user/me', undefined, a.token);
    expect(me.body.data.is_verified_email).toBe(true);
  });

  it('changes the number to a free one, refusing a registered one (already_taken)', async () => {
    now = FIXED_NOW;
    const a = await member();
    const b = await member();
    const taken = await sendCode(
      { scope: 'change-number', method: 'sms', recipient: b.e164 },
      a.token,
    );
    expect(taken).toMatchObject({ status: 409, body: { errorCode: 'already_taken' } });

    const fresh = '+6281377700001';
    const change = { scope: 'change-number', method: 'sms', recipient: fresh };
    expect((await sendCode(change, a.token)).status).toBe(201);
    const code = await codeFor(fresh);
    // Another member cannot use a's code.
    expect((await verify({ ...change, code }, b.token)).body.errorCode).toBe(
      'no_active_otp_request',
    );
    expect((await verify({ ...change, code }, a.token)).status).toBe(200);
    const me = await call('GET', '/api/accounts/user/me', undefined, a.token);
    expect(me.body.data).toMatchObject({ phone_no: '081377700001', is_verified_phone: true });
    const check = await call('GET', '/api/auth/phone/check?phone_no=081377700001');
    expect(check.body.data).toEqual({ phone_no: fresh, registered: true });
  });
});

describe('POST /api/auth/otp/verify', () => {
  it('accepts the right code once (single use)', async () => {
    now = FIXED_NOW;
    const m = await member();
    expect((await sendCode(forgetByEmail(m.email))).status).toBe(201);
    const code = await codeFor(m.lower);
    const first = await verify({ ...forgetByEmail(m.email), code });
    expect(first).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: 'Verifikasi berhasil',
        data: { scope: 'forget-password', recipient: m.lower, verified: true },
      },
    });
    const second = await verify({ ...forgetByEmail(m.email), code });
    expect(second).toMatchObject({
      status: 410,
      body: {
        errorCode: 'no_active_otp_request',
        message: 'Kode verifikasi sudah kedaluwarsa, silakan kirim ulang kode.',
      },
    });
  });

  it('ends a code after 5 wrong guesses', async () => {
    now = FIXED_NOW;
    const m = await member();
    await sendCode(forgetByEmail(m.email));
    const code = await codeFor(m.lower);
    for (let guess = 1; guess <= 5; guess += 1) {
      const res = await verify({ ...forgetByEmail(m.email), code: wrongCode(code) });
      expect(res).toMatchObject({
        status: 422,
        body: {
          errorCode: 'incorrect_otp',
          message: 'Kode verifikasi salah.',
          data: { attempts_left: 5 - guess },
        },
      });
    }
    const right = await verify({ ...forgetByEmail(m.email), code });
    expect(right.body.errorCode).toBe('no_active_otp_request');
  });

  it('counts parallel wrong guesses exactly: 5 incorrect, the rest find no code', async () => {
    now = FIXED_NOW;
    const m = await member();
    await sendCode(forgetByEmail(m.email));
    const wrong = wrongCode(await codeFor(m.lower));
    const results = await Promise.all(
      Array.from({ length: 12 }, () => verify({ ...forgetByEmail(m.email), code: wrong })),
    );
    const codes = results.map((r) => r.body.errorCode);
    expect(codes.filter((c) => c === 'incorrect_otp')).toHaveLength(5);
    expect(codes.filter((c) => c === 'no_active_otp_request')).toHaveLength(7);
  });

  it('consumes a code once under parallel right guesses', async () => {
    now = FIXED_NOW;
    const m = await member();
    await sendCode(forgetByEmail(m.email));
    const code = await codeFor(m.lower);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => verify({ ...forgetByEmail(m.email), code })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.errorCode === 'no_active_otp_request')).toHaveLength(7);
  });

  it('expires a code after 10 minutes', async () => {
    now = FIXED_NOW;
    const m = await member();
    await sendCode(forgetByEmail(m.email));
    const fresh = await codeFor(m.lower);
    later(10 * 60_000 - 1_000);
    expect((await verify({ ...forgetByEmail(m.email), code: fresh })).status).toBe(200);

    await sendCode(forgetByEmail(m.email));
    const stale = await codeFor(m.lower);
    later(10 * 60_000);
    const res = await verify({ ...forgetByEmail(m.email), code: stale });
    expect(res).toMatchObject({ status: 410, body: { errorCode: 'no_active_otp_request' } });
  });

  it('binds a code to its scope and recipient, and only the newest one counts', async () => {
    now = FIXED_NOW;
    const a = await member();
    const b = await member();
    await sendCode(forgetByEmail(a.email));
    await sendCode(forgetByEmail(b.email));
    const codeA = await codeFor(a.lower);
    const codeB = await codeFor(b.lower);
    // Another scope of the same recipient has no code at all.
    const otherScope = await verify(
      { scope: 'verification', method: 'email', recipient: a.email, code: codeA },
      a.token,
    );
    expect(otherScope.body.errorCode).toBe('no_active_otp_request');
    // a's code does not open b's.
    if (codeA !== codeB) {
      const crossed = await verify({ ...forgetByEmail(b.email), code: codeA });
      expect(crossed.body.errorCode).toBe('incorrect_otp');
    }
    // A newer code replaces the older one.
    later(31_000);
    await sendCode(forgetByEmail(a.email));
    const newer = await codeFor(a.lower);
    if (newer !== codeA) {
      expect((await verify({ ...forgetByEmail(a.email), code: codeA })).body.errorCode).toBe(
        'incorrect_otp',
      );
    }
    expect((await verify({ ...forgetByEmail(a.email), code: newer })).status).toBe(200);
    expect((await verify({ ...forgetByEmail(b.email), code: codeB })).status).toBe(200);
  });

  it.each([
    ['no code', {}, 'missing_parameter'],
    ['a code that is not 6 digits', { code: '12ab' }, 'invalid_data'],
  ])('refuses %s', async (_what, extra, errorCode) => {
    const res = await verify({ ...forgetByEmail('someone@example.com'), ...extra });
    expect(res).toMatchObject({ status: 422, body: { errorCode } });
  });
});

describe('checks and toggles', () => {
  it('tells whether a phone or an e-mail is registered', async () => {
    now = FIXED_NOW;
    const m = await member();
    const phone = await call('GET', `/api/auth/phone/check?phone_no=${encodeURIComponent(m.e164)}`);
    expect(phone.body).toMatchObject({
      success: true,
      data: { phone_no: m.e164, registered: true },
    });
    const free = await call('GET', '/api/auth/phone/check?phone_no=081355500000');
    expect(free.body.data.registered).toBe(false);
    const bad = await call('GET', '/api/auth/phone/check?phone_no=abc');
    expect(bad.body.errorCode).toBe('invalid_phone_number');
    const missing = await call('GET', '/api/auth/phone/check');
    expect(missing.body.errorCode).toBe('missing_parameter');

    const email = await call('POST', '/api/auth/email/check', { email: m.email.toUpperCase() });
    expect(email.body.data).toEqual({ email: m.lower, registered: true });
    const other = await call('POST', '/api/auth/email/check', { email: 'free@example.com' });
    expect(other.body.data.registered).toBe(false);
  });

  it('answers the seeded feature toggles and 404 for an unknown one', async () => {
    for (const [key, enabled] of [
      ['otp_sms', true],
      ['otp_whatsapp', true],
      ['cart_verified_only_apply_voucher', false],
      ['kilau_quick_tour', true],
      ['points', true],
    ] as const) {
      const res = await call('GET', `/api/feature-toggles/${key}`);
      expect(res.body).toMatchObject({ success: true, data: { key, enabled } });
    }
    const unknown = await call('GET', '/api/feature-toggles/no_such_feature');
    expect(unknown).toMatchObject({
      status: 404,
      body: { errorCode: 'feature_toggle_not_found' },
    });
  });
});
