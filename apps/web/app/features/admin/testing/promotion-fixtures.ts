import type {
  AdminBankPromotion,
  AdminFlashSale,
  AdminSpecialPrice,
  BankPromotionMethod,
  PromotionCombination,
  PromotionTargetOptions,
} from '../types';

/** The promotions' answers as the API gives them (tests only). */
export const makeCombination = (
  overrides: Partial<PromotionCombination> = {},
): PromotionCombination => ({
  id: 501,
  product_id: 12,
  product_name: 'Lip Tint Rosy',
  brand: 'Rona',
  label: '01 Rosy',
  sku: 'RONA-LT-01',
  regular_price: 89_000,
  stock: 40,
  is_active: true,
  ...overrides,
});

export const PROMOTION_TARGETS: PromotionTargetOptions = {
  products: [
    { id: 11, name: 'Serum Vitamin C', brand: 'Glowy' },
    { id: 12, name: 'Lip Tint Rosy', brand: 'Rona' },
  ],
  brands: [
    { id: 1, name: 'Glowy' },
    { id: 2, name: 'Rona' },
  ],
  categories: [{ id: 5, name: 'Skincare' }],
};

export const makeSpecialPrice = (
  overrides: Partial<AdminSpecialPrice> = {},
): AdminSpecialPrice => ({
  id: 3,
  code: 'LIPKILAU',
  combination_id: 501,
  product_id: 12,
  product_name: 'Lip Tint Rosy',
  brand: 'Rona',
  combination_label: '01 Rosy',
  sku: 'RONA-LT-01',
  regular_price: 89_000,
  price: 49_000,
  quota_per_user: 1,
  min_amount: 150_000,
  min_qty: null,
  scope: 'brand',
  scope_ids: [2],
  starts_at: '2026-11-20T17:00:00.000Z',
  ends_at: '2026-11-30T16:59:00.000Z',
  is_active: true,
  position: 0,
  status: 'active',
  usage: { orders: 4, quantity: 6 },
  version: 2,
  ...overrides,
});

export const makeFlashSale = (overrides: Partial<AdminFlashSale> = {}): AdminFlashSale => ({
  id: 8,
  name: 'Flash Sale Gajian',
  starts_at: '2026-11-25T05:00:00.000Z',
  ends_at: '2026-11-25T13:00:00.000Z',
  is_active: true,
  status: 'scheduled',
  item_count: 1,
  usage: { sold: 3, quota: 10, orders: 2, revenue: 177_000 },
  version: 5,
  items: [
    {
      combination_id: 501,
      product_id: 12,
      product_name: 'Lip Tint Rosy',
      brand: 'Rona',
      label: '01 Rosy',
      sku: 'RONA-LT-01',
      regular_price: 89_000,
      price: 59_000,
      quota: 10,
      sold: 3,
      position: 0,
      revenue: 177_000,
    },
  ],
  ...overrides,
});

export const BANK_METHODS: BankPromotionMethod[] = [
  {
    code: 'credit_debit_card',
    name: 'Kartu Kredit/Debit',
    category: 'credit_card',
    is_active: true,
  },
  {
    code: 'bca_virtual_account',
    name: 'BCA Virtual Account',
    category: 'bank_transfer',
    is_active: true,
  },
];

export const makeBankPromotion = (
  overrides: Partial<AdminBankPromotion> = {},
): AdminBankPromotion => ({
  id: 4,
  bank_name: 'BCA',
  title: 'Diskon 10% Kartu Kredit BCA',
  description: 'Hingga Rp50.000.',
  discount_type: 'percentage',
  discount_value: 10,
  max_discount: 50_000,
  min_order: 250_000,
  card_bins: ['481111', '455633'],
  payment_methods: ['credit_debit_card'],
  starts_at: '2026-11-20T17:00:00.000Z',
  ends_at: '2026-12-31T16:59:00.000Z',
  is_active: true,
  position: 1,
  status: 'active',
  usage: { orders: 7, discount_given: 245_000 },
  version: 3,
  ...overrides,
});
