// The sign-on broker (issue 24, docs/design/sign-on.md): this site's state and its cookie, the
// round trip through the home for a guest of another configured site, the one-time ticket
// (once, 60 s, bound to its site and browser), and no open redirect anywhere.
import { createHash } from 'node:crypto';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { registerMember, someIp } from '../../test/members';

const HOME = 'http://kilau.test';
const ACADEMY = 'http://academy.kilau.test';
const BLOG = 'http://blog.kilau.test:8080';
const PAGE = `${ACADEMY}/academy/kelas/dasar-riasan?tab=2#materi`;

let database: DatabaseHandle;
let app: App;
let now = FIXED_NOW;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    clock: () => now,
    env: {
      SIGN_ON_ORIGINS: `${HOME}, ${ACADEMY},${BLOG}/`,
      SIGN_ON_RATE_LIMIT_MAX: '30',
      LOGIN_RATE_LIMIT_MAX: '1000',
    },
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(() => {
  now = FIXED_NOW;
});

type Res = LightMyRequestResponse;
const hostOf = (origin: string) => new URL(origin).host;
const cookieOf = (res: Res, name: string) => res.cookies.find((cookie) => cookie.name === name);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A call on one of the sites (its Host), from an address of its own (the per-IP budgets). */
const on = (origin: string, url: string, options: Omit<InjectOptions, 'url'> = {}) =>
  app.inject({
    method: 'GET',
    remoteAddress: someIp(),
    ...options,
    url,
    headers: { host: hostOf(origin), ...options.headers },
  });

const broker = (origin: string, page?: string, cookies: Record<string, string> = {}) =>
  on(
    origin,
    page === undefined ? '/api/sign-on' : `/api/sign-on?return=${encodeURIComponent(page)}`,
    {
      cookies,
    },
  );
const authorize = (query: Record<string, string>, cookies: Record<string, string> = {}) =>
  on(HOME, `/api/sign-on/authorize?${new URLSearchParams(query)}`, { cookies });
const redeemAt = (origin: string, location: string, cookies: Record<string, string> = {}) => {
  const url = new URL(location);
  expect(url.origin).toBe(origin);
  return on(origin, `${url.pathname}${url.search}`, { cookies });
};

/** The browser's side of a guest's start on the academy: the broker's redirect and state. */
async function startOnAcademy() {
  const res = await broker(ACADEMY, PAGE);
  expect(res.statusCode).toBe(200);
  const redirect = res.json().data.redirect as string;
  const state = cookieOf(res, 'kilau_sign_on_state')!.value;
  return { redirect, state, query: new URL(redirect).searchParams };
}

/** A ticket minted on the home for this member, bound to the academy and `state`. */
async function ticketFor(sessionToken: string, state: string, page = PAGE) {
  const res = await authorize({ return: page, state }, { kilau_session: sessionToken });
  expect(res.statusCode).toBe(302);
  const location = new URL(res.headers.location as string);
  const ticket = location.searchParams.get('ticket');
  expect(ticket).toMatch(/^[\w-]{43}$/);
  return { location: location.href, ticket: ticket! };
}

const memberOf = (sessionToken: string) =>
  app.inject({ url: '/api/accounts/user/me', cookies: { kilau_session: sessionToken } });

