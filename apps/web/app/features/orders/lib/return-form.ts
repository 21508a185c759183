import type { Locale } from '@kilau/domain';
import { translate } from '@kilau/domain/messages';
import {
  checkRefundBankAccount,
  RETURN_NOTE_MAX,
  RETURN_OTHER_NOTE_MIN,
  RETURN_PHOTOS_MAX,
} from '@kilau/domain/orders';
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

/** The domain's limits (docs/design/returns.md "Rules"), as the form's controls need them. */
export const RETURN_LIMITS = {
  noteMax: RETURN_NOTE_MAX,
  /** `other` needs a note of at least this many characters. */
  otherNoteMin: RETURN_OTHER_NOTE_MIN,
  accountNameMax: 100,
  photosMax: RETURN_PHOTOS_MAX,
} as const;

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** An account number as typed ("123 456-7890") without its spaces, dots and dashes. */
export const accountDigits = (value: string) => value.replace(/[\s.-]/g, '');

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
      fields[RETURN_FIELDS.lines] = translate('return_lines_required', locale);
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
      fields[RETURN_FIELDS.note] = translate('return_note_required', locale);
    }

    const method = textOf(form, RETURN_FIELDS.refundMethod) as RefundMethodCode;
    if (!options.refund_methods.some((offered) => offered.code === method && offered.available)) {
      fields[RETURN_FIELDS.refundMethod] = t('returnFormErrorMethod');
    }
    let bank: ReturnRequestBody['bank'];
    if (method === 'bank_transfer') {
      // The domain's rule for the account, as the API judges it (the bank's digits, the name).
      bank = {
        bank_code: textOf(form, RETURN_FIELDS.bankCode),
        account_number: accountDigits(textOf(form, RETURN_FIELDS.accountNumber)),
        account_name: textOf(form, RETURN_FIELDS.accountName).trim().replace(/\s+/g, ' '),
      };
      const account = checkRefundBankAccount(bank);
      if (!account.ok) {
        fields[
          account.code === 'refund_bank_unknown'
            ? RETURN_FIELDS.bankCode
            : account.code === 'refund_account_number_invalid'
              ? RETURN_FIELDS.accountNumber
              : RETURN_FIELDS.accountName
        ] = translate(account.code, locale, account.params);
      }
      // The holder's name is told at once too, by the same rule, whatever the number says.
      const offered = options.banks.find((candidate) => candidate.code === bank?.bank_code);
      if (offered && !account.ok && account.code !== 'refund_account_name_invalid') {
        const named = checkRefundBankAccount({
          ...bank,
          account_number: '1'.repeat(offered.min_digits),
        });
        if (!named.ok && named.code === 'refund_account_name_invalid') {
          fields[RETURN_FIELDS.accountName] = translate(named.code, locale);
        }
      }
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
