import type { Messages } from '../messages';
import { countInput, INTEGER_RANGE, textInput } from '../shared/input';
import { z } from '../shared/zod';

/**
 * The pieces every promotion form of the back office is built from (vouchers, special prices,
 * flash sales, bank promotions; docs/design/back-office.md "Promotions"): rupiah, counts, a WIB
 * moment, id lists, texts, codes — and the status a promotion's switch and window give it.
 */

/** What the lists show and filter by, from a promotion's switch and window at `now`. */
export const VOUCHER_STATUSES = ['active', 'scheduled', 'expired', 'inactive'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

/** Expired (the end passed), then inactive (switched off), then scheduled (not started). */
export function promotionStatus(
  promotion: { starts_at: Date | null; ends_at: Date | null; is_active: boolean },
  now: Date,
): VoucherStatus {
  if (promotion.ends_at !== null && promotion.ends_at.getTime() <= now.getTime()) return 'expired';
  if (!promotion.is_active) return 'inactive';
  if (promotion.starts_at !== null && promotion.starts_at.getTime() > now.getTime()) {
    return 'scheduled';
  }
  return 'active';
}

/** The database's own check (migration 0011): capital letters, digits, `_` and `-`. */
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9_-]{3,40}$/;
export const MONEY_MAX = INTEGER_RANGE.max;
/** How many ids one rule may name. */
export const PROMOTION_TARGETS_MAX = 200;

/** A rupiah integer, `min` and up. */
export const promotionMoney = (t: Messages, min: number) =>
  z
    .number({ error: () => t('admin_voucher_money', { min, max: MONEY_MAX }) })
    .int({ error: t('admin_voucher_money', { min, max: MONEY_MAX }) })
    .min(min, { error: t('admin_voucher_money', { min, max: MONEY_MAX }) })
    .max(MONEY_MAX, { error: t('admin_voucher_money', { min, max: MONEY_MAX }) });

/** A whole number from `min` to `max`. */
export const promotionCount = (t: Messages, min: number, max: number) =>
  z
    .number({ error: () => t('admin_voucher_count', { min, max }) })
    .int({ error: t('admin_voucher_count', { min, max }) })
    .min(min, { error: t('admin_voucher_count', { min, max }) })
    .max(max, { error: t('admin_voucher_count', { min, max }) });

/** The `version` an edit was read at. */
export const promotionVersion = (t: Messages) => promotionCount(t, 1, INTEGER_RANGE.max);

const LOCAL_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A moment: a form's `YYYY-MM-DDTHH:mm` read as WIB, or an ISO time with its offset (what the
 * API answers, so a read value can be sent back as it is).
 */
export const promotionMoment = (t: Messages) =>
  textInput({ error: () => t('admin_voucher_date_invalid') })
    .trim()
    .refine((value) => LOCAL_MINUTE.test(value) || ISO_TIME.test(value), {
      error: t('admin_voucher_date_invalid'),
    })
    .transform((value) => new Date(LOCAL_MINUTE.test(value) ? `${value}:00+07:00` : value))
    .refine((date) => !Number.isNaN(date.getTime()), { error: t('admin_voucher_date_invalid') });

/** A list of ids a rule names (at most `PROMOTION_TARGETS_MAX`). */
export const promotionIds = (t: Messages) =>
  z
    .array(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER), {
      error: () => t('validation_failed'),
    })
    .max(PROMOTION_TARGETS_MAX, {
      error: t('admin_voucher_targets_too_many', { max: PROMOTION_TARGETS_MAX }),
    });

/** One id (a combination): `message` for anything else. */
export const promotionId = (message: string) =>
  z
    .number({ error: () => message })
    .int({ error: message })
    .min(1, { error: message })
    .max(Number.MAX_SAFE_INTEGER, { error: message });

/** A text of at most `max` characters, line breaks allowed; blank is fine. */
export const promotionText = (t: Messages, max: number) =>
  textInput({ multiline: true, message: t('text_control_characters') })
    .trim()
    .max(max, { error: t('admin_voucher_text_length', { max }) });

/** A required one-line text of at most `max` characters. */
export const promotionName = (t: Messages, max: number) =>
  textInput({ error: () => t('required'), message: t('text_control_characters') })
    .trim()
    .min(1, { error: t('required') })
    .max(max, { error: t('admin_voucher_text_length', { max }) });

/** A voucher's (or special price's) code, upper-cased. */
export const promotionCode = (t: Messages) =>
  textInput({ error: () => t('required') })
    .trim()
    .min(1, { error: t('required') })
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(VOUCHER_CODE_PATTERN, { error: t('admin_voucher_code_format') }));

/** The switch of a promotion (and any other yes/no of its form). */
export const promotionFlag = (t: Messages) => z.boolean({ error: t('option_invalid') });

/** A list's filters: `q`, `status`, paging. */
export const promotionListQuerySchema = z.object({
  q: textInput().trim().max(60, { error: 'validation_failed' }).optional(),
  status: z.enum([...VOUCHER_STATUSES, 'all'], { error: 'validation_failed' }).default('all'),
  skip: countInput(0, 1_000_000).default(0),
  limit: countInput(1, 100).default(50),
});
export type PromotionListQuery = z.output<typeof promotionListQuerySchema>;

/** "The end must come after the start" on `ends_at`, when both are set and out of order. */
export function windowProblems(
  window: { starts_at: Date | null; ends_at: Date | null },
  t: Messages,
): Record<string, string> {
  return window.starts_at !== null &&
    window.ends_at !== null &&
    window.ends_at.getTime() <= window.starts_at.getTime()
    ? { ends_at: t('admin_voucher_dates_order') }
    : {};
}

/** Each field's rule made optional (an edit names only what it changes). */
export function optionalFields<F extends Record<string, z.ZodType>>(
  fields: F,
): { [K in keyof F]: z.ZodOptional<F[K]> } {
  return Object.fromEntries(
    Object.entries(fields).map(([key, schema]) => [key, schema.optional()]),
  ) as { [K in keyof F]: z.ZodOptional<F[K]> };
}

/** Refusals from a rule as zod issues on their fields. */
export function addProblems(problems: Record<string, string>, ctx: z.RefinementCtx) {
  for (const [field, message] of Object.entries(problems)) {
    ctx.addIssue({ code: 'custom', path: field.split('.').map(pathPart), message });
  }
}
const pathPart = (part: string) => (/^\d+$/.test(part) ? Number(part) : part);
