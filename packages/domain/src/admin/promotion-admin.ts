import type { Messages } from '../messages';
import { apiTimestamp } from '../shared/response';
import { countInput, INTEGER_RANGE, textInput } from '../shared/input';
import { z } from '../shared/zod';
import {
  addProblems,
  optionalFields,
  promotionCode,
  promotionCount,
  promotionFlag,
  promotionId,
  promotionIds,
  promotionListQuerySchema,
  promotionMoment,
  promotionMoney,
  promotionName,
  promotionText,
  promotionVersion,
  VOUCHER_STATUSES,
  windowProblems,
  type PromotionListQuery,
} from './promotion-inputs';

/**
 * The back office's promotions (issue 18, docs/design/back-office.md "Promotions"): the voucher
 * form, checked alike by the web's action and the API, with the rules the bag redeems by
 * (000 §3 Voucher: rules {users, products, brands, categories, order.min_amount}, quotas, dates,
 * free shipping, paper bag, free product).
 */

export const VOUCHER_DISCOUNT_TYPES = [
  'amount',
  'percentage',
  'free_shipping',
  'free_product',
] as const;
export type AdminVoucherDiscountType = (typeof VOUCHER_DISCOUNT_TYPES)[number];
export const VOUCHER_KINDS = ['manual', 'welcome', 'lucky_draw', 'store_credit'] as const;
export const VOUCHER_LIMITS = {
  name: 120,
  description: 2000,
  terms: 4000,
  targets: 200,
  validDays: 3650,
  quotaPerUser: 10_000,
  freeQuantity: 5,
  assign: 200,
} as const;
/** Every field an edit may change; each optional (the create form adds its defaults). */
const voucherFields = (t: Messages) => ({
  name: promotionName(t, VOUCHER_LIMITS.name),
  description: promotionText(t, VOUCHER_LIMITS.description),
  terms: promotionText(t, VOUCHER_LIMITS.terms),
  discount_type: z.enum(VOUCHER_DISCOUNT_TYPES, { error: t('admin_voucher_type_invalid') }),
  amount: promotionMoney(t, 1).nullable(),
  percentage: z
    .number({ error: () => t('admin_voucher_percentage_range') })
    .int({ error: t('admin_voucher_percentage_range') })
    .min(1, { error: t('admin_voucher_percentage_range') })
    .max(100, { error: t('admin_voucher_percentage_range') })
    .nullable(),
  max_discount: promotionMoney(t, 1).nullable(),
  min_amount: promotionMoney(t, 0),
  starts_at: promotionMoment(t).nullable(),
  ends_at: promotionMoment(t).nullable(),
  valid_days: promotionCount(t, 1, VOUCHER_LIMITS.validDays).nullable(),
  quota_total: promotionCount(t, 0, INTEGER_RANGE.max).nullable(),
  quota_per_user: promotionCount(t, 1, VOUCHER_LIMITS.quotaPerUser),
  is_assigned_only: promotionFlag(t),
  is_special_paper_bag: promotionFlag(t),
  is_active: promotionFlag(t),
  free_combination_id: promotionId(t('admin_voucher_free_product_required')).nullable(),
  free_quantity: promotionCount(t, 1, VOUCHER_LIMITS.freeQuantity),
  product_ids: promotionIds(t),
  brand_ids: promotionIds(t),
  category_ids: promotionIds(t),
});

/** A voucher as a whole: what the rules below are checked on (a new one, or an edit merged). */
export type VoucherState = {
  discount_type: AdminVoucherDiscountType;
  amount: number | null;
  percentage: number | null;
  max_discount: number | null;
  starts_at: Date | null;
  ends_at: Date | null;
  free_combination_id: number | null;
};

/**
 * What the type leaves out is dropped (an amount for a percentage voucher, a cap for an amount),
 * so a form that shows every field saves what the chosen type uses, as the database requires.
 */
export function normalizeVoucher<T extends VoucherState>(state: T): T {
  const type = state.discount_type;
  return {
    ...state,
    amount: type === 'amount' ? state.amount : null,
    percentage: type === 'percentage' ? state.percentage : null,
    max_discount: type === 'amount' ? null : state.max_discount,
    free_combination_id: type === 'free_product' ? state.free_combination_id : null,
  };
}

/** The rules between fields, as `{ field: message }` (empty when the voucher holds together). */
export function voucherProblems(state: VoucherState, t: Messages): Record<string, string> {
  const problems: Record<string, string> = {};
  if (state.discount_type === 'amount' && state.amount === null) {
    problems.amount = t('admin_voucher_amount_required');
  }
  if (state.discount_type === 'percentage' && state.percentage === null) {
    problems.percentage = t('admin_voucher_percentage_range');
  }
  if (state.discount_type === 'free_product' && state.free_combination_id === null) {
    problems.free_combination_id = t('admin_voucher_free_product_required');
  }
  return { ...problems, ...windowProblems(state, t) };
}

