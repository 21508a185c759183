import type { CartLineView, FreeProduct } from './view';

// The bag as checkout reads it (design/checkout-and-payment.md "Seams"): built by the cart service, read by shipping
// quotes and order placement.

/** One line of the bag as checkout reads it: priced, weighed, with what stock it takes. */
export type CheckoutLine = {
  lineId: number;
  productId: number;
  combinationId: number;
  quantity: number;
  brandId: number;
  categoryIds: number[];
  /** Unit price before promotions (the product's own discount or flash-sale price applied). */
  unitPrice: number;
  isSpecialPrice: boolean;
  specialPriceId: number | null;
  isAppliedFreeProduct: boolean;
  freeProductVoucherId: number | null;
  isAvailable: boolean;
  /** Unit weight in grams (a pack: its components' weight times their quantity). */
  weightGrams: number;
  /** The combination's own price (before any discount), for the order's record. */
  listPrice: number;
  totalPrice: number;
  isPreOrder: boolean;
  preorderRuleId: number | null;
  deliveryDate: string | null;
  /** More is asked than the stock (or the pre-order quota) holds. */
  isShort: boolean;
  /** The flash sale's price was used for this line. */
  isFlashSale: boolean;
  pack: { product_id: number; combination_id: number; quantity: number }[] | null;
  /** The line as the bag shows it (name, brand, image, combination…): the order's snapshot. */
  view: CartLineView;
};

/** The member's active bag at checkout, locked for the caller's transaction (design/checkout-and-payment.md). */
export type CheckoutBag = {
  cart: {
    id: number;
    userId: number;
    addressId: number | null;
    storeId: number | null;
    source: string | null;
  };
  lines: CheckoutLine[];
  weightGrams: number;
  /** Goods after product discounts (the cart's `total_amount`). */
  subtotal: number;
  voucherDiscount: number;
  pointsDiscount: number;
  pointsApplied: number;
  voucherId: number | null;
  voucherCode: string | null;
  /** Voucher + points off the goods. */
  discount: number;
  amountAfterDiscount: number;
  shippingDiscountCap: number | null;
  freeProducts: FreeProduct[];
  /** A line is no longer sold, or asks for more than its stock or pre-order quota. */
  hasUnavailable: boolean;
};
