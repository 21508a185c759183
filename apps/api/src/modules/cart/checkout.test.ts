import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW } from '../../test/build-test-app';
import { registerMember } from '../../test/members';
import { checkoutBag } from './index';
import { createCartPromotions } from './promotions';
import {
  bagWith,
  buildPromotionsApp,
  defineVoucher,
  grantPoints,
  sellable,
  type SellableCombination,
} from '../../test/promotions-bag';

let env: Awaited<ReturnType<typeof buildPromotionsApp>>;
let goods: SellableCombination[];
const promotions = () => createCartPromotions();
const read = (userId: number) =>
  env.db.transaction().execute((tx) => checkoutBag(tx, promotions(), userId, FIXED_NOW));

beforeAll(async () => {
  env = await buildPromotionsApp();
  goods = await sellable(env.db, { min: 60_000, max: 120_000 });
  await env.db.updateTable('gifts_with_purchase').set({ is_active: false }).execute();
});
afterAll(async () => {
  await env?.close();
});

const weightOf = async (combinationId: number) =>
  (
    await env.db
      .selectFrom('combinations')
      .select('weight_grams')
      .where('id', '=', combinationId)
      .executeTakeFirstOrThrow()
  ).weight_grams;

describe('checkoutBag: the bag as checkout reads it', () => {
  it('answers null for a member without a bag, and no lines for an emptied one', async () => {
    const who = await registerMember(env.app);
    expect(await read(who.id)).toBeNull();
    await bagWith(env.db, who.id, []);
    expect(await read(who.id)).toMatchObject({ lines: [], weightGrams: 0, subtotal: 0 });
  });

  it('prices, weighs and totals the lines, with the voucher the shopper applied', async () => {
    const who = await registerMember(env.app);
    const [a, b] = goods as [SellableCombination, SellableCombination];
    const cartId = await bagWith(env.db, who.id, [
      { combinationId: a.combinationId, quantity: 2 },
      { combinationId: b.combinationId, quantity: 1 },
    ]);
    const { id, code } = await defineVoucher(env.db, { amount: 15_000 });
    const applied = await who.inject({
      method: 'POST',
      url: '/api/cart/user/me/carts/voucher',
      payload: { voucher_code: code },
    });
    expect(applied.statusCode).toBe(200);

    const bag = (await read(who.id))!;
    const subtotal = a.price * 2 + b.price;
    expect(bag).toMatchObject({
      cart: { id: cartId, userId: who.id, addressId: null },
      subtotal,
      voucherId: id,
      voucherCode: code,
      voucherDiscount: 15_000,
      discount: 15_000,
      amountAfterDiscount: subtotal - 15_000,
      shippingDiscountCap: null,
      hasUnavailable: false,
    });
    expect(bag.weightGrams).toBe(
      (await weightOf(a.combinationId)) * 2 + (await weightOf(b.combinationId)),
    );
    expect(bag.lines.map((line) => [line.combinationId, line.quantity, line.totalPrice])).toEqual([
      [a.combinationId, 2, a.price * 2],
      [b.combinationId, 1, b.price],
    ]);
    expect(bag.lines[0]!.view.name).toEqual(expect.any(String));
  });

  it('holds the cart row and commits synchronously (the lock turns that off for bag changes)', async () => {
    const who = await registerMember(env.app);
    await bagWith(env.db, who.id, [{ combinationId: goods[3]!.combinationId }]);
    const setting = await env.db.transaction().execute(async (tx) => {
      await checkoutBag(tx, promotions(), who.id, FIXED_NOW);
      return (
        await sql<{ v: string }>`select current_setting('synchronous_commit') as v`.execute(tx)
      ).rows[0]!.v;
    });
    expect(setting).toBe('on');
  });

  it('counts points off the goods and marks a line the stock no longer covers', async () => {
    const who = await registerMember(env.app);
    const c = goods[2]!;
    await bagWith(env.db, who.id, [{ combinationId: c.combinationId, quantity: 3 }]);
    await grantPoints(env.db, who.id, 20);
    const redeemed = await who.inject({
      method: 'POST',
      url: '/api/cart/user/me/carts/points',
      payload: { points: 20 },
    });
    expect(redeemed.statusCode).toBe(200);
    const before = (await read(who.id))!;
    expect(before).toMatchObject({ pointsApplied: 20, pointsDiscount: 20_000, discount: 20_000 });

    await env.db
      .updateTable('combinations')
      .set({ stock: 1 })
      .where('id', '=', c.combinationId)
      .execute();
    const after = (await read(who.id))!;
    expect(after.hasUnavailable).toBe(true);
    expect(after.lines[0]!.isShort).toBe(true);
  });
});
