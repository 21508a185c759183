import { describe, expect, it } from 'vitest';
import { UNCAPPED_SHIPPING_DISCOUNT, WELCOME_VOUCHER_HEADER } from './constants';
import {
  availableQuota,
  checkVoucher,
  voucherCodeOf,
  voucherEndsAt,
  voucherHeader,
  type VoucherContext,
  type VoucherTerms,
} from './redemption';
import type { PromotionLine } from './scope';

const at = (iso: string) => new Date(iso);
const now = at('2026-11-21T03:00:00Z');

const terms = (over: Partial<VoucherTerms> = {}): VoucherTerms => ({
  kind: 'manual',
  discount_type: 'amount',
  amount: 25_000,
  percentage: null,
  max_discount: null,
  min_amount: 0,
  starts_at: null,
  ends_at: null,
  is_active: true,
  is_assigned_only: false,
  quota_total: null,
  quota_per_user: 1,
  targets: { products: [], brands: [], categories: [] },
  ...over,
});

const line = (over: Partial<PromotionLine> = {}): PromotionLine => ({
  productId: 1,
  brandId: 10,
  categoryIds: [100, 101],
  quantity: 1,
  unitPrice: 100_000,
  ...over,
});

const context = (over: Partial<VoucherContext> = {}): VoucherContext => ({
  now,
  assignment: null,
  isVerifiedPhone: true,
  verifiedOnly: false,
  usage: { total: 0, byMember: 0 },
  lines: [line()],
  ...over,
});

describe('voucher code as typed (000 §5)', () => {
  it.each([
    ['empty is refused', '', { ok: false, code: 'voucher_code_required' }],
    ['whitespace only is refused', ' \n\t ', { ok: false, code: 'voucher_code_required' }],
    ['null is refused', null, { ok: false, code: 'voucher_code_required' }],
    ['all whitespace removed, upper-cased', ' hemat 25\tk ', { ok: true, value: 'HEMAT25K' }],
  ])('%s', (_rule, input, expected) => {
    expect(voucherCodeOf(input)).toEqual(expected);
  });
});

describe('a voucher’s standing: the first failing rule is the reason', () => {
  it.each<[string, Partial<VoucherTerms>, Partial<VoucherContext>, string | null]>([
    ['switched off: not found', { is_active: false }, {}, 'voucher_not_found'],
    ['not started yet', { starts_at: at('2026-11-22T00:00:00Z') }, {}, 'voucher_not_started'],
    ['started', { starts_at: now }, {}, null],
    ['ended', { ends_at: now }, {}, 'voucher_expired'],
    ['ends later', { ends_at: at('2026-11-21T03:00:01Z') }, {}, null],
    [
      'the member’s copy expired before the voucher',
      { ends_at: at('2027-01-01T00:00:00Z') },
      { assignment: { expires_at: now, used_at: null } },
      'voucher_expired',
    ],
    ['assigned only, not to this member', { is_assigned_only: true }, {}, 'voucher_not_for_you'],
    [
      'assigned to this member',
      { is_assigned_only: true },
      { assignment: { expires_at: null, used_at: null } },
      null,
    ],
    [
      'the member’s copy is used',
      { is_assigned_only: true },
      { assignment: { expires_at: null, used_at: at('2026-11-01T00:00:00Z') } },
      'voucher_quota_user_reached',
    ],
    [
      'verified members only, phone not verified',
      {},
      { verifiedOnly: true, isVerifiedPhone: false },
      'voucher_verified_only',
    ],
    ['verified members only, phone verified', {}, { verifiedOnly: true }, null],
    [
      'per-user quota used up',
      { quota_per_user: 2 },
      { usage: { total: 5, byMember: 2 } },
      'voucher_quota_user_reached',
    ],
    [
      'overall quota used up',
      { quota_total: 5 },
      { usage: { total: 5, byMember: 0 } },
      'voucher_quota_reached',
    ],
    ['one use left', { quota_total: 5 }, { usage: { total: 4, byMember: 0 } }, null],
    [
      'a held voucher is not counted again (no usage given)',
      { quota_total: 1 },
      { usage: undefined },
      null,
    ],
  ])('%s', (_rule, over, ctx, code) => {
    const result = checkVoucher(terms(over), context(ctx));
    expect(result.ok ? null : result.code).toBe(code);
  });
});

