import { isFreeShippingVoucherApplicable } from '../cart/free-shipping';
import { normalizeVoucherCode } from '../cart/promotions';
import { formatRupiah } from '../shared/money';
import { ok, refuse, type Result } from '../shared/result';
import { UNCAPPED_SHIPPING_DISCOUNT, WELCOME_VOUCHER_HEADER } from './constants';
import {
  hasTargets,
  lineMatchesTargets,
  linesValue,
  paidLines,
  type PromotionLine,
  type PromotionTargets,
} from './scope';

export type VoucherDiscountType = 'amount' | 'percentage' | 'free_shipping' | 'free_product';

/** What a voucher definition says (000 §3 Voucher: rules, discount, dates, quotas). */
export type VoucherTerms = {
  kind: 'manual' | 'welcome' | 'lucky_draw' | 'store_credit';
  discount_type: VoucherDiscountType;
  amount: number | null;
  percentage: number | null;
  /** Cap of a percentage discount, or of the shipping fee for free shipping. */
  max_discount: number | null;
  /** `rules.order.min_amount`; 0 when none. */
  min_amount: number;
  starts_at: Date | null;
  ends_at: Date | null;
  is_active: boolean;
  /** Only members it was assigned to (`rules.users`). */
  is_assigned_only: boolean;
  quota_total: number | null;
  quota_per_user: number;
  /** `rules.products`, `rules.brands`, `rules.categories`: some bag line must match one. */
  targets: PromotionTargets;
};

export type VoucherContext = {
  now: Date;
  /** The member's assignment of this voucher, when it was issued to them. */
  assignment: { expires_at: Date | null; used_at: Date | null } | null;
  isVerifiedPhone: boolean;
  /** The `cart_verified_only_apply_voucher` toggle. */
  verifiedOnly: boolean;
  /**
   * Live holds plus uses, this cart's own hold not counted. Absent when the voucher already
   * holds its place in this bag: quotas are then not checked again.
   */
  usage?: { total: number; byMember: number };
  /** The bag's lines; absent when a voucher is listed outside a bag (no bag rules checked). */
  lines?: readonly PromotionLine[];
};

export type VoucherRefusalCode =
  | 'voucher_not_found'
  | 'voucher_not_started'
  | 'voucher_expired'
  | 'voucher_not_for_you'
  | 'voucher_verified_only'
  | 'voucher_quota_user_reached'
  | 'voucher_quota_reached'
  | 'cart_empty'
  | 'voucher_products_not_in_cart'
  | 'voucher_min_amount';

/** What an applicable voucher gives the bag. */
export type VoucherBenefit = {
  /** Rupiah off the goods (0 for free shipping and free products). */
  discount: number;
  /** Free shipping: the cap on the fee (`shipping_fee_discount`); null for other types. */
  shippingCap: number | null;
};

const NO_BENEFIT: VoucherBenefit = { discount: 0, shippingCap: null };

/** A voucher code as typed: all whitespace removed, upper-cased; empty is refused (000 §5). */
export function voucherCodeOf(
  input: string | null | undefined,
): Result<string, 'voucher_code_required'> {
  const code = normalizeVoucherCode(input);
  return code.ok ? ok(code.value.toUpperCase()) : code;
}

/** When the voucher stops working for this member: their assignment's end, else the voucher's. */
export function voucherEndsAt(
  terms: Pick<VoucherTerms, 'ends_at'>,
  assignment: { expires_at: Date | null } | null,
): Date | null {
  const own = assignment?.expires_at ?? null;
  if (own === null) return terms.ends_at;
  if (terms.ends_at === null) return own;
  return own.getTime() <= terms.ends_at.getTime() ? own : terms.ends_at;
}

/** Uses left of the overall quota (`available_quota`); null when the voucher has none. */
export const availableQuota = (terms: Pick<VoucherTerms, 'quota_total'>, used: number) =>
  terms.quota_total === null ? null : Math.max(0, terms.quota_total - used);

export const isWelcomeVoucher = (terms: Pick<VoucherTerms, 'kind'>): boolean =>
  terms.kind === 'welcome';

/** `voucher_info.header`: the welcome voucher is recognised by it (000 §3). */
export const voucherHeader = (terms: Pick<VoucherTerms, 'kind'>): string | null =>
  isWelcomeVoucher(terms) ? WELCOME_VOUCHER_HEADER : null;

