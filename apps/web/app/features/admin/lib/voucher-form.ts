import type { Locale } from '@kilau/domain';
import { voucherCreateSchema, voucherAssignSchema } from '@kilau/domain/admin';
import { messagesFor } from '@kilau/domain/messages';
import { schemaParse } from '~/hooks/schema-parse';

/** The voucher page's writes, one action. */
export const VOUCHER_INTENTS = {
  save: 'save-voucher',
  deactivate: 'deactivate-voucher',
  activate: 'activate-voucher',
  assign: 'assign-voucher',
} as const;
export type VoucherIntent = (typeof VOUCHER_INTENTS)[keyof typeof VOUCHER_INTENTS];

/** What the voucher pages' actions answer; the form that asked shows it. */
export type VoucherActionData = {
  intent: VoucherIntent;
  ok: boolean;
  message?: string;
  fields?: Record<string, string>;
};

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

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** A number as typed: `15.000` and `15 000` read as 15000; blank is null; other text is kept (refused). */
function numberOf(raw: string, blank: number | null): number | string | null {
  const value = raw.replace(/[.\s]/g, '');
  if (value === '') return blank;
  return /^-?\d+$/.test(value) ? Number(value) : raw;
}

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
    starts_at: text(form, 'starts_at').trim() || null,
    ends_at: text(form, 'ends_at').trim() || null,
  };
  for (const name of NUMBER_FIELDS) {
    input[name] = numberOf(text(form, name), BLANK_AS[name] ?? null);
  }
  for (const name of BOOLEAN_FIELDS) input[name] = form.get(name) === 'on';
  for (const name of VOUCHER_TARGET_FIELDS) {
    input[name] = [...new Set(form.getAll(name).map(Number))].filter(
      (id) => Number.isInteger(id) && id > 0,
    );
  }
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

const WIB_MS = 7 * 3_600_000;

/** An API time as a `datetime-local` value in WIB (`YYYY-MM-DDTHH:mm`); blank for none. */
export const wibInputValue = (iso: string | null): string =>
  iso === null ? '' : new Date(new Date(iso).getTime() + WIB_MS).toISOString().slice(0, 16);
