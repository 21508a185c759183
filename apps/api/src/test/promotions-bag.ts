// Shared by the promotions tests: bags written straight into `carts`/`cart_lines` (the cart
// core's add call is not needed to judge promotions), vouchers and points. `defineVoucher` is
// every suite's voucher (the orders' and the academy's graduation voucher too).
import type { Database } from '@kilau/db';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { sql, type Kysely } from 'kysely';
import type { App } from '../app';
import { buildTestApp, FIXED_NOW } from './build-test-app';
import type { CartPricer } from '../modules/cart';
import { createPointsRepository } from '../modules/cart/promotions/points.repository';

/**
 * The app (the promotion routes under `/api/cart` with the real cart core) on its own database
 * and a movable clock; `priceCart` replaces the core's pricing (a failing pricer, say);
 * `luckyDrawRandom` fixes the lucky draw's odds.
 */
export async function buildPromotionsApp(
  options: { priceCart?: CartPricer; luckyDrawRandom?: () => number } = {},
) {
  const database: DatabaseHandle = await createTestDatabase();
  const clock = { now: FIXED_NOW };
  const app: App = await buildTestApp({
    database,
    clock: () => clock.now,
    ...(options.priceCart ? { priceCart: options.priceCart } : {}),
    ...(options.luckyDrawRandom ? { luckyDrawRandom: options.luckyDrawRandom } : {}),
    env: { LOGIN_RATE_LIMIT_MAX: '1000' },
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type SellableCombination = {
  productId: number;
  combinationId: number;
  brandId: number;
  categoryIds: number[];
  price: number;
};

/** Sellable, stocked combinations of ordinary products, priced between the bounds, cheapest first. */
export async function sellable(
  db: Kysely<Database>,
  options: { min?: number; max?: number; count?: number } = {},
): Promise<SellableCombination[]> {
  const rows = await db
    .selectFrom('combinations as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .select((eb) => [
      'c.id',
      'c.product_id',
      'p.brand_id',
      'c.price_after_discount',
      eb
        .selectFrom('product_categories as pc')
        .select(sql<number[]>`array_agg(pc.category_id order by pc.category_id)`.as('ids'))
        .whereRef('pc.product_id', '=', 'p.id')
        .as('category_ids'),
    ])
    .where('p.is_active', '=', true)
    .where('c.is_active', '=', true)
    .where('p.classification', 'is', null)
    .where('c.stock', '>=', 20)
    .where('c.price_after_discount', '>=', options.min ?? 50_000)
    .where('c.price_after_discount', '<=', options.max ?? 150_000)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('special_prices as sp')
            .select('sp.id')
            .whereRef('sp.combination_id', '=', 'c.id'),
        ),
      ),
    )
    // Not ordered yet (the demo reviews' deliveries hold some): tests sum every live order's
    // units of a combination against its stock.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('order_lines as ol')
            .select('ol.id')
            .whereRef('ol.combination_id', '=', 'c.id'),
        ),
      ),
    )
    .orderBy('c.price_after_discount')
    .orderBy('c.id')
    .limit(options.count ?? 50)
    .execute();
  return rows.map((row) => ({
    productId: row.product_id,
    combinationId: row.id,
    brandId: row.brand_id,
    categoryIds: (row.category_ids ?? []).map(Number),
    price: row.price_after_discount,
  }));
}

export type BagLineInput = {
  combinationId: number;
  quantity?: number;
  specialPriceId?: number;
  freeProductVoucherId?: number;
};

/** Writes the member's active bag with these lines (replacing the lines it had). */
export async function bagWith(db: Kysely<Database>, userId: number, lines: BagLineInput[]) {
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
  for (const line of lines) {
    const combination = await db
      .selectFrom('combinations')
      .select('product_id')
      .where('id', '=', line.combinationId)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('cart_lines')
      .values({
        cart_id: cart.id,
        product_id: combination.product_id,
        combination_id: line.combinationId,
        quantity: line.quantity ?? 1,
        preorder_rule_id: null,
        delivery_date: null,
        pack: null,
        egift_info: null,
        is_special_price: line.specialPriceId !== undefined,
        special_price_id: line.specialPriceId ?? null,
        is_applied_free_product: line.freeProductVoucherId !== undefined,
        free_product_voucher_id: line.freeProductVoucherId ?? null,
        reference: null,
        line_key: line.specialPriceId ? `sp:${line.specialPriceId}` : '',
      })
      .execute();
  }
  return cart.id;
}

let codeSeq = 0;
/** A unique voucher code for a test. */
export const codeFor = (prefix: string) =>
  `${prefix}${process.pid.toString(36).toUpperCase()}${++codeSeq}`;

/** Defines a voucher (an amount voucher by default) with optional product/brand/category rules. */
export async function defineVoucher(
  db: Kysely<Database>,
  values: Record<string, unknown> = {},
  rules: Array<{ target_type: 'product' | 'brand' | 'category'; target_id: number }> = [],
) {
  const code = (values.code as string | undefined) ?? codeFor('V');
  const { id } = await db
    .insertInto('vouchers')
    .values({
      code,
      name: `Voucher ${code}`,
      discount_type: 'amount',
      amount: 20_000,
      percentage: null,
      max_discount: null,
      starts_at: null,
      ends_at: null,
      valid_days: null,
      quota_total: null,
      image: null,
      ...values,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  if (rules.length > 0) {
    await db
      .insertInto('voucher_rules')
      .values(rules.map((rule) => ({ voucher_id: id, ...rule })))
      .execute();
  }
  return { id, code };
}

/** Grants points through the ledger (an adjustment), as an operator would. */
export const grantPoints = (db: Kysely<Database>, userId: number, points: number) =>
  createPointsRepository(db).give(userId, points, 'adjustment', null, FIXED_NOW);

export async function pointsOf(db: Kysely<Database>, userId: number) {
  const balance = await db
    .selectFrom('point_balances')
    .select('balance')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const ledger = await db
    .selectFrom('point_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('delta'), sql<number>`0`).as('sum'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const cart = await db
    .selectFrom('carts')
    .select('points_applied')
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return {
    balance: balance?.balance ?? 0,
    ledgerSum: Number(ledger.sum),
    applied: cart?.points_applied ?? 0,
  };
}

export const liveHolds = async (db: Kysely<Database>, voucherId: number, now: Date) =>
  (
    await db
      .selectFrom('voucher_holds')
      .select(['cart_id', 'user_id', 'expires_at'])
      .where('voucher_id', '=', voucherId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .execute()
  ).length;
