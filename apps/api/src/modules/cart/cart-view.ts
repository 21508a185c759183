import { isMessageCode, translate, type Locale } from '@kilau/domain';
import { cartStockWarning, cartTotalsView, type CartView } from '@kilau/domain/cart';
import type { BuiltLine } from './cart-lines';
import { NO_PROMOTIONS, type CartPromotionSummary } from './cart-promotions';
import type { CartRow } from './cart.repository';

export type { CartView } from '@kilau/domain/cart';

export type Page = { skip?: number | undefined; limit?: number | undefined };

/**
 * The cart view from its priced lines and the promotions' summary: totals over every line
 * (paging only cuts the `products` shown), the stock warning in the shopper's language, the
 * promotions' notices translated when they are catalogue codes.
 */
export function toCartView(
  cart: CartRow | null,
  built: readonly BuiltLine[],
  summary: CartPromotionSummary,
  locale: Locale,
  page: Page = {},
): CartView {
  const views = built.map((line) => line.view);
  const totals = cartTotalsView({
    lines: views.map((view) => ({
      quantity: view.quantity,
      unit_price: view.unit_price,
      is_available: view.is_available,
    })),
    voucherDiscount: summary.voucherDiscount,
    pointsDiscount: summary.pointsDiscount,
    pointsApplied: summary.pointsApplied,
    shippingDiscountCap: summary.shippingDiscountCap,
    freeProducts: summary.freeProducts,
  });
  const hasOos = views.some((view) => view.quantity_error !== null);
  const warning = cartStockWarning(
    built.map((line) => line.rule),
    hasOos,
  );
  const skip = page.skip ?? 0;
  const products = views.slice(skip, page.limit === undefined ? undefined : skip + page.limit);
  return {
    _id: cart ? String(cart.id) : null,
    products,
    free_products: summary.freeProducts,
    point_applied: totals.point_applied,
    points_value: totals.points_discount,
    voucher_id: summary.voucher?._id ?? null,
    voucher_code: summary.voucher?.code ?? null,
    voucher: summary.voucher,
    paper_bag_voucher_id: summary.paperBagVoucherId,
    gwp_error_message: summary.gwpErrorMessage,
    has_oos_product: hasOos,
    stock_message: warning ? translate(warning, locale) : null,
    address_id: cart?.address_id == null ? null : String(cart.address_id),
    store_id: cart?.store_id ?? null,
    source: cart?.source ?? null,
    total_amount: totals.total_amount,
    totals,
    notices: summary.notices.map((notice) =>
      isMessageCode(notice) ? translate(notice, locale) : notice,
    ),
  };
}

/** The view of a member without a cart. */
export const emptyCartView = (locale: Locale): CartView =>
  toCartView(null, [], NO_PROMOTIONS, locale);

export const countOf = (built: readonly Pick<BuiltLine, 'line'>[]) =>
  built.reduce((sum, entry) => sum + entry.line.quantity, 0);
