import { requiredText } from '../accounts/fields';
import type { Messages } from '../messages';
import { apiTimestamp } from '../shared/response';
import { countInput, INTEGER_RANGE, textInput } from '../shared/input';
import { z } from '../shared/zod';

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
export const VOUCHER_KINDS = ['manual', 'welcome', 'lucky_draw'] as const;
/** What the list shows and filters by, from the voucher's switch and window at `now`. */
export const VOUCHER_STATUSES = ['active', 'scheduled', 'expired', 'inactive'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

/** The database's own check (migration 0011): capital letters, digits, `_` and `-`. */
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9_-]{3,40}$/;
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
const MONEY_MAX = INTEGER_RANGE.max;

/** A rupiah integer, `min` and up. */
const money = (t: Messages, min: number) =>
  z
    .number({ error: () => t('admin_voucher_money', { min, max: MONEY_MAX }) })
    .int({ error: t('admin_voucher_money', { min, max: MONEY_MAX }) })
    .min(min, { error: t('admin_voucher_money', { min, max: MONEY_MAX }) })
    .max(MONEY_MAX, { error: t('admin_voucher_money', { min, max: MONEY_MAX }) });

const count = (t: Messages, min: number, max: number) =>
  z
    .number({ error: () => t('admin_voucher_count', { min, max }) })
    .int({ error: t('admin_voucher_count', { min, max }) })
    .min(min, { error: t('admin_voucher_count', { min, max }) })
    .max(max, { error: t('admin_voucher_count', { min, max }) });

const LOCAL_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A moment: a form's `YYYY-MM-DDTHH:mm` read as WIB, or an ISO time with its offset (what the
 * API answers, so a read value can be sent back as it is).
 */
const moment = (t: Messages) =>
  textInput({ error: () => t('admin_voucher_date_invalid') })
    .trim()
    .refine((value) => LOCAL_MINUTE.test(value) || ISO_TIME.test(value), {
      error: t('admin_voucher_date_invalid'),
    })
    .transform((value) => new Date(LOCAL_MINUTE.test(value) ? `${value}:00+07:00` : value))
    .refine((date) => !Number.isNaN(date.getTime()), { error: t('admin_voucher_date_invalid') });

const ids = (t: Messages) =>
  z
    .array(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER), {
      error: () => t('validation_failed'),
    })
    .max(VOUCHER_LIMITS.targets, {
      error: t('admin_voucher_targets_too_many', { max: VOUCHER_LIMITS.targets }),
    });

const lengthAtMost = (t: Messages, max: number) =>
  textInput({ multiline: true, message: t('text_control_characters') })
    .trim()
    .max(max, { error: t('admin_voucher_text_length', { max }) });

