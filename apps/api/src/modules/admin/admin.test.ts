// The back office's first slice (issue 18, docs/design/back-office.md): staff sign-in with an
// authenticator, sessions that end, roles on every admin route, staff management with optimistic
// edits, and the audit log.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { PERMISSIONS, roleMay, STAFF_ROLES, type Permission } from '@kilau/domain/admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { registerMember, someIp } from '../../test/members';
import { multipartForm } from '../../test/multipart';
import { asStaff, signedInStaff, STAFF_PASSWORD, staffCookieOf, totpCode } from '../../test/staff';
import { createStaffAccount } from './staff-accounts';

let database: DatabaseHandle;
let app: App;
let now = FIXED_NOW;
const clock = () => now;
const later = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000));
let admin: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, clock });
  admin = await signedInStaff(app, database.db, 'admin', clock);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});
// Each test starts a fresh 30-second step, so codes never collide across tests.
beforeEach(() => {
  later(1);
});

const login = (email: string, password = STAFF_PASSWORD) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email, password },
    remoteAddress: someIp(),
  });

let seq = 0;
async function newAccount(role: (typeof STAFF_ROLES)[number] = 'support') {
  seq += 1;
  const email = `fresh${seq}.${process.pid}@kilau.id`;
  await createStaffAccount(
    database.db,
    { email, name: 'Rina', role, password: STAFF_PASSWORD },
    now,
  );
  return email;
}

