// Shared by the shipping tests: the app on its own database with a movable clock, addresses in
// chosen regions and bags written straight into `carts`/`cart_lines` with chosen weights.
import { plainGoods, type Database } from '@kilau/db';
import { createTestDatabase } from '@kilau/db/testing';
import type { InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { App } from '../app';
import { buildTestApp, FIXED_NOW } from './build-test-app';
import { registerMember } from './members';

export async function shippingTestApp() {
  const database = await createTestDatabase();
  const clock = { now: FIXED_NOW };
  const app: App = await buildTestApp({
    database,
    clock: () => clock.now,
    env: { LOGIN_RATE_LIMIT_MAX: '1000' },
  });
  await app.ready();
  return {
    app,
    db: database.db,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A member with the shipping calls at hand. */
export async function shipper(app: App) {
  const member = await registerMember(app);
  const call = (options: InjectOptions & { lang?: string }) =>
    member.inject({
      ...options,
      headers: { 'accept-language': options.lang ?? 'id', ...options.headers },
    });
  return {
    ...member,
    quotes: (query: Record<string, string | number>, lang?: string) =>
      call({
        method: 'GET',
        url: '/api/shipping/user/me/shippings',
        query: Object.fromEntries(
          Object.entries(query).map(([key, value]) => [`filter[${key}]`, String(value)]),
        ),
        ...(lang ? { lang } : {}),
      }),
    choose: (payload: Record<string, unknown>, lang?: string) =>
      call({
        method: 'POST',
        url: '/api/shipping/user/me/shippings',
        payload,
        ...(lang ? { lang } : {}),
      }),
  };
}

/** The first district (by code) of a regency, with its province and regency codes. */
export async function placeIn(db: Kysely<Database>, regencyCode: string) {
  const district = await db
    .selectFrom('districts')
    .select(['code', 'regency_code'])
    .where('regency_code', '=', regencyCode)
    .orderBy('code')
    .limit(1)
    .executeTakeFirstOrThrow();
  return {
    province_code: regencyCode.slice(0, 2),
    regency_code: district.regency_code,
    district_code: district.code,
  };
}

/** An address of the member in the regency (its first district). */
export async function addressIn(db: Kysely<Database>, userId: number, regencyCode: string) {
  const place = await placeIn(db, regencyCode);
  const { id } = await db
    .insertInto('addresses')
    .values({
      user_id: userId,
      title: 'Rumah',
      contact: 'Sari Wulandari',
      address1: 'Jl. Melati No. 7',
      ...place,
      village_code: null,
      zipcode: '12345',
      phone: '081234567890',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export type Goods = { productId: number; combinationId: number; price: number };

/** Ordinary, stocked combinations (`plainGoods`), cheapest first. */
export async function ordinaryGoods(db: Kysely<Database>, min: number, max: number) {
  const rows = await plainGoods(db)
    .select(['c.id', 'c.product_id', 'c.price_after_discount'])
    .where('p.classification', 'is', null)
    .where('c.stock', '>=', 20)
    .where('c.price_after_discount', '>=', min)
    .where('c.price_after_discount', '<=', max)
    .orderBy('c.price_after_discount')
    .orderBy('c.id')
    .limit(20)
    .execute();
  return rows.map(
    (row): Goods => ({
      productId: row.product_id,
      combinationId: row.id,
      price: row.price_after_discount,
    }),
  );
}

/**
 * Writes the member's active bag with these lines (replacing its lines), each combination
 * weighing `grams` a piece. Answers the cart id.
 */
export async function bagWith(
  db: Kysely<Database>,
  userId: number,
  lines: Array<{ goods: Goods; quantity?: number; grams: number }>,
) {
  await db
    .insertInto('carts')
    .values({ user_id: userId, address_id: null, store_id: null, source: null })
    .onConflict((oc) => oc.column('user_id').where('status', '=', 'active').doNothing())
    .execute();
  const cart = await db
    .selectFrom('carts')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  await db.deleteFrom('cart_lines').where('cart_id', '=', cart.id).execute();
  for (const { goods, quantity = 1, grams } of lines) {
    await db
      .updateTable('combinations')
      .set({ weight_grams: grams })
      .where('id', '=', goods.combinationId)
      .execute();
    await db
      .insertInto('cart_lines')
      .values({
        cart_id: cart.id,
        product_id: goods.productId,
        combination_id: goods.combinationId,
        quantity,
        preorder_rule_id: null,
        delivery_date: null,
        pack: null,
        egift_info: null,
        special_price_id: null,
        free_product_voucher_id: null,
        promo_unit_price: null,
        reference: null,
      })
      .execute();
  }
  return cart.id;
}

/** A quote's figures by service code, for compact assertions. */
export const feesOf = (data: Array<Record<string, unknown>>) =>
  Object.fromEntries(
    data.map((quote) => [
      quote.code as string,
      [quote.fee, quote.discount, quote.fee_after_discount] as [number, number, number],
    ]),
  );
