// The back office's redemption queue (issue 21, docs/design/rewards.md "The redemption queue"):
// the list and its filters, marking a redemption sent, cancelling it with its cost given back
// (points and tokens) and a limited prize restocked, each audited with the member's mail, and
// the refusals (only a requested redemption moves; unknown; bad input in both languages; roles).
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { registerMember } from '../../test/members';
import { grantPoints } from '../../test/promotions-bag';
import { signedInStaff } from '../../test/staff';

let app: App;
let database: DatabaseHandle;
let support: Awaited<ReturnType<typeof signedInStaff>>;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
const clock = () => FIXED_NOW;
type Member = Awaited<ReturnType<typeof registerMember>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, clock, env: { LOGIN_RATE_LIMIT_MAX: '1000' } });
  await app.ready();
  support = await signedInStaff(app, database.db, 'support', clock);
  admin = await signedInStaff(app, database.db, 'admin', clock);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const URL = '/api/admin/reward-redemptions';

const prizeOf = (partner: string) =>
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

/** A member who redeemed `partner`'s prize (with the balance for it), in `language`. */
async function redeemed(partner: string, options: { member?: Member; language?: string } = {}) {
  const member = options.member ?? (await registerMember(app));
  const prize = await prizeOf(partner);
  if (prize.balance_kind === 'points') await grantPoints(database.db, member.id, prize.cost);
  else await grantTokens(member, prize.cost);
  const res = await member.inject({
    method: 'POST',
    url: '/api/user/me/tokens/redeem',
    payload: {
      points: prize.cost,
      phone_no: '0812-3456-7890',
      partner_id: String(prize.id),
      tnc: true,
      type: prize.balance_kind,
    },
    headers: options.language ? { 'accept-language': options.language } : {},
  });
  expect(res.statusCode, res.body).toBe(201);
  return { member, prize, id: Number(res.json().data.redemption.id) };
}

const post = (
  caller: typeof support,
  id: number,
  move: 'fulfil' | 'cancel',
  payload: object,
  language = 'id',
) =>
  caller.inject({
    method: 'POST',
    url: `${URL}/${id}/${move}`,
    payload,
    headers: { 'accept-language': language },
  });

