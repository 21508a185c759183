import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW } from '../../../test/build-test-app';
import { registerMember } from '../../../test/members';
import type { PricedLine } from '../cart-promotions';
import { createCartPromotions } from './index';
import {
  bagWith,
  buildPromotionsApp,
  codeFor,
  defineVoucher,
  grantPoints,
  liveHolds,
  pointsOf,
  sellable,
  type SellableCombination,
} from '../../../test/promotions-bag';
import { priceCart } from '../index';

const MINUTE = 60_000;
const at = (minutes: number) => new Date(FIXED_NOW.getTime() + minutes * MINUTE);

let env: Awaited<ReturnType<typeof buildPromotionsApp>>;
let goods: SellableCombination[];
let gift: { combinationId: number; productId: number };
const promotions = () => createCartPromotions();

beforeAll(async () => {
  env = await buildPromotionsApp();
  goods = await sellable(env.db, { min: 50_000, max: 120_000 });
  // Gifts are set up by the tests that need them; the demo's own are switched off here.
  await env.db.updateTable('gifts_with_purchase').set({ is_active: false }).execute();
  const row = await env.db
    .selectFrom('combinations as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .select(['c.id', 'c.product_id'])
    .where('p.classification', '=', 'gwp_non_sellable')
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
  gift = { combinationId: row.id, productId: row.product_id };
});
afterAll(async () => {
  await env?.close();
});
afterEach(() => {
  env.clock.now = FIXED_NOW;
});

type Member = Awaited<ReturnType<typeof registerMember>>;
const apply = (who: Member, voucher_code: string) =>
  who.inject({ method: 'POST', url: '/api/cart/user/me/carts/voucher', payload: { voucher_code } });

/** The core's read of a bag: its priced lines, then the promotions' summary, in one transaction. */
const summarize = (
  who: Member,
  cartId: number,
  now = env.clock.now,
  edit?: (lines: PricedLine[]) => PricedLine[],
) =>
  env.db.transaction().execute(async (tx) => {
    const ref = { id: cartId, userId: who.id };
    const lines = await priceCart(tx, ref, now);
    return promotions().summarize(tx, ref, edit ? edit(lines) : lines, now);
  });

const holdOf = (cartId: number, voucherId: number) =>
  env.db
    .selectFrom('voucher_holds')
    .select(['expires_at'])
    .where('cart_id', '=', cartId)
    .where('voucher_id', '=', voucherId)
    .where('used_at', 'is', null)
    .executeTakeFirst();

async function memberWithBag(quantity = 2) {
  const who = await registerMember(env.app);
  const cartId = await bagWith(env.db, who.id, [
    { combinationId: goods[0]!.combinationId, quantity },
  ]);
  return { who, cartId, value: goods[0]!.price * quantity };
}

describe('summarize: what the promotions add to a bag read by the core', () => {
  it('answers nothing for a bag without promotions', async () => {
    const { who, cartId } = await memberWithBag();
    expect(await summarize(who, cartId)).toEqual({
      voucher: null,
      voucherDiscount: 0,
      shippingDiscountCap: null,
      pointsApplied: 0,
      pointsDiscount: 0,
      paperBagVoucherId: null,
      freeProducts: [],
      gwpErrorMessage: null,
      notices: [],
    });
  });

  it('answers the applied voucher and its discount, and refreshes its hold once a few minutes old', async () => {
    const { who, cartId } = await memberWithBag();
    const { id, code } = await defineVoucher(env.db, { amount: 12_500 });
    await apply(who, code);
    const summary = await summarize(who, cartId, at(2));
    expect(summary).toMatchObject({
      voucher: { _id: String(id), code, discount_type: 'amount' },
      voucherDiscount: 12_500,
      notices: [],
    });
    expect((await holdOf(cartId, id))!.expires_at).toEqual(at(30)); // not yet refreshed
    await summarize(who, cartId, at(10));
    expect((await holdOf(cartId, id))!.expires_at).toEqual(at(40));
  });

  it('re-takes an expired hold under the lock while the quota allows', async () => {
    const { who, cartId } = await memberWithBag();
    const { id, code } = await defineVoucher(env.db, { quota_total: 1 });
    await apply(who, code);
    const summary = await summarize(who, cartId, at(45));
    expect(summary.voucher?._id).toBe(String(id));
    expect((await holdOf(cartId, id))!.expires_at).toEqual(at(75));
  });

  it('drops the voucher with a notice when its expired hold went to another bag', async () => {
    const first = await memberWithBag();
    const second = await memberWithBag();
    const { id, code } = await defineVoucher(env.db, { quota_total: 1 });
    await apply(first.who, code);
    env.clock.now = at(31);
    expect((await apply(second.who, code)).statusCode).toBe(200);
    const summary = await summarize(first.who, first.cartId, at(32));
    expect(summary).toMatchObject({
      voucher: null,
      voucherDiscount: 0,
      notices: ['voucher_hold_lost'],
    });
    const cart = await env.db
      .selectFrom('carts')
      .select('voucher_id')
      .where('id', '=', first.cartId)
      .executeTakeFirstOrThrow();
    expect(cart.voucher_id).toBeNull();
    expect(await liveHolds(env.db, id, at(32))).toBe(1);
  });

  it('drops the voucher with a notice when the bag no longer meets it', async () => {
    const { who, cartId, value } = await memberWithBag(2);
    const { id, code } = await defineVoucher(env.db, { min_amount: value });
    expect((await apply(who, code)).statusCode).toBe(200);
    const halved = (lines: PricedLine[]) => lines.map((line) => ({ ...line, quantity: 1 }));
    const summary = await summarize(who, cartId, env.clock.now, halved);
    expect(summary).toMatchObject({ voucher: null, notices: ['voucher_dropped'] });
    expect(await liveHolds(env.db, id, FIXED_NOW)).toBe(0);
    // The notice shows once: the next read has nothing to say.
    expect((await summarize(who, cartId)).notices).toEqual([]);
  });

  it('answers a free-shipping voucher as a cap on the shipping fee', async () => {
    const { who, cartId } = await memberWithBag();
    const { code } = await defineVoucher(env.db, {
      discount_type: 'free_shipping',
      amount: null,
      max_discount: 25_000,
    });
    await apply(who, code);
    expect(await summarize(who, cartId)).toMatchObject({
      voucher: { discount_type: 'free_shipping' },
      voucherDiscount: 0,
      shippingDiscountCap: 25_000,
    });
  });

  it('clamps points to the bag’s value, giving the rest back through the ledger', async () => {
    const { who, cartId, value } = await memberWithBag(2);
    await grantPoints(env.db, who.id, 500);
    const all = Math.floor(value / 1_000);
    await who.inject({
      method: 'POST',
      url: '/api/cart/user/me/carts/points',
      payload: { points: all },
    });
    const halved = (lines: PricedLine[]) => lines.map((line) => ({ ...line, quantity: 1 }));
    const summary = await summarize(who, cartId, env.clock.now, halved);
    const kept = Math.floor(goods[0]!.price / 1_000);
    expect(summary).toMatchObject({
      pointsApplied: kept,
      pointsDiscount: kept * 1_000,
      notices: ['points_clamped'],
    });
    expect(await pointsOf(env.db, who.id)).toEqual({
      balance: 500 - kept,
      ledgerSum: 500 - kept,
      applied: kept,
    });
  });

  it('gives a gift with purchase once the bag reaches it, and says when the gift ran out', async () => {
    const { who, cartId, value } = await memberWithBag(2);
    const { id } = await env.db
      .insertInto('gifts_with_purchase')
      .values({
        name: 'Hadiah Pouch',
        combination_id: gift.combinationId,
        quantity: 1,
        min_amount: value,
        starts_at: at(-60),
        ends_at: at(60 * 24),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      expect((await summarize(who, cartId)).freeProducts).toEqual([
        expect.objectContaining({
          product_id: String(gift.productId),
          combination_id: String(gift.combinationId),
          quantity: 1,
          source: 'gift_with_purchase',
          voucher_id: null,
          name: expect.any(String),
          brand: expect.any(String),
        }),
      ]);
      const halved = (lines: PricedLine[]) => lines.map((line) => ({ ...line, quantity: 1 }));
      expect((await summarize(who, cartId, env.clock.now, halved)).freeProducts).toEqual([]);
      await env.db
        .updateTable('combinations')
        .set({ stock: 0 })
        .where('id', '=', gift.combinationId)
        .execute();
      expect(await summarize(who, cartId)).toMatchObject({
        freeProducts: [],
        gwpErrorMessage: 'gwp_out_of_stock',
      });
    } finally {
      await env.db
        .updateTable('combinations')
        .set({ stock: 100 })
        .where('id', '=', gift.combinationId)
        .execute();
      await env.db.deleteFrom('gifts_with_purchase').where('id', '=', id).execute();
    }
  });

  it('answers a free-product voucher’s gift, or pays for the free line added with it', async () => {
    const { who, cartId } = await memberWithBag();
    const free = await defineVoucher(env.db, {
      discount_type: 'free_product',
      amount: null,
      free_combination_id: gift.combinationId,
      free_quantity: 1,
    });
    const res = await apply(who, free.code);
    expect(res.json().data).toMatchObject({
      voucher_id: null,
      free_product_voucher_id: String(free.id),
    });
    expect(await summarize(who, cartId)).toMatchObject({
      voucher: { _id: String(free.id), discount_type: 'free_product' },
      voucherDiscount: 0,
      freeProducts: [
        expect.objectContaining({
          source: 'voucher',
          voucher_id: String(free.id),
          combination_id: String(gift.combinationId),
        }),
      ],
    });
    const withLine = (lines: PricedLine[]) => [
      ...lines,
      {
        ...lines[0]!,
        lineId: 0,
        combinationId: gift.combinationId,
        productId: gift.productId,
        quantity: 1,
        unitPrice: 30_000,
        isAppliedFreeProduct: true,
        freeProductVoucherId: free.id,
      },
    ];
    expect(await summarize(who, cartId, env.clock.now, withLine)).toMatchObject({
      voucherDiscount: 30_000,
      freeProducts: [],
    });
  });
});

describe('priceSpecialLine: special-price and free-product lines', () => {
  const price = (who: Member, cartId: number, incoming: Record<string, unknown>) =>
    env.db.transaction().execute(async (tx) => {
      const ref = { id: cartId, userId: who.id };
      const lines = await priceCart(tx, ref, env.clock.now);
      return promotions().priceSpecialLine(
        tx,
        ref,
        lines,
        { productId: 0, combinationId: 0, quantity: 1, ...incoming },
        env.clock.now,
      );
    });

  async function specialPrice(values: Record<string, unknown>) {
    const target = goods[5]!;
    const code = codeFor('SP');
    const row = await env.db
      .insertInto('special_prices')
      .values({
        combination_id: target.combinationId,
        voucher_code: code,
        price: 9_000,
        starts_at: at(-60),
        ends_at: at(60 * 24),
        min_amount: null,
        min_qty: null,
        ...values,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, code, target };
  }

  it('prices a special-price line once the bag meets its rules, else refuses with the reason', async () => {
    const { who, cartId, value } = await memberWithBag(1);
    const sp = await specialPrice({ min_amount: value + 1 });
    const incoming = {
      productId: sp.target.productId,
      combinationId: sp.target.combinationId,
      specialPriceVoucherCode: sp.code,
    };
    await expect(price(who, cartId, incoming)).rejects.toMatchObject({
      status: 422,
      errorCode: 'special_price_not_applicable',
      data: {
        reason: {
          min_oder: value + 1,
          min_qty: null,
          quota_reached: false,
          brands: [],
          categories: [],
          products: [],
        },
      },
    });
    await bagWith(env.db, who.id, [{ combinationId: goods[0]!.combinationId, quantity: 2 }]);
    expect(await price(who, cartId, incoming)).toEqual({
      unitPrice: 9_000,
      specialPriceId: sp.id,
      freeProductVoucherId: null,
    });
    // Another combination or an unknown code is not this special price.
    await expect(
      price(who, cartId, { ...incoming, combinationId: goods[0]!.combinationId }),
    ).rejects.toMatchObject({
      errorCode: 'special_price_not_applicable',
    });
    await expect(
      price(who, cartId, { ...incoming, specialPriceVoucherCode: 'NOPE' }),
    ).rejects.toMatchObject({
      errorCode: 'special_price_not_applicable',
    });
  });

  it('counts the per-user quota over ordered bags and this one', async () => {
    const { who, cartId } = await memberWithBag(1);
    const sp = await specialPrice({ quota_per_user: 2 });
    const incoming = {
      productId: sp.target.productId,
      combinationId: sp.target.combinationId,
      specialPriceVoucherCode: sp.code,
    };
    const { id: ordered } = await env.db
      .insertInto('carts')
      .values({
        user_id: who.id,
        status: 'ordered',
        address_id: null,
        store_id: null,
        source: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await env.db
      .insertInto('cart_lines')
      .values({
        cart_id: ordered,
        product_id: sp.target.productId,
        combination_id: sp.target.combinationId,
        quantity: 1,
        is_special_price: true,
        special_price_id: sp.id,
        preorder_rule_id: null,
        delivery_date: null,
        pack: null,
        egift_info: null,
        free_product_voucher_id: null,
        reference: null,
      })
      .execute();
    expect((await price(who, cartId, incoming)).specialPriceId).toBe(sp.id);
    await expect(price(who, cartId, { ...incoming, quantity: 2 })).rejects.toMatchObject({
      data: { reason: { quota_reached: true } },
    });
    await bagWith(env.db, who.id, [
      { combinationId: goods[0]!.combinationId },
      { combinationId: sp.target.combinationId, specialPriceId: sp.id },
    ]);
    await expect(price(who, cartId, incoming)).rejects.toMatchObject({
      data: { reason: { quota_reached: true } },
    });
  });

  it('applies a free-product voucher as the bag’s option for its own free combination only', async () => {
    const { who, cartId } = await memberWithBag(2);
    const plain = await defineVoucher(env.db);
    await apply(who, plain.code);
    const free = await defineVoucher(env.db, {
      discount_type: 'free_product',
      amount: null,
      free_combination_id: gift.combinationId,
      free_quantity: 1,
      quota_total: 5,
    });
    const incoming = {
      productId: gift.productId,
      combinationId: gift.combinationId,
      freeProductVoucherId: String(free.id),
    };
    await expect(
      price(who, cartId, { ...incoming, combinationId: goods[1]!.combinationId }),
    ).rejects.toMatchObject({
      errorCode: 'voucher_free_product_mismatch',
    });
    await expect(
      price(who, cartId, { ...incoming, freeProductVoucherId: String(plain.id) }),
    ).rejects.toMatchObject({
      errorCode: 'voucher_free_product_mismatch',
    });
    await expect(price(who, cartId, { ...incoming, quantity: 2 })).rejects.toMatchObject({
      errorCode: 'cart_quantity_limit',
    });
    expect(await price(who, cartId, incoming)).toEqual({
      unitPrice: 0,
      specialPriceId: null,
      freeProductVoucherId: free.id,
    });
    const cart = await env.db
      .selectFrom('carts')
      .select(['voucher_id', 'free_product_voucher_id'])
      .where('id', '=', cartId)
      .executeTakeFirstOrThrow();
    expect(cart).toEqual({ voucher_id: null, free_product_voucher_id: free.id });
    expect(await liveHolds(env.db, plain.id, FIXED_NOW)).toBe(0);
    expect(await liveHolds(env.db, free.id, FIXED_NOW)).toBe(1);
  });
});

describe('releaseAll: an emptied bag gives everything back', () => {
  it('releases the voucher and paper-bag holds and returns points', async () => {
    const { who, cartId } = await memberWithBag(2);
    await grantPoints(env.db, who.id, 20);
    const paper = await defineVoucher(env.db, { is_special_paper_bag: true, amount: 1_000 });
    await who.inject({
      method: 'POST',
      url: '/api/cart/user/me/carts/paper-bag',
      payload: { voucher_id: paper.id },
    });
    await who.inject({
      method: 'POST',
      url: '/api/cart/user/me/carts/points',
      payload: { points: 15 },
    });
    await env.db
      .transaction()
      .execute((tx) => promotions().releaseAll(tx, { id: cartId, userId: who.id }, FIXED_NOW));
    expect(await pointsOf(env.db, who.id)).toEqual({ balance: 20, ledgerSum: 20, applied: 0 });
    expect(await liveHolds(env.db, paper.id, FIXED_NOW)).toBe(0);
    const cart = await env.db
      .selectFrom('carts')
      .select(['voucher_id', 'points_applied', 'free_product_voucher_id', 'paper_bag_voucher_id'])
      .where('id', '=', cartId)
      .executeTakeFirstOrThrow();
    expect(cart).toEqual({
      voucher_id: null,
      points_applied: 0,
      free_product_voucher_id: null,
      paper_bag_voucher_id: null,
    });
  });
});
