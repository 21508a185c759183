import type { Database } from '@kilau/db';
import { pointsValue } from '@kilau/domain/points';
import type { Kysely } from 'kysely';
import type { CartPromotionRow } from './promotion-carts.repository';
import { appliedVoucherOf } from './bag-voucher-shape';
import { createBagVouchersRepository } from './bag-vouchers.repository';

/**
 * What the promotion calls answer: the bag's applied promotions after the change (the cart view
 * with totals is `GET /user/me/carts`, which the storefront refetches).
 */
export async function promotionState(
  db: Kysely<Database>,
  cart: CartPromotionRow,
  extra: { pointsBalance?: number } = {},
) {
  const voucherId = cart.voucher_id ?? cart.free_product_voucher_id;
  const voucher =
    voucherId === null
      ? undefined
      : await createBagVouchersRepository(db).byId(voucherId, cart.user_id);
  return {
    _id: String(cart.id),
    voucher_id: cart.voucher_id === null ? null : String(cart.voucher_id),
    voucher_code: voucher?.code ?? null,
    voucher: voucher ? appliedVoucherOf(voucher) : null,
    free_product_voucher_id:
      cart.free_product_voucher_id === null ? null : String(cart.free_product_voucher_id),
    paper_bag_voucher_id:
      cart.paper_bag_voucher_id === null ? null : String(cart.paper_bag_voucher_id),
    point_applied: cart.points_applied,
    points_value: pointsValue(cart.points_applied),
    ...(extra.pointsBalance === undefined ? {} : { points_balance: extra.pointsBalance }),
  };
}

export type PromotionState = Awaited<ReturnType<typeof promotionState>>;