async function balancesOf(userId: number) {
  const [points, tokens] = await Promise.all([
    database.db
      .selectFrom('point_balances')
      .select('balance')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    database.db
      .selectFrom('token_balances')
      .select('balance')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return { points: points?.balance ?? 0, tokens: tokens?.balance ?? 0 };
}

async function ledgersOf(userId: number) {
  const points = await database.db
    .selectFrom('point_ledger')
    .select(['delta', 'reason'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const tokens = await database.db
    .selectFrom('token_ledger')
    .select(['delta', 'reason', 'redemption_id'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return { points, tokens };
}

const auditOf = async (id: number) =>
  (
    await admin.inject({ url: `/api/admin/audit-log?entity=reward_redemption&entity_id=${id}` })
  ).json().data as Array<{ action: string; staff_email: string; before: object; after: object }>;

const mailsTo = async (address: string) =>
  (
    await app.inject({ url: `/api/dev/outbox?recipient=${encodeURIComponent(address)}&limit=50` })
  ).json().data as Array<{ template: string; subject: string; text: string; locale: string }>;

describe('GET /api/admin/reward-redemptions', () => {
  it('lists newest first with the member, the prize and the cost; filters and pages', async () => {
    const first = await redeemed('Telkomsel');
    await database.db
      .updateTable('users')
      .set({ first_name: 'Sari', last_name: 'Wulandari' })
      .where('id', '=', first.member.id)
      .execute();
    const second = await redeemed('Kopi Kenangan', { member: first.member });
    const other = await redeemed('Kopi Kenangan');

    const mine = await support.inject({ url: `${URL}?user=${first.member.id}` });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().meta).toMatchObject({ total: 2, skip: 0, limit: 20 });
    expect(mine.json().data).toEqual([
      {
        id: second.id,
        number: `RW-${second.id}`,
        member: { id: first.member.id, name: 'Sari Wulandari', email: first.member.email },
        prize: {
          id: second.prize.id,
          name: 'Voucher Kopi Kenangan Rp 30.000',
          kind: 'partner_voucher',
          partner_name: 'Kopi Kenangan',
        },
        cost: 3,
        balance_kind: 'tokens',
        phone_no: null,
        status: 'requested',
        created_at: FIXED_NOW.toISOString(),
        fulfilled_at: null,
        cancelled_at: null,
        reference: null,
        cancel_reason: null,
        handled_by: null,
      },
      expect.objectContaining({
        id: first.id,
        number: `RW-${first.id}`,
        prize: expect.objectContaining({ name: 'Pulsa Telkomsel Rp 25.000', kind: 'phone_credit' }),
        cost: 250,
        balance_kind: 'points',
        phone_no: '081234567890',
      }),
    ]);

    // Part of the e-mail, any case; a page of one; one prize; one status.
    const byEmail = await support.inject({
      url: `${URL}?user=${encodeURIComponent(first.member.email.toUpperCase().slice(0, 12))}&limit=1&skip=1`,
    });
    expect(byEmail.json().meta).toMatchObject({ total: 2, skip: 1, limit: 1 });
    expect(byEmail.json().data.map((row: { id: number }) => row.id)).toEqual([first.id]);
    const kopi = await support.inject({ url: `${URL}?prize_id=${second.prize.id}&limit=100` });
    const kopiIds = kopi.json().data.map((row: { id: number }) => row.id);
    expect(kopiIds).toEqual(expect.arrayContaining([second.id, other.id]));
    expect(kopiIds).not.toContain(first.id);
    expect(kopiIds.indexOf(other.id)).toBeLessThan(kopiIds.indexOf(second.id));
    await post(support, other.id, 'fulfil', {});
    const sent = await support.inject({
      url: `${URL}?status=fulfilled&prize_id=${other.prize.id}`,
    });
    expect(sent.json().data.map((row: { id: number }) => row.id)).toContain(other.id);
    const waiting = await support.inject({ url: `${URL}?status=requested&limit=100` });
    expect(waiting.json().data.map((row: { id: number }) => row.id)).not.toContain(other.id);
    expect(
      (await support.inject({ url: `${URL}?user=nobody-here%40example.com` })).json(),
    ).toMatchObject({
      data: [],
      meta: { total: 0 },
    });

    for (const query of ['status=sent', 'prize_id=abc', 'limit=101', 'user=a%00b']) {
      const refused = await support.inject({ url: `${URL}?${query}` });
      expect(refused.statusCode, query).toBe(422);
      expect(refused.json().errorCode).toBe('validation_failed');
    }
  });
});

describe('POST /api/admin/reward-redemptions/:id/fulfil', () => {
  it('marks it sent with the partner’s number, audited, and tells the member in their language', async () => {
    const { member, id } = await redeemed('GoPay', { language: 'en' });
    const before = await balancesOf(member.id);
    const res = await post(support, id, 'fulfil', { reference: '  TRX-0042-GOPAY  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(`Penukaran RW-${id} ditandai terkirim.`);
    expect(res.json().data).toMatchObject({
      id,
      status: 'fulfilled',
      fulfilled_at: FIXED_NOW.toISOString(),
      cancelled_at: null,
      reference: 'TRX-0042-GOPAY',
      prize: { name: 'GoPay balance Rp 50,000' },
      handled_by: { id: support.id, name: 'Staf support' },
    });
    expect(await balancesOf(member.id)).toEqual(before);
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        action: 'reward_redemption.fulfil',
        staff_email: support.email,
        before: { status: 'requested' },
        after: { status: 'fulfilled', reference: 'TRX-0042-GOPAY' },
      }),
    ]);
    const mail = (await mailsTo(member.email)).find((one) => one.template === 'reward_fulfilled');
    expect(mail).toMatchObject({
      locale: 'en',
      subject: 'Your prize has been sent: GoPay balance Rp 50,000',
    });
    expect(mail!.text).toContain('We have sent your prize: GoPay balance Rp 50,000 from GoPay.');
    expect(mail!.text).toContain('Sent to 081234567890.');
    expect(mail!.text).toContain('GoPay transaction number: TRX-0042-GOPAY.');
    expect(mail!.text).toContain(`Redemption number: RW-${id}.`);

    // Without a number (blank is none), in Indonesian.
    const voucher = await redeemed('Kopi Kenangan');
    const plain = await post(support, voucher.id, 'fulfil', { reference: '   ' });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().data.reference).toBe(null);
    const text = (await mailsTo(voucher.member.email)).find(
      (one) => one.template === 'reward_fulfilled',
    );
    expect(text).toMatchObject({
      locale: 'id',
      subject: 'Hadiahmu sudah dikirim: Voucher Kopi Kenangan Rp 30.000',
    });
    expect(text!.text).not.toContain('Nomor transaksi');
  });
});

describe('POST /api/admin/reward-redemptions/:id/cancel', () => {
  it('gives beauty points back and restocks a limited prize, in one audited move', async () => {
    const { member, prize, id } = await redeemed('GoPay');
    const stock = (await prizeOf('GoPay')).stock!;
    expect(await balancesOf(member.id)).toMatchObject({ points: 0 });
    const res = await post(support, id, 'cancel', { reason: 'Nomor HP tidak aktif.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      `Penukaran RW-${id} dibatalkan dan 500 poin dikembalikan ke member.`,
    );
    expect(res.json().data).toMatchObject({
      status: 'cancelled',
      cancelled_at: FIXED_NOW.toISOString(),
      fulfilled_at: null,
      cancel_reason: 'Nomor HP tidak aktif.',
      handled_by: { id: support.id },
    });
    expect(await balancesOf(member.id)).toMatchObject({ points: prize.cost });
    expect((await ledgersOf(member.id)).points).toEqual([
      { delta: 500, reason: 'adjustment' },
      { delta: -500, reason: 'reward_redemption' },
      { delta: 500, reason: 'reward_redemption_refund' },
    ]);
    expect((await prizeOf('GoPay')).stock).toBe(stock + 1);
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        action: 'reward_redemption.cancel',
        before: { status: 'requested' },
        after: {
          status: 'cancelled',
          reason: 'Nomor HP tidak aktif.',
          refunded: { cost: 500, balance_kind: 'points', balance: 500 },
          stock: stock + 1,
        },
      }),
    ]);
    const mail = (await mailsTo(member.email)).find((one) => one.template === 'reward_cancelled');
    expect(mail).toMatchObject({
      locale: 'id',
      subject: 'Penukaran hadiah dibatalkan: Saldo GoPay Rp 50.000',
    });
    expect(mail!.text).toContain(`penukaranmu RW-${id} (Saldo GoPay Rp 50.000 dari GoPay)`);
    expect(mail!.text).toContain('Alasannya: Nomor HP tidak aktif.');
    expect(mail!.text).toContain('500 poin sudah kami kembalikan ke saldomu');
  });

  it('gives campaign tokens back in their own ledger; an unlimited prize stays unlimited', async () => {
    const kopi = await redeemed('Kopi Kenangan', { language: 'en' });
    const stock = (await prizeOf('Kopi Kenangan')).stock!;
    const res = await post(
      support,
      kopi.id,
      'cancel',
      { reason: 'Stok voucher mitra habis.' },
      'en',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      `Redemption RW-${kopi.id} cancelled and 3 tokens given back to the member.`,
    );
    expect(await balancesOf(kopi.member.id)).toMatchObject({ tokens: 3 });
    expect((await ledgersOf(kopi.member.id)).tokens).toEqual([
      { delta: 3, reason: 'campaign_grant', redemption_id: null },
      { delta: -3, reason: 'redemption', redemption_id: kopi.id },
      { delta: 3, reason: 'redemption_refund', redemption_id: kopi.id },
    ]);
    expect((await prizeOf('Kopi Kenangan')).stock).toBe(stock + 1);
    const mail = (await mailsTo(kopi.member.email)).find(
      (one) => one.template === 'reward_cancelled',
    );
    expect(mail).toMatchObject({ locale: 'en' });
    expect(mail!.text).toContain('The 3 tokens are back in your balance');

    const pulsa = await redeemed('Telkomsel');
    expect((await prizeOf('Telkomsel')).stock).toBe(null);
    const unlimited = await post(support, pulsa.id, 'cancel', { reason: 'Salah nomor.' });
    expect(unlimited.statusCode, unlimited.body).toBe(200);
    expect((await prizeOf('Telkomsel')).stock).toBe(null);
    expect(await balancesOf(pulsa.member.id)).toMatchObject({ points: 250 });
    expect((await auditOf(pulsa.id))[0]!.after).toMatchObject({ stock: null });
  });

  it('balances stay their ledgers’ sums after a refund', async () => {
    const { member, id } = await redeemed('OVO');
    await post(support, id, 'cancel', { reason: 'Dibatalkan atas permintaan member.' });
    const sums = await database.db
      .selectFrom('token_ledger')
      .select(sql<string>`coalesce(sum(delta), 0)`.as('sum'))
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(Number(sums.sum)).toBe((await balancesOf(member.id)).tokens);
  });
});