describe('GET /api/sign-on: this site’s state for this browser', () => {
  it('answers member with a member’s session, guest without, and keeps it in kilau_sign_on', async () => {
    const member = await registerMember(app);
    const signedIn = await on(HOME, '/api/sign-on', { cookies: { kilau_session: member.token } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data).toEqual({ state: 'member', redirect: null });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const cookie = cookieOf(signedIn, 'kilau_sign_on');
    expect(cookie).toMatchObject({ value: 'member', path: '/', sameSite: 'Lax' });
    // Readable by the page, and gone with the browser session.
    expect(cookie?.httpOnly).toBeUndefined();
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();

    const guest = await broker(HOME);
    expect(guest.json().data).toEqual({ state: 'guest', redirect: null });
    expect(cookieOf(guest, 'kilau_sign_on')?.value).toBe('guest');
    // A stale session cookie is a guest too.
    const stale = await on(HOME, '/api/sign-on', { cookies: { kilau_session: 'x'.repeat(43) } });
    expect(stale.json().data.state).toBe('guest');
  });

  it('sends a guest of another configured site, not brokered yet, to the home’s authorize', async () => {
    const res = await broker(ACADEMY, PAGE);
    const { state, redirect } = res.json().data;
    expect(state).toBe('guest');
    const url = new URL(redirect);
    expect(`${url.origin}${url.pathname}`).toBe(`${HOME}/api/sign-on/authorize`);
    expect(url.searchParams.get('return')).toBe(PAGE);
    // The ticket will be bound to this browser's state: kept httpOnly, for the round trip only.
    const browserState = cookieOf(res, 'kilau_sign_on_state');
    expect(url.searchParams.get('state')).toBe(browserState?.value);
    expect(browserState).toMatchObject({ httpOnly: true, path: '/api/sign-on', sameSite: 'Lax' });
    expect(browserState?.maxAge).toBe(300);
    // Brokered from now on: a failed round trip is not tried again in this browser session.
    expect(cookieOf(res, 'kilau_sign_on')?.value).toBe('guest');
  });

  it('answers no redirect on the home, for a member, once brokered, off the list or without a page', async () => {
    const member = await registerMember(app);
    const cases: Array<[string, Res]> = [
      ['the home', await broker(HOME, `${HOME}/shop`)],
      [
        'a member',
        await on(ACADEMY, `/api/sign-on?return=${encodeURIComponent(PAGE)}`, {
          cookies: { kilau_session: member.token },
        }),
      ],
      ['brokered as a guest', await broker(ACADEMY, PAGE, { kilau_sign_on: 'guest' })],
      ['brokered as a member', await broker(ACADEMY, PAGE, { kilau_sign_on: 'member' })],
      ['a site not configured', await broker('http://localhost', 'http://localhost/shop')],
      ['no return page', await broker(ACADEMY)],
    ];
    for (const [name, res] of cases) {
      expect({ name, status: res.statusCode }).toEqual({ name, status: 200 });
      expect({ name, redirect: res.json().data.redirect }).toEqual({ name, redirect: null });
      expect({ name, state: cookieOf(res, 'kilau_sign_on_state') }).toEqual({
        name,
        state: undefined,
      });
    }
    // A cookie that is not a state does not count as brokered.
    const odd = await broker(ACADEMY, PAGE, { kilau_sign_on: 'maybe' });
    expect(odd.json().data.redirect).not.toBeNull();
  });
});

describe('no open redirect', () => {
  const HOSTILE = [
    'https://evil.com/',
    '//evil.com/academy',
    '/\\evil.com',
    'http://academy.kilau.test.evil.com/',
    'http://academy.kilau.test@evil.com/',
    'https://academy.kilau.test/', // another scheme is another origin
    'http://academy.kilau.test:81/',
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    '/academy',
    'http:/academy.kilau.test/',
    ' http://academy.kilau.test/',
  ];

  it.each(HOSTILE)('the broker refuses return=%s (400, both languages)', async (page) => {
    const res = await broker(ACADEMY, page);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'sign_on_return_refused',
      message:
        'Alamat tujuan tidak diizinkan: hanya halaman situs kami yang boleh dituju setelah login.',
      data: null,
    });
    expect(cookieOf(res, 'kilau_sign_on_state')).toBeUndefined();
  });

  it('the broker refuses a page of another configured site, and says so in English too', async () => {
    const res = await on(ACADEMY, `/api/sign-on?return=${encodeURIComponent(`${HOME}/shop`)}`, {
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'sign_on_return_refused',
      message: expect.stringContaining('return address is not allowed'),
    });
  });

  it.each(HOSTILE)('authorize refuses return=%s, with or without a session', async (page) => {
    const member = await registerMember(app);
    for (const cookies of [{}, { kilau_session: member.token }] as Array<Record<string, string>>) {
      const res = await authorize({ return: page, state: 'a'.repeat(43) }, cookies);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('sign_on_return_refused');
      expect(res.headers.location).toBeUndefined();
    }
    const tickets = await database.db
      .selectFrom('sign_on_tickets')
      .select('hash')
      .where('member_id', '=', member.id)
      .execute();
    expect(tickets).toEqual([]);
  });

  it('authorize refuses an address off the list and answers only on the home', async () => {
    const unknown = await authorize({ return: 'https://evil.com/x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorCode).toBe('sign_on_return_refused');
    const elsewhere = await on(
      ACADEMY,
      `/api/sign-on/authorize?return=${encodeURIComponent(PAGE)}`,
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errorCode).toBe('sign_on_not_home');
    expect(elsewhere.headers.location).toBeUndefined();
  });

  it.each([...HOSTILE, `${HOME}/shop`])('redeem refuses return=%s', async (page) => {
    const res = await on(ACADEMY, `/api/sign-on/redeem?return=${encodeURIComponent(page)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('sign_on_return_refused');
    expect(res.headers.location).toBeUndefined();
  });
});

describe('the round trip through the home', () => {
  it('signs the home’s member in on the academy with a one-time ticket, stored hashed', async () => {
    const member = await registerMember(app);
    const start = await startOnAcademy();
    const res = await on(
      HOME,
      `${new URL(start.redirect).pathname}${new URL(start.redirect).search}`,
      {
        cookies: { kilau_session: member.token },
      },
    );
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${ACADEMY}/api/sign-on/redeem`);
    expect(location.searchParams.get('return')).toBe(PAGE);
    const ticket = location.searchParams.get('ticket')!;
    expect(ticket).toMatch(/^[\w-]{43}$/);

    // Only the ticket's hash is kept, bound to the member, the academy and the browser's state.
    const rows = await database.db
      .selectFrom('sign_on_tickets')
      .selectAll()
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      hash: sha256(ticket),
      target_origin: ACADEMY,
      state_hash: sha256(start.state),
    });
    expect(rows[0]!.expires_at.getTime() - now.getTime()).toBe(60_000);
    expect(JSON.stringify(rows)).not.toContain(ticket);

    const redeemed = await redeemAt(ACADEMY, location.href, { kilau_sign_on_state: start.state });
    expect(redeemed.statusCode).toBe(302);
    expect(redeemed.headers.location).toBe(PAGE);
    expect(cookieOf(redeemed, 'kilau_sign_on')?.value).toBe('member');
    const session = cookieOf(redeemed, 'kilau_session');
    expect(session).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(session!.value).not.toBe(member.token);
    // The state cookie has done its work.
    expect(cookieOf(redeemed, 'kilau_sign_on_state')?.value).toBe('');

    // The new session is a member's session like any other.
    const me = await memberOf(session!.value);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(member.id);
    const signedIn = await on(ACADEMY, '/api/sign-on', {
      cookies: { kilau_session: session!.value },
    });
    expect(signedIn.json().data).toEqual({ state: 'member', redirect: null });

    // Used once: the same link again leaves a guest, and no second session.
    const again = await redeemAt(ACADEMY, location.href, { kilau_sign_on_state: start.state });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe(PAGE);
    expect(cookieOf(again, 'kilau_sign_on')?.value).toBe('guest');
    expect(cookieOf(again, 'kilau_session')).toBeUndefined();
    const sessions = await database.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', member.id)
      .execute();
    expect(sessions).toHaveLength(2); // registration's and the academy's
  });

  it('without a session on the home, comes back without a ticket and records a guest', async () => {
    const start = await startOnAcademy();
    const res = await authorize({ return: PAGE, state: start.state });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(location.searchParams.has('ticket')).toBe(false);
    expect(location.searchParams.get('return')).toBe(PAGE);
    const back = await redeemAt(ACADEMY, location.href, { kilau_sign_on_state: start.state });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(PAGE);
    expect(cookieOf(back, 'kilau_sign_on')?.value).toBe('guest');
    expect(cookieOf(back, 'kilau_session')).toBeUndefined();
  });

  it('a member without the browser’s state gets no ticket (nothing to bind it to)', async () => {
    const member = await registerMember(app);
    const res = await authorize({ return: PAGE }, { kilau_session: member.token });
    expect(res.statusCode).toBe(302);
    expect(new URL(res.headers.location as string).searchParams.has('ticket')).toBe(false);
  });

  it('a ticket expires 60 s after it was minted', async () => {
    const member = await registerMember(app);
    const start = await startOnAcademy();
    const late = await ticketFor(member.token, start.state);
    const inTime = await ticketFor(member.token, start.state);
    now = new Date(FIXED_NOW.getTime() + 59_999);
    const first = await redeemAt(ACADEMY, inTime.location, { kilau_sign_on_state: start.state });
    expect(cookieOf(first, 'kilau_sign_on')?.value).toBe('member');
    now = new Date(FIXED_NOW.getTime() + 60_000);
    const expired = await redeemAt(ACADEMY, late.location, { kilau_sign_on_state: start.state });
    expect(expired.statusCode).toBe(302);
    expect(expired.headers.location).toBe(PAGE);
    expect(cookieOf(expired, 'kilau_sign_on')?.value).toBe('guest');
    expect(cookieOf(expired, 'kilau_session')).toBeUndefined();
  });

  it('a ticket is redeemed only on the site it was minted for', async () => {
    const member = await registerMember(app);
    const start = await startOnAcademy();
    const { ticket, location } = await ticketFor(member.token, start.state);
    // The blog, another configured site, with the academy's ticket and its own page.
    const blogPage = `${BLOG}/journal`;
    const elsewhere = await on(
      BLOG,
      `/api/sign-on/redeem?${new URLSearchParams({ return: blogPage, ticket })}`,
      { cookies: { kilau_sign_on_state: start.state } },
    );
    expect(elsewhere.statusCode).toBe(302);
    expect(elsewhere.headers.location).toBe(blogPage);
    expect(cookieOf(elsewhere, 'kilau_sign_on')?.value).toBe('guest');
    expect(cookieOf(elsewhere, 'kilau_session')).toBeUndefined();
    // It is still good where it belongs.
    const home = await redeemAt(ACADEMY, location, { kilau_sign_on_state: start.state });
    expect(cookieOf(home, 'kilau_sign_on')?.value).toBe('member');
  });

  it('a ticket is redeemed only by the browser it was minted for (no sign-in as someone else)', async () => {
    const attacker = await registerMember(app);
    const own = await startOnAcademy();
    const { location } = await ticketFor(attacker.token, own.state);
    // The victim's browser, sent to the attacker's link: its own state, or none.
    const victim = await startOnAcademy();
    for (const cookies of [{ kilau_sign_on_state: victim.state }, {}] as Array<
      Record<string, string>
    >) {
      const res = await redeemAt(ACADEMY, location, cookies);
      expect(res.statusCode).toBe(302);
      expect(cookieOf(res, 'kilau_session')).toBeUndefined();
      expect(cookieOf(res, 'kilau_sign_on')?.value).toBe('guest');
    }
  });

  it('a member suspended after the ticket was minted is not signed in', async () => {
    const member = await registerMember(app);
    const start = await startOnAcademy();
    const { location } = await ticketFor(member.token, start.state);
    await database.db
      .updateTable('users')
      .set({ suspended_at: now })
      .where('id', '=', member.id)
      .execute();
    const res = await redeemAt(ACADEMY, location, { kilau_sign_on_state: start.state });
    expect(res.statusCode).toBe(302);
    expect(cookieOf(res, 'kilau_session')).toBeUndefined();
    expect(cookieOf(res, 'kilau_sign_on')?.value).toBe('guest');
  });

  it('a browser already signed in on the academy keeps its own session', async () => {
    const homeMember = await registerMember(app);
    const academyMember = await registerMember(app);
    const start = await startOnAcademy();
    const { location } = await ticketFor(homeMember.token, start.state);
    const res = await redeemAt(ACADEMY, location, {
      kilau_sign_on_state: start.state,
      kilau_session: academyMember.token,
    });
    expect(res.statusCode).toBe(302);
    expect(cookieOf(res, 'kilau_session')).toBeUndefined();
    expect(cookieOf(res, 'kilau_sign_on')?.value).toBe('member');
  });

  it('a hand-made or stale redeem link is never an error page', async () => {
    for (const ticket of ['', 'nope', 'x'.repeat(43), 'é'.repeat(43)]) {
      const res = await on(
        ACADEMY,
        `/api/sign-on/redeem?return=${encodeURIComponent(PAGE)}&ticket=${encodeURIComponent(ticket)}`,
        { cookies: { kilau_sign_on_state: 'y'.repeat(43) } },
      );
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(PAGE);
      expect(cookieOf(res, 'kilau_sign_on')?.value).toBe('guest');
    }
    // A page address with letters beyond ASCII comes back written as a URL writes it.
    const page = `${ACADEMY}/academy/kelas/rías?q=ñ#bagian-é`;
    const res = await on(ACADEMY, `/api/sign-on/redeem?return=${encodeURIComponent(page)}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(new URL(page).href);
    expect(res.headers.location).toMatch(/^[\x21-\x7e]+$/);
  });
});

describe('the cookie follows signing in and out', () => {
  it('a sign-in says member, a sign-out says guest (the broker does not sign back in)', async () => {
    const member = await registerMember(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: 'rahasia123' },
      remoteAddress: someIp(),
    });
    expect(login.statusCode).toBe(200);
    expect(cookieOf(login, 'kilau_sign_on')?.value).toBe('member');
    const token = cookieOf(login, 'kilau_session')!.value;
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { kilau_session: token },
    });
    expect(out.statusCode).toBe(200);
    expect(cookieOf(out, 'kilau_sign_on')?.value).toBe('guest');
  });
});

describe('budgets', () => {
  it('each route answers 429 past SIGN_ON_RATE_LIMIT_MAX calls a minute from one address', async () => {
    const ip = someIp();
    const statuses: number[] = [];
    for (let call = 0; call < 31; call++) {
      const res = await app.inject({
        url: '/api/sign-on',
        headers: { host: hostOf(ACADEMY) },
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
    // Another route has its own budget.
    const redeem = await app.inject({
      url: `/api/sign-on/redeem?return=${encodeURIComponent(PAGE)}`,
      headers: { host: hostOf(ACADEMY) },
      remoteAddress: ip,
    });
    expect(redeem.statusCode).toBe(302);
  });
});
