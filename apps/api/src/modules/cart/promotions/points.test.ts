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
const redeem = (who: Member, points: unknown) =>
  who.inject({ method: 'POST', url: '/api/cart/user/me/carts/points', payload: { points } });
const unredeem = (who: Member, payload?: Record<string, unknown>) =>
  who.inject({
    method: 'DELETE',
    url: '/api/cart/user/me/carts/points',
    ...(payload ? { payload } : {}),
  });

/** A member with `balance` points and a bag of one line worth its price. */
async function memberWithBag(balance: number, quantity = 1) {
  const who = await registerMember(env.app);
  if (balance > 0) await grantPoints(env.db, who.id, balance);
  const line = goods[0]!;
  const cartId = await bagWith(env.db, who.id, [{ combinationId: line.combinationId, quantity }]);
  return { who, cartId, value: line.price * quantity };
}

describe('redeeming beauty points: POST /api/cart/user/me/carts/points', () => {
  it('moves points from the balance into the bag, with a ledger row', async () => {
    const { who, cartId } = await memberWithBag(50);
    const res = await redeem(who, 20);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Beauty points berhasil digunakan.',
      data: {
        _id: String(cartId),
        point_applied: 20,
        points_value: 20_000,
        points_balance: 30,
        voucher_id: null,
      },
    });
    expect(await pointsOf(env.db, who.id)).toEqual({ balance: 30, ledgerSum: 30, applied: 20 });
    // Setting a new amount moves only the difference, both ways.
    expect((await redeem(who, 45)).json().data).toMatchObject({
      point_applied: 45,
      points_balance: 5,
    });
    expect((await redeem(who, 10)).json().data).toMatchObject({
      point_applied: 10,
      points_balance: 40,
    });
    expect(await pointsOf(env.db, who.id)).toEqual({ balance: 40, ledgerSum: 40, applied: 10 });
  });

  it.each([
    [0, 'points_zero', 'Jumlah beauty points harus lebih dari 0.'],
    [-5, 'points_zero', 'Jumlah beauty points harus lebih dari 0.'],
    [2.5, 'points_zero', 'Jumlah beauty points harus lebih dari 0.'],
  ])('refuses %s points (422 %s)', async (points, errorCode, message) => {
    const { who } = await memberWithBag(50);
    const res = await redeem(who, points);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errorCode, message });
  });

  it('refuses a missing value as a validation error', async () => {
    const { who } = await memberWithBag(50);
    const res = await who.inject({
      method: 'POST',
      url: '/api/cart/user/me/carts/points',
      payload: {},
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorCode).toBe('validation_failed');
  });

  it('refuses more than the balance with INSUFFICIENT_POINTS', async () => {
    const { who } = await memberWithBag(10);
    const res = await redeem(who, 11);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      errorCode: 'INSUFFICIENT_POINTS',
      message: 'Mohon maaf token anda tidak mencukupi.',
    });
    expect(await pointsOf(env.db, who.id)).toEqual({ balance: 10, ledgerSum: 10, applied: 0 });
    const none = await memberWithBag(0);
    expect((await redeem(none.who, 1)).json().errorCode).toBe('INSUFFICIENT_POINTS');
  });

  it('refuses more points than the bag is worth', async () => {
    const { who, value } = await memberWithBag(10_000);
    const max = Math.floor(value / 1_000);
    const res = await redeem(who, max + 1);
    expect(res.json()).toMatchObject({
      errorCode: 'points_exceed_bag',
      message: `Beauty points melebihi nilai belanja kamu. Maksimal ${max} points.`,
    });
    expect((await redeem(who, max)).statusCode).toBe(200);
  });

  it('is refused while the points toggle is off', async () => {
    const { who } = await memberWithBag(50);
    const toggle = (enabled: boolean) =>
      env.db.updateTable('feature_toggles').set({ enabled }).where('key', '=', 'points').execute();
    await toggle(false);
    try {
      expect((await redeem(who, 5)).json()).toMatchObject({
        errorCode: 'points_disabled',
        message: 'Penukaran beauty points sedang tidak tersedia.',
      });
      expect((await env.app.inject({ url: '/api/cart/toggles' })).json().data).toEqual({
        cart_verified_only_apply_voucher: false,
        points: false,
      });
    } finally {
      await toggle(true);
    }
    expect((await env.app.inject({ url: '/api/cart/toggles' })).json()).toMatchObject({
      success: true,
      data: { cart_verified_only_apply_voucher: false, points: true },
    });
  });

  it('needs a bag', async () => {
    const who = await registerMember(env.app);
    await grantPoints(env.db, who.id, 5);
    expect((await redeem(who, 5)).json().errorCode).toBe('cart_empty');
  });

  it('clears an applied voucher and releases its hold, in the same transaction', async () => {
    const { who } = await memberWithBag(50, 2);
    const { id, code } = await defineVoucher(env.db, { quota_total: 3 });
    await who.inject({
      method: 'POST',
      url: '/api/cart/user/me/carts/voucher',
      payload: { voucher_code: code },
    });
    expect(await liveHolds(env.db, id, FIXED_NOW)).toBe(1);
    const res = await redeem(who, 7);
    expect(res.json().data).toMatchObject({ voucher_id: null, voucher: null, point_applied: 7 });
    expect(await liveHolds(env.db, id, FIXED_NOW)).toBe(0);
    // A refused redemption leaves the voucher where it was.
    await who.inject({
      method: 'POST',
      url: '/api/cart/user/me/carts/voucher',
      payload: { voucher_code: code },
    });
    expect((await redeem(who, 500)).statusCode).toBe(422);
    expect(await liveHolds(env.db, id, FIXED_NOW)).toBe(1);
  });
});

describe('removing beauty points: DELETE /api/cart/user/me/carts/points', () => {
  it('gives back the named points, all by default, idempotently', async () => {
    const { who, cartId } = await memberWithBag(30);
    await redeem(who, 20);
    const some = await unredeem(who, { points: 5, _id: String(cartId) });
    expect(some.json()).toMatchObject({
      message: 'Beauty points berhasil dilepas.',
      data: { point_applied: 15, points_balance: 15 },
    });
    expect((await unredeem(who, { points: 999 })).json().data).toMatchObject({
      point_applied: 0,
      points_balance: 30,
    });
    expect((await unredeem(who)).json().data).toMatchObject({
      point_applied: 0,
      points_balance: 30,
    });
    expect((await unredeem(who, { _id: '123456789' })).statusCode).toBe(404);
    expect(await pointsOf(env.db, who.id)).toEqual({ balance: 30, ledgerSum: 30, applied: 0 });
  });
});

describe("the member's points: GET /api/cart/user/me/points", () => {
  it('answers the balance, the point value, what the bag holds and the ledger newest first', async () => {
    const { who, cartId } = await memberWithBag(25);
    await redeem(who, 10);
    await redeem(who, 4);
    const res = await who.inject({ url: '/api/cart/user/me/points?limit=2' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: {
        balance: 21,
        point_value: 1_000,
        held: 4,
        ledger: [
          { delta: 6, reason: 'cart_release', cart_id: String(cartId) },
          { delta: -10, reason: 'cart_hold', cart_id: String(cartId) },
        ],
      },
      meta: { total: 3, skip: 0, limit: 2 },
    });
    const rest = await who.inject({ url: '/api/cart/user/me/points?skip=2' });
    expect(rest.json().data.ledger).toMatchObject([
      { delta: 25, reason: 'adjustment', cart_id: null },
    ]);
  });
});
