import type {
  BagVoucher,
  CartToggles,
  PointsBalance as ApiPointsBalance,
  SpecialPriceTile as ApiSpecialPriceTile,
} from '@kilau/domain/cart';
import type { Cart } from '~/lib/cart-api';

/**
 * The promotion shapes the bag page reads (design/the-bag.md "Promotions"), beyond the cart itself
 * (`~/lib/cart-api`): the domain's response types (ADR 0020), picked to what the page shows.
 */

/** `GET /api/cart/toggles` and `GET /api/cart/user/me/points` (ADR 0020). */
export type { CartToggles } from '@kilau/domain/cart';

/** The balance and what one point is worth in rupiah: what the bag page reads of the points. */
export type PointsBalance = Pick<ApiPointsBalance, 'balance' | 'point_value'>;

/** Why a voucher cannot be used on this bag: the API's message (null when it can). */
export type VoucherReason = BagVoucher['reason'];

/** A voucher of `GET /api/cart/vouchers` (000 §3 Voucher, with the bag's eligibility). */
export type CartVoucher = Pick<
  BagVoucher,
  | '_id'
  | 'code'
  | 'name'
  | 'description'
  | 'image'
  | 'discount_type'
  | 'to_date'
  | 'available_quota'
  | 'is_special_paper_bag'
  | 'voucher_info'
  | 'tnc'
  | 'is_eligible'
  | 'reason'
  | 'is_applied'
> & {
  rules: Pick<BagVoucher['rules'], 'order'>;
  discount_info: Omit<BagVoucher['discount_info'], 'free_product'>;
};

/** One page of the my-vouchers list (page size 10, 000 §9). */
export type VoucherPage = { vouchers: CartVoucher[]; total: number; page: number; ok: boolean };

/** A product of `GET /api/cart/special-prices` (a tile with the special price and its reason). */
export type SpecialPriceTile = Pick<
  ApiSpecialPriceTile,
  | 'id'
  | 'name'
  | 'url'
  | 'brand'
  | 'image'
  | 'min_price'
  | 'special_price'
  | 'special_price_combination_id'
  | 'special_price_voucher_id'
  | 'is_special_price_applicable'
  | 'reason'
> & {
  default_combination: Pick<
    NonNullable<ApiSpecialPriceTile['default_combination']>,
    'price'
  > | null;
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
