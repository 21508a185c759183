import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { registerMember, someIp } from '../../test/members';

let database: DatabaseHandle;
let app: App;
let now = FIXED_NOW;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    clock: () => now,
    env: { LOGIN_RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'http://shop.example.id' },
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

let seq = 0;
const freshEmail = () => `Langganan${process.pid}x${(seq += 1)}@Example.com`;

const subscribe = (email: string, extra: Record<string, unknown> = {}, ip = someIp()) =>
  app.inject({
    method: 'POST',
    url: '/api/newsletter/subscriptions',
    payload: { email, consent: true, language: 'id', source: 'footer', ...extra },
    remoteAddress: ip,
  });
const confirm = (token: string) =>
  app.inject({ method: 'POST', url: '/api/newsletter/subscriptions/confirm', payload: { token } });
const unsubscribe = (token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/newsletter/subscriptions/unsubscribe',
    payload: { token },
  });

type Mail = {
  template: string;
  text: string;
  headers: Record<string, string>;
  payload: Record<string, string>;
};
const mailsTo = async (email: string) =>
  (
    await app.inject({
      url: `/api/dev/outbox?recipient=${encodeURIComponent(email)}&limit=50`,
    })
  ).json().data as Mail[];
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
/** The newest mail of a template to the address, and the token of its link. */
async function lastMail(email: string, template: string) {
  const mail = (await mailsTo(email)).find((item) => item.template === template);
  if (!mail) throw new Error(`no ${template} mail to ${email}`);
  const url = template === 'newsletter_confirm' ? mail.payload.url : mail.payload.unsubscribe_url;
  return { mail, token: tokenOf(url ?? '') };
}
const row = (email: string) =>
  database.db
    .selectFrom('newsletter_subscriptions')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();

