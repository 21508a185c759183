import type { Messages } from '../messages';
import { INTEGER_RANGE } from '../shared/input';
import { z } from '../shared/zod';
import {
  addProblems,
  optionalFields,
  promotionCode,
  promotionCount,
  promotionFlag,
  promotionMoney,
  promotionName,
  promotionVersion,
} from './promotion-inputs';

/**
 * The lucky draw's prizes in the back office (docs/design/lucky-draw.md): each prize is a
 * voucher (kind `lucky_draw`, assigned only to its winner) with a quota and a weight for the
 * odds. Permission `promotions.write`.
 */

export const LUCKY_DRAW_PRIZE_TYPES = ['amount', 'percentage', 'free_shipping'] as const;
export const LUCKY_DRAW_WEIGHT_MAX = 1_000_000;
export const LUCKY_DRAW_VALID_DAYS_MAX = 366;

const prizeFields = (t: Messages) => ({
  name: promotionName(t, 120),
  discount_type: z.enum(LUCKY_DRAW_PRIZE_TYPES, { error: t('admin_voucher_type_invalid') }),
  amount: promotionMoney(t, 1).nullable(),
  percentage: promotionCount(t, 1, 100).nullable(),
  max_discount: promotionMoney(t, 1).nullable(),
  min_amount: promotionMoney(t, 0),
  valid_days: promotionCount(t, 1, LUCKY_DRAW_VALID_DAYS_MAX),
  quota: promotionCount(t, 0, INTEGER_RANGE.max),
  weight: promotionCount(t, 1, LUCKY_DRAW_WEIGHT_MAX),
  is_active: promotionFlag(t),
});

/** A prize's value as the voucher table allows it: what each discount type needs, by field. */
export type LuckyDrawPrizeValue = {
  discount_type: (typeof LUCKY_DRAW_PRIZE_TYPES)[number];
  amount: number | null;
  percentage: number | null;
  max_discount: number | null;
};
export function luckyDrawPrizeProblems(value: LuckyDrawPrizeValue, t: Messages) {
  const problems: Record<string, string> = {};
  if (value.discount_type === 'amount' && value.amount === null) {
    problems.amount = t('admin_voucher_amount_required');
  }
  if (value.discount_type === 'percentage' && value.percentage === null) {
    problems.percentage = t('admin_voucher_percentage_range');
  }
  if (value.discount_type === 'amount' && value.max_discount !== null) {
    problems.max_discount = t('admin_voucher_max_discount_amount');
  }
  return problems;
}

/** The value with the fields its type does not use emptied (what the voucher row keeps). */
export const normalizeLuckyDrawPrize = <T extends LuckyDrawPrizeValue>(value: T): T => ({
  ...value,
  amount: value.discount_type === 'amount' ? value.amount : null,
  percentage: value.discount_type === 'percentage' ? value.percentage : null,
  max_discount: value.discount_type === 'amount' ? null : value.max_discount,
});

export const luckyDrawPrizeCreateSchema = (t: Messages) => {
  const fields = prizeFields(t);
  return z
    .object({
      code: promotionCode(t),
      name: fields.name,
      discount_type: fields.discount_type,
      amount: fields.amount.optional(),
      percentage: fields.percentage.optional(),
      max_discount: fields.max_discount.optional(),
      min_amount: fields.min_amount.optional(),
      valid_days: fields.valid_days.optional(),
      quota: fields.quota,
      weight: fields.weight,
      is_active: fields.is_active.optional(),
    })
    .strict()
    .transform((input) => ({
      amount: null,
      percentage: null,
      max_discount: null,
      min_amount: 0,
      valid_days: 30,
      is_active: true,
      ...input,
    }))
    .superRefine((value, ctx) => addProblems(luckyDrawPrizeProblems(value, t), ctx))
    .transform(normalizeLuckyDrawPrize);
};

/** An edit: the `version` it was read at and any fields; the rules are checked on the result. */
export const luckyDrawPrizeUpdateSchema = (t: Messages) =>
  z.object({ version: promotionVersion(t), ...optionalFields(prizeFields(t)) }).strict();

export type LuckyDrawPrizeCreateInput = z.output<ReturnType<typeof luckyDrawPrizeCreateSchema>>;
export type LuckyDrawPrizeUpdateInput = z.output<ReturnType<typeof luckyDrawPrizeUpdateSchema>>;

export const AdminLuckyDrawPrizeSchema = z.object({
  id: z.number(),
  voucher_id: z.number(),
  code: z.string(),
  name: z.string(),
  discount_type: z.enum(LUCKY_DRAW_PRIZE_TYPES),
  amount: z.number().nullable(),
  percentage: z.number().nullable(),
  max_discount: z.number().nullable(),
  min_amount: z.number(),
  valid_days: z.number(),
  quota: z.number(),
  remaining: z.number(),
  /** Members who won it (quota − remaining). */
  claimed: z.number(),
  weight: z.number(),
  is_active: z.boolean(),
  version: z.number(),
});
export type AdminLuckyDrawPrize = z.infer<typeof AdminLuckyDrawPrizeSchema>;

/** `GET /admin/lucky-draw/prizes`: the prizes, members who claimed, prizes left over all. */
export const AdminLuckyDrawSchema = z.object({
  claims: z.number(),
  remaining: z.number(),
  prizes: z.array(AdminLuckyDrawPrizeSchema),
});
export type AdminLuckyDraw = z.infer<typeof AdminLuckyDrawSchema>;
