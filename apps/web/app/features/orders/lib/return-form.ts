import type { Locale } from '@kilau/domain';
import { hasControlCharacters } from '@kilau/domain/shared';
import type { FieldErrors, FormParse } from '~/hooks/use-form-validation';
import { ordersText } from '../text';
import type {
  RefundMethodCode,
  ReturnBank,
  ReturnOptions,
  ReturnReasonCode,
  ReturnRequestBody,
} from '../types';

/**
 * The return form's fields (docs/design/returns.md "Rules"), named as the API names them in a
 * 422's `data.fields` (`reason`, `note`, `bank.account_number`, …) so its refusals land on them.
 * A line is chosen by a `lines` checkbox (its value the order line's id) and counted by
 * `quantity.<order line id>`; the API's `lines.<index>.…` are moved onto those.
 */
export const RETURN_FIELDS = {
  lines: 'lines',
  quantity: (lineId: string) => `quantity.${lineId}`,
  reason: 'reason',
  note: 'note',
  refundMethod: 'refund_method',
  bankCode: 'bank.bank_code',
  accountNumber: 'bank.account_number',
  accountName: 'bank.account_name',
} as const;

export const RETURN_LIMITS = {
  noteMax: 1000,
  /** `other` needs a note of at least this many characters. */
  otherNoteMin: 10,
  accountNameMin: 3,
  accountNameMax: 100,
  photosMax: 4,
} as const;

/** A holder's name: letters, with the spaces, dots, apostrophes and hyphens names have. */
const HOLDER_NAME = /^[\p{L}][\p{L} .'’-]*$/u;

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** An account number as typed ("123 456-7890") without its spaces and dashes. */
export const accountDigits = (value: string) => value.replace(/[\s-]/g, '');

/** "10" or "10–16": how many digits a bank's account numbers have. */
export function bankDigits(bank: ReturnBank, locale: Locale): string {
  return bank.min_digits === bank.max_digits
    ? String(bank.min_digits)
    : ordersText('returnFormDigits', locale, { min: bank.min_digits, max: bank.max_digits });
}

/** What the form needs of the options: the lines, reasons, methods and banks offered. */
export type ReturnFormOptions = Pick<
  ReturnOptions,
  'lines' | 'reasons' | 'refund_methods' | 'banks'
>;

/**
 * The return form read and checked by the design's rules, in the member's language: the browser
 * runs it as the member types, the route action again before the API call (which checks a third
 * time, with the bank's digits and the quantities still returnable).
 */
export function returnFormParse(
  options: ReturnFormOptions,
  locale: Locale,
): FormParse<ReturnRequestBody> {
  const t = (key: Parameters<typeof ordersText>[0], params?: Record<string, string | number>) =>
    ordersText(key, locale, params);
  return (form) => {
    const fields: FieldErrors = {};
    const chosen = new Set(form.getAll(RETURN_FIELDS.lines).map(String));
    const lines: ReturnRequestBody['lines'] = [];
    for (const line of options.lines) {
      if (!chosen.has(line.order_line_id) || line.returnable_quantity < 1) continue;
      const name = RETURN_FIELDS.quantity(line.order_line_id);
      const typed = textOf(form, name).trim();
      const quantity = typed === '' ? 1 : Number(typed);
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > line.returnable_quantity) {
        fields[name] = t('returnFormErrorQuantity', { max: line.returnable_quantity });
        continue;
      }
      lines.push({ order_line_id: line.order_line_id, quantity });
    }
    if (lines.length === 0 && Object.keys(fields).length === 0) {
      fields[RETURN_FIELDS.lines] = t('returnFormErrorLines');
    }

    const reason = textOf(form, RETURN_FIELDS.reason) as ReturnReasonCode;
    if (!options.reasons.some((offered) => offered.code === reason)) {
      fields[RETURN_FIELDS.reason] = t('returnFormErrorReason');
    }
    const note = textOf(form, RETURN_FIELDS.note).trim();
    if (hasControlCharacters(note, true)) fields[RETURN_FIELDS.note] = t('returnFormErrorText');
    else if (note.length > RETURN_LIMITS.noteMax) {
      fields[RETURN_FIELDS.note] = t('returnFormErrorNoteLong');
    } else if (reason === 'other' && note.length < RETURN_LIMITS.otherNoteMin) {
      fields[RETURN_FIELDS.note] = t('returnFormErrorNoteShort');
    }

    const method = textOf(form, RETURN_FIELDS.refundMethod) as RefundMethodCode;
    if (!options.refund_methods.some((offered) => offered.code === method && offered.available)) {
      fields[RETURN_FIELDS.refundMethod] = t('returnFormErrorMethod');
    }
    let bank: ReturnRequestBody['bank'];
    if (method === 'bank_transfer') {
      const code = textOf(form, RETURN_FIELDS.bankCode);
      const chosenBank = options.banks.find((candidate) => candidate.code === code);
      const number = accountDigits(textOf(form, RETURN_FIELDS.accountNumber));
      const holder = textOf(form, RETURN_FIELDS.accountName).trim().replace(/\s+/g, ' ');
      if (!chosenBank) fields[RETURN_FIELDS.bankCode] = t('returnFormErrorBank');
      else if (
        !/^\d+$/.test(number) ||
        number.length < chosenBank.min_digits ||
        number.length > chosenBank.max_digits
      ) {
        fields[RETURN_FIELDS.accountNumber] = t('returnFormErrorAccountNumber', {
          bank: chosenBank.name,
          digits: bankDigits(chosenBank, locale),
        });
      }
      if (
        holder.length < RETURN_LIMITS.accountNameMin ||
        holder.length > RETURN_LIMITS.accountNameMax ||
        !HOLDER_NAME.test(holder)
      ) {
        fields[RETURN_FIELDS.accountName] = t('returnFormErrorAccountName');
      }
      bank = { bank_code: code, account_number: number, account_name: holder };
    }

    if (Object.keys(fields).length > 0) return { ok: false, fields };
    return {
      ok: true,
      data: { lines, reason, note, refund_method: method, ...(bank ? { bank } : {}) },
    };
  };
}

/**
 * The API's 422 fields on the form's names: `lines.<i>.quantity` (the i-th line sent) is that
 * line's quantity field, anything else about a line falls on the lines, the rest is kept.
 */
export function returnFieldErrors(
  fields: FieldErrors,
  sent: ReturnRequestBody['lines'],
): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const line = /^lines\.(\d+)(?:\.(\w+))?$/.exec(path);
    const id = line ? sent[Number(line[1])]?.order_line_id : undefined;
    const name = !line
      ? path
      : id && line[2] === 'quantity'
        ? RETURN_FIELDS.quantity(id)
        : RETURN_FIELDS.lines;
    mapped[name] ??= message;
  }
  return mapped;
}

/** What the return form's action answers: the new return's reference, or the refusal. */
export type ReturnFormAnswer =
  | { ok: true; reference: string; orderReference: string; message?: string }
  | { ok: false; status: number; message?: string; fields?: FieldErrors };