/** Checks that do not depend on the bag: active, dates, assignment, verified phone, quotas. */
function checkStanding(terms: VoucherTerms, context: VoucherContext): VoucherRefusalCode | null {
  const now = context.now.getTime();
  if (!terms.is_active) return 'voucher_not_found';
  if (terms.starts_at !== null && terms.starts_at.getTime() > now) return 'voucher_not_started';
  const endsAt = voucherEndsAt(terms, context.assignment);
  if (endsAt !== null && endsAt.getTime() <= now) return 'voucher_expired';
  if (terms.is_assigned_only && context.assignment === null) return 'voucher_not_for_you';
  if (context.assignment?.used_at) return 'voucher_quota_user_reached';
  if (context.verifiedOnly && !context.isVerifiedPhone) return 'voucher_verified_only';
  if (context.usage) {
    if (context.usage.byMember >= terms.quota_per_user) return 'voucher_quota_user_reached';
    if (terms.quota_total !== null && context.usage.total >= terms.quota_total) {
      return 'voucher_quota_reached';
    }
  }
  return null;
}

/** Free shipping applies when the bag meets the minimum or a line matches a rule (000 §4). */
function freeShippingApplies(terms: VoucherTerms, lines: readonly PromotionLine[]): boolean {
  return isFreeShippingVoucherApplicable(
    {
      order: { min_amount: terms.min_amount > 0 ? terms.min_amount : null },
      products: [...terms.targets.products],
      brands: [...terms.targets.brands],
      categories: [...terms.targets.categories],
    },
    {
      subtotal: linesValue(lines),
      lines: lines.map((line) => ({
        id: line.productId,
        combination_id: '',
        quantity: line.quantity,
        brand: { id: line.brandId },
        categories: line.categoryIds.map((id) => ({ id })),
      })),
    },
  );
}

/** The discount on the bag's paid lines (the matching ones when the voucher names targets). */
function benefitOf(terms: VoucherTerms, lines: readonly PromotionLine[]): VoucherBenefit {
  const scoped = hasTargets(terms.targets)
    ? lines.filter((line) => lineMatchesTargets(terms.targets, line))
    : lines;
  const base = linesValue(scoped);
  switch (terms.discount_type) {
    case 'amount':
      return { discount: Math.min(terms.amount ?? 0, base), shippingCap: null };
    case 'percentage': {
      const raw = Math.floor((base * (terms.percentage ?? 0)) / 100);
      return { discount: Math.min(raw, terms.max_discount ?? raw), shippingCap: null };
    }
    case 'free_shipping':
      return { discount: 0, shippingCap: terms.max_discount ?? UNCAPPED_SHIPPING_DISCOUNT };
    case 'free_product':
      return NO_BENEFIT;
  }
}

/**
 * Whether the voucher applies for this member (and bag, when given), and what it gives. The
 * first failing rule is the reason: standing (active, dates, `rules.users`, verified phone, the
 * per-user then the overall quota), then the bag (not empty, a line matching the product, brand
 * or category rules, `order.min_amount`). Special-price and free-product lines do not count.
 */
export function checkVoucher(
  terms: VoucherTerms,
  context: VoucherContext,
): Result<VoucherBenefit, VoucherRefusalCode> {
  const standing = checkStanding(terms, context);
  if (standing) return refuse(standing);
  if (!context.lines) return ok(NO_BENEFIT);
  if (context.lines.length === 0) return refuse('cart_empty');
  const lines = paidLines(context.lines);
  const minimum = { amount: formatRupiah(terms.min_amount) };
  if (terms.discount_type === 'free_shipping') {
    if (freeShippingApplies(terms, lines)) return ok(benefitOf(terms, lines));
    return terms.min_amount > 0
      ? refuse('voucher_min_amount', minimum)
      : refuse('voucher_products_not_in_cart');
  }
  if (hasTargets(terms.targets) && !lines.some((line) => lineMatchesTargets(terms.targets, line))) {
    return refuse('voucher_products_not_in_cart');
  }
  if (linesValue(lines) < terms.min_amount) return refuse('voucher_min_amount', minimum);
  return ok(benefitOf(terms, lines));
}