describe('signing in', () => {
  it('a new account enrols an authenticator: the password, then the QR secret, then the code', async () => {
    const email = await newAccount();
    const first = await login(email);
    expect(first.statusCode).toBe(200);
    const answer = first.json().data;
    expect(answer).toMatchObject({ next: 'totp_setup' });
    expect(answer.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(answer.otpauth_uri).toContain(`secret=${answer.secret}`);
    expect(answer.otpauth_uri).toContain('issuer=Kilau%20Back%20Office');
    const staff = asStaff(app, staffCookieOf(first)!);
    // Kept sealed: the table alone gives nobody the second factor.
    const stored = await database.db
      .selectFrom('staff')
      .select('totp_secret')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored.totp_secret).toMatch(/^v1\./);
    expect(stored.totp_secret).not.toContain(answer.secret);
    // A second try before enrolling shows the same QR.
    expect((await login(email)).json().data.secret).toBe(answer.secret);

    // A reload before the code finds the sign-in where it was, with the same set-up.
    const pending = await staff({ url: '/api/admin/auth/pending' });
    expect(pending.json().data).toEqual(answer);
    expect((await app.inject({ url: '/api/admin/auth/pending' })).statusCode).toBe(401);

    // The password alone opens nothing.
    const early = await staff({ url: '/api/admin/me' });
    expect(early.statusCode).toBe(401);
    expect(early.json().errorCode).toBe('second_factor_required');

    const wrong = await staff({
      method: 'POST',
      url: '/api/admin/auth/totp',
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().data.fields.code).toBe(
      'Kode salah atau sudah dipakai. Coba kode berikutnya.',
    );

    const right = await staff({
      method: 'POST',
      url: '/api/admin/auth/totp',
      payload: { code: totpCode(answer.secret, now) },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toMatchObject({ email, role: 'support' });
    expect(right.json().data.permissions).toEqual([
      'customers.read',
      'customers.write',
      'orders.read',
      'support.tickets',
    ]);
    expect((await staff({ url: '/api/admin/me' })).statusCode).toBe(200);
    // Signed in: nothing is pending any more.
    expect((await staff({ url: '/api/admin/auth/pending' })).statusCode).toBe(401);

    // Enrolled: the next sign-in asks for the code only, and the used code does not work twice.
    const again = await login(email);
    expect(again.json().data).toEqual({ next: 'totp' });
    const resumed = await asStaff(app, staffCookieOf(again)!)({ url: '/api/admin/auth/pending' });
    expect(resumed.json().data).toEqual({ next: 'totp' });
    const replay = await asStaff(
      app,
      staffCookieOf(again)!,
    )({
      method: 'POST',
      url: '/api/admin/auth/totp',
      payload: { code: totpCode(answer.secret, now) },
    });
    expect(replay.statusCode).toBe(422);
  });

  it('two first sign-ins at once enrol one secret', async () => {
    const email = await newAccount();
    const answers = await Promise.all([login(email), login(email), login(email)]);
    const secrets = new Set(answers.map((res) => res.json().data.secret));
    expect(secrets.size).toBe(1);
  });

  it.each([
    ['an unknown email', 'nobody@kilau.id', STAFF_PASSWORD],
    ['a wrong password', 'admin', 'salah-sekali-2026'],
  ])('%s answers one message', async (_case, email, password) => {
    const res = await login(email === 'admin' ? admin.email : email, password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      errorCode: 'staff_login_failed',
      message: 'Email atau password salah.',
    });
    expect(staffCookieOf(res)).toBeUndefined();
  });

  it('refuses a bad form with field messages, and a control character', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: 'rina\u0000@kilau.id', password: '' },
      remoteAddress: someIp(),
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().data.fields).sort()).toEqual(['email', 'password']);
  });

  it('one code, sent from two sign-ins at once, is accepted once', async () => {
    const email = await newAccount();
    const secret = (await login(email)).json().data.secret as string;
    const sessions = [await login(email), await login(email)].map((res) =>
      asStaff(app, staffCookieOf(res)!),
    );
    const code = totpCode(secret, now);
    const answers = await Promise.all(
      sessions.map((staff) =>
        staff({ method: 'POST', url: '/api/admin/auth/totp', payload: { code } }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
  });

  it('five wrong codes end the sign-in', async () => {
    const email = await newAccount();
    const staff = asStaff(app, staffCookieOf(await login(email))!);
    const codes = [];
    for (let i = 0; i < 5; i++) {
      codes.push(
        (await staff({ method: 'POST', url: '/api/admin/auth/totp', payload: { code: '111111' } }))
          .statusCode,
      );
    }
    expect(codes).toEqual([422, 422, 422, 422, 401]);
    const after = await staff({
      method: 'POST',
      url: '/api/admin/auth/totp',
      payload: { code: '111111' },
    });
    expect(after.statusCode).toBe(401);
  });

  it('a session ends after 30 idle minutes, lives while used, and ends 12 hours after sign-in', async () => {
    const staff = await signedInStaff(app, database.db, 'operations', clock);
    later(29);
    expect((await staff.inject({ url: '/api/admin/me' })).statusCode).toBe(200);
    later(29);
    expect((await staff.inject({ url: '/api/admin/me' })).statusCode).toBe(200);
    later(31);
    const idle = await staff.inject({ url: '/api/admin/me' });
    expect(idle.statusCode).toBe(401);
    expect(idle.cookies.find((cookie) => cookie.name === 'kilau_staff')?.value).toBe('');

    // Used every 25 minutes, it lives on, but not past 12 hours after sign-in.
    const busy = await signedInStaff(app, database.db, 'operations', clock);
    for (let i = 0; i < 28; i++) {
      later(25);
      expect((await busy.inject({ url: '/api/admin/me' })).statusCode).toBe(200);
    }
    later(25);
    expect((await busy.inject({ url: '/api/admin/me' })).statusCode).toBe(401);
  });

  it('signs out', async () => {
    const staff = await signedInStaff(app, database.db, 'content', clock);
    expect((await staff.inject({ method: 'POST', url: '/api/admin/auth/logout' })).statusCode).toBe(
      200,
    );
    expect((await staff.inject({ url: '/api/admin/me' })).statusCode).toBe(401);
  });
});

/** Every admin route, with what it needs and a body that passes validation. */
const ROUTES: Array<{
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  needs?: Permission;
  payload?: object;
  /** The OpenAPI path, when the url's ids are not all `{id}` (not `path`: inject reads that). */
  docPath?: string;
}> = [
  { method: 'GET', url: '/api/admin/me' },
  { method: 'GET', url: '/api/admin/staff', needs: 'staff.manage' },
  {
    method: 'POST',
    url: '/api/admin/staff',
    needs: 'staff.manage',
    payload: {
      email: 'matrix@kilau.id',
      name: 'Matrix',
      role: 'support',
      password: STAFF_PASSWORD,
    },
  },
  {
    method: 'PATCH',
    url: '/api/admin/staff/999999',
    needs: 'staff.manage',
    payload: { version: 1 },
  },
  {
    method: 'POST',
    url: '/api/admin/staff/999999/reset-totp',
    needs: 'staff.manage',
    payload: { version: 1 },
  },
  { method: 'GET', url: '/api/admin/audit-log', needs: 'audit.read' },
  // The operator API's order services, for staff (admin-orders.test.ts moves real orders).
  { method: 'GET', url: '/api/admin/orders', needs: 'orders.read' },
  { method: 'GET', url: '/api/admin/orders/KLU-000000-AAAAAA', needs: 'orders.read' },
  { method: 'GET', url: '/api/admin/refunds', needs: 'orders.read' },
  {
    method: 'POST',
    url: '/api/admin/orders/KLU-000000-AAAAAA/advance',
    needs: 'orders.write',
    payload: { state: 'picking' },
  },
  { method: 'POST', url: '/api/admin/pages/purge', needs: 'orders.write' },
  // catalogue
  { method: 'GET', url: '/api/admin/catalogue/options', needs: 'catalogue.write' },
  { method: 'GET', url: '/api/admin/products', needs: 'catalogue.write' },
  // An empty body: the guard lets the role through to the form's 422.
  { method: 'POST', url: '/api/admin/products', needs: 'catalogue.write', payload: {} },
  { method: 'POST', url: '/api/admin/products/999999/images', needs: 'catalogue.write' },
  { method: 'GET', url: '/api/admin/products/999999', needs: 'catalogue.write' },
  {
    method: 'POST',
    url: '/api/admin/products/bulk',
    needs: 'catalogue.write',
    payload: { ids: [999999], action: 'activate' },
  },
  {
    method: 'PATCH',
    url: '/api/admin/products/999999',
    needs: 'catalogue.write',
    payload: { version: 1 },
  },
  {
    method: 'PATCH',
    url: '/api/admin/products/999999/images',
    needs: 'catalogue.write',
    payload: { images: [] },
  },
  {
    method: 'DELETE',
    url: '/api/admin/products/999999/images/999999',
    needs: 'catalogue.write',
    docPath: '/api/admin/products/{id}/images/{imageId}',
  },
  // stock, brands and categories (admin-stock.test.ts, admin-taxonomy.test.ts write for real)
  { method: 'GET', url: '/api/admin/stock', needs: 'stock.write' },
  { method: 'GET', url: '/api/admin/stock/999999/movements', needs: 'stock.write' },
  {
    method: 'POST',
    url: '/api/admin/stock/adjustments',
    needs: 'stock.write',
    payload: { combination_id: 999999, reason: 'received', quantity: 1 },
  },
  { method: 'GET', url: '/api/admin/brands', needs: 'catalogue.write' },
  {
    method: 'POST',
    url: '/api/admin/brands',
    needs: 'catalogue.write',
    payload: { name: 'Matrix Brand' },
  },
  {
    method: 'PATCH',
    url: '/api/admin/brands/999999',
    needs: 'catalogue.write',
    payload: { version: 1 },
  },
  { method: 'POST', url: '/api/admin/brands/999999/logo', needs: 'catalogue.write' },
  { method: 'GET', url: '/api/admin/categories', needs: 'catalogue.write' },
  {
    method: 'POST',
    url: '/api/admin/categories',
    needs: 'catalogue.write',
    payload: { name: 'Matrix Category' },
  },
  {
    method: 'PATCH',
    url: '/api/admin/categories/999999',
    needs: 'catalogue.write',
    payload: { version: 1 },
  },
  // banners
  { method: 'GET', url: '/api/admin/banners', needs: 'banners.write' },
  {
    method: 'POST',
    url: '/api/admin/banners',
    needs: 'banners.write',
    payload: { location: 'others', title: 'Matrix', is_active: false },
  },
  { method: 'GET', url: '/api/admin/banners/999999', needs: 'banners.write' },
  {
    method: 'PATCH',
    url: '/api/admin/banners/999999',
    needs: 'banners.write',
    payload: { version: 1 },
  },
  { method: 'POST', url: '/api/admin/banners/999999/image', needs: 'banners.write' },
  { method: 'GET', url: '/api/admin/campaigns', needs: 'banners.write' },
  {
    method: 'POST',
    url: '/api/admin/campaigns',
    needs: 'banners.write',
    payload: { name: 'Matrix', slug: 'matrix', is_active: false },
  },
  { method: 'GET', url: '/api/admin/campaigns/999999', needs: 'banners.write' },
  {
    method: 'PATCH',
    url: '/api/admin/campaigns/999999',
    needs: 'banners.write',
    payload: { version: 1, name: 'Matrix', slug: 'matrix' },
  },
  // orders
  {
    method: 'POST',
    url: '/api/admin/orders/KLU-000000-AAAAAA/cancel',
    needs: 'orders.write',
    payload: { reason: 'Stok habis' },
  },
  {
    method: 'GET',
    url: '/api/admin/orders/KLU-000000-AAAAAA/packing-slip.pdf',
    needs: 'orders.read',
  },
  { method: 'GET', url: '/api/admin/orders/KLU-000000-AAAAAA/invoice.pdf', needs: 'orders.read' },
  { method: 'GET', url: '/api/admin/orders/KLU-000000-AAAAAA/messages', needs: 'orders.read' },
  {
    method: 'POST',
    url: '/api/admin/orders/KLU-000000-AAAAAA/messages/1/resend',
    needs: 'orders.write',
  },
  // returns (docs/design/returns.md)
  { method: 'GET', url: '/api/admin/returns', needs: 'orders.read' },
  { method: 'GET', url: '/api/admin/orders/KLU-000000-AAAAAA/returns', needs: 'orders.read' },
  {
    method: 'GET',
    url: '/api/admin/returns/KLU-000000-AAAAAA-R1',
    docPath: '/api/admin/returns/{returnReference}',
    needs: 'orders.read',
  },
  {
    method: 'GET',
    url: '/api/admin/returns/KLU-000000-AAAAAA-R1/photos/1',
    docPath: '/api/admin/returns/{returnReference}/photos/{photoId}',
    needs: 'orders.read',
  },
  {
    method: 'POST',
    url: '/api/admin/returns/KLU-000000-AAAAAA-R1/approve',
    docPath: '/api/admin/returns/{returnReference}/approve',
    needs: 'orders.write',
    payload: { instructions: 'Kirim ke gudang.' },
  },
  {
    method: 'POST',
    url: '/api/admin/returns/KLU-000000-AAAAAA-R1/reject',
    docPath: '/api/admin/returns/{returnReference}/reject',
    needs: 'orders.write',
    payload: { reason: 'Segel terbuka.' },
  },
  {
    method: 'POST',
    url: '/api/admin/returns/KLU-000000-AAAAAA-R1/receive',
    docPath: '/api/admin/returns/{returnReference}/receive',
    needs: 'orders.write',
    payload: { lines: [{ order_line_id: '1', sellable: true }] },
  },
  {
    method: 'POST',
    url: '/api/admin/returns/KLU-000000-AAAAAA-R1/refund',
    docPath: '/api/admin/returns/{returnReference}/refund',
    needs: 'orders.write',
    payload: {},
  },
  // customers
  { method: 'GET', url: '/api/admin/customers', needs: 'customers.read' },
  { method: 'GET', url: '/api/admin/customers/999999', needs: 'customers.read' },
  {
    method: 'POST',
    url: '/api/admin/customers/999999/points',
    needs: 'customers.write',
    payload: { delta: 10, reason: 'Matrix' },
  },
  {
    method: 'POST',
    url: '/api/admin/customers/999999/lock',
    needs: 'customers.write',
    payload: {},
  },
  {
    method: 'POST',
    url: '/api/admin/customers/999999/unlock',
    needs: 'customers.write',
    payload: {},
  },
  {
    method: 'POST',
    url: '/api/admin/customers/999999/revoke-sessions',
    needs: 'customers.write',
    payload: {},
  },
  {
    method: 'POST',
    url: '/api/admin/customers/999999/tokens',
    needs: 'customers.write',
    payload: { delta: 1, reason: 'Matrix' },
  },
  // partner prizes (docs/design/rewards.md)
  { method: 'GET', url: '/api/admin/partner-prizes', needs: 'promotions.write' },
  { method: 'GET', url: '/api/admin/partner-prizes/999999', needs: 'promotions.write' },
  {
    method: 'POST',
    url: '/api/admin/partner-prizes',
    needs: 'promotions.write',
    // Switched off: each allowed role makes one, and the shop never offers it.
    payload: {
      kind: 'partner_voucher',
      partner_name: 'Matrix',
      name: 'Matrix',
      name_en: 'Matrix',
      cost: 1,
      balance_kind: 'tokens',
      is_active: false,
    },
  },
  {
    method: 'PATCH',
    url: '/api/admin/partner-prizes/999999',
    needs: 'promotions.write',
    payload: { version: 1 },
  },
  // the redemption queue (docs/design/rewards.md)
  { method: 'GET', url: '/api/admin/reward-redemptions', needs: 'customers.read' },
  {
    method: 'POST',
    url: '/api/admin/reward-redemptions/999999/fulfil',
    needs: 'customers.write',
    payload: {},
  },
  {
    method: 'POST',
    url: '/api/admin/reward-redemptions/999999/cancel',
    needs: 'customers.write',
    payload: { reason: 'Matrix' },
  },
  // promotions
  { method: 'GET', url: '/api/admin/vouchers', needs: 'promotions.write' },
  {
    method: 'POST',
    url: '/api/admin/vouchers',
    needs: 'promotions.write',
    payload: { code: 'MATRIX-ROLES', name: 'Matrix', discount_type: 'free_shipping' },
  },
  { method: 'GET', url: '/api/admin/vouchers/999999', needs: 'promotions.write' },
  {
    method: 'PATCH',
    url: '/api/admin/vouchers/999999',
    needs: 'promotions.write',
    payload: { version: 1 },
  },
  {
    method: 'POST',
    url: '/api/admin/vouchers/999999/assign',
    needs: 'promotions.write',
    payload: { emails: ['matrix@example.com'] },
  },
  { method: 'GET', url: '/api/admin/promotion-targets', needs: 'promotions.write' },
  { method: 'GET', url: '/api/admin/special-prices', needs: 'promotions.write' },
  { method: 'POST', url: '/api/admin/special-prices', needs: 'promotions.write', payload: {} },
  { method: 'GET', url: '/api/admin/special-prices/999999', needs: 'promotions.write' },
  {
    method: 'PATCH',
    url: '/api/admin/special-prices/999999',
    needs: 'promotions.write',
    payload: { version: 1 },
  },
  { method: 'GET', url: '/api/admin/promotion-combinations?q=serum', needs: 'promotions.write' },
  { method: 'GET', url: '/api/admin/flash-sales', needs: 'promotions.write' },
  {
    method: 'POST',
    url: '/api/admin/flash-sales',
    needs: 'promotions.write',
    // Switched off: each allowed role makes one, and off they never overlap.
    payload: {
      name: 'Matrix',
      starts_at: '2030-01-01T10:00',
      ends_at: '2030-01-01T12:00',
      is_active: false,
    },
  },
  { method: 'GET', url: '/api/admin/flash-sales/999999', needs: 'promotions.write' },
  {
    method: 'PATCH',
    url: '/api/admin/flash-sales/999999',
    needs: 'promotions.write',
    payload: { version: 1 },
  },
  { method: 'GET', url: '/api/admin/bank-promotions', needs: 'promotions.write' },
  { method: 'GET', url: '/api/admin/bank-promotion-methods', needs: 'promotions.write' },
  {
    method: 'POST',
    url: '/api/admin/bank-promotions',
    needs: 'promotions.write',
    payload: {
      bank_name: 'Matrix',
      title: 'Matrix',
      discount_type: 'amount',
      discount_value: 1_000,
      starts_at: '2030-01-01T10:00',
      ends_at: '2030-01-01T12:00',
      is_active: false,
    },
  },
  { method: 'GET', url: '/api/admin/bank-promotions/999999', needs: 'promotions.write' },
  {
    method: 'PATCH',
    url: '/api/admin/bank-promotions/999999',
    needs: 'promotions.write',
    payload: { version: 1 },
  },
  // the lucky draw's prizes (admin-lucky-draw.test.ts edits them for real)
  { method: 'GET', url: '/api/admin/lucky-draw/prizes', needs: 'promotions.write' },
  {
    method: 'POST',
    url: '/api/admin/lucky-draw/prizes',
    needs: 'promotions.write',
    payload: {
      code: 'BAD CODE',
      name: 'Matrix',
      discount_type: 'free_shipping',
      quota: 0,
      weight: 1,
    },
  },
  { method: 'GET', url: '/api/admin/lucky-draw/prizes/999999', needs: 'promotions.write' },
  {
    method: 'PATCH',
    url: '/api/admin/lucky-draw/prizes/999999',
    needs: 'promotions.write',
    payload: { version: 1 },
  },
  // review moderation (admin-reviews.test.ts decides for real)
  { method: 'GET', url: '/api/admin/reviews', needs: 'reviews.moderate' },
  { method: 'GET', url: '/api/admin/reviews/999999', needs: 'reviews.moderate' },
  {
    method: 'POST',
    url: '/api/admin/reviews/999999/approve',
    needs: 'reviews.moderate',
    payload: { version: 1 },
  },
  {
    method: 'POST',
    url: '/api/admin/reviews/999999/reject',
    needs: 'reviews.moderate',
    payload: { version: 1, reason: 'Matrix' },
  },
  // the shop's feature toggles (admin-features.test.ts switches them for real)
  { method: 'GET', url: '/api/admin/feature-toggles', needs: 'settings.write' },
  {
    method: 'PATCH',
    url: '/api/admin/feature-toggles/no_such_toggle',
    docPath: '/api/admin/feature-toggles/{key}',
    needs: 'settings.write',
    payload: { enabled: true, version: 1 },
  },
  // the invoices' legal and tax details (invoices.test.ts saves them for real)
  { method: 'GET', url: '/api/admin/invoice-settings', needs: 'settings.write' },
  {
    method: 'PUT',
    url: '/api/admin/invoice-settings',
    needs: 'settings.write',
    payload: { legal_name: 'Matrix', address: '', npwp: '1', pkp: true, ppn_rate_bp: 1100 },
  },
  // content pages (admin-content.test.ts edits for real)
  { method: 'GET', url: '/api/admin/content/pages', needs: 'content.write' },
  {
    method: 'GET',
    url: '/api/admin/content/pages/no-such-page',
    needs: 'content.write',
    docPath: '/api/admin/content/pages/{key}',
  },
  {
    method: 'PATCH',
    url: '/api/admin/content/pages/no-such-page',
    needs: 'content.write',
    payload: {
      version: 1,
      id: { title: 'Matrix', description: '', body: 'x' },
      en: { title: '', description: '', body: '' },
    },
    docPath: '/api/admin/content/pages/{key}',
  },
  {
    method: 'POST',
    url: '/api/admin/content/pages/no-such-page/publish',
    needs: 'content.write',
    payload: { version: 1 },
    docPath: '/api/admin/content/pages/{key}/publish',
  },
  {
    method: 'POST',
    url: '/api/admin/content/pages/no-such-page/unpublish',
    needs: 'content.write',
    payload: { version: 1 },
    docPath: '/api/admin/content/pages/{key}/unpublish',
  },
  {
    method: 'POST',
    url: '/api/admin/content/pages/no-such-page/preview',
    needs: 'content.write',
    payload: { locale: 'id', body: 'x' },
    docPath: '/api/admin/content/pages/{key}/preview',
  },
  {
    method: 'POST',
    url: '/api/admin/content/images',
    needs: 'content.write',
    ...multipartForm({}, []),
  },
  // support tickets (support/contact.test.ts answers for real)
  { method: 'GET', url: '/api/admin/support/tickets', needs: 'support.tickets' },
  { method: 'GET', url: '/api/admin/support/tickets/999999', needs: 'support.tickets' },
  {
    method: 'POST',
    url: '/api/admin/support/tickets/999999/replies',
    needs: 'support.tickets',
    payload: { version: 1, body: 'Matrix' },
  },
  {
    method: 'POST',
    url: '/api/admin/support/tickets/999999/close',
    needs: 'support.tickets',
    payload: { version: 1 },
  },
  {
    method: 'POST',
    url: '/api/admin/support/tickets/999999/reopen',
    needs: 'support.tickets',
    payload: { version: 1 },
  },
  // dashboard and CSV import/export
  { method: 'GET', url: '/api/admin/dashboard' },
  { method: 'GET', url: '/api/admin/bulk/export.csv?kind=products', needs: 'catalogue.write' },
  {
    method: 'POST',
    url: '/api/admin/bulk/import?kind=combinations&dry_run=1',
    needs: 'catalogue.write',
    ...multipartForm({}, [
      { field: 'file', filename: 'a.csv', type: 'text/csv', content: Buffer.from('sku\nX\n') },
    ]),
  },
  // authenticity batches (admin-authenticity.test.ts makes and exports them for real)
  { method: 'GET', url: '/api/admin/authenticity/batches', needs: 'authenticity.manage' },
  {
    method: 'POST',
    url: '/api/admin/authenticity/batches',
    needs: 'authenticity.manage',
    payload: {},
  },
  { method: 'GET', url: '/api/admin/authenticity/batches/999999', needs: 'authenticity.manage' },
  {
    method: 'GET',
    url: '/api/admin/authenticity/batches/999999/codes.csv',
    needs: 'authenticity.manage',
  },
  {
    method: 'POST',
    url: '/api/admin/authenticity/batches/999999/printed',
    needs: 'authenticity.manage',
  },
  // the beauty quiz (admin-quiz.test.ts writes for real)
  { method: 'GET', url: '/api/admin/quizzes', needs: 'quiz.write' },
  { method: 'POST', url: '/api/admin/quizzes', needs: 'quiz.write', payload: {} },
  { method: 'GET', url: '/api/admin/quizzes/999999', needs: 'quiz.write' },
  {
    method: 'PATCH',
    url: '/api/admin/quizzes/999999',
    needs: 'quiz.write',
    payload: { version: 1 },
  },
  {
    method: 'POST',
    url: '/api/admin/quizzes/999999/questions',
    needs: 'quiz.write',
    payload: { position: 1, text_id: 'A', text_en: 'A', answer_type: 'single_choice' },
  },
  {
    method: 'PATCH',
    url: '/api/admin/quiz-questions/999999',
    needs: 'quiz.write',
    payload: { version: 1 },
  },
  {
    method: 'POST',
    url: '/api/admin/quiz-questions/999999/answers',
    needs: 'quiz.write',
    payload: { position: 1, text_id: 'A', text_en: 'A' },
  },
  {
    method: 'PATCH',
    url: '/api/admin/quiz-answers/999999',
    needs: 'quiz.write',
    payload: { version: 1 },
  },
  { method: 'DELETE', url: '/api/admin/quiz-questions/999999?version=1', needs: 'quiz.write' },
  { method: 'DELETE', url: '/api/admin/quiz-answers/999999?version=1', needs: 'quiz.write' },
  {
    method: 'POST',
    url: '/api/admin/quiz-images',
    needs: 'quiz.write',
    ...multipartForm({}, []),
  },
  // the academy (admin-academy.test.ts writes for real)
  ...(
    [
      ['GET', '/settings'],
      ['PUT', '/settings'],
      ['GET', '/levels'],
      ['POST', '/levels'],
      ['POST', '/levels/order'],
      ['PUT', '/levels/999999'],
      ['DELETE', '/levels/999999'],
      ['GET', '/posts'],
      ['POST', '/posts'],
      ['GET', '/posts/999999'],
      ['PUT', '/posts/999999'],
      ['DELETE', '/posts/999999'],
      ['POST', '/preview'],
      ['POST', '/posts/999999/attachments'],
      ['DELETE', '/posts/999999/attachments/999999', '/posts/{id}/attachments/{attachmentId}'],
      ['PUT', '/classes/999999/quiz', '/classes/{classId}/quiz'],
      ['GET', '/enrolments'],
      ['GET', '/enrolments/999999'],
      ['POST', '/enrolments/999999/approve'],
      ['POST', '/enrolments/999999/reject'],
      ['GET', '/papers'],
      ['GET', '/papers/999999'],
      ['POST', '/papers/999999/score'],
      ['GET', '/comments'],
      ['POST', '/comments/999999/publish'],
      ['POST', '/comments/999999/remove'],
      ['GET', '/winners?period=2026-11', '/winners'],
      ['GET', '/winners/candidates?period=2026-11', '/winners/candidates'],
      ['POST', '/winners'],
      ['DELETE', '/winners/999999'],
      [
        'POST',
        '/members/999999/classes/999999/reset-attempts',
        '/members/{userId}/classes/{classId}/reset-attempts',
      ],
    ] as const
  ).map(([method, url, docPath]: readonly [string, string, string?]) => ({
    method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: `/api/admin/academy${url}`,
    needs: 'academy.manage' as const,
    ...(docPath ? { docPath: `/api/admin/academy${docPath}` } : {}),
    ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}),
  })),
  // store collection (issue 23, docs/design/store-collection.md)
  {
    method: 'POST',
    url: '/api/admin/store-collections/verify',
    needs: 'store.collect',
    payload: { token: 'KCT1.1.5.x.y', store_id: 5 },
  },
  {
    method: 'POST',
    url: '/api/admin/store-collections/collect',
    needs: 'store.collect',
    payload: { token: 'KCT1.1.5.x.y', store_id: 5 },
  },
  {
    method: 'GET',
    url: '/api/admin/store-collections/cashier-orders?store_id=5',
    needs: 'store.collect',
    docPath: '/api/admin/store-collections/cashier-orders',
  },
  {
    method: 'POST',
    url: '/api/admin/store-collections/cashier-orders/999999/paid',
    needs: 'store.collect',
    docPath: '/api/admin/store-collections/cashier-orders/{id}/paid',
    payload: { store_id: 5 },
  },
  // store stock (issue 23, docs/design/store-stock.md)
  {
    method: 'GET',
    url: '/api/admin/stores/5/stock',
    needs: 'stock.write',
    docPath: '/api/admin/stores/{storeId}/stock',
  },
  {
    method: 'POST',
    url: '/api/admin/stores/5/stock/999999/adjust',
    needs: 'stock.write',
    docPath: '/api/admin/stores/{storeId}/stock/{combinationId}/adjust',
    payload: { delta: 1, reason: 'count' },
  },
  // the support chat's desk (issue 24, docs/design/support-chat.md)
  { method: 'GET', url: '/api/admin/chats', needs: 'support.tickets' },
  { method: 'GET', url: '/api/admin/chats/999999', needs: 'support.tickets' },
  {
    method: 'POST',
    url: '/api/admin/chats/999999/messages',
    needs: 'support.tickets',
    payload: { body: 'Halo' },
  },
  { method: 'POST', url: '/api/admin/chats/999999/close', needs: 'support.tickets' },
  // analytics (issue 24, docs/design/analytics.md)
  { method: 'GET', url: '/api/admin/analytics', needs: 'analytics.read' },
  { method: 'POST', url: '/api/admin/analytics/roll-up', needs: 'analytics.read' },
];

