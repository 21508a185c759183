// Quotas and points under parallel calls (design/the-bag.md decisions 5–7). Exact on PostgreSQL (row locks
// and conditional updates; CI runs this file on both databases), trivially so on PGlite, which
// runs one transaction at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW } from '../../../test/build-test-app';
import { registerMember } from '../../../test/members';
import {
  bagWith,
  buildPromotionsApp,
  defineVoucher,
  grantPoints,
  liveHolds,
  pointsOf,
  sellable,
  type SellableCombination,
} from '../../../test/promotions-bag';

let env: Awaited<ReturnType<typeof buildPromotionsApp>>;
let goods: SellableCombination[];
beforeAll(async () => {
  env = await buildPromotionsApp();
  goods = await sellable(env.db, { min: 50_000, max: 120_000 });
});
afterAll(async () => {
  await env?.close();
});

type Member = Awaited<ReturnType<typeof registerMember>>;
const apply = (who: Member, voucher_code: string) =>
  who.inject({ method: 'POST', url: '/api/cart/user/me/carts/voucher', payload: { voucher_code } });
const redeem = (who: Member, points: number) =>
  who.inject({ method: 'POST', url: '/api/cart/user/me/carts/points', payload: { points } });

async function membersWithBags(count: number) {
  const members: Member[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, count - i) }, () => registerMember(env.app)),
    );
    members.push(...batch);
  }
  for (const who of members) {
    await bagWith(env.db, who.id, [{ combinationId: goods[0]!.combinationId, quantity: 2 }]);
  }
  return members;
}

