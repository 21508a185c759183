import type { Database } from '@kilau/db';
import {
  applyPromotionOption,
  promotionsClearedBy,
  type PromotionOption,
  type PromotionState,
} from '@kilau/domain/cart';
import type { Kysely } from 'kysely';
import {
  createPromotionCartsRepository,
  type CartPromotionPatch,
  type CartPromotionRow,
} from './promotion-carts.repository';
import { createPointsRepository } from './points.repository';
import { createHoldsRepository } from './holds.repository';

const stateOf = (cart: CartPromotionRow): PromotionState => ({
  voucher: cart.voucher_id === null ? null : { id: String(cart.voucher_id), code: '' },
  points: cart.points_applied > 0 ? cart.points_applied : null,
  freeProductVoucherId:
    cart.free_product_voucher_id === null ? null : String(cart.free_product_voucher_id),
  paperBagVoucherId: cart.paper_bag_voucher_id === null ? null : String(cart.paper_bag_voucher_id),
});

/**
 * Applies one promotion option to a locked cart: the options it excludes (the domain's
 * `applyPromotionOption`: voucher, points and a free-product voucher exclude each other; the
 * paper bag survives) are cleared in the caller's transaction — their holds released, points
 * back to the balance. Answers the cart row as it now is; the option's own columns are the
 * caller's to set.
 */
export async function clearOptionsFor(
  db: Kysely<Database>,
  cart: CartPromotionRow,
  option: PromotionOption,
  now: Date,
): Promise<CartPromotionRow> {
  const before = stateOf(cart);
  const cleared = promotionsClearedBy(before, option);
  if (cleared.length === 0) return cart;
  const after = applyPromotionOption(before, option);
  const patch: CartPromotionPatch = {};
  const released: Array<number | null> = [];
  if (cleared.includes('voucher')) {
    released.push(cart.voucher_id);
    patch.voucher_id = null;
  }
  if (cleared.includes('free_product')) {
    released.push(cart.free_product_voucher_id);
    patch.free_product_voucher_id = null;
  }
  if (cleared.includes('points')) {
    await createPointsRepository(db).give(
      cart.user_id,
      cart.points_applied,
      'cart_release',
      cart.id,
      now,
    );
    patch.points_applied = 0;
  }
  await createHoldsRepository(db).releaseHolds(cart.id, released);
  await createPromotionCartsRepository(db).update(cart.id, patch, now);
  // The paper bag is untouched: the domain keeps it across options.
  return {
    ...cart,
    ...patch,
    paper_bag_voucher_id: after.paperBagVoucherId === null ? null : cart.paper_bag_voucher_id,
  };
}

/** Clears every option and the paper bag (an emptied bag): holds released, points returned. */
export async function clearAll(
  db: Kysely<Database>,
  cart: CartPromotionRow,
  now: Date,
): Promise<void> {
  await createHoldsRepository(db).releaseAllHolds(cart.id);
  if (cart.points_applied > 0) {
    await createPointsRepository(db).give(
      cart.user_id,
      cart.points_applied,
      'cart_release',
      cart.id,
      now,
    );
  }
  await createPromotionCartsRepository(db).update(
    cart.id,
    {
      voucher_id: null,
      points_applied: 0,
      free_product_voucher_id: null,
      paper_bag_voucher_id: null,
    },
    now,
  );
}
