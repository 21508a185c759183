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
import type { CartPricer } from './types';
import { priceCart } from '../index';

const DAY = 86_400_000;
const days = (n: number) => new Date(FIXED_NOW.getTime() + n * DAY);

let failPricing = false;
const flakyPricer: CartPricer = async (db, cart, now) => {
  if (failPricing) throw new Error('pricing is down');
  return priceCart(db, cart, now);
};

let env: Awaited<ReturnType<typeof buildPromotionsApp>>;
let goods: SellableCombination[];
beforeAll(async () => {
  env = await buildPromotionsApp({ priceCart: flakyPricer });
  goods = await sellable(env.db, { min: 50_000, max: 120_000 });
});
afterAll(async () => {
  await env?.close();
});

type Member = Awaited<ReturnType<typeof registerMember>>;
const member = () => registerMember(env.app);
const apply = (who: Member, voucher_code: unknown, headers: Record<string, string> = {}) =>
  who.inject({
    method: 'POST',
    url: '/api/cart/user/me/carts/voucher',
    payload: { voucher_code },
    headers,
  });
const removeVoucher = (who: Member, payload: Record<string, unknown> = {}) =>
  who.inject({ method: 'DELETE', url: '/api/cart/user/me/carts/voucher', payload });
const cartRow = (userId: number) =>
  env.db
    .selectFrom('carts')
    .select([
      'id',
      'voucher_id',
      'points_applied',
      'free_product_voucher_id',
      'paper_bag_voucher_id',
    ])
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
/** A bag worth exactly `2 × first.price + second.price`, of two brands. */
const twoBrands = () => {
  const first = goods[0]!;
  const second = goods.find((g) => g.brandId !== first.brandId)!;
  return { first, second };
};

