import type { InvoiceSettings, InvoiceSettingsInput } from '@kilau/domain/invoices';
import { toAnswer, type Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';

/** The invoices' legal and tax details (docs/design/invoices.md), `settings.write`. */
export const INVOICE_SETTINGS_API = '/api/admin/invoice-settings';

/** The settings; null when the API does not answer. */
export async function getInvoiceSettings(api: ApiClient): Promise<InvoiceSettings | null> {
  const result = await api.get<InvoiceSettings>(INVOICE_SETTINGS_API);
  return result.ok ? result.data : null;
}

export const saveInvoiceSettings = async (
  api: ApiClient,
  body: InvoiceSettingsInput,
): Promise<Answer<InvoiceSettings>> =>
  toAnswer(
    await api.request<InvoiceSettings>(INVOICE_SETTINGS_API, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