const docPathOf = (route: (typeof ROUTES)[number]) =>
  route.docPath ??
  route.url
    .split('?')[0]!
    .replace(/\/\d+/, '/{id}')
    .replace(/KLU-000000-AAAAAA/, '{reference}');

describe('who may call what', () => {
  it('documents every admin route in OpenAPI', async () => {
    const paths = Object.keys((await app.inject({ url: '/api/docs/json' })).json().paths);
    for (const route of ROUTES) expect(paths).toContain(docPathOf(route));
  });

  it('the matrix below holds every admin route the API serves (sign-in aside)', async () => {
    const paths = (await app.inject({ url: '/api/docs/json' })).json().paths as Record<
      string,
      Record<string, unknown>
    >;
    const served = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/admin/') && !path.startsWith('/api/admin/auth/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((method) => ['get', 'post', 'patch', 'put', 'delete'].includes(method))
          .map((method) => `${method.toUpperCase()} ${path}`),
      );
    const inMatrix = new Set(ROUTES.map((route) => `${route.method} ${docPathOf(route)}`));
    expect(served.filter((route) => !inMatrix.has(route))).toEqual([]);
  });

  // One member and one signed-in account per role serve the whole matrix: a sign-in hashes a
  // password (and a staff one enrols an authenticator), which took most of each case's time. A
  // session is made afresh before it could idle out (30 minutes) or reach its 12 hours, as every
  // test moves the clock a minute on.
  let member: Awaited<ReturnType<typeof registerMember>> | undefined;
  const sessions = new Map<
    string,
    { staff: Awaited<ReturnType<typeof signedInStaff>>; since: number; used: number }
  >();
  async function staffOf(role: (typeof STAFF_ROLES)[number]) {
    const at = now.getTime();
    let session = sessions.get(role);
    if (!session || at - session.used > 20 * 60_000 || at - session.since > 11 * 3_600_000) {
      session = { staff: await signedInStaff(app, database.db, role, clock), since: at, used: at };
      sessions.set(role, session);
    }
    session.used = at;
    return session.staff;
  }

  it.each(ROUTES)('$method $url: a guest 401, a member 403', async (route) => {
    expect((await app.inject(route)).statusCode).toBe(401);
    member ??= await registerMember(app);
    const refused = await member.inject(route);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Sesi member tidak dapat membuka back office.');
  });

  const matrix = STAFF_ROLES.flatMap((role) =>
    ROUTES.map((route) => [role, route.method, route.url, route] as const),
  );
  it.each(matrix)('%s: %s %s', async (role, _method, _url, route) => {
    const staff = await staffOf(role);
    const res = await staff.inject(route);
    const allowed = !route.needs || roleMay(role, route.needs);
    // Past the guard: done, not found, stale, or the body's own refusal (an empty form, no file).
    if (allowed) expect([200, 201, 404, 409, 415, 422]).toContain(res.statusCode);
    else {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Peran kamu tidak dapat melakukan ini.');
    }
  });

  it('the permissions cover every route that needs one', () => {
    for (const route of ROUTES) if (route.needs) expect(PERMISSIONS).toContain(route.needs);
  });
});