describe('redeeming a voucher: POST /api/cart/user/me/carts/voucher', () => {
  it('is for members only (401 for guests, also the other promotion calls)', async () => {
    for (const [method, url] of [
      ['POST', '/api/cart/user/me/carts/voucher'],
      ['DELETE', '/api/cart/user/me/carts/voucher'],
      ['POST', '/api/cart/user/me/carts/paper-bag'],
      ['POST', '/api/cart/user/me/carts/points'],
      ['DELETE', '/api/cart/user/me/carts/points'],
      ['GET', '/api/cart/user/me/points'],
      ['GET', '/api/cart/vouchers'],
    ] as const) {
      const res = await env.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBe('Silakan login.');
    }
  });

  it.each([[undefined], [null], [''], ['  \t  ']])(
    "requires a code: %j gives 'Kode Voucher harus diisi'",
    async (code) => {
      const who = await member();
      const res = await apply(who, code);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        success: false,
        errorCode: 'voucher_code_required',
        message: 'Kode Voucher harus diisi',
        data: { fields: { voucher_code: 'Kode Voucher harus diisi' } },
      });
    },
  );

  it('needs a bag with something in it', async () => {
    const who = await member();
    const { code } = await defineVoucher(env.db);
    expect((await apply(who, code)).json()).toMatchObject({ errorCode: 'cart_empty' });
    await bagWith(env.db, who.id, []);
    expect((await apply(who, code)).json()).toMatchObject({
      errorCode: 'cart_empty',
      message: 'Tas belanja kamu masih kosong.',
    });
  });

  it('removes all whitespace and upper-cases the code, holds the voucher and answers the bag’s promotions', async () => {
    const who = await member();
    const { first } = twoBrands();
    const cartId = await bagWith(env.db, who.id, [
      { combinationId: first.combinationId, quantity: 2 },
    ]);
    const { id, code } = await defineVoucher(env.db, { amount: 15_000 });
    const typed = ` ${code.slice(0, 3).toLowerCase()} \n ${code.slice(3).toLowerCase()} `;
    const res = await apply(who, typed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Voucher berhasil digunakan.',
      data: {
        _id: String(cartId),
        voucher_id: String(id),
        voucher_code: code,
        voucher: { _id: String(id), code, name: `Voucher ${code}`, discount_type: 'amount' },
        free_product_voucher_id: null,
        paper_bag_voucher_id: null,
        point_applied: 0,
        points_value: 0,
        voucher_discount: 15_000,
        shipping_discount_cap: null,
      },
    });
    expect((await cartRow(who.id)).voucher_id).toBe(id);
    const hold = await env.db
      .selectFrom('voucher_holds')
      .selectAll()
      .where('voucher_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(hold).toMatchObject({ cart_id: cartId, user_id: who.id, used_at: null });
    expect(hold.expires_at.getTime() - FIXED_NOW.getTime()).toBe(30 * 60_000);
    // Applying it again changes nothing: still one hold.
    expect((await apply(who, code)).statusCode).toBe(200);
    expect(await liveHolds(env.db, id, FIXED_NOW)).toBe(1);
  });

  type Case = [string, Record<string, unknown>, string, string];
  const cases: Case[] = [
    ['switched off', { is_active: false }, 'voucher_not_found', 'Kode voucher tidak ditemukan.'],
    [
      'not started',
      { starts_at: days(1) },
      'voucher_not_started',
      'Voucher ini belum dapat digunakan.',
    ],
    ['ended', { ends_at: FIXED_NOW }, 'voucher_expired', 'Voucher ini sudah kedaluwarsa.'],
    [
      'assigned to other members only',
      { is_assigned_only: true },
      'voucher_not_for_you',
      'Voucher ini tidak berlaku untuk akun kamu.',
    ],
    [
      'a minimum the bag does not reach',
      { min_amount: 1_000_000 },
      'voucher_min_amount',
      'Minimal belanja Rp1.000.000 untuk menggunakan voucher ini.',
    ],
  ];
  it.each(cases)(
    'refuses a voucher that is %s (422 %s)',
    async (_what, values, errorCode, message) => {
      const who = await member();
      await bagWith(env.db, who.id, [{ combinationId: goods[0]!.combinationId }]);
      const { code } = await defineVoucher(env.db, values);
      const res = await apply(who, code);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, errorCode, message });
      expect((await cartRow(who.id)).voucher_id).toBeNull();
    },
  );

  it('refuses an unknown code, in English when asked', async () => {
    const who = await member();
    await bagWith(env.db, who.id, [{ combinationId: goods[0]!.combinationId }]);
    const res = await apply(who, 'NOSUCHCODE', { 'accept-language': 'en' });
    expect(res.json()).toMatchObject({
      errorCode: 'voucher_not_found',
      message: 'Voucher code not found.',
    });
  });

  it('applies product, brand and category rules: some line must match', async () => {
    const who = await member();
    const { first, second } = twoBrands();
    await bagWith(env.db, who.id, [{ combinationId: first.combinationId }]);
    const otherBrand = await defineVoucher(env.db, {}, [
      { target_type: 'brand', target_id: second.brandId },
    ]);
    expect((await apply(who, otherBrand.code)).json()).toMatchObject({
      errorCode: 'voucher_products_not_in_cart',
    });
    const byCategory = await defineVoucher(env.db, {}, [
      { target_type: 'category', target_id: first.categoryIds[0]! },
    ]);
    expect((await apply(who, byCategory.code)).statusCode).toBe(200);
    const byProduct = await defineVoucher(env.db, {}, [
      { target_type: 'product', target_id: first.productId },
    ]);
    expect((await apply(who, byProduct.code)).statusCode).toBe(200);
  });

  it('takes a percentage off the matching lines only, up to its cap', async () => {
    const who = await member();
    const { first, second } = twoBrands();
    await bagWith(env.db, who.id, [
      { combinationId: first.combinationId, quantity: 2 },
      { combinationId: second.combinationId },
    ]);
    const uncapped = await defineVoucher(
      env.db,
      { discount_type: 'percentage', amount: null, percentage: 10 },
      [{ target_type: 'brand', target_id: first.brandId }],
    );
    expect((await apply(who, uncapped.code)).json().data.voucher_discount).toBe(
      Math.floor((first.price * 2 * 10) / 100),
    );
    const capped = await defineVoucher(
      env.db,
      { discount_type: 'percentage', amount: null, percentage: 50, max_discount: 7_500 },
      [{ target_type: 'brand', target_id: second.brandId }],
    );
    expect((await apply(who, capped.code)).json().data.voucher_discount).toBe(7_500);
  });

  it('counts the overall quota and the member’s own uses', async () => {
    const who = await member();
    const other = await member();
    await bagWith(env.db, who.id, [{ combinationId: goods[0]!.combinationId }]);
    const otherCart = await bagWith(env.db, other.id, [{ combinationId: goods[0]!.combinationId }]);
    const soldOut = await defineVoucher(env.db, { quota_total: 1 });
    // Another member's order used it.
    await env.db
      .insertInto('voucher_holds')
      .values({
        voucher_id: soldOut.id,
        user_id: other.id,
        cart_id: otherCart,
        member_voucher_id: null,
        created_at: days(-2),
        expires_at: days(-2 + 1 / 48),
        used_at: days(-2),
        order_ref: 'KL-1',
      })
      .execute();
    expect((await apply(who, soldOut.code)).json()).toMatchObject({
      errorCode: 'voucher_quota_reached',
      message: 'Kuota voucher sudah habis.',
    });

    // An ordered bag of this member used a once-per-member voucher.
    const oncePerMember = await defineVoucher(env.db, { quota_per_user: 1 });
    const { id: orderedCart } = await env.db
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
      .insertInto('voucher_holds')
      .values({
        voucher_id: oncePerMember.id,
        user_id: who.id,
        cart_id: orderedCart,
        member_voucher_id: null,
        created_at: days(-1),
        expires_at: days(-1 + 1 / 48),
        used_at: days(-1),
        order_ref: 'KL-2',
      })
      .execute();
    expect((await apply(who, oncePerMember.code)).json()).toMatchObject({
      errorCode: 'voucher_quota_user_reached',
      message: 'Kamu sudah mencapai batas penggunaan voucher ini.',
    });
    // Others still may.
    expect((await apply(other, oncePerMember.code)).statusCode).toBe(200);
  });

  it('lets only members with a verified phone redeem while cart_verified_only_apply_voucher is on', async () => {
    const who = await member();
    await bagWith(env.db, who.id, [{ combinationId: goods[0]!.combinationId }]);
    const { code } = await defineVoucher(env.db);
    const toggle = (enabled: boolean) =>
      env.db
        .updateTable('feature_toggles')
        .set({ enabled })
        .where('key', '=', 'cart_verified_only_apply_voucher')
        .execute();
    await toggle(true);
    try {
      expect((await apply(who, code)).json()).toMatchObject({
        errorCode: 'voucher_verified_only',
        message: 'Voucher hanya dapat digunakan oleh akun dengan nomor handphone terverifikasi.',
      });
      await env.db
        .updateTable('users')
        .set({ is_verified_phone: true })
        .where('id', '=', who.id)
        .execute();
      expect((await apply(who, code)).statusCode).toBe(200);
    } finally {
      await toggle(false);
    }
  });

  it('redeems the member’s welcome voucher once the bag reaches its minimum', async () => {
    const who = await member();
    const [cheap] = goods;
    await bagWith(env.db, who.id, [{ combinationId: cheap!.combinationId }]);
    const short = await apply(who, 'welcome25');
    expect(short.json().errorCode).toBe('voucher_min_amount');
    await bagWith(env.db, who.id, [{ combinationId: cheap!.combinationId, quantity: 4 }]);
    const res = await apply(who, 'WELCOME25');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ voucher_code: 'WELCOME25', voucher_discount: 25_000 });
    const hold = await env.db
      .selectFrom('voucher_holds')
      .select('member_voucher_id')
      .where('user_id', '=', who.id)
      .executeTakeFirstOrThrow();
    expect(hold.member_voucher_id).not.toBeNull();
  });

  it('clears points when a voucher is applied (one transaction), the paper bag stays', async () => {
    const who = await member();
    await grantPoints(env.db, who.id, 40);
    await bagWith(env.db, who.id, [{ combinationId: goods[0]!.combinationId, quantity: 2 }]);
    const bag = await defineVoucher(env.db, { is_special_paper_bag: true, amount: 1_000 });
    expect(
      (
        await who.inject({
          method: 'POST',
          url: '/api/cart/user/me/carts/paper-bag',
          payload: { voucher_id: String(bag.id) },
        })
      ).json().data.paper_bag_voucher_id,
    ).toBe(String(bag.id));
    await who.inject({
      method: 'POST',
      url: '/api/cart/user/me/carts/points',
      payload: { points: 30 },
    });
    expect(await pointsOf(env.db, who.id)).toEqual({ balance: 10, ledgerSum: 10, applied: 30 });

    const { id, code } = await defineVoucher(env.db);
    const res = await apply(who, code);
    expect(res.json().data).toMatchObject({
      voucher_id: String(id),
      point_applied: 0,
      paper_bag_voucher_id: String(bag.id),
    });
    expect(await pointsOf(env.db, who.id)).toEqual({ balance: 40, ledgerSum: 40, applied: 0 });

    // And points clear the voucher and release its hold.
    await who.inject({
      method: 'POST',
      url: '/api/cart/user/me/carts/points',
      payload: { points: 5 },
    });
    expect(await cartRow(who.id)).toMatchObject({
      voucher_id: null,
      points_applied: 5,
      paper_bag_voucher_id: bag.id,
    });
    expect(await liveHolds(env.db, id, FIXED_NOW)).toBe(0);
  });

  it('replacing one voucher by another releases the first one’s hold', async () => {
    const who = await member();
    await bagWith(env.db, who.id, [{ combinationId: goods[0]!.combinationId }]);
    const a = await defineVoucher(env.db, { quota_total: 1 });
    const b = await defineVoucher(env.db);
    await apply(who, a.code);
    await apply(who, b.code);
    expect(await liveHolds(env.db, a.id, FIXED_NOW)).toBe(0);
    expect(await liveHolds(env.db, b.id, FIXED_NOW)).toBe(1);
    const someoneElse = await member();
    await bagWith(env.db, someoneElse.id, [{ combinationId: goods[0]!.combinationId }]);
    expect((await apply(someoneElse, a.code)).statusCode).toBe(200);
  });

  it("answers 'Terjadi kesalahan sistem' when something unexpected fails", async () => {
    const who = await member();
    await bagWith(env.db, who.id, [{ combinationId: goods[0]!.combinationId }]);
    const { code } = await defineVoucher(env.db);
    failPricing = true;
    try {
      const res = await apply(who, code);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({
        success: false,
        errorCode: 'voucher_system_error',
        message: 'Terjadi kesalahan sistem',
      });
    } finally {
      failPricing = false;
    }
    expect((await cartRow(who.id)).voucher_id).toBeNull();
  });
});

