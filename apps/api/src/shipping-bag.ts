import type { Database } from '@kilau/db';
import { cartTotalsView } from '@kilau/domain/cart';
import { sql, type Kysely } from 'kysely';
import { priceCart, type CartPromotions } from './modules/cart';
import type { BagForShipping } from './modules/shipping';

/**
 * The member's bag as shipping reads it (ADR 0012), composed from the cart core's public seams
 * until the cart module's `checkoutBag` lands (then `bagForShipping: checkoutBag` replaces it):
 * the lines priced by the core, the promotions' summary (re-checking the voucher, as reading the
 * bag does), the goods after discounts as the bag's totals count them, and the parcel's weight —
 * a pack weighs its components, an e-gift nothing.
 */
export function shippingBagFromCart(promotions: CartPromotions): BagForShipping {
  return async (db, userId, now) => {
    const cart = await db
      .selectFrom('carts')
      .select(['id', 'address_id'])
      .where('user_id', '=', userId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (!cart) return null;
    const ref = { id: cart.id, userId };
    const lines = await priceCart(db, ref, now);
    const summary = await promotions.summarize(db, ref, lines, now);
    const totals = cartTotalsView({
      lines: lines.map((line) => ({
        quantity: line.quantity,
        unit_price: line.unitPrice,
        is_available: line.isAvailable,
      })),
      voucherDiscount: summary.voucherDiscount,
      pointsDiscount: summary.pointsDiscount,
      pointsApplied: summary.pointsApplied,
      shippingDiscountCap: summary.shippingDiscountCap,
      freeProducts: [],
    });
    return {
      cart: { id: cart.id, addressId: cart.address_id },
      weightGrams: await bagWeightGrams(db, cart.id),
      amountAfterDiscount: totals.total_amount_after_discount,
      shippingDiscountCap: summary.shippingDiscountCap,
    };
  };
}

async function bagWeightGrams(db: Kysely<Database>, cartId: number): Promise<number> {
  const { rows } = await sql<{ grams: number | string | null }>`
    select sum(l.quantity * case
             when p.classification = 'egift' then 0
             when l.pack is not null then (
               select coalesce(sum(pc.weight_grams * coalesce((item->>'quantity')::int, 1)), 0)
                 from jsonb_array_elements(l.pack) item
                 join combinations pc on pc.id = (item->>'combination_id')::bigint)
             else c.weight_grams end) as grams
      from cart_lines l
      join combinations c on c.id = l.combination_id
      join products p on p.id = l.product_id
     where l.cart_id = ${cartId}`.execute(db);
  return Number(rows[0]?.grams ?? 0);
}
