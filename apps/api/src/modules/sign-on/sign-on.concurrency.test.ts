// Issue 24, the sign-on broker: a ticket opens one session however many times it is redeemed
// at once (one `delete … returning`: one redeem gets the row, the others none). Real overlap
// needs PostgreSQL (DATABASE_URL=postgres://…); PGlite runs a small version one at a time.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';
import { warmPool } from '../../test/warm-pool';
import { registerMember, someIp } from '../../test/members';

const onPostgres = !!process.env.DATABASE_URL;
const PARALLEL = onPostgres ? 10 : 3;
const HOME = 'http://kilau.test';
const ACADEMY = 'http://academy.kilau.test';
const PAGE = `${ACADEMY}/academy`;

let database: DatabaseHandle;
let app: App;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    env: {
      SIGN_ON_ORIGINS: `${HOME},${ACADEMY}`,
      SIGN_ON_RATE_LIMIT_MAX: '100000',
      LOGIN_RATE_LIMIT_MAX: '100000',
    },
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the sign-on ticket under parallel redeems', () => {
  it(`${PARALLEL} redeems of one ticket at once open exactly one session`, async () => {
    const member = await registerMember(app);
    const started = await app.inject({
      url: `/api/sign-on?return=${encodeURIComponent(PAGE)}`,
      headers: { host: 'academy.kilau.test' },
      remoteAddress: someIp(),
    });
    const state = started.cookies.find((cookie) => cookie.name === 'kilau_sign_on_state')!.value;
    const authorized = await app.inject({
      url: `/api/sign-on/authorize?${new URLSearchParams({ return: PAGE, state })}`,
      headers: { host: 'kilau.test' },
      cookies: { kilau_session: member.token },
      remoteAddress: someIp(),
    });
    const redeem = new URL(authorized.headers.location as string);
    expect(redeem.searchParams.get('ticket')).toMatch(/^[\w-]{43}$/);

    await warmPool(database.db, PARALLEL);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        app.inject({
          url: `${redeem.pathname}${redeem.search}`,
          headers: { host: 'academy.kilau.test' },
          cookies: { kilau_sign_on_state: state },
          remoteAddress: someIp(),
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(PARALLEL).fill(302));
    const cookie = (res: (typeof answers)[number], name: string) =>
      res.cookies.find((entry) => entry.name === name)?.value;
    const signedIn = answers.filter((res) => cookie(res, 'kilau_session'));
    expect(signedIn).toHaveLength(1);
    expect(answers.map((res) => cookie(res, 'kilau_sign_on')).sort()).toEqual([
      ...Array(PARALLEL - 1).fill('guest'),
      'member',
    ]);
    const sessions = await database.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', member.id)
      .execute();
    expect(sessions).toHaveLength(2); // registration's and the one redeem's
    const left = await database.db
      .selectFrom('sign_on_tickets')
      .select('hash')
      .where('member_id', '=', member.id)
      .execute();
    expect(left).toEqual([]);
  });
});