describe('refusals', () => {
  it('moves only a requested redemption: a second move is 409 with what it is now', async () => {
    const sent = await redeemed('Telkomsel');
    expect((await post(support, sent.id, 'fulfil', {})).statusCode).toBe(200);
    const again = await post(support, sent.id, 'fulfil', {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'redemption_not_requested',
      message: `Penukaran RW-${sent.id} sudah ditandai terkirim, jadi tidak bisa diubah lagi.`,
      data: { current: { id: sent.id, status: 'fulfilled' } },
    });
    const cancelSent = await post(support, sent.id, 'cancel', { reason: 'Terlambat.' }, 'en');
    expect(cancelSent.statusCode).toBe(409);
    expect(cancelSent.json().message).toBe(
      `Redemption RW-${sent.id} has already been marked as sent, so it can no longer be changed.`,
    );
    // Nothing was given back for the refused cancel.
    expect((await ledgersOf(sent.member.id)).points).toHaveLength(2);

    const cancelled = await redeemed('Kopi Kenangan');
    expect(
      (await post(support, cancelled.id, 'cancel', { reason: 'Salah pilih.' })).statusCode,
    ).toBe(200);
    const twice = await post(support, cancelled.id, 'cancel', { reason: 'Salah pilih.' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      `Penukaran RW-${cancelled.id} sudah dibatalkan, jadi tidak bisa diubah lagi.`,
    );
    const fulfilCancelled = await post(support, cancelled.id, 'fulfil', {}, 'en');
    expect(fulfilCancelled.json().message).toBe(
      `Redemption RW-${cancelled.id} has already been cancelled, so it can no longer be changed.`,
    );
    expect(await balancesOf(cancelled.member.id)).toMatchObject({ tokens: 3 });
    expect(await auditOf(cancelled.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown redemption', async () => {
    for (const move of ['fulfil', 'cancel'] as const) {
      const res = await post(support, 99_999_999, move, { reason: 'Tidak ada.' }, 'en');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        errorCode: 'redemption_not_found',
        message: 'Reward redemption not found.',
      });
    }
    const id = await post(support, 99_999_999, 'fulfil', {});
    expect(id.json().message).toBe('Penukaran hadiah tidak ditemukan.');
  });

  it('refuses bad input with 422 on the field, in both languages, and moves nothing', async () => {
    const { id } = await redeemed('Telkomsel');
    const cases: Array<[string, 'fulfil' | 'cancel', object, string, string, string]> = [
      ['cancel', 'cancel', {}, 'reason', 'Data belum diisi', 'This field is required'],
      [
        'cancel',
        'cancel',
        { reason: '   ' },
        'reason',
        'Data belum diisi',
        'This field is required',
      ],
      [
        'cancel',
        'cancel',
        { reason: 'x'.repeat(501) },
        'reason',
        'Alasan pembatalan paling banyak 500 karakter.',
        'The reason for cancelling can be at most 500 characters.',
      ],
      [
        'fulfil',
        'fulfil',
        { reference: 'x'.repeat(101) },
        'reference',
        'Nomor transaksi mitra paling banyak 100 karakter.',
        "The partner's transaction number can be at most 100 characters.",
      ],
    ];
    for (const [, move, payload, field, id_, en] of cases) {
      for (const [language, message] of [
        ['id', id_],
        ['en', en],
      ] as const) {
        const res = await post(support, id, move, payload, language);
        expect(res.statusCode, JSON.stringify(payload)).toBe(422);
        expect(res.json().errorCode).toBe('validation_failed');
        expect(res.json().data.fields[field]).toBe(message);
      }
    }
    const control = await post(support, id, 'fulfil', { reference: 'TRX\u0000-1' });
    expect(control.statusCode).toBe(422);
    expect(Object.keys(control.json().data.fields)).toEqual(['reference']);
    const badId = await post(support, 0, 'fulfil', {});
    expect(badId.statusCode).toBe(422);
    const [row] = (await support.inject({ url: `${URL}?status=requested&limit=100` }))
      .json()
      .data.filter((one: { id: number }) => one.id === id);
    expect(row).toMatchObject({ status: 'requested' });
  });

  it('is for customers.read to read and customers.write to move: other roles hear 403', async () => {
    const { id } = await redeemed('Telkomsel');
    for (const role of ['merchandiser', 'operations', 'content'] as const) {
      const staff = await signedInStaff(app, database.db, role, clock);
      expect((await staff.inject({ url: URL })).statusCode, role).toBe(403);
      const res = await post(staff, id, 'cancel', { reason: 'Bukan peranku.' });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe('Peran kamu tidak dapat melakukan ini.');
    }
    expect((await app.inject({ url: URL })).statusCode).toBe(401);
    const member = await registerMember(app);
    expect((await member.inject({ url: URL })).statusCode).toBe(403);
    const [row] = (await admin.inject({ url: `${URL}?status=requested&limit=100` }))
      .json()
      .data.filter((one: { id: number }) => one.id === id);
    expect(row).toMatchObject({ status: 'requested' });
  });
});
