import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';

/**
 * The seam between the cart core (lines, rules, totals) and its promotions (vouchers, beauty
 * points, special prices, free products, gifts with purchase, paper bag). The core calls these
 * inside its own transaction (`tx`) and never reads the promotion tables itself; the promotions
 * never write lines except through the core's repository. See design/the-bag.md.
 */

/** A cart line as the core has priced it, before promotions. */
export type PricedLine = {
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
};

export type CartRef = { id: number; userId: number };

import type { AppliedVoucher, FreeProduct } from '@kilau/domain/cart';

export type { AppliedVoucher, FreeProduct };

/** What the promotions add to a cart view. */
export type CartPromotionSummary = {
  voucher: AppliedVoucher | null;
  /** Rupiah off the goods from the voucher (0 for free shipping, which lowers shipping). */
  voucherDiscount: number;
  /** Free-shipping voucher cap on the shipping fee, when one applies (null: none). */
  shippingDiscountCap: number | null;
  pointsApplied: number;
  pointsDiscount: number;
  paperBagVoucherId: string | null;
  freeProducts: FreeProduct[];
  gwpErrorMessage: string | null;
  /** Message codes to show once (e.g. a voucher dropped because it no longer applies). */
  notices: string[];
};

export const NO_PROMOTIONS: CartPromotionSummary = {
  voucher: null,
  voucherDiscount: 0,
  shippingDiscountCap: null,
  pointsApplied: 0,
  pointsDiscount: 0,
  paperBagVoucherId: null,
  freeProducts: [],
  gwpErrorMessage: null,
  notices: [],
};

/** Unit price of a special-price or free-product line, or a refusal (an AppError thrown). */
export type LinePriceDecision = { unitPrice: number };

export interface CartPromotions {
  /**
   * Re-checks and summarises the cart's promotions after the core priced its lines (called on
   * every read and after every change, inside `tx`): refreshes or re-takes voucher holds, drops a
   * voucher that no longer applies, clamps points to the bag's value, works out free products.
   */
  summarize(
    tx: Kysely<Database>,
    cart: CartRef,
    lines: PricedLine[],
    now: Date,
  ): Promise<CartPromotionSummary>;

  /**
   * Decides whether a special-price (`specialPriceVoucherCode`) or free-product line may be added
   * to the cart for this member, and at which unit price; throws an AppError (422
   * `special_price_not_applicable` with `data.reason`, …) when not.
   */
  priceSpecialLine(
    tx: Kysely<Database>,
    cart: CartRef,
    lines: PricedLine[],
    incoming: {
      productId: number;
      combinationId: number;
      quantity: number;
      specialPriceVoucherCode?: string | null;
      freeProductVoucherId?: string | null;
    },
    now: Date,
  ): Promise<
    LinePriceDecision & { specialPriceId: number | null; freeProductVoucherId: number | null }
  >;

  /** Releases every hold of the cart (voucher hold, points back to the balance): emptied bag. */
  releaseAll(tx: Kysely<Database>, cart: CartRef, now: Date): Promise<void>;

  /**
   * Whether anything is applied to this cart (as `cart_bag` answers its row) that a change must
   * be judged against. An add to a bag without one skips `summarize`: its answer is the line
   * and the count, and the next read summarises.
   */
  holdsAny(cart: Readonly<Record<string, unknown>>): boolean;
}

/** Promotions that do nothing: the core's tests, and the shape the real module fills in. */
export const noPromotions: CartPromotions = {
  summarize: async () => NO_PROMOTIONS,
  priceSpecialLine: async () => {
    throw new Error('special-price lines need the promotions module');
  },
  releaseAll: async () => {},
  holdsAny: () => false,
};