describe('voucher quotas under parallel applies', () => {
  it('a quota-1 voucher applied by 50 bags at once is held by exactly one', async () => {
    const members = await membersWithBags(50);
    const { id, code } = await defineVoucher(env.db, { quota_total: 1 });
    const results = await Promise.all(members.map((who) => apply(who, code)));
    const held = results.filter((res) => res.statusCode === 200);
    const refused = results.filter((res) => res.statusCode === 422);
    expect(held).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const res of refused) {
      expect(res.json()).toMatchObject({
        errorCode: 'voucher_quota_reached',
        message: 'Kuota voucher sudah habis.',
      });
    }
    expect(await liveHolds(env.db, id, FIXED_NOW)).toBe(1);
    const carts = await env.db
      .selectFrom('carts')
      .select('user_id')
      .where('voucher_id', '=', id)
      .execute();
    expect(carts).toHaveLength(1);
    expect(held[0]!.json().data._id).toBeDefined();
  });

  it('a quota-5 voucher applied by 12 bags at once is held by exactly five', async () => {
    const members = await membersWithBags(12);
    const { id, code } = await defineVoucher(env.db, { quota_total: 5 });
    const results = await Promise.all(members.map((who) => apply(who, code)));
    expect(results.filter((res) => res.statusCode === 200)).toHaveLength(5);
    expect(await liveHolds(env.db, id, FIXED_NOW)).toBe(5);
  });

  it('parallel applies by one member leave one voucher, one hold, within the per-user quota', async () => {
    const [who] = await membersWithBags(1);
    const a = await defineVoucher(env.db, { quota_per_user: 1, quota_total: 100 });
    const b = await defineVoucher(env.db, { quota_per_user: 1, quota_total: 100 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => apply(who!, i % 2 === 0 ? a.code : b.code)),
    );
    expect(results.every((res) => res.statusCode === 200)).toBe(true);
    const holds = await env.db
      .selectFrom('voucher_holds')
      .select(['voucher_id'])
      .where('user_id', '=', who!.id)
      .where('used_at', 'is', null)
      .execute();
    expect(holds).toHaveLength(1);
    const cart = await env.db
      .selectFrom('carts')
      .select('voucher_id')
      .where('user_id', '=', who!.id)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    expect(cart.voucher_id).toBe(holds[0]!.voucher_id);
  });

  it('a once-per-member voucher held by the member cannot be taken again by them in parallel', async () => {
    const [who] = await membersWithBags(1);
    const once = await defineVoucher(env.db, { quota_per_user: 1 });
    // An earlier order of this member used it.
    const { id: ordered } = await env.db
      .insertInto('carts')
      .values({
        user_id: who!.id,
        status: 'ordered',
        address_id: null,
        store_id: null,
        source: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await env.db
      .insertInto('voucher_holds')
      .values({
        voucher_id: once.id,
        user_id: who!.id,
        cart_id: ordered,
        member_voucher_id: null,
        created_at: new Date(FIXED_NOW.getTime() - 86_400_000),
        expires_at: new Date(FIXED_NOW.getTime() - 84_600_000),
        used_at: new Date(FIXED_NOW.getTime() - 86_000_000),
        order_ref: 'KL-9',
      })
      .execute();
    const results = await Promise.all(Array.from({ length: 10 }, () => apply(who!, once.code)));
    expect(results.map((res) => res.json().errorCode)).toEqual(
      Array(10).fill('voucher_quota_user_reached'),
    );
    expect(await liveHolds(env.db, once.id, FIXED_NOW)).toBe(0);
  });
});

describe('beauty points under parallel redemptions', () => {
  it('30 parallel redemptions never take the balance below zero and keep it equal to the ledger', async () => {
    const [who] = await membersWithBags(1);
    await bagWith(env.db, who!.id, [{ combinationId: goods[0]!.combinationId, quantity: 6 }]);
    await grantPoints(env.db, who!.id, 100);
    const amounts = Array.from(
      { length: 30 },
      (_, i) => [10, 10, 10, 35, 60, 100, 101, 150][i % 8]!,
    );
    const results = await Promise.all(amounts.map((points) => redeem(who!, points)));
    for (const [i, res] of results.entries()) {
      if (amounts[i]! > 100) expect(res.json().errorCode).toBe('INSUFFICIENT_POINTS');
      else expect(res.statusCode).toBe(200);
    }
    const after = await pointsOf(env.db, who!.id);
    expect(after.balance).toBeGreaterThanOrEqual(0);
    expect(after.balance).toBe(after.ledgerSum);
    expect(after.balance + after.applied).toBe(100);
    expect(amounts).toContain(after.applied);
  });

  it('30 parallel redemptions and removals by one member keep balance + bag = granted', async () => {
    const [who] = await membersWithBags(1);
    await grantPoints(env.db, who!.id, 40);
    const calls = Array.from({ length: 30 }, (_, i) =>
      i % 3 === 2
        ? who!.inject({
            method: 'DELETE',
            url: '/api/cart/user/me/carts/points',
            payload: { points: 7 },
          })
        : redeem(who!, 5 + (i % 5) * 10),
    );
    const results = await Promise.all(calls);
    expect(
      results.every(
        (res) => res.statusCode === 200 || res.json().errorCode === 'INSUFFICIENT_POINTS',
      ),
    ).toBe(true);
    const after = await pointsOf(env.db, who!.id);
    expect(after.balance).toBeGreaterThanOrEqual(0);
    expect(after.balance).toBe(after.ledgerSum);
    expect(after.balance + after.applied).toBe(40);
  });

  it('a voucher and points applied at once: the bag ends with one of them and the points are whole', async () => {
    const [who] = await membersWithBags(1);
    await grantPoints(env.db, who!.id, 50);
    const { code } = await defineVoucher(env.db, { quota_total: 100 });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0 ? apply(who!, code) : redeem(who!, 10 + i),
      ),
    );
    const cart = await env.db
      .selectFrom('carts')
      .select(['voucher_id', 'points_applied'])
      .where('user_id', '=', who!.id)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    expect(cart.voucher_id === null || cart.points_applied === 0).toBe(true);
    const after = await pointsOf(env.db, who!.id);
    expect(after.balance).toBe(after.ledgerSum);
    expect(after.balance + after.applied).toBe(50);
  });
});
