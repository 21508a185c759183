// The back office's lucky-draw prizes (issue 21, docs/design/lucky-draw.md): listed with what was
// claimed, created as a `lucky_draw` voucher and its prize, edited at a version, audited, for
// `promotions.write` only; a new prize is drawn by the shop's claim at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPromotionsApp } from '../../test/promotions-bag';
import { registerMember } from '../../test/members';
import { signedInStaff } from '../../test/staff';

let env: Awaited<ReturnType<typeof buildPromotionsApp>>;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let nextRandom = 0;
beforeAll(async () => {
  env = await buildPromotionsApp({ luckyDrawRandom: () => nextRandom });
  staff = await signedInStaff(env.app, env.db, 'merchandiser', () => env.clock.now);
});
afterAll(async () => {
  await env?.close();
});

const PRIZES = '/api/admin/lucky-draw/prizes';
const create = (payload: Record<string, unknown>) =>
  staff.inject({ method: 'POST', url: PRIZES, payload });
const patch = (id: number, payload: Record<string, unknown>) =>
  staff.inject({ method: 'PATCH', url: `${PRIZES}/${id}`, payload });
const auditOf = (id: number, action: string) =>
  env.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'lucky_draw_prize')
    .where('entity_id', '=', String(id))
    .where('action', '=', action)
    .execute();