/** Every field an edit may change; each optional (the create form adds its defaults). */
const voucherFields = (t: Messages) => ({
  name: requiredText(t).max(VOUCHER_LIMITS.name, {
    error: t('admin_voucher_text_length', { max: VOUCHER_LIMITS.name }),
  }),
  description: lengthAtMost(t, VOUCHER_LIMITS.description),
  terms: lengthAtMost(t, VOUCHER_LIMITS.terms),
  discount_type: z.enum(VOUCHER_DISCOUNT_TYPES, { error: t('admin_voucher_type_invalid') }),
  amount: money(t, 1).nullable(),
  percentage: z
    .number({ error: () => t('admin_voucher_percentage_range') })
    .int({ error: t('admin_voucher_percentage_range') })
    .min(1, { error: t('admin_voucher_percentage_range') })
    .max(100, { error: t('admin_voucher_percentage_range') })
    .nullable(),
  max_discount: money(t, 1).nullable(),
  min_amount: money(t, 0),
  starts_at: moment(t).nullable(),
  ends_at: moment(t).nullable(),
  valid_days: count(t, 1, VOUCHER_LIMITS.validDays).nullable(),
  quota_total: count(t, 0, INTEGER_RANGE.max).nullable(),
  quota_per_user: count(t, 1, VOUCHER_LIMITS.quotaPerUser),
  is_assigned_only: z.boolean({ error: t('option_invalid') }),
  is_special_paper_bag: z.boolean({ error: t('option_invalid') }),
  is_active: z.boolean({ error: t('option_invalid') }),
  free_combination_id: z
    .number({ error: () => t('admin_voucher_free_product_required') })
    .int({ error: t('admin_voucher_free_product_required') })
    .min(1, { error: t('admin_voucher_free_product_required') })
    .max(Number.MAX_SAFE_INTEGER, { error: t('admin_voucher_free_product_required') })
    .nullable(),
  free_quantity: count(t, 1, VOUCHER_LIMITS.freeQuantity),
  product_ids: ids(t),
  brand_ids: ids(t),
  category_ids: ids(t),
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
  if (
    state.starts_at !== null &&
    state.ends_at !== null &&
    state.ends_at.getTime() <= state.starts_at.getTime()
  ) {
    problems.ends_at = t('admin_voucher_dates_order');
  }
  return problems;
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

const voucherCode = (t: Messages) =>
  textInput({ error: () => t('required') })
    .trim()
    .min(1, { error: t('required') })
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(VOUCHER_CODE_PATTERN, { error: t('admin_voucher_code_format') }));

type VoucherFields = ReturnType<typeof voucherFields>;
/** The fields, each optional. */
const optionalOf = (fields: VoucherFields) =>
  Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, schema.optional()])) as {
    [K in keyof VoucherFields]: z.ZodOptional<VoucherFields[K]>;
  };

/** A new voucher: code, name and discount type, the rest defaulted; the rules between fields. */
export const voucherCreateSchema = (t: Messages) => {
  const fields = voucherFields(t);
  return z
    .object({
      ...optionalOf(fields),
      code: voucherCode(t),
      name: fields.name,
      discount_type: fields.discount_type,
    })
    .strict()
    .transform((input) => normalizeVoucher({ ...VOUCHER_DEFAULTS, ...input }))
    .superRefine((voucher, ctx) => {
      for (const [field, message] of Object.entries(voucherProblems(voucher, t))) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    });
};

/** An edit: the `version` it was read at and any fields; the rules are checked on the result. */
export const voucherUpdateSchema = (t: Messages) =>
  z.object({ version: count(t, 1, INTEGER_RANGE.max), ...optionalOf(voucherFields(t)) }).strict();

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

/** The list's filters. */
export const voucherListQuerySchema = z.object({
  q: textInput().trim().max(60, { error: 'validation_failed' }).optional(),
  status: z.enum([...VOUCHER_STATUSES, 'all'], { error: 'validation_failed' }).default('all'),
  skip: countInput(0, 1_000_000).default(0),
  limit: countInput(1, 100).default(50),
});

export type VoucherCreateInput = z.output<ReturnType<typeof voucherCreateSchema>>;
export type VoucherUpdateInput = z.output<ReturnType<typeof voucherUpdateSchema>>;
export type VoucherAssignInput = z.output<ReturnType<typeof voucherAssignSchema>>;
export type VoucherListQuery = z.output<typeof voucherListQuerySchema>;

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

/* Special prices: a combination at a set price for a code, with its own minimums and window. */

export const SPECIAL_PRICE_SCOPES = ['any', 'brand', 'category', 'product'] as const;
export type SpecialPriceScope = (typeof SPECIAL_PRICE_SCOPES)[number];

