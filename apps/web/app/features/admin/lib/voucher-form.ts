import type { Locale } from '@kilau/domain';
import { voucherCreateSchema, voucherAssignSchema } from '@kilau/domain/admin';
import { messagesFor } from '@kilau/domain/messages';
import { schemaParse } from '~/hooks/schema-parse';
import type { PromotionActionData } from './promotion-intents';
import { formIds, formMoment, formNumber, formText as text } from './promotion-form-fields';

/** The voucher page's writes, one action. */
export const VOUCHER_INTENTS = {
  save: 'save-voucher',
  deactivate: 'deactivate-voucher',
  activate: 'activate-voucher',
  assign: 'assign-voucher',
} as const;
export type VoucherIntent = (typeof VOUCHER_INTENTS)[keyof typeof VOUCHER_INTENTS];

/** What the voucher pages' actions answer; the form that asked shows it. */
export type VoucherActionData = PromotionActionData;

export const VOUCHER_TARGET_FIELDS = ['product_ids', 'brand_ids', 'category_ids'] as const;
const NUMBER_FIELDS = [
  'amount',
  'percentage',
  'max_discount',
  'min_amount',
  'valid_days',
  'quota_total',
  'quota_per_user',
  'free_combination_id',
  'free_quantity',
] as const;
/** Blank means this, not "none". */
const BLANK_AS = { min_amount: 0, quota_per_user: 1, free_quantity: 1 } as Record<string, number>;
const BOOLEAN_FIELDS = ['is_assigned_only', 'is_special_paper_bag', 'is_active'] as const;

/**
 * The voucher form as the API's body: numbers as numbers, blanks as none, checkboxes as
 * booleans, each target a list of ids (one checkbox each).
 */
export function voucherFormInput(form: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = {
    code: text(form, 'code'),
    name: text(form, 'name'),
    description: text(form, 'description'),
    terms: text(form, 'terms'),
    discount_type: text(form, 'discount_type'),
    starts_at: formMoment(form, 'starts_at'),
    ends_at: formMoment(form, 'ends_at'),
  };
  for (const name of NUMBER_FIELDS) input[name] = formNumber(form, name, BLANK_AS[name] ?? null);
  for (const name of BOOLEAN_FIELDS) input[name] = form.get(name) === 'on';
  for (const name of VOUCHER_TARGET_FIELDS) input[name] = formIds(form, name);
  return input;
}

/** The voucher form read by the domain's schema, with the same messages as the API. */
export const parseVoucherForm = (locale: Locale) =>
  schemaParse(voucherCreateSchema(messagesFor(locale)), voucherFormInput);

/** The members' emails, one a line (commas and spaces also separate). */
export const parseAssignForm = (locale: Locale) =>
  schemaParse(voucherAssignSchema(messagesFor(locale)), (form) => ({
    emails: text(form, 'emails')
      .split(/[\s,;]+/)
      .filter(Boolean),
  }));