describe('the lucky draw in the back office', () => {
  it('lists the seeded prizes with their quotas, claims and what is left', async () => {
    const res = await staff.inject({ url: PRIZES });
    expect(res.statusCode, res.body).toBe(200);
    const { prizes, claims, remaining } = res.json().data;
    expect(prizes.map((p: { code: string; quota: number }) => [p.code, p.quota])).toEqual([
      ['LUCKY10K', 20],
      ['LUCKY25K', 10],
      ['LUCKY50K', 5],
      ['LUCKYONGKIR', 10],
    ]);
    expect({ claims, remaining }).toEqual({ claims: 0, remaining: 45 });
  });

  it('creates a prize (a lucky_draw voucher) with its audit row; the shop draws it', async () => {
    const res = await create({
      code: 'lucky15',
      name: 'Lucky Draw 15%',
      discount_type: 'percentage',
      percentage: 15,
      max_discount: 30_000,
      quota: 3,
      weight: 10,
    });
    expect(res.statusCode, res.body).toBe(200);
    const prize = res.json().data;
    expect(prize).toMatchObject({
      code: 'LUCKY15',
      discount_type: 'percentage',
      percentage: 15,
      max_discount: 30_000,
      amount: null,
      min_amount: 0,
      valid_days: 30,
      quota: 3,
      remaining: 3,
      claimed: 0,
      weight: 10,
      is_active: true,
      version: 1,
    });
    const [row] = await auditOf(prize.id, 'lucky_draw_prize.create');
    expect(row).toMatchObject({ staff_id: staff.id, before: null });
    expect(row!.after).toMatchObject({ code: 'LUCKY15', quota: 3, weight: 10 });

    // The newest prize has the highest id: the last share of the odds draws it.
    nextRandom = 0.9999;
    const won = await (
      await registerMember(env.app)
    ).inject({ method: 'POST', url: '/api/users/me/claim-reward/lucky-draw' });
    expect(won.json().data).toMatchObject({ code: 'LUCKY15', kind: 'lucky_draw' });
    const after = (await staff.inject({ url: `${PRIZES}/${prize.id}` })).json().data;
    expect(after).toMatchObject({ remaining: 2, claimed: 1 });
    expect((await staff.inject({ url: PRIZES })).json().data.claims).toBe(1);
  });

  it('edits at a version: quota keeps what was claimed, odds and value change, audited; stale 409', async () => {
    const prize = (
      await create({
        code: 'LUCKYEDIT',
        name: 'Lucky Edit',
        discount_type: 'amount',
        amount: 5_000,
        quota: 4,
        weight: 1,
      })
    ).json().data;
    await env.db
      .updateTable('lucky_draw_prizes')
      .set({ remaining: 1 })
      .where('id', '=', prize.id)
      .execute();

    const below = await patch(prize.id, { version: 1, quota: 2 });
    expect(below.statusCode).toBe(422);
    expect(below.json().data.fields.quota).toBe(
      'Kuota tidak boleh kurang dari hadiah yang sudah diklaim (3).',
    );

    const res = await patch(prize.id, { version: 1, quota: 10, weight: 7, amount: 8_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      quota: 10,
      remaining: 7,
      claimed: 3,
      weight: 7,
      amount: 8_000,
      version: 2,
    });
    const [row] = await auditOf(prize.id, 'lucky_draw_prize.update');
    expect(row!.before).toEqual({ quota: 4, weight: 1, amount: 5_000 });
    expect(row!.after).toEqual({ quota: 10, weight: 7, amount: 8_000 });

    const stale = await patch(prize.id, { version: 1, weight: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      errorCode: 'changed_by_someone_else',
      data: { current: { version: 2, weight: 7 } },
    });
  });

  it.each([
    ['an amount prize without an amount', { discount_type: 'amount' }, 'amount'],
    [
      'a cap on an amount prize',
      { discount_type: 'amount', amount: 1_000, max_discount: 5 },
      'max_discount',
    ],
    ['a percentage past 100', { discount_type: 'percentage', percentage: 101 }, 'percentage'],
    ['a weight of 0', { discount_type: 'free_shipping', weight: 0 }, 'weight'],
    ['a quota past the column', { discount_type: 'free_shipping', quota: 2 ** 31 }, 'quota'],
    ['an unknown type', { discount_type: 'free_product' }, 'discount_type'],
    ['a code already used', { code: 'LUCKY10K', discount_type: 'free_shipping' }, 'code'],
    [
      'a name with a control character',
      { name: 'Lucky\u0000', discount_type: 'free_shipping' },
      'name',
    ],
  ])('refuses %s with 422 on its field, never a 500', async (_case, values, field) => {
    const res = await create({
      code: 'LUCKYBAD',
      name: 'Lucky Bad',
      quota: 1,
      weight: 1,
      ...values,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().data.fields)).toContain(field);
  });

  it('answers 404 for a prize that does not exist, 401 to a guest and 403 to a role without promotions.write', async () => {
    expect((await patch(9_007_199_254_740_991, { version: 1 })).statusCode).toBe(404);
    expect((await env.app.inject({ url: PRIZES })).statusCode).toBe(401);
    const support = await signedInStaff(env.app, env.db, 'support', () => env.clock.now);
    expect((await support.inject({ url: PRIZES })).statusCode).toBe(403);
    expect((await support.inject({ method: 'POST', url: PRIZES, payload: {} })).statusCode).toBe(
      403,
    );
  });

  it("keeps a prize's voucher read-only in the voucher list: its edits go through the prize", async () => {
    const [prize] = (await staff.inject({ url: PRIZES })).json().data.prizes;
    const voucher = (await staff.inject({ url: `/api/admin/vouchers/${prize.voucher_id}` })).json()
      .data;
    expect(voucher.kind).toBe('lucky_draw');
    const edit = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/vouchers/${prize.voucher_id}`,
      payload: { version: voucher.version, name: 'Diubah di daftar voucher' },
    });
    expect(edit.statusCode, edit.body).toBe(409);
    expect(edit.json()).toMatchObject({
      errorCode: 'voucher_lucky_draw_owned',
      message: 'Voucher ini hadiah lucky draw: ubah lewat halaman Hadiah lucky draw.',
    });
    const given = await staff.inject({
      method: 'POST',
      url: `/api/admin/vouchers/${prize.voucher_id}/assign`,
      payload: { emails: ['siapa@contoh.id'] },
    });
    expect(given.statusCode).toBe(409);
    const after = (await staff.inject({ url: `/api/admin/vouchers/${prize.voucher_id}` })).json()
      .data;
    expect(after).toMatchObject({ name: voucher.name, version: voucher.version });
    // The prize's own edit still changes its voucher.
    const viaPrize = await patch(prize.id, {
      version: prize.version,
      name: 'Voucher Rp 10.000 baru',
    });
    expect(viaPrize.statusCode, viaPrize.body).toBe(200);
  });
});
