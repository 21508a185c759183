import { data, redirect } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import { translate } from '@kilau/domain/messages';
import {
  getInvoiceSettings,
  saveInvoiceSettings,
} from '~/features/admin/api/invoice-settings.server';
import {
  requireStaff,
  staffContext,
  staffLoginPath,
} from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { AdminListHeader } from '~/features/admin/components/admin-list-header';
import {
  InvoiceSettingsForm,
  type InvoiceSettingsAnswer,
} from '~/features/admin/components/invoice-settings-form';
import {
  INVOICE_SETTINGS_INTENT,
  parseInvoiceSettingsForm,
} from '~/features/admin/invoice-settings-forms';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { useAdminText } from '~/features/admin/text';
import type { Route } from './+types/admin-invoice-settings';

/**
 * /admin/invoice-settings (permission `settings.write`; docs/design/invoices.md): "Faktur &
 * pajak" — the seller's legal name, address, NPWP, PKP, the PPN rate and whether prices include
 * it, and the invoice's footer.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'settings.write')) throw data(null, { status: 403 });
  const settings = await getInvoiceSettings(staff.api);
  if (settings === null) throw data(null, { status: 503 });
  return { settings };
}

/** The form re-read by the domain's schema, then saved. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const form = await request.formData();
  if (form.get('intent') !== INVOICE_SETTINGS_INTENT) throw data(null, { status: 400 });
  const parsed = parseInvoiceSettingsForm(staff.locale)(form);
  if (!parsed.ok) {
    return data<InvoiceSettingsAnswer>({ ok: false, fields: parsed.fields }, { status: 422 });
  }
  const result = await saveInvoiceSettings(staff.api, parsed.data);
  if (result.ok) {
    return data<InvoiceSettingsAnswer>({
      ok: true,
      message: result.message ?? translate('invoice_settings_saved', staff.locale),
    });
  }
  if (result.status === 401) throw redirect(staffLoginPath(staff.url));
  return data<InvoiceSettingsAnswer>(
    {
      ok: false,
      message: result.message ?? translate('generic_retry', staff.locale),
      ...(result.fields ? { fields: result.fields } : {}),
    },
    { status: result.status || 503 },
  );
}

export const meta: Route.MetaFunction = adminMeta('invoicesTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminInvoiceSettings({ loaderData, actionData }: Route.ComponentProps) {
  const text = useAdminText();
  return (
    <div className="flex flex-col gap-5">
      <AdminListHeader title={text('invoicesTitle')} intro={text('invoicesIntro')} />
      <InvoiceSettingsForm settings={loaderData.settings} answer={actionData} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