describe('a voucher against the bag (000 §4 rules)', () => {
  it.each<[string, Partial<VoucherTerms>, PromotionLine[], string | null]>([
    ['empty bag', {}, [], 'cart_empty'],
    ['min amount met exactly', { min_amount: 100_000 }, [line()], null],
    ['min amount unmet', { min_amount: 150_000 }, [line()], 'voucher_min_amount'],
    [
      'special-price lines do not count towards the minimum',
      { min_amount: 150_000 },
      [line(), line({ productId: 2, isSpecialPrice: true })],
      'voucher_min_amount',
    ],
    [
      'brand rule matched',
      { targets: { products: [], brands: [10], categories: [] } },
      [line()],
      null,
    ],
    [
      'brand rule unmatched',
      { targets: { products: [], brands: [11], categories: [] } },
      [line()],
      'voucher_products_not_in_cart',
    ],
    [
      'category rule matches a parent category of a line',
      { targets: { products: [], brands: [], categories: [101] } },
      [line()],
      null,
    ],
    [
      'product rule matched only by a free-product line',
      { targets: { products: [2], brands: [], categories: [] } },
      [line(), line({ productId: 2, isAppliedFreeProduct: true })],
      'voucher_products_not_in_cart',
    ],
    [
      'free shipping: minimum met',
      { discount_type: 'free_shipping', amount: null, min_amount: 100_000 },
      [line()],
      null,
    ],
    [
      'free shipping: minimum unmet, no rule',
      { discount_type: 'free_shipping', amount: null, min_amount: 200_000 },
      [line()],
      'voucher_min_amount',
    ],
    [
      'free shipping: minimum unmet but a brand rule matches',
      {
        discount_type: 'free_shipping',
        amount: null,
        min_amount: 200_000,
        targets: { products: [], brands: [10], categories: [] },
      },
      [line()],
      null,
    ],
    [
      'free shipping: neither kind of rule applies to any bag',
      { discount_type: 'free_shipping', amount: null },
      [line({ unitPrice: 1_000 })],
      null,
    ],
    [
      'free shipping: only a product rule, unmatched',
      {
        discount_type: 'free_shipping',
        amount: null,
        targets: { products: [9], brands: [], categories: [] },
      },
      [line()],
      'voucher_products_not_in_cart',
    ],
  ])('%s', (_rule, over, lines, code) => {
    const result = checkVoucher(terms(over), context({ lines }));
    expect(result.ok ? null : result.code).toBe(code);
  });

  it('names the minimum in rupiah', () => {
    expect(checkVoucher(terms({ min_amount: 150_000 }), context())).toEqual({
      ok: false,
      code: 'voucher_min_amount',
      params: { amount: 'Rp150.000' },
    });
  });

  it('checks no bag rule for a voucher listed outside a bag', () => {
    expect(checkVoucher(terms({ min_amount: 1_000_000 }), context({ lines: undefined }))).toEqual({
      ok: true,
      value: { discount: 0, shippingCap: null },
    });
  });
});

describe('what an applicable voucher gives', () => {
  const two = [
    line(),
    line({ productId: 2, brandId: 20, categoryIds: [200], unitPrice: 50_000, quantity: 2 }),
  ];
  it.each<
    [
      string,
      Partial<VoucherTerms>,
      PromotionLine[],
      { discount: number; shippingCap: number | null },
    ]
  >([
    ['amount off', {}, two, { discount: 25_000, shippingCap: null }],
    [
      'amount never above the goods',
      { amount: 500_000 },
      two,
      { discount: 200_000, shippingCap: null },
    ],
    [
      'amount scoped to a brand: at most those lines',
      { amount: 150_000, targets: { products: [], brands: [10], categories: [] } },
      two,
      { discount: 100_000, shippingCap: null },
    ],
    [
      'percentage of the whole bag, rounded down',
      { discount_type: 'percentage', amount: null, percentage: 15 },
      [line({ unitPrice: 99_999 })],
      { discount: 14_999, shippingCap: null },
    ],
    [
      'percentage of the matching lines only, capped',
      {
        discount_type: 'percentage',
        amount: null,
        percentage: 20,
        max_discount: 15_000,
        targets: { products: [], brands: [20], categories: [] },
      },
      two,
      { discount: 15_000, shippingCap: null },
    ],
    [
      'percentage under its cap',
      { discount_type: 'percentage', amount: null, percentage: 10, max_discount: 50_000 },
      two,
      { discount: 20_000, shippingCap: null },
    ],
    [
      'special-price lines take no voucher discount',
      { discount_type: 'percentage', amount: null, percentage: 50 },
      [line(), line({ productId: 3, isSpecialPrice: true, unitPrice: 40_000 })],
      { discount: 50_000, shippingCap: null },
    ],
    [
      'free shipping capped',
      { discount_type: 'free_shipping', amount: null, max_discount: 20_000 },
      two,
      { discount: 0, shippingCap: 20_000 },
    ],
    [
      'free shipping uncapped',
      { discount_type: 'free_shipping', amount: null },
      two,
      { discount: 0, shippingCap: UNCAPPED_SHIPPING_DISCOUNT },
    ],
    [
      'free product: no rupiah off',
      { discount_type: 'free_product', amount: null },
      two,
      { discount: 0, shippingCap: null },
    ],
  ])('%s', (_rule, over, lines, benefit) => {
    expect(checkVoucher(terms(over), context({ lines }))).toEqual({ ok: true, value: benefit });
  });
});

describe('listing fields', () => {
  it.each([
    ['no end anywhere', null, null, null],
    ['the voucher’s end', '2026-12-01T00:00:00Z', null, '2026-12-01T00:00:00.000Z'],
    ['the member’s end', null, '2026-11-30T00:00:00Z', '2026-11-30T00:00:00.000Z'],
    [
      'the sooner of both',
      '2026-12-01T00:00:00Z',
      '2026-12-05T00:00:00Z',
      '2026-12-01T00:00:00.000Z',
    ],
  ])('to_date: %s', (_rule, ends, own, expected) => {
    const result = voucherEndsAt(
      { ends_at: ends ? at(ends) : null },
      own ? { expires_at: at(own) } : null,
    );
    expect(result?.toISOString() ?? null).toBe(expected);
  });

  it.each([
    [null, 3, null],
    [10, 3, 7],
    [10, 12, 0],
  ])('available_quota of quota %s with %s used is %s', (quota, used, expected) => {
    expect(availableQuota({ quota_total: quota }, used)).toBe(expected);
  });

  it('recognises the welcome voucher by its header', () => {
    expect(voucherHeader({ kind: 'welcome' })).toBe(WELCOME_VOUCHER_HEADER);
    expect(voucherHeader({ kind: 'manual' })).toBeNull();
  });
});
