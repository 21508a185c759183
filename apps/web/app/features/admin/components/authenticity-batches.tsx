import { useMemo } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { AdminAuthenticityBatch } from '@kilau/domain/authenticity';
import { AUTHENTICITY_BATCH_CODES_MAX } from '@kilau/domain/authenticity';
import { FormMessage, SubmitButton, TextField } from '~/components/ui/form-field';
import { useFormValidation } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import { AUTHENTICITY_INTENTS, parseAuthenticityBatch } from '../authenticity-forms';
import { useAdminText } from '../text';
import { CombinationPicker } from './combination-picker';

const CELL = 'px-4 py-3 align-top';

/** `Lip Tint · Shade: 01 Rosy` — the batch's product and its variant. */
export const batchProductName = (batch: AdminAuthenticityBatch) =>
  batch.product.variant ? `${batch.product.name} · ${batch.product.variant}` : batch.product.name;

/** The batches, newest first: product, number, codes and how many were checked. */
export function AuthenticityBatchTable({ rows }: { rows: AdminAuthenticityBatch[] }) {
  const text = useAdminText();
  return (
    <div
      role="region"
      aria-label={text('authenticityBatchesCaption')}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-blush-200 bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
    >
      <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
        <caption className="sr-only">{text('authenticityBatchesCaption')}</caption>
        <thead className="bg-cream-100 text-plum-800">
          <tr>
            {(
              [
                'authenticityColBatch',
                'authenticityColProduct',
                'authenticityColCodes',
                'authenticityColChecked',
                'authenticityColRepeated',
                'authenticityColPrinted',
              ] as const
            ).map((key) => (
              <th key={key} scope="col" className="px-4 py-3 font-semibold">
                {text(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={6} className={`${CELL} text-plum-700`}>
                {text('authenticityBatchesEmpty')}
              </td>
            </tr>
          ) : (
            rows.map((batch) => (
              <tr key={batch.id} className="border-t border-blush-100">
                <th scope="row" className={`${CELL} font-semibold`}>
                  <Link
                    to={`/admin/authenticity/${batch.id}`}
                    className="text-plum-900 underline decoration-blush-400 underline-offset-4 hover:decoration-plum-900"
                  >
                    {batch.batch_number}
                  </Link>
                </th>
                <td className={CELL}>
                  <span className="block text-xs uppercase text-plum-700">
                    {batch.product.brand}
                  </span>
                  {batchProductName(batch)}
                </td>
                <td className={CELL}>{batch.code_count}</td>
                <td className={CELL}>{batch.checked_count}</td>
                <td className={CELL}>{batch.repeated_count}</td>
                <td className={CELL}>
                  {batch.printed_at
                    ? batch.printed_at.slice(0, 10)
                    : text('authenticityNotPrinted')}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The new-batch form: a product or variant (the promotions' picker), number, days, codes. */
export function AuthenticityBatchForm({
  fields,
  message,
}: {
  fields: Record<string, string> | undefined;
  message: string | undefined;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  const parse = useMemo(() => parseAuthenticityBatch(locale), [locale]);
  const form = useFormValidation({ parse, serverErrors: fields });
  return (
    <section
      aria-labelledby="authenticity-create"
      className="rounded-2xl border border-blush-200 bg-white p-5"
    >
      <h2 id="authenticity-create" className="text-lg font-semibold text-plum-900">
        {text('authenticityCreateTitle')}
      </h2>
      <Form method="post" {...form.formProps} className="mt-4 grid gap-4 md:grid-cols-2">
        <input type="hidden" name="intent" value={AUTHENTICITY_INTENTS.create} />
        <div className="md:col-span-2">
          <CombinationPicker
            mode="choose"
            name="combination_id"
            chosen={null}
            label={text('authenticityFieldProduct')}
            error={form.errorFor('combination_id')}
          />
        </div>
        <TextField
          {...form.field('batch_number')}
          label={text('authenticityFieldBatch')}
          maxLength={40}
        />
        <TextField
          {...form.field('code_count')}
          label={text('authenticityFieldCount')}
          inputMode="numeric"
          defaultValue="100"
          hint={`1–${AUTHENTICITY_BATCH_CODES_MAX.toLocaleString('id-ID')}`}
        />
        <TextField
          {...form.field('produced_on')}
          label={text('authenticityFieldProduced')}
          hint={text('authenticityFieldDayHint')}
          placeholder="2026-11-27"
        />
        <TextField
          {...form.field('expires_on')}
          label={text('authenticityFieldExpires')}
          hint={text('authenticityFieldDayHint')}
          placeholder="2029-11-27"
        />
        {message ? (
          <div className="md:col-span-2">
            <FormMessage tone="error">{message}</FormMessage>
          </div>
        ) : null}
        <div className="md:col-span-2 md:max-w-xs">
          <SubmitButton busy={busy}>{text('authenticityCreate')}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