describe('POST /api/newsletter/subscriptions', () => {
  it('keeps a pending consent with its time and words and mails the confirm link', async () => {
    now = FIXED_NOW;
    const email = freshEmail();
    const res = await subscribe(email);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      success: true,
      data: { status: 'check_email' },
      message: 'Cek email kamu: kami mengirim tautan untuk mengonfirmasi langganan.',
    });
    expect(await row(email)).toMatchObject({
      email: email.toLowerCase(),
      status: 'pending',
      consent_version: '2026-11',
      language: 'id',
      source: 'footer',
      consented_at: FIXED_NOW,
      confirmed_at: null,
      user_id: null,
    });
    const { mail, token } = await lastMail(email, 'newsletter_confirm');
    expect(mail.payload.url).toMatch(/^http:\/\/shop\.example\.id\/newsletter\/confirm\?token=/);
    expect(mail.text).toContain(mail.payload.url);
    expect(mail.headers).toEqual({});
    const stored = await row(email);
    expect(stored.confirm_token_hash).not.toContain(token);
    expect(stored.ip_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses without the consent ticked or with a wrong address', async () => {
    const unticked = await subscribe(freshEmail(), { consent: false });
    expect(unticked.statusCode).toBe(422);
    expect(unticked.json().data.fields.consent).toBe(
      'Centang persetujuan untuk berlangganan newsletter.',
    );
    expect((await subscribe('not-an-address')).statusCode).toBe(422);
  });

  it('answers the same for unknown, pending, confirmed and members’ addresses', async () => {
    now = FIXED_NOW;
    const confirmed = freshEmail();
    await subscribe(confirmed);
    expect(
      (await confirm((await lastMail(confirmed, 'newsletter_confirm')).token)).statusCode,
    ).toBe(200);
    const pending = freshEmail();
    await subscribe(pending);
    const member = await registerMember(app);
    const answers = await Promise.all(
      [freshEmail(), pending, confirmed, member.email].map(async (email) => {
        const res = await subscribe(email);
        return { status: res.statusCode, body: res.json() };
      }),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    // The confirmed address got no new confirm mail.
    expect(
      (await mailsTo(confirmed)).filter((mail) => mail.template === 'newsletter_confirm'),
    ).toHaveLength(1);
  });

  it('mails the confirm link at most once every 10 minutes per address', async () => {
    now = FIXED_NOW;
    const email = freshEmail();
    await subscribe(email);
    const first = await lastMail(email, 'newsletter_confirm');
    now = new Date(FIXED_NOW.getTime() + 9 * MINUTE);
    expect((await subscribe(email)).statusCode).toBe(202);
    const count = async () =>
      (await mailsTo(email)).filter((mail) => mail.template === 'newsletter_confirm').length;
    expect(await count()).toBe(1);
    now = new Date(FIXED_NOW.getTime() + 10 * MINUTE);
    await subscribe(email);
    expect(await count()).toBe(2);
    // The newest link works; the one it replaced does not.
    const second = await lastMail(email, 'newsletter_confirm');
    expect((await confirm(first.token)).statusCode).toBe(400);
    expect((await confirm(second.token)).statusCode).toBe(200);
    now = FIXED_NOW;
  });

  it('limits requests per client address', async () => {
    const ip = someIp();
    for (let index = 0; index < 10; index += 1) {
      expect((await subscribe(freshEmail(), {}, ip)).statusCode).toBe(202);
    }
    const refused = await subscribe(freshEmail(), {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe('too_many_requests');
    expect((await subscribe(freshEmail(), {}, someIp())).statusCode).toBe(202);
  });
});

describe('confirm and unsubscribe by token', () => {
  it('confirms once (idempotent), sends the welcome mail with its unsubscribe link', async () => {
    now = FIXED_NOW;
    const email = freshEmail();
    await subscribe(email, { language: 'en' });
    const { token } = await lastMail(email, 'newsletter_confirm');
    now = new Date(FIXED_NOW.getTime() + DAY);
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      status: 'confirmed',
      email: expect.stringMatching(/^l•••@example\.com$/),
    });
    expect((await confirm(token)).json().data.status).toBe('confirmed');
    expect(await row(email)).toMatchObject({ status: 'confirmed', confirmed_at: now });
    const welcome = await lastMail(email, 'newsletter_welcome');
    expect(welcome.mail.text).toContain(
      `Unsubscribe: http://shop.example.id/newsletter/unsubscribe?token=${welcome.token}`,
    );
    expect(welcome.mail.headers).toEqual({
      'List-Unsubscribe': `<http://shop.example.id/api/newsletter/subscriptions/unsubscribe?token=${welcome.token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Only one welcome mail for the two clicks.
    expect(
      (await mailsTo(email)).filter((mail) => mail.template === 'newsletter_welcome'),
    ).toHaveLength(1);
    now = FIXED_NOW;
  });

  it('tells an expired link (after 7 days) from an unknown one', async () => {
    now = FIXED_NOW;
    const email = freshEmail();
    await subscribe(email);
    const { token } = await lastMail(email, 'newsletter_confirm');
    now = new Date(FIXED_NOW.getTime() + 7 * DAY);
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().errorCode).toBe('newsletter_link_expired');
    expect((await row(email)).status).toBe('pending');
    const unknown = await confirm('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorCode).toBe('newsletter_link_invalid');
    now = FIXED_NOW;
  });

  it('unsubscribes by token in one step, and by the mail client’s one-click POST', async () => {
    now = FIXED_NOW;
    for (const oneClick of [false, true]) {
      const email = freshEmail();
      await subscribe(email);
      const confirmLink = await lastMail(email, 'newsletter_confirm');
      await confirm(confirmLink.token);
      const { token } = await lastMail(email, 'newsletter_welcome');
      const res = oneClick
        ? await app.inject({
            method: 'POST',
            url: `/api/newsletter/subscriptions/unsubscribe?token=${token}`,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'List-Unsubscribe=One-Click',
          })
        : await unsubscribe(token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe('unsubscribed');
      expect(await row(email)).toMatchObject({ status: 'unsubscribed', unsubscribed_at: now });
      expect((await unsubscribe(token)).json().data.status).toBe('unsubscribed');
      // An old confirm link never subscribes again.
      expect((await confirm(confirmLink.token)).statusCode).toBe(400);
    }
    expect((await unsubscribe('y'.repeat(43))).statusCode).toBe(400);
    const noToken = await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscriptions/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(noToken.statusCode).toBe(400);
  });

  it('lets an unsubscribed address ask again (a new consent, a new mail)', async () => {
    now = FIXED_NOW;
    const email = freshEmail();
    await subscribe(email);
    await confirm((await lastMail(email, 'newsletter_confirm')).token);
    await unsubscribe((await lastMail(email, 'newsletter_welcome')).token);
    now = new Date(FIXED_NOW.getTime() + MINUTE);
    await subscribe(email);
    expect(await row(email)).toMatchObject({ status: 'pending', consented_at: now });
    expect(
      (await mailsTo(email)).filter((mail) => mail.template === 'newsletter_confirm'),
    ).toHaveLength(2);
    now = FIXED_NOW;
  });
});

describe("the member's switch and the subscription agree", () => {
  const setNewsletter = (member: Awaited<ReturnType<typeof registerMember>>, on: boolean) =>
    member.inject({
      method: 'POST',
      url: '/api/user/me/preferences',
      payload: { newsletter: on },
    });
  const preferencesOf = async (member: Awaited<ReturnType<typeof registerMember>>) =>
    (await member.inject({ url: '/api/accounts/user/me' })).json().data.preferences;

  it('double opts in an unverified address, then shows it confirmed', async () => {
    now = FIXED_NOW;
    const member = await registerMember(app);
    const res = await setNewsletter(member, true);
    expect(res.json().data.preferences).toMatchObject({
      newsletter: true,
      newsletter_pending: true,
      newsletter_consented_at: FIXED_NOW.toISOString(),
    });
    expect(await row(member.email)).toMatchObject({
      status: 'pending',
      source: 'account',
      user_id: member.id,
    });
    await confirm((await lastMail(member.email, 'newsletter_confirm')).token);
    expect(await preferencesOf(member)).toMatchObject({
      newsletter: true,
      newsletter_pending: false,
    });
    // Unsubscribing from the mail turns the switch off; the switch off unsubscribes.
    await unsubscribe((await lastMail(member.email, 'newsletter_welcome')).token);
    expect(await preferencesOf(member)).toMatchObject({
      newsletter: false,
      newsletter_consented_at: null,
    });
  });

  it('confirms a verified address at once, and the switch off unsubscribes', async () => {
    now = FIXED_NOW;
    const member = await registerMember(app);
    await database.db
      .updateTable('users')
      .set({ is_verified_email: true })
      .where('id', '=', member.id)
      .execute();
    const on = await setNewsletter(member, true);
    expect(on.json().data.preferences).toMatchObject({
      newsletter: true,
      newsletter_pending: false,
    });
    expect(await row(member.email)).toMatchObject({ status: 'confirmed', confirmed_at: FIXED_NOW });
    const templates = (await mailsTo(member.email)).map((mail) => mail.template);
    expect(templates).toContain('newsletter_welcome');
    expect(templates).not.toContain('newsletter_confirm');
    const off = await setNewsletter(member, false);
    expect(off.json().data.preferences).toMatchObject({
      newsletter: false,
      newsletter_pending: false,
    });
    expect((await row(member.email)).status).toBe('unsubscribed');
  });

  it("links a guest subscription of a member's address to the member", async () => {
    now = FIXED_NOW;
    const member = await registerMember(app);
    await subscribe(member.email.toUpperCase());
    await confirm((await lastMail(member.email, 'newsletter_confirm')).token);
    expect((await row(member.email)).user_id).toBe(member.id);
    expect(await preferencesOf(member)).toMatchObject({
      newsletter: true,
      newsletter_pending: false,
    });
  });
});
