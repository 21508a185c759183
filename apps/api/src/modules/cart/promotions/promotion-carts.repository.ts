import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

/** A cart's applied promotions (migration 0015 columns). */
export type CartPromotionRow = {
  id: number;
  user_id: number;
  voucher_id: number | null;
  points_applied: number;
  free_product_voucher_id: number | null;
  paper_bag_voucher_id: number | null;
};

export type CartPromotionPatch = Partial<
  Pick<
    CartPromotionRow,
    'voucher_id' | 'points_applied' | 'free_product_voucher_id' | 'paper_bag_voucher_id'
  >
>;

// `carts.updated_at` is typed Generated<Timestamp> (migration 0014's schema), which Kysely's
// update typing cannot take a Date for; the value goes in as a parameter all the same.
const timestamp = (at: Date) => sql<never>`${at}`;

const COLUMNS = [
  'id',
  'user_id',
  'voucher_id',
  'points_applied',
  'free_product_voucher_id',
  'paper_bag_voucher_id',
] as const;

/**
 * The promotion columns of `carts`. Every write path locks the cart row first (`for update`),
 * then a voucher row, then the member's point balance: one order, so no two paths deadlock.
 */
export function createPromotionCartsRepository(db: Kysely<Database>) {
  return {
    /** The member's active cart, locked for this transaction. */
    lockActive: (userId: number): Promise<CartPromotionRow | undefined> =>
      db
        .selectFrom('carts')
        .select(COLUMNS)
        .where('user_id', '=', userId)
        .where('status', '=', 'active')
        .forUpdate()
        .executeTakeFirst(),

    lock: (cartId: number): Promise<CartPromotionRow | undefined> =>
      db
        .selectFrom('carts')
        .select(COLUMNS)
        .where('id', '=', cartId)
        .forUpdate()
        .executeTakeFirst(),

    /** The member's active cart, unlocked (read-only listings). */
    active: (userId: number): Promise<CartPromotionRow | undefined> =>
      db
        .selectFrom('carts')
        .select(COLUMNS)
        .where('user_id', '=', userId)
        .where('status', '=', 'active')
        .executeTakeFirst(),

    /** One of the member's carts, any status (the listings' `filter[cart_id]`). */
    ofMember: (userId: number, cartId: number): Promise<CartPromotionRow | undefined> =>
      db
        .selectFrom('carts')
        .select(COLUMNS)
        .where('user_id', '=', userId)
        .where('id', '=', cartId)
        .executeTakeFirst(),

    async update(cartId: number, patch: CartPromotionPatch, now: Date): Promise<void> {
      if (Object.keys(patch).length === 0) return;
      await db
        .updateTable('carts')
        .set({ ...patch, updated_at: timestamp(now) })
        .where('id', '=', cartId)
        .execute();
    },
  };
}

export type PromotionCartsRepository = ReturnType<typeof createPromotionCartsRepository>;
