import type { Cart, CartLine, CartTotals } from '~/lib/cart-api';
import type { CartToggles, CartVoucher, PointsBalance } from '../types';

/** Bags as the cart API answers them (design/the-bag.md), for the bag page's component tests. */

export function makeLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    _id: 'line-1',
    id: '101',
    combination_id: '1001',
    quantity: 2,
    name: 'Luminous Dewy Skin Tint',
    slug: 'luminous-dewy-skin-tint',
    brand: { id: '7', name: 'Glowlab' },
    categories: [{ id: '3', name: 'Foundation' }],
    default_category: { id: '3', name: 'Foundation', slug: 'foundation' },
    image: '/images/products/skin-tint.webp',
    combination_name: '02 Light',
    combination: {
      attributes: { shade: { name: '02 Light' } },
      price: 189_000,
      price_after_discount: 159_000,
    },
    is_pack: false,
    pack_content: [],
    is_pre_order: false,
    delivery_date: null,
    egift_info: null,
    is_special_price: false,
    special_price_voucher_id: null,
    is_applied_free_product: false,
    applied_free_products_voucher_id: null,
    quantity_limit: 5,
    stock: 40,
    is_available: true,
    quantity_error: null,
    unit_price: 159_000,
    total_price: 318_000,
    detail: {
      combination: { price: 189_000, price_after_discount: 159_000, total_price: 318_000 },
    },
    ...overrides,
  };
}

export function makeTotals(overrides: Partial<CartTotals> = {}): CartTotals {
  return {
    total_amount: 318_000,
    discount: 0,
    voucher_discount: 0,
    points_discount: 0,
    total_amount_after_discount: 318_000,
    total_extra_charge: 0,
    total_amount_after_extra: 318_000,
    shipping: 0,
    total_price_after_shipping: 318_000,
    point_applied: 0,
    free_products: [],
    free_shipping: { limit: 200_000, gap: 0, qualifies: true },
    ...overrides,
  };
}

export function makeCart(overrides: Partial<Cart> = {}): Cart {
  const products = overrides.products ?? [makeLine()];
  return {
    _id: 'cart-1',
    products,
    free_products: [],
    point_applied: 0,
    points_value: 0,
    voucher_id: null,
    voucher_code: null,
    voucher: null,
    paper_bag_voucher_id: null,
    gwp_error_message: null,
    has_oos_product: false,
    stock_message: null,
    address_id: null,
    store_id: null,
    source: null,
    total_amount: 318_000,
    totals: makeTotals(),
    notices: [],
    ...overrides,
  };
}

export function makeVoucher(overrides: Partial<CartVoucher> = {}): CartVoucher {
  return {
    _id: 'v-1',
    code: 'GLOW50',
    name: 'Potongan Glow Rp50.000',
    description: '',
    image: null,
    discount_type: 'amount',
    discount_info: {
      amount: 50_000,
      percentage: null,
      max_discount: null,
      shipping_fee_discount: null,
    },
    to_date: '2026-12-31T16:59:59.000Z',
    available_quota: null,
    is_special_paper_bag: false,
    rules: { order: { min_amount: 250_000 } },
    voucher_info: { header: null },
    is_eligible: true,
    reason: null,
    is_applied: false,
    tnc: 'Berlaku untuk semua produk.\nTidak dapat digabung dengan beauty points.',
    ...overrides,
  };
}

export const TOGGLES_ON: CartToggles = { cart_verified_only_apply_voucher: false, points: true };
export const POINTS: PointsBalance = { balance: 120, point_value: 1_000 };
