import type { Locale } from '@kilau/domain';
import { invoiceSettingsInputSchema } from '@kilau/domain/invoices';
import { messagesFor } from '@kilau/domain/messages';
import { schemaParse } from '~/hooks/schema-parse';

/** The form's one intent (`/admin/invoice-settings`). */
export const INVOICE_SETTINGS_INTENT = 'save-invoice-settings';

/**
 * A rate typed as a percentage (`11`, `11,5`, `11.5`) as basis points for the schema; anything
 * else is passed on as typed, for the schema to refuse with its message.
 */
export function rateToBasisPoints(typed: string): number | string {
  const text = typed.trim().replace(',', '.');
  if (!/^[0-9]{1,3}(\.[0-9]{1,2})?$/.test(text)) return typed;
  return Math.round(Number(text) * 100);
}

/** A rate in basis points as the form shows it: 1100 → `11`, 1150 → `11.5`. */
export const basisPointsToRate = (bp: number) => String(bp / 100);

function invoiceSettingsBody(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '');
  return {
    legal_name: text('legal_name'),
    address: text('address'),
    npwp: text('npwp'),
    pkp: form.get('pkp') === 'on',
    ppn_rate_bp: rateToBasisPoints(text('ppn_rate_bp')),
    prices_include_tax: form.get('prices_include_tax') === 'on',
    invoice_footer: text('invoice_footer'),
  };
}

/** The form read by the domain's schema, the one `PUT /api/admin/invoice-settings` reads. */
export const parseInvoiceSettingsForm = (locale: Locale) =>
  schemaParse(invoiceSettingsInputSchema(messagesFor(locale)), invoiceSettingsBody);
