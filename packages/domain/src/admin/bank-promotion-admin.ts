import type { Messages } from '../messages';
import { textInput } from '../shared/input';
import { apiTimestamp } from '../shared/response';
import { z } from '../shared/zod';
import {
  addProblems,
  optionalFields,
  promotionCount,
  promotionFlag,
  promotionListQuerySchema,
  promotionMoment,
  promotionMoney,
  promotionName,
  promotionText,
  promotionVersion,
  VOUCHER_STATUSES,
  windowProblems,
} from './promotion-inputs';

/**
 * Bank promotions in the back office (docs/design/back-office.md "Promotions"): a bank's
 * discount at payment — the payment module's `bank_promotions` (000 §3 Bank promotion), which
 * the payment step lists and placement applies, so what staff save is what checkout judges.
 */

export const BANK_PROMOTION_DISCOUNT_TYPES = ['percentage', 'amount'] as const;
export type BankPromotionDiscountType = (typeof BANK_PROMOTION_DISCOUNT_TYPES)[number];
export const BANK_PROMOTION_LIMITS = {
  bankName: 60,
  title: 120,
  description: 2000,
  cardBins: 50,
  paymentMethods: 30,
  position: 10_000,
};
/** The database's own check (migration 0017): 4 to 8 digits. */
export const CARD_BIN_PATTERN = /^\d{4,8}$/;
/** A payment method's code (migration 0017). */
const METHOD_CODE_PATTERN = /^[a-z][a-z0-9_]{1,39}$/;

/** Card BIN prefixes: the bad ones named in one message on the list. */
const cardBins = (t: Messages) =>
  z
    .array(textInput().trim(), { error: () => t('validation_failed') })
    .max(BANK_PROMOTION_LIMITS.cardBins, {
      error: t('admin_voucher_targets_too_many', { max: BANK_PROMOTION_LIMITS.cardBins }),
    })
    .superRefine((bins, ctx) => {
      const bad = bins.filter((bin) => !CARD_BIN_PATTERN.test(bin));
      if (bad.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: t('admin_bank_promotion_bins', { bins: bad.join(', ') }),
        });
      }
    })
    .transform((bins) => [...new Set(bins)]);

/** Payment method codes: the unknown ones named in one message (the API checks they exist). */
const methodCodes = (t: Messages) =>
  z
    .array(textInput().trim(), { error: () => t('validation_failed') })
    .max(BANK_PROMOTION_LIMITS.paymentMethods, {
      error: t('admin_voucher_targets_too_many', { max: BANK_PROMOTION_LIMITS.paymentMethods }),
    })
    .superRefine((codes, ctx) => {
      const bad = codes.filter((code) => !METHOD_CODE_PATTERN.test(code));
      if (bad.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: t('admin_bank_promotion_methods_unknown', { codes: bad.join(', ') }),
        });
      }
    })
    .transform((codes) => [...new Set(codes)]);

const bankPromotionFields = (t: Messages) => ({
  bank_name: promotionName(t, BANK_PROMOTION_LIMITS.bankName),
  title: promotionName(t, BANK_PROMOTION_LIMITS.title),
  description: promotionText(t, BANK_PROMOTION_LIMITS.description),
  discount_type: z.enum(BANK_PROMOTION_DISCOUNT_TYPES, {
    error: t('admin_voucher_type_invalid'),
  }),
  discount_value: promotionMoney(t, 1),
  max_discount: promotionMoney(t, 1).nullable(),
  min_order: promotionMoney(t, 0),
  card_bins: cardBins(t),
  payment_methods: methodCodes(t),
  starts_at: promotionMoment(t),
  ends_at: promotionMoment(t),
  is_active: promotionFlag(t),
  position: promotionCount(t, 0, BANK_PROMOTION_LIMITS.position),
});

/** A bank promotion as a whole: what the rules below are checked on. */
export type BankPromotionState = {
  discount_type: BankPromotionDiscountType;
  discount_value: number;
  max_discount: number | null;
  starts_at: Date;
  ends_at: Date;
};

/** A cap is a percentage's only: an amount's is dropped, as the database's checks expect. */
export const normalizeBankPromotion = <T extends BankPromotionState>(state: T): T => ({
  ...state,
  max_discount: state.discount_type === 'percentage' ? state.max_discount : null,
});

/** The rules between fields: a percentage from 1 to 100, the end after the start. */
export function bankPromotionProblems(
  state: BankPromotionState,
  t: Messages,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (state.discount_type === 'percentage' && state.discount_value > 100) {
    problems.discount_value = t('admin_voucher_percentage_range');
  }
  return { ...problems, ...windowProblems(state, t) };
}

export const bankPromotionCreateSchema = (t: Messages) => {
  const fields = bankPromotionFields(t);
  return z
    .object({
      bank_name: fields.bank_name,
      title: fields.title,
      discount_type: fields.discount_type,
      discount_value: fields.discount_value,
      starts_at: fields.starts_at,
      ends_at: fields.ends_at,
      description: fields.description.optional(),
      max_discount: fields.max_discount.optional(),
      min_order: fields.min_order.optional(),
      card_bins: fields.card_bins.optional(),
      payment_methods: fields.payment_methods.optional(),
      is_active: fields.is_active.optional(),
      position: fields.position.optional(),
    })
    .strict()
    .transform((input) =>
      normalizeBankPromotion({
        description: '',
        max_discount: null,
        min_order: 0,
        card_bins: [],
        payment_methods: [],
        is_active: true,
        position: 0,
        ...input,
      }),
    )
    .superRefine((value, ctx) => addProblems(bankPromotionProblems(value, t), ctx));
};

/** An edit: the `version` it was read at and any fields; the rules are checked on the result. */
export const bankPromotionUpdateSchema = (t: Messages) =>
  z.object({ version: promotionVersion(t), ...optionalFields(bankPromotionFields(t)) }).strict();

export type BankPromotionCreateInput = z.output<ReturnType<typeof bankPromotionCreateSchema>>;
export type BankPromotionUpdateInput = z.output<ReturnType<typeof bankPromotionUpdateSchema>>;

export const bankPromotionListQuerySchema = promotionListQuerySchema;

export const AdminBankPromotionSchema = z.object({
  id: z.number(),
  bank_name: z.string(),
  title: z.string(),
  description: z.string(),
  discount_type: z.enum(BANK_PROMOTION_DISCOUNT_TYPES),
  discount_value: z.number(),
  max_discount: z.number().nullable(),
  min_order: z.number(),
  card_bins: z.array(z.string()),
  payment_methods: z.array(z.string()),
  starts_at: apiTimestamp(),
  ends_at: apiTimestamp(),
  is_active: z.boolean(),
  position: z.number(),
  status: z.enum(VOUCHER_STATUSES),
  /** Orders placed with it (not given back) and the rupiah it took off them. */
  usage: z.object({ orders: z.number(), discount_given: z.number() }),
  version: z.number(),
});
export type AdminBankPromotion = z.infer<typeof AdminBankPromotionSchema>;

/** A payment method a bank promotion may name (the form's checkboxes). */
export const BankPromotionMethodSchema = z.object({
  code: z.string(),
  name: z.string(),
  category: z.enum(['credit_card', 'bank_transfer', 'other']),
  is_active: z.boolean(),
});
export type BankPromotionMethod = z.infer<typeof BankPromotionMethodSchema>;
