import { requiredText } from '../accounts/fields';
import type { Messages } from '../messages';
import { textInput, wholeNumber } from '../shared/input';
import { apiTimestamp } from '../shared/response';
import { z } from '../shared/zod';
import { PPN_RATE_BP_MAX } from './tax';

/**
 * The shop's legal and tax details for invoices (`/admin/invoice-settings`, permission
 * `settings.write`; docs/design/invoices.md): the seller as the invoice names it, and PPN.
 */

export const INVOICE_LEGAL_NAME_MAX = 120;
export const INVOICE_ADDRESS_MAX = 400;
export const INVOICE_FOOTER_MAX = 500;

/** NPWP: 15 digits (the old format, `01.234.567.8-901.000`) or 16 (NIK-based, since 2024). */
export const NPWP_DIGITS = [15, 16] as const;

/** The NPWP's digits, punctuation and spaces dropped; null when it is not 15 or 16 digits. */
export function normaliseNpwp(text: string): string | null {
  if (!/^[0-9 .-]*$/.test(text)) return null;
  const digits = text.replace(/[ .-]/g, '');
  return /^[0-9]{15,16}$/.test(digits) ? digits : null;
}

/** An NPWP as printed: 15 digits as `01.234.567.8-901.000`, 16 digits grouped by four. */
export function formatNpwp(digits: string): string {
  if (/^[0-9]{15}$/.test(digits)) {
    return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}.${digits.slice(8, 9)}-${digits.slice(9, 12)}.${digits.slice(12)}`;
  }
  if (/^[0-9]{16}$/.test(digits)) return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
  return digits;
}

export const InvoiceSettingsSchema = z.object({
  legal_name: z.string(),
  address: z.string(),
  /** Digits only (15 or 16); `npwp_formatted` is how the invoice prints it. */
  npwp: z.string(),
  npwp_formatted: z.string(),
  pkp: z.boolean(),
  ppn_rate_bp: z.number(),
  prices_include_tax: z.boolean(),
  invoice_footer: z.string(),
  updated_at: apiTimestamp(),
  updated_by: z.string().nullable(),
});
export type InvoiceSettings = z.infer<typeof InvoiceSettingsSchema>;

const flag = (t: Messages) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', 'on'])], { error: t('option_invalid') })
    .transform((value) => value === true || value === 'true' || value === 'on');

/** `PUT /api/admin/invoice-settings` (and the back office's form, which sends text). */
export const invoiceSettingsInputSchema = (t: Messages) =>
  z.object({
    legal_name: requiredText(t).max(INVOICE_LEGAL_NAME_MAX, {
      error: t('admin_text_too_long', { max: INVOICE_LEGAL_NAME_MAX }),
    }),
    address: requiredText(t, { multiline: true }).max(INVOICE_ADDRESS_MAX, {
      error: t('admin_text_too_long', { max: INVOICE_ADDRESS_MAX }),
    }),
    npwp: requiredText(t)
      .max(40, { error: t('invoice_npwp_invalid') })
      .transform((value, ctx) => {
        const digits = normaliseNpwp(value);
        if (digits === null) {
          ctx.addIssue({ code: 'custom', message: t('invoice_npwp_invalid') });
          return z.NEVER;
        }
        return digits;
      }),
    pkp: flag(t),
    ppn_rate_bp: z
      .union(
        [
          z.number(),
          textInput()
            .trim()
            .regex(/^[0-9]{1,5}$/),
        ],
        {
          error: t('invoice_ppn_rate_invalid'),
        },
      )
      .transform(Number)
      .pipe(
        wholeNumber({
          min: 0,
          max: PPN_RATE_BP_MAX,
          message: t('invoice_ppn_rate_invalid'),
          coerce: false,
        }),
      ),
    prices_include_tax: flag(t),
    invoice_footer: textInput({ message: t('text_control_characters'), multiline: true })
      .trim()
      .max(INVOICE_FOOTER_MAX, { error: t('admin_text_too_long', { max: INVOICE_FOOTER_MAX }) })
      .default(''),
  });
export type InvoiceSettingsInput = z.infer<ReturnType<typeof invoiceSettingsInputSchema>>;