describe('removing a voucher: DELETE /api/cart/user/me/carts/voucher', () => {
  it('releases the hold, is idempotent and checks the bag id', async () => {
    const who = await member();
    const cartId = await bagWith(env.db, who.id, [{ combinationId: goods[0]!.combinationId }]);
    const { id, code } = await defineVoucher(env.db, { quota_total: 1 });
    await apply(who, code);
    expect(
      (await removeVoucher(who, { voucher_id: String(id), _id: '999999999' })).statusCode,
    ).toBe(404);
    const res = await removeVoucher(who, { voucher_id: String(id), _id: String(cartId) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Voucher berhasil dilepas.',
      data: { _id: String(cartId), voucher_id: null, voucher: null },
    });
    expect(await liveHolds(env.db, id, FIXED_NOW)).toBe(0);
    expect(
      (await removeVoucher(who, { voucher_id: String(id), _id: String(cartId) })).statusCode,
    ).toBe(200);
  });
});

describe('the paper bag', () => {
  it('is chosen and removed on its own; a non-paper-bag voucher is refused', async () => {
    const who = await member();
    await bagWith(env.db, who.id, [{ combinationId: goods[0]!.combinationId }]);
    const plain = await defineVoucher(env.db);
    const post = (voucher_id: unknown) =>
      who.inject({
        method: 'POST',
        url: '/api/cart/user/me/carts/paper-bag',
        payload: { voucher_id },
      });
    expect((await post(String(plain.id))).json()).toMatchObject({
      errorCode: 'voucher_not_paper_bag',
      message: 'Voucher ini bukan voucher paper bag.',
    });
    expect((await post('abc')).json().errorCode).toBe('voucher_not_found');
    const bag = await defineVoucher(env.db, {
      is_special_paper_bag: true,
      amount: 1_000,
      quota_total: 5,
    });
    expect((await post(bag.id)).statusCode).toBe(200);
    expect(await liveHolds(env.db, bag.id, FIXED_NOW)).toBe(1);
    // Redeemed by code, a paper-bag voucher also becomes the paper bag.
    const del = await who.inject({ method: 'DELETE', url: '/api/cart/user/me/carts/paper-bag' });
    expect(del.json().data.paper_bag_voucher_id).toBeNull();
    expect(await liveHolds(env.db, bag.id, FIXED_NOW)).toBe(0);
    expect((await apply(who, bag.code)).json().data.paper_bag_voucher_id).toBe(String(bag.id));
  });
});

