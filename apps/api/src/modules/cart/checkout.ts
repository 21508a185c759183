import type { Database } from '@kilau/db';
import { cartTotalsView, type CheckoutBag, type CheckoutLine } from '@kilau/domain/cart';
import type { Kysely } from 'kysely';
import { lockBag } from './cart-bag';
import { bagContextOf, buildLine, type BuiltLine, type FactsIndex } from './cart-lines';
import type { CartPromotions } from './cart-promotions';
import { createCartTransactionRepository } from './cart.repository';

export type { CheckoutBag, CheckoutLine };

function checkoutLine(
  built: BuiltLine,
  facts: FactsIndex,
  weights: Map<number, number>,
): CheckoutLine {
  const { line, view, priced } = built;
  const row = facts.get(line.combination_id);
  const flash = row?.flash ?? null;
  // An e-gift card is sent by e-mail: it weighs nothing.
  const weightGrams =
    row?.classification === 'egift'
      ? 0
      : line.pack
        ? line.pack.reduce(
            (sum, item) => sum + (weights.get(item.combination_id) ?? 0) * item.quantity,
            0,
          )
        : (weights.get(line.combination_id) ?? 0);
  return {
    ...priced,
    weightGrams,
    listPrice: view.combination.price,
    isShort: view.quantity_error !== null,
    totalPrice: view.total_price,
    isPreOrder: line.is_pre_order,
    preorderRuleId: line.preorder_rule_id,
    deliveryDate: line.delivery_date,
    isFlashSale:
      flash !== null &&
      line.promo_unit_price === null &&
      flash.sold < flash.quota &&
      flash.price < (row?.price_after_discount ?? 0),
    pack: line.pack,
    view,
  };
}

/**
 * The member's active bag for checkout (shipping quotes, order placement): the cart row-locked
 * for the rest of the caller's transaction, its lines priced as `/order` shows them, and the
 * promotions' summary taken again (an expired voucher hold is re-taken or the voucher drops).
 * Null when the member has no active cart; an emptied cart answers with no lines.
 */
export async function checkoutBag(
  db: Kysely<Database>,
  promotions: CartPromotions,
  userId: number,
  now: Date,
): Promise<CheckoutBag | null> {
  const carts = createCartTransactionRepository(db);
  const activeId = await carts.activeCartId(userId);
  if (activeId === undefined) return null;
  const bag = await lockBag(carts, userId, activeId, now);
  if (!bag) return null;
  // Checkout writes money, so this transaction waits for the WAL flush again.
  await carts.commitSynchronously();
  const context = bagContextOf(bag.cart);
  const built = bag.lines.map((line) => buildLine(line, bag.facts, context));
  const ref = { id: bag.cart.id, userId };
  const summary = await promotions.summarize(
    db,
    ref,
    built.map((entry) => entry.priced),
    now,
  );
  const weights = await carts.combinationWeights([
    ...new Set(
      bag.lines.flatMap((line) =>
        line.pack ? line.pack.map((item) => item.combination_id) : [line.combination_id],
      ),
    ),
  ]);
  const lines = built.map((entry) => checkoutLine(entry, bag.facts, weights));
  const totals = cartTotalsView({
    lines: built.map((entry) => entry.view),
    voucherDiscount: summary.voucherDiscount,
    pointsDiscount: summary.pointsDiscount,
    pointsApplied: summary.pointsApplied,
    shippingDiscountCap: summary.shippingDiscountCap,
    freeProducts: summary.freeProducts,
  });
  const available = lines.filter((line) => line.isAvailable);
  return {
    cart: {
      id: bag.cart.id,
      userId,
      addressId: bag.cart.address_id,
      storeId: bag.cart.store_id,
      source: bag.cart.source,
    },
    lines,
    weightGrams: available.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0),
    subtotal: totals.total_amount,
    voucherDiscount: totals.voucher_discount,
    pointsDiscount: totals.points_discount,
    pointsApplied: totals.point_applied,
    voucherId: summary.voucher ? Number(summary.voucher._id) : null,
    voucherCode: summary.voucher?.code ?? null,
    discount: totals.discount,
    amountAfterDiscount: totals.total_amount_after_discount,
    shippingDiscountCap: summary.shippingDiscountCap,
    freeProducts: summary.freeProducts,
    hasUnavailable: lines.some((line) => !line.isAvailable || line.isShort),
  };
}
