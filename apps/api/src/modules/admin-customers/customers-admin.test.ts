// The back office's customers (issue 18): search, one member's picture, a manual points change
// (audited, never below zero, a stale version 409), a lock that refuses sign-in and ends the
// member's sessions, and ending sessions on their own.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { registerMember, someIp } from '../../test/members';
import { signedInStaff } from '../../test/staff';

let database: DatabaseHandle;
let app: App;
const clock = () => FIXED_NOW;
let support: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, clock });
  support = await signedInStaff(app, database.db, 'support', clock);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const detail = async (id: number) =>
  (await support.inject({ url: `/api/admin/customers/${id}` })).json().data;
const post = (url: string, payload: object) => support.inject({ method: 'POST', url, payload });
const auditOf = async (id: number) =>
  (
    await (
      await signedInStaff(app, database.db, 'admin', clock)
    ).inject({ url: `/api/admin/audit-log?entity=customer&entity_id=${id}` })
  ).json().data as Array<{ action: string; staff_email: string; before: object; after: object }>;
const signIn = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'rahasia123' },
    remoteAddress: someIp(),
  });

describe('customers', () => {
  it('finds a member by email, phone and name, and shows their picture', async () => {
    const member = await registerMember(app);
    await database.db
      .updateTable('users')
      .set({ phone_no: '081298765432', first_name: 'Sari', last_name: 'Wulandari' })
      .where('id', '=', member.id)
      .execute();
    for (const q of [member.email.toUpperCase(), '98765432', 'sari wulan']) {
      const res = await support.inject({ url: `/api/admin/customers?q=${encodeURIComponent(q)}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((row: { id: number }) => row.id)).toContain(member.id);
    }
    const shown = await detail(member.id);
    expect(shown).toMatchObject({
      id: member.id,
      name: 'Sari Wulandari',
      locked: false,
      version: 1,
      orders: { count: 0, paid_total: 0, recent: [] },
    });
    expect(shown.sessions).toHaveLength(1);
    expect((await support.inject({ url: '/api/admin/customers/99999999' })).statusCode).toBe(404);
    const operations = await signedInStaff(app, database.db, 'operations', clock);
    expect((await operations.inject({ url: '/api/admin/customers' })).statusCode).toBe(403);
  });

  it('adjusts points with a reason, audited; never below zero; a stale version is 409', async () => {
    const member = await registerMember(app);
    const url = `/api/admin/customers/${member.id}/points`;
    const start = (await detail(member.id)).points.balance as number;

    const blank = await post(url, { delta: 0, reason: '' });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().data.fields).sort()).toEqual(['delta', 'reason']);

    const added = await post(url, { delta: 150, reason: 'Kompensasi paket rusak', version: 1 });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ version: 2, points: { balance: start + 150 } });
    expect(added.json().data.points.ledger[0]).toMatchObject({ delta: 150, reason: 'adjustment' });

    const stale = await post(url, { delta: 10, reason: 'Lagi', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.current).toMatchObject({ version: 2 });

    const below = await post(url, { delta: -(start + 151), reason: 'Koreksi' });
    expect(below.statusCode).toBe(422);
    expect(below.json().data.fields.delta).toBe(
      `Poin pelanggan tidak boleh kurang dari 0 (saldo sekarang ${start + 150}).`,
    );
    expect((await detail(member.id)).points.balance).toBe(start + 150);

    expect(await auditOf(member.id)).toEqual([
      expect.objectContaining({
        action: 'customer.points',
        staff_email: support.email,
        before: { points: start },
        after: { points: start + 150, delta: 150, reason: 'Kompensasi paket rusak' },
      }),
    ]);
  });

  it('a locked member cannot sign in and is signed out; unlocked, they can again', async () => {
    const member = await registerMember(app);
    const me = () => member.inject({ url: '/api/accounts/user/me' });
    expect((await me()).statusCode).toBe(200);

    const locked = await post(`/api/admin/customers/${member.id}/lock`, { version: 1 });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().data).toMatchObject({ locked: true, sessions: [], version: 2 });
    expect((await me()).statusCode).toBe(401);

    const refused = await signIn(member.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      errorCode: 'ACCOUNT_SUSPENDED',
      message: 'Akun kamu sedang dinonaktifkan. Hubungi layanan pelanggan Kilau.',
    });

    const unlocked = await post(`/api/admin/customers/${member.id}/unlock`, {});
    expect(unlocked.json().data).toMatchObject({ locked: false, version: 3 });
    expect((await signIn(member.email)).statusCode).toBe(200);
    expect((await auditOf(member.id)).map((row) => row.action)).toEqual([
      'customer.unlock',
      'customer.lock',
    ]);
  });

  it('ends all of a member’s sessions', async () => {
    const member = await registerMember(app);
    expect((await signIn(member.email)).statusCode).toBe(200);
    expect((await detail(member.id)).sessions).toHaveLength(2);
    const ended = await post(`/api/admin/customers/${member.id}/revoke-sessions`, {});
    expect(ended.statusCode).toBe(200);
    expect(ended.json().message).toBe('2 sesi pelanggan diakhiri.');
    expect(ended.json().data.sessions).toEqual([]);
    expect((await member.inject({ url: '/api/accounts/user/me' })).statusCode).toBe(401);
    expect((await auditOf(member.id))[0]).toMatchObject({ action: 'customer.revoke_sessions' });
  });
});
