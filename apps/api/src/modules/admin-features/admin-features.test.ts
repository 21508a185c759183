// The shop's feature toggles in the back office (issue 20, docs/design/quick-tour.md): an admin
// switches the quick tour off and on, the storefront's toggle answers follow at once, each switch
// is audited, a stale version is refused. The role matrix is in admin.test.ts.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { signedInStaff } from '../../test/staff';

let app: App;
let database: DatabaseHandle;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
const clock = () => FIXED_NOW;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, clock, env: { LOGIN_RATE_LIMIT_MAX: '1000' } });
  await app.ready();
  admin = await signedInStaff(app, database.db, 'admin', clock);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const shopToggle = async (key: string) =>
  (await app.inject({ url: `/api/feature-toggles/${key}` })).json();
const toggles = async () =>
  (await admin.inject({ url: '/api/admin/feature-toggles' })).json().data as Array<{
    key: string;
    enabled: boolean;
    version: number;
  }>;
const flip = (key: string, payload: object) =>
  admin.inject({ method: 'PATCH', url: `/api/admin/feature-toggles/${key}`, payload });

describe('the feature toggles in the back office', () => {
  it('lists every toggle, the quick tour under its store name, on', async () => {
    const list = await toggles();
    expect(list.map((toggle) => toggle.key)).toEqual([
      'cart_verified_only_apply_voucher',
      'kilau_quick_tour',
      'otp_email',
      'otp_sms',
      'otp_whatsapp',
      'points',
    ]);
    expect(list.find((toggle) => toggle.key === 'kilau_quick_tour')).toMatchObject({
      enabled: true,
      version: 1,
    });
  });

  it('switches the quick tour off and on; the storefront reads each state at once', async () => {
    const off = await flip('kilau_quick_tour', { enabled: false, version: 1 });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ key: 'kilau_quick_tour', enabled: false, version: 2 });
    expect((await shopToggle('kilau_quick_tour')).data).toEqual({
      key: 'kilau_quick_tour',
      enabled: false,
    });

    const on = await flip('kilau_quick_tour', { enabled: true, version: 2 });
    expect(on.json().data).toMatchObject({ enabled: true, version: 3 });
    expect((await shopToggle('kilau_quick_tour')).data.enabled).toBe(true);

    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'before', 'after'])
      .where('entity', '=', 'feature_toggle')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'feature_toggle.switch',
        entity: 'feature_toggle',
        entity_id: 'kilau_quick_tour',
        before: { enabled: true },
        after: { enabled: false },
      },
      {
        action: 'feature_toggle.switch',
        entity: 'feature_toggle',
        entity_id: 'kilau_quick_tour',
        before: { enabled: false },
        after: { enabled: true },
      },
    ]);
  });

  it('refuses a switch made at a version someone else changed, and names the current one', async () => {
    const [points] = (await toggles()).filter((toggle) => toggle.key === 'points');
    const first = await flip('points', { enabled: false, version: points!.version });
    expect(first.statusCode).toBe(200);
    const stale = await flip('points', { enabled: true, version: points!.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      errorCode: 'changed_by_someone_else',
      data: { current: { key: 'points', enabled: false, version: points!.version + 1 } },
    });
    // Put back for the other tests of this file.
    await flip('points', { enabled: true, version: points!.version + 1 });
  });

  it.each([
    ['an unknown toggle', 'no_such_toggle', { enabled: true, version: 1 }, 404],
    ['a key that cannot be one', 'Bad-Key', { enabled: true, version: 1 }, 422],
    ['no state', 'points', { version: 1 }, 422],
    ['a state as text', 'points', { enabled: 'yes', version: 1 }, 422],
    ['no version', 'points', { enabled: true }, 422],
    ['a version of zero', 'points', { enabled: true, version: 0 }, 422],
  ])('refuses %s', async (_case, key, payload, status) => {
    const res = await flip(key, payload);
    expect(res.statusCode, res.body).toBe(status);
  });
});
