import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp, FIXED_NOW } from '../test/build-test-app';
import { sessionOf, someIp } from '../test/members';
import { DEMO_MEMBER, seedDemoMember } from './demo-member';

let app: App;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const login = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO_MEMBER.password },
    remoteAddress: someIp(),
  });

describe('the demo member (seeded with the demo catalogue)', () => {
  it('signs in by e-mail or username with the README password', async () => {
    for (const identifier of [DEMO_MEMBER.email, DEMO_MEMBER.user_name]) {
      const res = await login(identifier);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user).toMatchObject({
        email: 'demo@kilau.id',
        user_name: 'kilaudemo',
        name: 'Kirana Putri',
        is_verified_phone: true,
        is_verified_email: true,
        is_profile_complete: true,
        is_agree_to_legal_statements: true,
      });
    }
  });

  it('has two addresses on real regions, the Jakarta Selatan one the default, and the welcome voucher', async () => {
    const cookies = { kilau_session: sessionOf(await login(DEMO_MEMBER.email))! };
    const addresses = (await app.inject({ url: '/api/users/me/addresses', cookies })).json().data;
    expect(addresses).toMatchObject([
      {
        title: 'Rumah',
        is_default: true,
        city: { id: '31.74', name: 'Kota Administrasi Jakarta Selatan' },
        district: { id: '31.74.07', name: 'Kebayoran Baru' },
        subdistrict: { id: '31.74.07.1006', name: 'Senayan' },
        zipcode: '12190',
      },
      {
        title: 'Kantor Bandung',
        is_default: false,
        city: { id: '32.73', name: 'Kota Bandung' },
        subdistrict: { name: 'Dago' },
      },
    ]);
    const vouchers = (await app.inject({ url: '/api/users/me/vouchers', cookies })).json().data;
    expect(vouchers).toMatchObject([{ code: 'WELCOME25', status: 'available' }]);
  });

  it('is seeded once: a second run changes nothing, a database without it gets it', async () => {
    expect(await seedDemoMember(database.db, { now: FIXED_NOW })).toEqual({ created: false });
    await database.db.deleteFrom('users').where('email', '=', DEMO_MEMBER.email).execute();
    expect(await seedDemoMember(database.db, { now: FIXED_NOW })).toEqual({ created: true });
    const [a, b] = await Promise.all([
      seedDemoMember(database.db, { now: FIXED_NOW }),
      seedDemoMember(database.db, { now: FIXED_NOW }),
    ]);
    expect([a.created, b.created]).toEqual([false, false]);
    expect((await login(DEMO_MEMBER.email)).statusCode).toBe(200);
  });
});