const specialPriceFields = (t: Messages) => ({
  combination_id: z
    .number({ error: () => t('admin_voucher_free_product_required') })
    .int({ error: t('admin_voucher_free_product_required') })
    .min(1, { error: t('admin_voucher_free_product_required') })
    .max(Number.MAX_SAFE_INTEGER, { error: t('admin_voucher_free_product_required') }),
  price: money(t, 0),
  quota_per_user: count(t, 1, VOUCHER_LIMITS.quotaPerUser),
  min_amount: money(t, 1).nullable(),
  min_qty: count(t, 1, 10_000).nullable(),
  scope: z.enum(SPECIAL_PRICE_SCOPES, { error: t('option_invalid') }),
  scope_ids: ids(t),
  starts_at: moment(t),
  ends_at: moment(t),
  is_active: z.boolean({ error: t('option_invalid') }),
  position: count(t, 0, 10_000),
});
type SpecialPriceFields = ReturnType<typeof specialPriceFields>;

/** The rules between a special price's fields, as `{ field: message }`. */
export function specialPriceProblems(
  state: { scope: SpecialPriceScope; scope_ids: number[]; starts_at: Date; ends_at: Date },
  t: Messages,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (state.scope !== 'any' && state.scope_ids.length === 0) {
    problems.scope_ids = t('admin_special_price_scope_ids');
  }
  if (state.ends_at.getTime() <= state.starts_at.getTime()) {
    problems.ends_at = t('admin_voucher_dates_order');
  }
  return problems;
}

export const specialPriceCreateSchema = (t: Messages) => {
  const fields = specialPriceFields(t);
  return z
    .object({
      code: voucherCode(t),
      combination_id: fields.combination_id,
      price: fields.price,
      starts_at: fields.starts_at,
      ends_at: fields.ends_at,
      quota_per_user: fields.quota_per_user.optional(),
      min_amount: fields.min_amount.optional(),
      min_qty: fields.min_qty.optional(),
      scope: fields.scope.optional(),
      scope_ids: fields.scope_ids.optional(),
      is_active: fields.is_active.optional(),
      position: fields.position.optional(),
    })
    .strict()
    .transform((input) => {
      const scope = input.scope ?? 'any';
      return {
        quota_per_user: 1,
        min_amount: null,
        min_qty: null,
        is_active: true,
        position: 0,
        ...input,
        scope,
        scope_ids: scope === 'any' ? [] : (input.scope_ids ?? []),
      };
    })
    .superRefine((value, ctx) => {
      for (const [field, message] of Object.entries(specialPriceProblems(value, t))) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    });
};

export const specialPriceUpdateSchema = (t: Messages) => {
  const fields = specialPriceFields(t);
  return z
    .object({
      version: count(t, 1, INTEGER_RANGE.max),
      ...(Object.fromEntries(
        Object.entries(fields).map(([key, schema]) => [key, schema.optional()]),
      ) as { [K in keyof SpecialPriceFields]: z.ZodOptional<SpecialPriceFields[K]> }),
    })
    .strict();
};

export type SpecialPriceCreateInput = z.output<ReturnType<typeof specialPriceCreateSchema>>;
export type SpecialPriceUpdateInput = z.output<ReturnType<typeof specialPriceUpdateSchema>>;

export const specialPriceListQuerySchema = voucherListQuerySchema;

export const AdminSpecialPriceSchema = z.object({
  id: z.number(),
  code: z.string(),
  combination_id: z.number(),
  product_name: z.string(),
  brand: z.string(),
  /** The combination's own price, for comparison. */
  regular_price: z.number(),
  price: z.number(),
  quota_per_user: z.number(),
  min_amount: z.number().nullable(),
  min_qty: z.number().nullable(),
  scope: z.enum(SPECIAL_PRICE_SCOPES),
  scope_ids: z.array(z.number()),
  starts_at: apiTimestamp(),
  ends_at: apiTimestamp(),
  is_active: z.boolean(),
  position: z.number(),
  status: z.enum(VOUCHER_STATUSES),
  /** Sold at this price so far: order lines and their quantity. */
  usage: z.object({ orders: z.number(), quantity: z.number() }),
  version: z.number(),
});
export type AdminSpecialPrice = z.infer<typeof AdminSpecialPriceSchema>;
