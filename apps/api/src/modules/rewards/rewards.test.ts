// Tokens, rewards and badges (issue 21, docs/design/rewards.md): redeeming beauty points and
// campaign tokens for partner prizes, the lists of rewards, badges earned once, the public
// profile's badges and the back office's partner prizes and token grants.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { createRewardsRepository } from './rewards.repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { registerMember } from '../../test/members';
import { grantPoints } from '../../test/promotions-bag';
import { signedInStaff } from '../../test/staff';
import { createBadgeAwards } from './index';

let app: App;
let database: DatabaseHandle;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
const clock = () => FIXED_NOW;
type Member = Awaited<ReturnType<typeof registerMember>>;

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

const prizeByPartner = (partner: string) =>
  database.db
    .selectFrom('partner_prizes')
    .selectAll()
    .where('partner_name', '=', partner)
    .executeTakeFirstOrThrow();

async function grantTokens(member: Member, delta: number) {
  const res = await admin.inject({
    method: 'POST',
    url: `/api/admin/customers/${member.id}/tokens`,
    payload: { delta, reason: 'Kampanye Oktober' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const redeem = (
  member: Member,
  body: Record<string, unknown>,
  options: { key?: string; language?: string } = {},
) =>
  member.inject({
    method: 'POST',
    url: '/api/user/me/tokens/redeem',
    payload: body,
    headers: {
      ...(options.key ? { 'idempotency-key': options.key } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
  });

const telkomselBody = (partnerId: number, extra: Record<string, unknown> = {}) => ({
  points: 250,
  phone_no: '0812-3456-7890',
  kpi: 'oktober',
  partner_id: String(partnerId),
  tnc: true,
  email_banner: 'https://kilau.test/banner.png',
  prize_name: 'Pulsa Telkomsel Rp 25.000',
  type: 'points',
  ...extra,
});

async function ledgerOf(userId: number) {
  const points = await database.db
    .selectFrom('point_ledger')
    .select(['delta', 'reason'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const tokens = await database.db
    .selectFrom('token_ledger')
    .select(['delta', 'reason'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return { points, tokens };
}

describe('POST /api/user/me/tokens/redeem', () => {
  it('redeems beauty points: balance, ledger, stock, redemption and the e-mail in the outbox', async () => {
    const member = await registerMember(app);
    await grantPoints(database.db, member.id, 600);
    const gopay = await prizeByPartner('GoPay');
    const res = await redeem(member, {
      ...telkomselBody(gopay.id),
      points: 500,
      prize_name: gopay.name,
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      points: { count: 100 },
      total_october_campaign_tokens: 0,
      redemption: {
        partner_id: String(gopay.id),
        prize_name: 'Saldo GoPay Rp 50.000',
        points: 500,
        type: 'points',
        phone_no: '081234567890',
        status: 'requested',
      },
    });
    expect((await prizeByPartner('GoPay')).stock).toBe(gopay.stock! - 1);
    expect((await ledgerOf(member.id)).points).toEqual([
      { delta: 600, reason: 'adjustment' },
      { delta: -500, reason: 'reward_redemption' },
    ]);
    const mail = await database.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', member.email)
      .where('template', '=', 'reward_redeemed')
      .executeTakeFirstOrThrow();
    expect(mail.payload).toMatchObject({
      prize: 'Saldo GoPay Rp 50.000',
      partner: 'GoPay',
      cost: '500 poin',
      phone: '081234567890',
    });
  });

  it('redeems campaign tokens for a partner voucher (no phone needed), in English', async () => {
    const member = await registerMember(app);
    await grantTokens(member, 4);
    const voucher = await prizeByPartner('Kopi Kenangan');
    const res = await redeem(
      member,
      { points: 3, partner_id: voucher.id, tnc: true, type: 'tokens' },
      { language: 'en' },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      total_october_campaign_tokens: 1,
      points: { count: 0 },
      redemption: { prize_name: 'Kopi Kenangan voucher Rp 30,000', phone_no: null, type: 'tokens' },
    });
    expect((await ledgerOf(member.id)).tokens).toEqual([
      { delta: 4, reason: 'campaign_grant' },
      { delta: -3, reason: 'redemption' },
    ]);
  });

  it.each([
    ['id', 'Mohon maaf token anda tidak mencukupi.'],
    ['en', 'Sorry, you do not have enough tokens.'],
  ])(
    'past the balance answers INSUFFICIENT_POINTS (%s) and takes nothing',
    async (language, message) => {
      const member = await registerMember(app);
      await grantPoints(database.db, member.id, 100);
      const telkomsel = await prizeByPartner('Telkomsel');
      const res = await redeem(member, telkomselBody(telkomsel.id), { language });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        success: false,
        errorCode: 'INSUFFICIENT_POINTS',
        message,
      });
      expect((await ledgerOf(member.id)).points).toHaveLength(1);
      const redemptions = await database.db
        .selectFrom('reward_redemptions')
        .select('id')
        .where('user_id', '=', member.id)
        .execute();
      expect(redemptions).toEqual([]);
    },
  );

  it('a cost that changed since the member saw it is 409 with the current cost', async () => {
    const member = await registerMember(app);
    await grantPoints(database.db, member.id, 1000);
    const telkomsel = await prizeByPartner('Telkomsel');
    const res = await redeem(member, telkomselBody(telkomsel.id, { points: 200 }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'reward_cost_changed',
      data: { current: { cost: 250, type: 'points' } },
    });
    expect(res.json().message).toContain('250');
  });

  it('an unknown or switched-off prize is 404', async () => {
    const member = await registerMember(app);
    await grantPoints(database.db, member.id, 1000);
    const off = await prizeByPartner('CGV');
    expect(off.is_active).toBe(false);
    for (const id of [off.id, 999_999]) {
      const res = await redeem(member, telkomselBody(id, { points: off.cost }));
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('reward_prize_not_found');
    }
  });

  it.each([
    ['tnc false', { tnc: false }, 'tnc', 'Setujui syarat dan ketentuan untuk menukar hadiah.'],
    [
      'tnc missing',
      { tnc: undefined },
      'tnc',
      'Setujui syarat dan ketentuan untuk menukar hadiah.',
    ],
    [
      'a landline',
      { phone_no: '0215550123' },
      'phone_no',
      'Masukkan nomor HP Indonesia yang valid (08…).',
    ],
    [
      'no phone for phone credit',
      { phone_no: undefined },
      'phone_no',
      'Masukkan nomor HP Indonesia yang valid (08…).',
    ],
    ['tokens for a points prize', { type: 'tokens' }, 'type', 'Hadiah ini ditukar dengan points.'],
    ['an unknown balance', { type: 'stars' }, 'type', 'Pilih poin atau token.'],
    ['points not a whole number', { points: 2.5 }, 'points', 'Jumlah poin tidak valid.'],
    ['points past the column', { points: 3_000_000_000 }, 'points', 'Jumlah poin tidak valid.'],
    ['a control character in kpi', { kpi: 'a\u0000b' }, 'kpi', undefined],
  ])('%s is 422 on its field', async (_case, change, field, message) => {
    const member = await registerMember(app);
    await grantPoints(database.db, member.id, 1000);
    const telkomsel = await prizeByPartner('Telkomsel');
    const res = await redeem(member, telkomselBody(telkomsel.id, change));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errorCode).toBe('validation_failed');
    expect(Object.keys(res.json().data.fields)).toContain(field);
    if (message) expect(res.json().data.fields[field]).toBe(message);
  });

  it('an Idempotency-Key replay answers the same redemption without a second debit', async () => {
    const member = await registerMember(app);
    await grantPoints(database.db, member.id, 600);
    const telkomsel = await prizeByPartner('Telkomsel');
    const body = telkomselBody(telkomsel.id);
    const first = await redeem(member, body, { key: 'redeem-key-0001' });
    const again = await redeem(member, body, { key: 'redeem-key-0001' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.redemption).toEqual(first.json().data.redemption);
    expect(again.json().data.points).toEqual({ count: 350 });
    const other = await redeem(member, { ...body, kpi: 'lain' }, { key: 'redeem-key-0001' });
    expect(other.statusCode).toBe(422);
    expect(other.json().errorCode).toBe('idempotency_key_reused');
    expect((await ledgerOf(member.id)).points).toHaveLength(2);
  });

  it('a guest is 401', async () => {
    const telkomsel = await prizeByPartner('Telkomsel');
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/me/tokens/redeem',
      payload: telkomselBody(telkomsel.id),
    });
    expect(res.statusCode).toBe(401);
  });

  it('a prize that ran out is 409 and the balance is untouched', async () => {
    const member = await registerMember(app);
    await grantTokens(member, 10);
    const ovo = await prizeByPartner('OVO');
    const edit = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/partner-prizes/${ovo.id}`,
      payload: { stock: 0, version: ovo.version },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const res = await redeem(member, {
      points: 2,
      partner_id: ovo.id,
      phone_no: '+6281234567890',
      tnc: true,
      type: 'tokens',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('reward_out_of_stock');
    expect((await ledgerOf(member.id)).tokens).toHaveLength(1);
    await admin.inject({
      method: 'PATCH',
      url: `/api/admin/partner-prizes/${ovo.id}`,
      payload: { stock: ovo.stock, version: ovo.version + 1 },
    });
  });
});

describe('the lists of rewards', () => {
  it('GET /api/rewards lists the offered prizes with cost and balance, to anyone', async () => {
    const res = await app.inject({ url: '/api/rewards' });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<Record<string, unknown>>;
    expect(list.map((prize) => prize.partner_name)).toEqual([
      'Telkomsel',
      'GoPay',
      'OVO',
      'Kopi Kenangan',
    ]);
    expect(list[0]).toMatchObject({
      kind: 'phone_credit',
      name: 'Pulsa Telkomsel Rp 25.000',
      cost: 250,
      type: 'points',
      stock: null,
      needs_phone: true,
    });
    expect(list[3]).toMatchObject({ type: 'tokens', cost: 3, needs_phone: false });
  });

  it('GET /api/user/:id/rewards: balances and redemptions for oneself, badges for anyone', async () => {
    const member = await registerMember(app);
    await grantTokens(member, 5);
    const voucher = await prizeByPartner('Kopi Kenangan');
    await redeem(member, { points: 3, partner_id: voucher.id, tnc: true, type: 'tokens' });
    await createBadgeAwards(clock)(database.db, member.id, 'quiz_taken');

    const own = await member.inject({ url: `/api/user/${member.id}/rewards` });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({
      own: true,
      total_october_campaign_tokens: 2,
      points: { count: 0 },
      badges: [{ key: 'quiz_taken', name: 'Kuis Kecantikan' }],
    });
    expect(own.json().data.redemptions).toHaveLength(1);
    const me = await member.inject({ url: '/api/user/me/rewards' });
    expect(me.json().data).toEqual(own.json().data);

    const stranger = await app.inject({ url: `/api/user/${member.id}/rewards` });
    expect(stranger.json().data).toEqual({
      own: false,
      badges: own.json().data.badges,
      points: null,
      total_october_campaign_tokens: null,
      redemptions: null,
    });
    expect((await app.inject({ url: '/api/user/me/rewards' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/user/999999/rewards' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/user/abc/rewards' })).statusCode).toBe(422);
  });
});

describe('badges', () => {
  it('are awarded once per member and badge', async () => {
    const member = await registerMember(app);
    const award = createBadgeAwards(clock);
    expect(await award(database.db, member.id, 'first_order')).toBe(true);
    expect(await award(database.db, member.id, 'first_order')).toBe(false);
    const rows = await database.db
      .selectFrom('member_badges')
      .selectAll()
      .where('user_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('the public profile shows badges and no private fields', async () => {
    const member = await registerMember(app);
    await createBadgeAwards(clock)(database.db, member.id, 'first_review');
    await grantTokens(member, 3);
    const res = await app.inject({
      url: `/api/profile?filter[user_name]=${member.userName}`,
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.badges).toEqual([
      { key: 'first_review', name: 'First review', earned_at: FIXED_NOW.toISOString() },
    ]);
    expect(Object.keys(data).sort()).toEqual(
      ['badges', 'bio', 'first_name', 'image', 'name', 'social_links', 'user_name'].sort(),
    );
    expect(res.body).not.toContain(member.email);
  });

  it('lists at most 100', async () => {
    const member = await registerMember(app);
    await database.db
      .insertInto('member_badges')
      .values(
        Array.from({ length: 105 }, (_, i) => ({
          user_id: member.id,
          badge_key: i === 0 ? 'first_order' : `legacy_${i}`,
          earned_at: FIXED_NOW,
        })),
      )
      .execute();
    const rows = await createRewardsRepository(database.db).badges(member.id, 100);
    expect(rows).toHaveLength(100);
  });
});

describe('the back office', () => {
  const prizeBody = {
    kind: 'partner_voucher',
    partner_name: 'Sociolla Spa',
    name: 'Voucher spa Rp 100.000',
    name_en: 'Spa voucher Rp 100,000',
    cost: 10,
    balance_kind: 'tokens',
    stock: 5,
  };

  it('creates, edits and audits a partner prize; a stale version is 409', async () => {
    const created = await admin.inject({
      method: 'POST',
      url: '/api/admin/partner-prizes',
      payload: prizeBody,
    });
    expect(created.statusCode, created.body).toBe(201);
    const prize = created.json().data;
    expect(prize).toMatchObject({ ...prizeBody, is_active: true, version: 1, redeemed: 0 });

    const edited = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/partner-prizes/${prize.id}`,
      payload: { is_active: false, stock: 3, version: 1 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ is_active: false, stock: 3, version: 2 });

    const stale = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/partner-prizes/${prize.id}`,
      payload: { cost: 1, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      errorCode: 'changed_by_someone_else',
      data: { current: { version: 2, cost: 10 } },
    });

    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'partner_prize')
      .where('entity_id', '=', String(prize.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['partner_prize.create', 'partner_prize.edit']);
    expect(audit[1]).toMatchObject({
      before: { stock: 5, is_active: true },
      after: { stock: 3, is_active: false },
    });

    const list = (await admin.inject({ url: '/api/admin/partner-prizes' })).json().data;
    expect(list.map((row: { id: number }) => row.id)).toContain(prize.id);
    const shop = (await app.inject({ url: '/api/rewards' })).json().data;
    expect(shop.map((row: { id: string }) => row.id)).not.toContain(String(prize.id));
  });

  it('refuses bad prize fields with 422', async () => {
    const res = await admin.inject({
      method: 'POST',
      url: '/api/admin/partner-prizes',
      payload: { ...prizeBody, cost: 0, kind: 'gift', image_url: 'javascript:alert(1)' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().data.fields).sort()).toEqual(['cost', 'image_url', 'kind']);
  });

  it('grants and takes back tokens, audited, never below zero', async () => {
    const member = await registerMember(app);
    await grantTokens(member, 7);
    const take = await admin.inject({
      method: 'POST',
      url: `/api/admin/customers/${member.id}/tokens`,
      payload: { delta: -8, reason: 'Koreksi' },
    });
    expect(take.statusCode).toBe(422);
    expect(take.json().data.fields.delta).toContain('7');
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity', '=', 'customer')
      .where('entity_id', '=', String(member.id))
      .execute();
    expect(audit).toEqual([
      { action: 'customer.tokens', after: { tokens: 7, delta: 7, reason: 'Kampanye Oktober' } },
    ]);
    const unknown = await admin.inject({
      method: 'POST',
      url: '/api/admin/customers/999999/tokens',
      payload: { delta: 1, reason: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('a role without the permission is 403, a guest 401', async () => {
    const support = await signedInStaff(app, database.db, 'support', clock);
    expect((await support.inject({ url: '/api/admin/partner-prizes' })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/admin/partner-prizes' })).statusCode).toBe(401);
    const merchandiser = await signedInStaff(app, database.db, 'merchandiser', clock);
    const grant = await merchandiser.inject({
      method: 'POST',
      url: '/api/admin/customers/1/tokens',
      payload: { delta: 1, reason: 'x' },
    });
    expect(grant.statusCode).toBe(403);
  });
});
