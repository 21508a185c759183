import type { CartLine } from '~/lib/cart-api';

/** A bag line as the cart API answers it (tests only). */
export function aLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    _id: '',
    id: '7',
    combination_id: '11',
    quantity: 1,
    name: 'Niacinamide 10% Brightening Serum',
    slug: 'niacinamide-10-brightening-serum',
    brand: { id: '3', name: 'Lumera' },
    categories: [{ id: '12', name: 'Serum' }],
    default_category: { id: '12', name: 'Serum', slug: 'serum' },
    image: '/media/products/7-1.webp',
    combination_name: null,
    combination: { attributes: {}, price: 150_000, price_after_discount: 135_000 },
    is_pack: false,
    pack_content: [],
    is_pre_order: false,
    delivery_date: null,
    egift_info: null,
    is_special_price: false,
    special_price_voucher_id: null,
    is_applied_free_product: false,
    applied_free_products_voucher_id: null,
    quantity_limit: 20,
    stock: 40,
    is_available: true,
    quantity_error: null,
    unit_price: 135_000,
    total_price: 135_000,
    detail: {
      combination: { price: 150_000, price_after_discount: 135_000, total_price: 135_000 },
    },
    ...overrides,
  };
}
