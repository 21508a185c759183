import type { CartLineView, CartTotalsView, FreeProduct } from '@kilau/domain/cart';
import type {
  CheckoutAddress,
  CheckoutBag,
  PaymentMethodInfo,
  PlacedOrder,
  ShippingMethod,
} from '../types';

/** Bags, addresses, shipping methods and orders as the API answers them, for the tests. */

export function makeBagLine(overrides: Partial<CartLineView> = {}): CartLineView {
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

export function makeBagTotals(
  overrides: Partial<CartTotalsView<FreeProduct>> = {},
): CartTotalsView<FreeProduct> {
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

export function makeBag(overrides: Partial<CheckoutBag> = {}): CheckoutBag {
  return {
    _id: '41',
    products: [makeBagLine()],
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
    address_id: '7',
    store_id: null,
    source: null,
    total_amount: 318_000,
    totals: makeBagTotals(),
    notices: [],
    ...overrides,
  };
}

export function makeAddress(overrides: Partial<CheckoutAddress> = {}): CheckoutAddress {
  return {
    _id: '7',
    title: 'Rumah',
    contact: 'Sari Wulandari',
    phone: '81234567890',
    address1: 'Jl. Kemang Raya No. 12',
    address2: 'Pagar hijau',
    province: { id: '31', name: 'DKI Jakarta' },
    city: { id: '31.74', name: 'Kota Jakarta Selatan' },
    district: { id: '31.74.07', name: 'Mampang Prapatan' },
    subdistrict: { id: '31.74.07.1001', name: 'Bangka' },
    zipcode: '12730',
    is_default: true,
    ...overrides,
  };
}

export function makeMethod(overrides: Partial<ShippingMethod> = {}): ShippingMethod {
  return {
    _id: 'jne_reg',
    code: 'jne_reg',
    name: 'JNE REG',
    service_name: 'REG',
    shipping_type: 'regular',
    shipping_type_label: 'Reguler',
    carrier: {
      code: 'jne',
      name: 'JNE',
      logo: '/api/shipping/carriers/jne/logo.svg',
      can_track: true,
    },
    fee: 18_000,
    discount: 0,
    fee_after_discount: 18_000,
    is_free: false,
    discount_source: null,
    eta: {
      min_days: 2,
      max_days: 3,
      arrives_from: '2025-11-24',
      arrives_to: '2025-11-25',
      text: 'Estimasi tiba 2-3 hari',
    },
    weight_grams: 700,
    billed_weight_kg: 1,
    is_selected: false,
    ...overrides,
  };
}

/** The demo shop's gift with purchase, as an order keeps it. */
export function makeOrderGift(): NonNullable<PlacedOrder['free_products']>[number] {
  return {
    id: '501',
    product_id: '501',
    combination_id: '9501',
    name: 'Pouch Kosmetik Eksklusif (Hadiah)',
    brand: 'Kilau',
    image: null,
    quantity: 1,
    source: 'gift_with_purchase',
    voucher_id: null,
  };
}

export function makeOrder(overrides: Partial<PlacedOrder> = {}): PlacedOrder {
  return {
    _id: '9001',
    reference_code: 'KLU-251121-7Q4M2X',
    cart_id: '41',
    state: { id: 2, name: 'Awaiting bank wire payment' },
    payment_method: 'bca_virtual_account',
    payment_status: 'pending',
    subtotal: 318_000,
    discount: 0,
    shipping_fee: 18_000,
    shipping_discount: 0,
    total_paid: 336_000,
    payment_due_at: '2025-11-22T07:30:00.000Z',
    redirect_url: null,
    payment: {
      transaction_id: 'tx-1',
      status: 'pending',
      payment_type: 'bank_transfer',
      va_numbers: [{ bank: 'bca', va_number: '12345678901' }],
    },
    pay_again_until: null,
    created_at: '2025-11-21T07:30:00.000Z',
    delivery_address: {
      id: '7',
      title: 'Rumah',
      contact: 'Sari Wulandari',
      phone: '81234567890',
      street1: 'Jl. Kemang Raya No. 12',
      street2: null,
      province_code: '31',
      regency_code: '31.74',
      district_code: '31.74.04',
      village_code: null,
      zipcode: '12730',
    },
    shipping: {
      carrier_code: 'jne',
      carrier_name: 'JNE',
      service_code: 'reg',
      service_name: 'REG',
      fee: 18_000,
      discount: 0,
      eta_min_days: 2,
      eta_max_days: 3,
      code: null,
      can_track_order: false,
    },
    products: [
      {
        id: '101',
        name: 'Luminous Dewy Skin Tint',
        image: '/images/products/skin-tint.webp',
        brand: { id: '21', name: 'Glowlab' },
        combination_name: '02 Light',
        quantity: 2,
        unit_price: 159_000,
        total_price: 318_000,
      },
    ],
    ...overrides,
  };
}

export const BCA_VA: PaymentMethodInfo = {
  code: 'bca_virtual_account',
  name: 'BCA Virtual Account',
  logo: '/media/payments/bca_virtual_account.svg',
  bankAccounts: [],
};
