import { useMemo } from 'react';
import { Form, useNavigation } from 'react-router';
import { formatDateTime } from '@kilau/domain/shared';
import type { InvoiceSettings } from '@kilau/domain/invoices';
import { FormMessage, SubmitButton, TextAreaField, TextField } from '~/components/ui/form-field';
import { useFormValidation } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import {
  basisPointsToRate,
  INVOICE_SETTINGS_INTENT,
  parseInvoiceSettingsForm,
} from '../invoice-settings-forms';
import { useAdminText } from '../text';

/** What the action answers the form. */
export type InvoiceSettingsAnswer = {
  ok: boolean;
  message?: string;
  fields?: Record<string, string>;
};

const CARD = 'rounded-2xl bg-white p-5 ring-1 ring-blush-200/70 sm:p-6';
const CHECK = 'size-5 rounded border-blush-300 text-plum-900 focus:ring-rose-500';

/**
 * The seller's legal details and PPN (docs/design/invoices.md): what invoices issued from now on
 * print. One form, posted to the route's action, read by the domain's schema on both sides.
 */
export function InvoiceSettingsForm({
  settings,
  answer,
}: {
  settings: InvoiceSettings;
  answer: InvoiceSettingsAnswer | undefined;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const parse = useMemo(() => parseInvoiceSettingsForm(locale), [locale]);
  const { formProps, field } = useFormValidation({ parse, serverErrors: answer?.fields });
  const navigation = useNavigation();
  const busy =
    navigation.state !== 'idle' && navigation.formData?.get('intent') === INVOICE_SETTINGS_INTENT;
  return (
    <Form
      method="post"
      {...formProps}
      key={settings.updated_at}
      aria-label={text('invoicesForm')}
      className={`${CARD} flex flex-col gap-4`}
    >
      <input type="hidden" name="intent" value={INVOICE_SETTINGS_INTENT} />
      {answer?.message ? (
        <FormMessage tone={answer.ok ? 'success' : 'error'}>{answer.message}</FormMessage>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          {...field('legal_name')}
          label={text('invoicesFieldLegalName')}
          defaultValue={settings.legal_name}
          maxLength={120}
        />
        <TextField
          {...field('npwp')}
          label={text('invoicesFieldNpwp')}
          hint={text('invoicesFieldNpwpHint')}
          defaultValue={settings.npwp_formatted}
          inputMode="numeric"
        />
        <TextAreaField
          {...field('address')}
          label={text('invoicesFieldAddress')}
          defaultValue={settings.address}
          className="md:col-span-2"
        />
        <TextField
          {...field('ppn_rate_bp')}
          label={text('invoicesFieldRate')}
          hint={text('invoicesFieldRateHint')}
          defaultValue={basisPointsToRate(settings.ppn_rate_bp)}
          inputMode="decimal"
        />
        <div className="flex flex-col justify-center gap-3">
          <label className="flex items-center gap-3 text-sm text-plum-900">
            <input type="checkbox" name="pkp" defaultChecked={settings.pkp} className={CHECK} />
            {text('invoicesFieldPkp')}
          </label>
          <label className="flex items-center gap-3 text-sm text-plum-900">
            <input
              type="checkbox"
              name="prices_include_tax"
              defaultChecked={settings.prices_include_tax}
              className={CHECK}
            />
            {text('invoicesFieldIncluded')}
          </label>
        </div>
        <TextAreaField
          {...field('invoice_footer')}
          label={text('invoicesFieldFooter')}
          defaultValue={settings.invoice_footer}
          className="md:col-span-2"
          optional
        />
      </div>
      {settings.updated_by ? (
        <p className="text-xs text-plum-700">
          {text('invoicesUpdated', {
            date: formatDateTime(settings.updated_at, locale),
            who: settings.updated_by,
          })}
        </p>
      ) : null}
      <div>
        <SubmitButton busy={busy}>{text('invoicesSave')}</SubmitButton>
      </div>
    </Form>
  );
}