/** The defaults of a new voucher's optional fields. */
export const VOUCHER_DEFAULTS: {
  readonly description: string;
  readonly terms: string;
  readonly amount: number | null;
  readonly percentage: number | null;
  readonly max_discount: number | null;
  readonly min_amount: number;
  readonly starts_at: Date | null;
  readonly ends_at: Date | null;
  readonly valid_days: number | null;
  readonly quota_total: number | null;
  readonly quota_per_user: number;
  readonly is_assigned_only: boolean;
  readonly is_special_paper_bag: boolean;
  readonly is_active: boolean;
  readonly free_combination_id: number | null;
  readonly free_quantity: number;
  readonly product_ids: number[];
  readonly brand_ids: number[];
  readonly category_ids: number[];
} = {
  description: '',
  terms: '',
  amount: null,
  percentage: null,
  max_discount: null,
  min_amount: 0,
  starts_at: null,
  ends_at: null,
  valid_days: null,
  quota_total: null,
  quota_per_user: 1,
  is_assigned_only: false,
  is_special_paper_bag: false,
  is_active: true,
  free_combination_id: null,
  free_quantity: 1,
  product_ids: [],
  brand_ids: [],
  category_ids: [],
};

/** A new voucher: code, name and discount type, the rest defaulted; the rules between fields. */
export const voucherCreateSchema = (t: Messages) => {
  const fields = voucherFields(t);
  return z
    .object({
      ...optionalFields(fields),
      code: promotionCode(t),
      name: fields.name,
      discount_type: fields.discount_type,
    })
    .strict()
    .transform((input) => normalizeVoucher({ ...VOUCHER_DEFAULTS, ...input }))
    .superRefine((voucher, ctx) => addProblems(voucherProblems(voucher, t), ctx));
};

/** An edit: the `version` it was read at and any fields; the rules are checked on the result. */
export const voucherUpdateSchema = (t: Messages) =>
  z.object({ version: promotionVersion(t), ...optionalFields(voucherFields(t)) }).strict();

/** Members given an assigned-only voucher, by their emails (one per line in the form). */
export const voucherAssignSchema = (t: Messages) =>
  z.object({
    emails: z
      .array(
        textInput()
          .trim()
          .min(1)
          .max(254)
          .transform((value) => value.toLowerCase()),
        { error: () => t('admin_voucher_assign_empty') },
      )
      .min(1, { error: t('admin_voucher_assign_empty') })
      .max(VOUCHER_LIMITS.assign, {
        error: t('admin_voucher_targets_too_many', { max: VOUCHER_LIMITS.assign }),
      }),
  });

export type VoucherCreateInput = z.output<ReturnType<typeof voucherCreateSchema>>;
export type VoucherUpdateInput = z.output<ReturnType<typeof voucherUpdateSchema>>;
export type VoucherAssignInput = z.output<ReturnType<typeof voucherAssignSchema>>;
/** The list's filters. */
export const voucherListQuerySchema = promotionListQuerySchema;
export type VoucherListQuery = PromotionListQuery;

/** Uses so far: orders placed with it, bags holding it now, and the rupiah it took off. */
export const VoucherUsageSchema = z.object({
  used: z.number(),
  held: z.number(),
  discount_given: z.number(),
});

export const AdminVoucherSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  terms: z.string(),
  kind: z.enum(VOUCHER_KINDS),
  discount_type: z.enum(VOUCHER_DISCOUNT_TYPES),
  amount: z.number().nullable(),
  percentage: z.number().nullable(),
  max_discount: z.number().nullable(),
  min_amount: z.number(),
  starts_at: apiTimestamp().nullable(),
  ends_at: apiTimestamp().nullable(),
  valid_days: z.number().nullable(),
  quota_total: z.number().nullable(),
  quota_per_user: z.number(),
  is_assigned_only: z.boolean(),
  is_special_paper_bag: z.boolean(),
  is_active: z.boolean(),
  free_combination_id: z.number().nullable(),
  free_quantity: z.number(),
  product_ids: z.array(z.number()),
  brand_ids: z.array(z.number()),
  category_ids: z.array(z.number()),
  /** Members holding it (`rules.users`). */
  assigned: z.number(),
  status: z.enum(VOUCHER_STATUSES),
  usage: VoucherUsageSchema,
  version: z.number(),
  created_at: apiTimestamp(),
  updated_at: apiTimestamp(),
});
export type AdminVoucher = z.infer<typeof AdminVoucherSchema>;

const Named = z.object({ id: z.number(), name: z.string() });
/** What a promotion's rules may name: products (with their brand), brands and categories. */
export const PromotionTargetsSchema = z.object({
  products: z.array(Named.extend({ brand: z.string() })),
  brands: z.array(Named),
  categories: z.array(Named),
});
export type PromotionTargetOptions = z.infer<typeof PromotionTargetsSchema>;

/**
 * A combination a promotion may name (the combination picker): its product, brand, shade or
 * size, SKU, the shop's price after discount and stock.
 */
export const PromotionCombinationSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  brand: z.string(),
  /** Shade, size or variant (`01 Rosy · 30 ml`); null when the product has no option. */
  label: z.string().nullable(),
  sku: z.string(),
  /** What the shop charges without a promotion (`price_after_discount`). */
  regular_price: z.number(),
  stock: z.number(),
  /** Sold in the shop: the combination and its product are both active. */
  is_active: z.boolean(),
});
export type PromotionCombination = z.infer<typeof PromotionCombinationSchema>;

/** The picker's search: product name, brand or SKU (any part), or the ids to describe. */
export const promotionCombinationsQuerySchema = z.object({
  q: textInput().trim().max(60, { error: 'validation_failed' }).optional(),
  ids: textInput()
    .regex(/^\d{1,15}(,\d{1,15}){0,199}$/, { error: 'validation_failed' })
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .optional(),
  limit: countInput(1, 50).default(30),
});
