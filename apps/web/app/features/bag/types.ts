import type { CartToggles, PointsBalance as ApiPointsBalance } from '@kilau/domain/cart';
import type { SpecialPriceReason } from '@kilau/domain/catalog';
import type { Cart } from '~/lib/cart-api';

/**
 * The promotion shapes the bag page reads (design/the-bag.md "Promotions"), beyond the cart itself
 * (`../types.ts`). Only the fields the page shows are named; the API may send more.
 */

/** `GET /api/cart/toggles` and `GET /api/cart/user/me/points` (ADR 0020). */
export type { CartToggles } from '@kilau/domain/cart';

/** The balance and what one point is worth in rupiah: what the bag page reads of the points. */
export type PointsBalance = Pick<ApiPointsBalance, 'balance' | 'point_value'>;

/** Why a voucher cannot be used on this bag: the API's message, or an object carrying one. */
export type VoucherReason = string | { code?: string; message?: string } | null;

/** A voucher of `GET /api/cart/vouchers` (000 §3 Voucher, with the bag's eligibility). */
export type CartVoucher = {
  _id: string;
  code: string;
  name: string;
  description?: string | null;
  discount_type: 'amount' | 'percentage' | 'free_shipping' | 'free_product' | string;
  amount?: number | null;
  percentage?: number | null;
  max_discount?: number | null;
  image?: string | null;
  to_date?: string | null;
  available_quota?: number | null;
  is_special_paper_bag?: boolean;
  rules?: { order?: { min_amount?: number | null } | null } | null;
  discount_info?: {
    amount?: number | null;
    percentage?: number | null;
    max_discount?: number | null;
    shipping_fee_discount?: number | null;
  } | null;
  voucher_info?: { header?: string | null } | null;
  tnc?: string | null;
  is_eligible: boolean;
  reason?: VoucherReason;
  is_applied?: boolean;
};

/** One page of the my-vouchers list (page size 10, 000 §9). */
export type VoucherPage = { vouchers: CartVoucher[]; total: number; page: number; ok: boolean };

/** A product of `GET /api/cart/special-prices` (a tile with the special price and its reason). */
export type SpecialPriceTile = {
  id: string | number;
  _id?: string;
  name: string;
  slug?: string;
  url?: string;
  brand?: { name: string } | null;
  images?: { url: string; is_cover?: boolean; alt?: string }[];
  image?: string | null;
  default_combination?: { _id?: string; id?: string | number; price?: number } | null;
  combination_id?: string | number | null;
  /** The combination the special price is for. */
  special_price_combination_id?: string | number | null;
  min_price?: number;
  min_price_after_discount?: number;
  special_price?: number;
  special_price_voucher_id?: string | null;
  is_special_price_applicable?: boolean;
  reason?: SpecialPriceReason | null;
};

/** What the bag page's loader gives its components. */
export type BagPageData =
  | { state: 'error' }
  | {
      state: 'ready';
      cart: Cart;
      toggles: CartToggles;
      points: PointsBalance | null;
      paperBag: CartVoucher | null;
    };
