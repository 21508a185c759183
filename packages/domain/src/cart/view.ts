import type { CartTotalsView } from './totals';

/**
 * The bag as the cart API answers it (ADR 0011 "The contract"; 000 §3 Cart, Totals, Cart item):
 * written once, built by the API and read by the storefront.
 */

export type CartEgiftInfo = {
  recipient_email: string;
  recipient_name?: string;
  sender_name?: string;
  message?: string;
  delivery_date: string;
};

export type CartPackItem = {
  product_id: string;
  name: string;
  combination_id: string;
  combination_name: string | null;
  quantity: number;
};

/** A bag line (`_id` null on the guest check's answer, which stores nothing). */
export type CartLineView = {
  _id: string | null;
  id: string;
  combination_id: string;
  quantity: number;
  name: string;
  slug: string;
  brand: { id: string; name: string };
  categories: { id: string; name: string }[];
  default_category: { id: string; name: string; slug: string };
  image: string | null;
  combination_name: string | null;
  combination: {
    attributes: Record<string, { name: string; id?: string | number } | null>;
    price: number;
    price_after_discount: number;
  };
  is_pack: boolean;
  pack_content: CartPackItem[];
  is_pre_order: boolean;
  delivery_date: string | null;
  egift_info: CartEgiftInfo | null;
  is_special_price: boolean;
  special_price_voucher_id: string | null;
  is_applied_free_product: boolean;
  applied_free_products_voucher_id: string | null;
  quantity_limit: number;
  stock: number;
  is_available: boolean;
  quantity_error: 'out_of_stock' | null;
  unit_price: number;
  total_price: number;
  detail: { combination: { price: number; price_after_discount: number; total_price: number } };
};

export type FreeProduct = {
  product_id: string;
  combination_id: string;
  name: string;
  brand: string;
  image: string | null;
  quantity: number;
  /** Where it comes from: a gift with purchase or a free-product voucher. */
  source: 'gift_with_purchase' | 'voucher';
  voucher_id: string | null;
};

export type AppliedVoucher = {
  _id: string;
  code: string;
  name: string;
  discount_type: 'amount' | 'percentage' | 'free_shipping' | 'free_product';
};

export type CartView = {
  _id: string | null;
  products: CartLineView[];
  free_products: FreeProduct[];
  point_applied: number;
  points_value: number;
  voucher_id: string | null;
  voucher_code: string | null;
  voucher: AppliedVoucher | null;
  paper_bag_voucher_id: string | null;
  gwp_error_message: string | null;
  has_oos_product: boolean;
  stock_message: string | null;
  address_id: string | null;
  store_id: number | null;
  source: string | null;
  total_amount: number;
  totals: CartTotalsView<FreeProduct>;
  /** Messages to show once (a voucher dropped, points clamped). */
  notices: string[];
};