describe('staff management', () => {
  // Other tests move the clock hours on: each test here signs a fresh admin in.
  beforeEach(async () => {
    admin = await signedInStaff(app, database.db, 'admin', clock);
  });
  const audit = async (query = '') =>
    (await admin.inject({ url: `/api/admin/audit-log${query}` })).json();

  it('creates an account with its audit row; a taken email is a 409 on the field', async () => {
    const created = await admin.inject({
      method: 'POST',
      url: '/api/admin/staff',
      payload: {
        email: 'Ayu.Merch@Kilau.id',
        name: 'Ayu',
        role: 'merchandiser',
        password: STAFF_PASSWORD,
      },
    });
    expect(created.statusCode).toBe(201);
    const account = created.json().data;
    expect(account).toMatchObject({
      email: 'ayu.merch@kilau.id',
      role: 'merchandiser',
      locked: false,
      totp_enabled: false,
      version: 1,
    });
    expect(JSON.stringify(account)).not.toMatch(/password|secret/);

    const log = await audit(`?entity=staff&entity_id=${account.id}`);
    expect(log.data).toHaveLength(1);
    expect(log.data[0]).toMatchObject({
      staff_id: admin.id,
      staff_email: admin.email,
      action: 'staff.create',
      before: null,
      after: { email: 'ayu.merch@kilau.id', name: 'Ayu', role: 'merchandiser', locked: false },
    });

    const taken = await admin.inject({
      method: 'POST',
      url: '/api/admin/staff',
      payload: {
        email: 'ayu.merch@kilau.id',
        name: 'Ayu 2',
        role: 'support',
        password: STAFF_PASSWORD,
      },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.fields.email).toBe('Email ini sudah dipakai akun staf lain.');
  });

  it('an edit from a stale version is a 409 with the account as it is now, and changes nothing', async () => {
    const email = await newAccount('support');
    const list = (await admin.inject({ url: '/api/admin/staff' })).json().data as Array<{
      id: number;
      email: string;
    }>;
    const id = list.find((row) => row.email === email)!.id;

    const first = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${id}`,
      payload: { version: 1, role: 'operations' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ role: 'operations', version: 2 });

    const second = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${id}`,
      payload: { version: 1, role: 'content' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      errorCode: 'changed_by_someone_else',
      data: { current: { role: 'operations', version: 2 } },
    });

    const log = await audit(`?entity=staff&entity_id=${id}&action=staff.update`);
    expect(log.data).toHaveLength(1);
    expect(log.data[0]).toMatchObject({
      before: { role: 'support' },
      after: { role: 'operations' },
    });
  });

  it('two admins saving at once: one wins, the other hears 409', async () => {
    const email = await newAccount('support');
    const other = await signedInStaff(app, database.db, 'admin', clock);
    const id = (
      (await admin.inject({ url: '/api/admin/staff' })).json().data as Array<{
        id: number;
        email: string;
      }>
    ).find((row) => row.email === email)!.id;
    const answers = await Promise.all(
      [admin, other].map((staff, i) =>
        staff.inject({
          method: 'PATCH',
          url: `/api/admin/staff/${id}`,
          payload: { version: 1, name: `Nama ${i}` },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });

  it('locking signs the account out and refuses its password; an admin cannot lock themself', async () => {
    const target = await signedInStaff(app, database.db, 'merchandiser', clock);
    const locked = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${target.id}`,
      payload: { version: 1, locked: true },
    });
    expect(locked.json().data).toMatchObject({ locked: true });
    expect((await target.inject({ url: '/api/admin/me' })).statusCode).toBe(401);
    const again = await login(target.email);
    expect(again.statusCode).toBe(403);
    expect(again.json().errorCode).toBe('staff_locked');

    const me = (await admin.inject({ url: '/api/admin/staff' }))
      .json()
      .data.find((row: { id: number }) => row.id === admin.id);
    const self = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${admin.id}`,
      payload: { version: me.version, locked: true },
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().data.fields.locked).toBe(
      'Kamu tidak dapat mengunci atau menurunkan peran akunmu sendiri.',
    );
  });

  it('resetting the authenticator makes the next sign-in enrol again', async () => {
    const target = await signedInStaff(app, database.db, 'support', clock);
    const reset = await admin.inject({
      method: 'POST',
      url: `/api/admin/staff/${target.id}/reset-totp`,
      payload: { version: 1 },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data).toMatchObject({ totp_enabled: false });
    expect((await target.inject({ url: '/api/admin/me' })).statusCode).toBe(401);
    const next = (await login(target.email)).json().data;
    expect(next.next).toBe('totp_setup');
    expect(next.secret).not.toBe(target.secret);
  });

  it('the audit log filters by who, what and when, newest first, and refuses a bad filter', async () => {
    for (const role of ['support', 'content', 'operations'] as const) {
      later(1);
      await admin.inject({
        method: 'POST',
        url: '/api/admin/staff',
        payload: {
          email: `log.${role}.${process.pid}@kilau.id`,
          name: 'Log',
          role,
          password: STAFF_PASSWORD,
        },
      });
    }
    const mine = await audit(`?staff_id=${admin.id}&limit=100`);
    expect(mine.data.length).toBeGreaterThan(2);
    const times = mine.data.map((row: { at: string }) => row.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(mine.data.every((row: { staff_id: number }) => row.staff_id === admin.id)).toBe(true);
    const none = await audit('?from=2031-01-01');
    expect(none.data).toEqual([]);
    const bad = await admin.inject({ url: '/api/admin/audit-log?from=kemarin&limit=1000' });
    expect(bad.statusCode).toBe(422);
  });
});
