import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';

export const TOGGLE_KEYS = ['cart_verified_only_apply_voucher', 'points'] as const;
export type PromotionToggles = Record<(typeof TOGGLE_KEYS)[number], boolean>;

/** Toggles, member facts, gifts with purchase and special prices, as the promotions read them. */
export function createOffersRepository(db: Kysely<Database>) {
  return {
    /** The bag's feature toggles (migration 0007 rows); a missing row reads as off. */
    async toggles(): Promise<PromotionToggles> {
      const rows = await db
        .selectFrom('feature_toggles')
        .select(['key', 'enabled'])
        .where('key', 'in', [...TOGGLE_KEYS])
        .execute();
      const on = new Map(rows.map((row) => [row.key, row.enabled]));
      return {
        cart_verified_only_apply_voucher: on.get('cart_verified_only_apply_voucher') ?? false,
        points: on.get('points') ?? false,
      };
    },

    async isVerifiedPhone(userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('is_verified_phone')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.is_verified_phone ?? false;
    },

    /** Gifts with purchase running now, with their gift's stock. */
    runningGifts: (now: Date) =>
      db
        .selectFrom('gifts_with_purchase as g')
        .innerJoin('combinations as c', 'c.id', 'g.combination_id')
        .select([
          'g.id',
          'g.name',
          'g.combination_id',
          'g.quantity',
          'g.min_amount',
          'g.scope',
          'g.scope_ids',
          'c.stock',
        ])
        .where('g.is_active', '=', true)
        .where('g.starts_at', '<=', now)
        .where('g.ends_at', '>', now)
        .orderBy('g.position')
        .orderBy('g.id')
        .execute(),

    /** A special price running now, by its code (the add call's `special_price_voucher_id`). */
    runningSpecialPrice: (code: string, now: Date) =>
      db
        .selectFrom('special_prices as sp')
        .innerJoin('combinations as c', 'c.id', 'sp.combination_id')
        .select([
          'sp.id',
          'sp.combination_id',
          'c.product_id',
          'sp.price',
          'sp.quota_per_user',
          'sp.min_amount',
          'sp.min_qty',
          'sp.scope',
          'sp.scope_ids',
        ])
        .where('sp.voucher_code', '=', code)
        .where('sp.is_active', '=', true)
        .where('sp.starts_at', '<=', now)
        .where('sp.ends_at', '>', now)
        .executeTakeFirst(),

    /**
     * Units the member bought at each special price: lines of their ordered carts. The active
     * bag's lines are counted from the priced lines by the caller.
     */
    async specialPriceUnitsOrdered(
      userId: number,
      specialPriceIds: number[],
    ): Promise<Map<number, number>> {
      if (specialPriceIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('cart_lines as l')
        .innerJoin('carts as c', 'c.id', 'l.cart_id')
        .select(['l.special_price_id', (eb) => eb.fn.sum<number>('l.quantity').as('units')])
        .where('c.user_id', '=', userId)
        .where('c.status', '=', 'ordered')
        .where('l.special_price_id', 'in', specialPriceIds)
        .groupBy('l.special_price_id')
        .execute();
      return new Map(rows.map((row) => [Number(row.special_price_id), Number(row.units)]));
    },

    /** What free-product vouchers and gifts give: the combination's product, name and cover. */
    async giftItems(combinationIds: number[]) {
      if (combinationIds.length === 0) return new Map<number, GiftItem>();
      const rows = await db
        .selectFrom('combinations as c')
        .innerJoin('products as p', 'p.id', 'c.product_id')
        .innerJoin('brands as b', 'b.id', 'p.brand_id')
        .select((eb) => [
          'c.id as combination_id',
          'c.product_id',
          'c.stock',
          'p.name',
          'b.name as brand',
          eb
            .selectFrom('product_images as i')
            .select('i.url')
            .whereRef('i.product_id', '=', 'p.id')
            .orderBy('i.is_cover', 'desc')
            .orderBy('i.position')
            .limit(1)
            .as('image'),
        ])
        .where('c.id', 'in', combinationIds)
        .execute();
      return new Map(rows.map((row) => [row.combination_id, row as GiftItem]));
    },

    async scopeNames(scope: 'brand' | 'category' | 'product', ids: number[]) {
      if (ids.length === 0) return [];
      const table = scope === 'brand' ? 'brands' : scope === 'category' ? 'categories' : 'products';
      return db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute();
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;

export type GiftItem = {
  combination_id: number;
  product_id: number;
  stock: number;
  name: string;
  brand: string;
  image: string | null;
};