describe('the voucher lists', () => {
  it('GET /vouchers: the member’s own and public vouchers with their verdict for the bag', async () => {
    const who = await member();
    const other = await member();
    const { first, second } = twoBrands();
    const cartId = await bagWith(env.db, who.id, [{ combinationId: first.combinationId }]);
    const tag = String(who.id);
    const eligible = await defineVoucher(env.db, {
      code: `OK${tag}`,
      quota_total: 10,
      ends_at: days(5),
    });
    const tooBig = await defineVoucher(env.db, { code: `BIG${tag}`, min_amount: 5_000_000 });
    const scoped = await defineVoucher(
      env.db,
      {
        code: `BRAND${tag}`,
        discount_type: 'percentage',
        amount: null,
        percentage: 15,
        max_discount: 30_000,
      },
      [{ target_type: 'brand', target_id: second.brandId }],
    );
    const freeShipping = await defineVoucher(env.db, {
      code: `SHIP${tag}`,
      discount_type: 'free_shipping',
      amount: null,
      max_discount: 20_000,
    });
    const theirs = await defineVoucher(env.db, { code: `THEIRS${tag}`, is_assigned_only: true });
    await env.db
      .insertInto('member_vouchers')
      .values({
        voucher_id: theirs.id,
        user_id: other.id,
        issued_at: days(-1),
        expires_at: null,
        used_at: null,
      })
      .execute();
    await apply(who, eligible.code);

    const res = await who.inject({ url: `/api/cart/vouchers?limit=50&filter[cart_id]=${cartId}` });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<Record<string, unknown>>;
    const byCode = new Map(list.map((item) => [item.code, item]));
    expect(byCode.has(theirs.code)).toBe(false);
    expect(list[0]!.code).toBe(eligible.code); // the applied one first
    expect(byCode.get(eligible.code)).toMatchObject({
      _id: String(eligible.id),
      is_applied: true,
      is_eligible: true,
      reason: null,
      available_quota: 9,
      to_date: days(5).toISOString(),
      type: 'public',
      voucher_type: 'manual',
      rules: { users: [], products: [], brands: [], categories: [], order: { min_amount: 0 } },
      discount_info: { amount: 20_000, shipping_fee_discount: null },
      voucher_info: { header: null },
      estimated_discount: 20_000,
    });
    expect(byCode.get(tooBig.code)).toMatchObject({
      is_eligible: false,
      is_applied: false,
      reason_code: 'voucher_min_amount',
      reason: 'Minimal belanja Rp5.000.000 untuk menggunakan voucher ini.',
    });
    expect(byCode.get(scoped.code)).toMatchObject({
      is_eligible: false,
      reason_code: 'voucher_products_not_in_cart',
      rules: { brands: [{ id: String(second.brandId), name: expect.any(String) }] },
      discount_info: { percentage: 15, max_discount: 30_000 },
    });
    expect(byCode.get(freeShipping.code)).toMatchObject({
      is_eligible: true,
      discount_type: 'free_shipping',
      discount_info: { shipping_fee_discount: 20_000 },
    });
    expect(byCode.get('WELCOME25')).toMatchObject({
      is_assigned: true,
      type: 'assigned',
      voucher_type: 'welcome',
      rules: { users: [String(who.id)], order: { min_amount: 150_000 } },
      voucher_info: { header: 'WELCOME VOUCHER' },
    });
    expect(res.json().meta).toMatchObject({ total: list.length, skip: 0, limit: 50 });

    const page = await who.inject({
      url: '/api/cart/vouchers?skip=1&limit=2&fields=code,is_eligible',
    });
    expect(page.json().data).toHaveLength(2);
    expect(Object.keys(page.json().data[0]).sort()).toEqual(['_id', 'code', 'is_eligible']);
    expect(page.json().meta.total).toBe(list.length);

    const shipping = await who.inject({
      url: '/api/cart/vouchers?filter[discount_type]=free_shipping&limit=50',
    });
    expect(
      shipping
        .json()
        .data.every((v: { discount_type: string }) => v.discount_type === 'free_shipping'),
    ).toBe(true);
    expect(shipping.json().data.map((v: { code: string }) => v.code)).toContain(freeShipping.code);

    expect(
      (await who.inject({ url: `/api/cart/vouchers?filter[cart_id]=${cartId + 999}` })).statusCode,
    ).toBe(404);
    expect(
      (await who.inject({ url: '/api/cart/vouchers?filter[discount_type]=bogus' })).statusCode,
    ).toBe(422);
  });

  it('GET /vouchers?filter[is_active]=false lists ended and used ones', async () => {
    const who = await member();
    const ended = await defineVoucher(env.db, { ends_at: days(-1) });
    const running = await defineVoucher(env.db);
    const codes = async (active: boolean) =>
      (
        (
          await who.inject({ url: `/api/cart/vouchers?limit=50&filter[is_active]=${active}` })
        ).json().data as Array<{
          code: string;
          reason_code: string | null;
        }>
      ).map((v) => v.code);
    expect(await codes(false)).toContain(ended.code);
    expect(await codes(false)).not.toContain(running.code);
    expect(await codes(true)).toContain(running.code);
    expect(await codes(true)).not.toContain(ended.code);
  });

  it('GET /category/:id/vouchers and /vouchers/products/:id for guests and members', async () => {
    const { first } = twoBrands();
    const category = first.categoryIds[0]!;
    const forCategory = await defineVoucher(env.db, {}, [
      { target_type: 'category', target_id: category },
    ]);
    const forProduct = await defineVoucher(env.db, {}, [
      { target_type: 'product', target_id: first.productId },
    ]);
    const forOtherProduct = await defineVoucher(env.db, {}, [
      {
        target_type: 'product',
        target_id: goods.find((g) => g.productId !== first.productId)!.productId,
      },
    ]);
    const categoryRes = await env.app.inject({
      url: `/api/cart/category/${category}/vouchers?limit=50`,
    });
    expect(categoryRes.statusCode).toBe(200);
    const categoryCodes = categoryRes.json().data.map((v: { code: string }) => v.code);
    expect(categoryCodes).toContain(forCategory.code);
    expect(categoryCodes).not.toContain(forProduct.code);
    expect(
      (await env.app.inject({ url: '/api/cart/category/99999999/vouchers' })).json(),
    ).toMatchObject({
      errorCode: 'category_not_found',
    });

    const productRes = await env.app.inject({
      url: `/api/cart/vouchers/products/${first.productId}?limit=50`,
    });
    const productCodes = productRes.json().data.map((v: { code: string }) => v.code);
    expect(productCodes).toEqual(expect.arrayContaining([forProduct.code, forCategory.code]));
    expect(productCodes).not.toContain(forOtherProduct.code);
    expect(productRes.json().data[0]).toMatchObject({ is_applied: false });
    expect((await env.app.inject({ url: '/api/cart/vouchers/products/99999999' })).statusCode).toBe(
      404,
    );
  });

  it('GET /vouchers/paper-bag answers the running paper-bag voucher, judged for the bag', async () => {
    await env.db
      .updateTable('vouchers')
      .set({ is_active: false })
      .where('is_special_paper_bag', '=', true)
      .execute();
    expect((await env.app.inject({ url: '/api/cart/vouchers/paper-bag' })).json().data).toBeNull();
    const bag = await defineVoucher(env.db, {
      is_special_paper_bag: true,
      amount: 1_000,
      min_amount: 100_000,
    });
    const who = await member();
    await bagWith(env.db, who.id, [{ combinationId: goods[0]!.combinationId }]);
    const res = await who.inject({ url: '/api/cart/vouchers/paper-bag' });
    expect(res.json().data).toMatchObject({ _id: String(bag.id), is_special_paper_bag: true });
    expect(res.json().data.is_eligible).toBe(goods[0]!.price >= 100_000);
  });
});
