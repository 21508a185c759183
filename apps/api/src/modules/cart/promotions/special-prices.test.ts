import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW } from '../../../test/build-test-app';
import { registerMember } from '../../../test/members';
import {
  bagWith,
  buildPromotionsApp,
  codeFor,
  sellable,
  type SellableCombination,
} from '../../../test/promotions-bag';

let env: Awaited<ReturnType<typeof buildPromotionsApp>>;
let goods: SellableCombination[];
const ids: Record<string, number> = {};
const codes: Record<string, string> = {};

beforeAll(async () => {
  env = await buildPromotionsApp();
  goods = await sellable(env.db, { min: 50_000, max: 120_000 });
  // Only this file's special prices run, in a known order.
  await env.db.updateTable('special_prices').set({ is_active: false }).execute();
  const brandOf = goods[0]!.brandId;
  const define = async (name: string, values: Record<string, unknown>, position: number) => {
    codes[name] = codeFor('SP');
    const row = await env.db
      .insertInto('special_prices')
      .values({
        combination_id: goods[10 + position]!.combinationId,
        voucher_code: codes[name],
        price: 5_000,
        starts_at: new Date(FIXED_NOW.getTime() - 3_600_000),
        ends_at: new Date(FIXED_NOW.getTime() + 86_400_000),
        min_amount: null,
        min_qty: null,
        position,
        ...values,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[name] = row.id;
  };
  await define('open', {}, 0);
  await define('amount', { min_amount: 100_000 }, 1);
  await define('brandQty', { min_qty: 2, scope: 'brand', scope_ids: [brandOf] }, 2);
  await define('twice', { quota_per_user: 2 }, 3);
});
afterAll(async () => {
  await env?.close();
});

type Item = {
  special_price_voucher_id: string;
  is_special_price_applicable: boolean;
  reason: { min_oder: number | null; min_qty: number | null; quota_reached: boolean };
};
const byCode = (items: Item[]) =>
  new Map(items.map((item) => [item.special_price_voucher_id, item]));

describe('GET /api/cart/special-prices: judged with the bag', () => {
  it('judges guests by filter[final_amount] alone, 5 a page', async () => {
    const res = await env.app.inject({
      url: '/api/cart/special-prices?filter[final_amount]=100000',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toEqual({ code: 200, total: 4, skip: 0, limit: 5 });
    const items = byCode(res.json().data);
    expect(items.get(codes.open!)!.is_special_price_applicable).toBe(true);
    // The product's tile comes with the terms.
    expect(items.get(codes.open!)!).toMatchObject({
      id: goods[10]!.productId,
      name: expect.any(String),
      default_combination: expect.any(Object),
      special_price: 5_000,
      special_price_combination_id: goods[10]!.combinationId,
      ends_at: expect.any(String),
    });
    expect(items.get(codes.amount!)!).toMatchObject({
      is_special_price_applicable: true,
      reason: { min_oder: null },
    });
    expect(items.get(codes.brandQty!)!).toMatchObject({
      is_special_price_applicable: false,
      reason: { min_qty: 2 },
    });
    const poor = byCode((await env.app.inject({ url: '/api/cart/special-prices' })).json().data);
    expect(poor.get(codes.amount!)!.reason.min_oder).toBe(100_000);
  });

  it("judges a member by their bag's in-scope lines and their quota", async () => {
    const who = await registerMember(env.app);
    const [first] = goods;
    const cartId = await bagWith(env.db, who.id, [
      { combinationId: first!.combinationId, quantity: 1 },
    ]);
    const read = async (query = '') =>
      byCode((await who.inject({ url: `/api/cart/special-prices?limit=10${query}` })).json().data);
    let items = await read();
    expect(items.get(codes.brandQty!)!).toMatchObject({
      is_special_price_applicable: false,
      reason: { min_qty: 2 },
    });
    expect(items.get(codes.amount!)!.is_special_price_applicable).toBe(first!.price >= 100_000);

    await bagWith(env.db, who.id, [{ combinationId: first!.combinationId, quantity: 2 }]);
    items = await read(`&filter[cart_id]=${cartId}`);
    expect(items.get(codes.brandQty!)!).toMatchObject({
      is_special_price_applicable: true,
      reason: { min_qty: null },
    });
    expect(items.get(codes.amount!)!.is_special_price_applicable).toBe(true);

    // One unit of a once-per-member special price in the bag uses the quota up.
    await bagWith(env.db, who.id, [
      { combinationId: first!.combinationId, quantity: 2 },
      { combinationId: goods[10]!.combinationId, specialPriceId: ids.open! },
      { combinationId: goods[13]!.combinationId, specialPriceId: ids.twice! },
    ]);
    items = await read();
    expect(items.get(codes.open!)!).toMatchObject({
      is_special_price_applicable: false,
      reason: { quota_reached: true },
    });
    expect(items.get(codes.twice!)!.is_special_price_applicable).toBe(true);

    expect(
      (await who.inject({ url: `/api/cart/special-prices?filter[cart_id]=${cartId + 1000}` }))
        .statusCode,
    ).toBe(404);
    expect((await who.inject({ url: '/api/cart/special-prices?limit=21' })).statusCode).toBe(422);
  });
});
