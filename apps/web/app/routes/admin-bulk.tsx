import { useState } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { BULK_IMPORT_MAX_BYTES, roleMay, type BulkImportReport } from '@kilau/domain/admin';
import { translate } from '@kilau/domain';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { importCombinations } from '~/features/admin/api/bulk.server';
import { requireStaff, staffContext } from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { BulkReport } from '~/features/admin/components/bulk-report';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { useAdminText } from '~/features/admin/text';
import type { Route } from './+types/admin-bulk';

/**
 * /admin/bulk (permission `catalogue.write`): the catalogue as CSV files to download, and the
 * combinations' import — a dry run first, which lists every problem by row and column; the
 * import itself is offered once the dry run of that file is clean.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaff(staffContext(request, context));
  if (!roleMay(me.role, 'catalogue.write')) throw data(null, { status: 403 });
  return { ok: true };
}

type ActionAnswer = {
  report: BulkImportReport | null;
  message: string | null;
  /** The file's name and size the report is for (the import is offered for that file). */
  file: { name: string; size: number } | null;
  fileError: string | null;
};

export async function action({ request, context }: Route.ActionArgs): Promise<ActionAnswer> {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'catalogue.write')) throw data(null, { status: 403 });
  const form = await request.formData();
  const file = form.get('file');
  const dryRun = form.get('intent') !== 'import';
  if (!(file instanceof File) || file.size === 0) {
    return {
      report: null,
      message: null,
      file: null,
      fileError: translate('bulk_file_required', staff.locale),
    };
  }
  if (file.size > BULK_IMPORT_MAX_BYTES) {
    return {
      report: null,
      message: null,
      file: null,
      fileError: translate('bulk_file_too_large', staff.locale, {
        max: BULK_IMPORT_MAX_BYTES / (1024 * 1024),
      }),
    };
  }
  const answer = await importCombinations(staff.api, file, dryRun);
  return {
    report: answer.report,
    message: answer.message,
    file: { name: file.name, size: file.size },
    fileError: answer.ok || answer.report ? null : answer.message,
  };
}

export const meta: Route.MetaFunction = adminMeta('bulkTitle');
export const headers: Route.HeadersFunction = adminHeaders;

const button =
  'rounded-full px-5 py-2 font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 disabled:cursor-not-allowed disabled:opacity-50';

export default function AdminBulk({ actionData }: Route.ComponentProps) {
  const text = useAdminText();
  const navigation = useNavigation();
  const working = navigation.state === 'submitting';
  // The file in the input: the import is offered for the file whose dry run was clean.
  const [chosen, setChosen] = useState<{ name: string; size: number } | null>(null);
  const report = actionData?.report ?? null;
  const cleanDryRun =
    report !== null &&
    report.dry_run &&
    report.problem_count === 0 &&
    chosen !== null &&
    actionData?.file?.name === chosen.name &&
    actionData.file.size === chosen.size;
  const link =
    'font-semibold text-plum-900 underline decoration-blush-400 underline-offset-4 hover:decoration-plum-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500';
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <header>
        <h1 className="font-display text-3xl font-semibold text-plum-900">{text('bulkTitle')}</h1>
        <p className="mt-1 text-plum-700">{text('bulkIntro')}</p>
      </header>
      <section
        aria-labelledby="bulk-export"
        className="rounded-2xl border border-blush-200 bg-white p-5"
      >
        <h2 id="bulk-export" className="text-lg font-semibold text-plum-900">
          {text('bulkExportTitle')}
        </h2>
        <ul className="mt-3 flex flex-col gap-2">
          <li>
            <a href={ADMIN_API.bulkExport('products')} download className={link}>
              {text('bulkExportProducts')}
            </a>
          </li>
          <li>
            <a href={ADMIN_API.bulkExport('combinations')} download className={link}>
              {text('bulkExportCombinations')}
            </a>
          </li>
        </ul>
      </section>
      <section
        aria-labelledby="bulk-import"
        className="rounded-2xl border border-blush-200 bg-white p-5"
      >
        <h2 id="bulk-import" className="text-lg font-semibold text-plum-900">
          {text('bulkImportTitle')}
        </h2>
        <p id="bulk-import-help" className="mt-1 text-sm text-plum-700">
          {text('bulkImportHelp')}
        </p>
        <Form method="post" encType="multipart/form-data" className="mt-4 flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor="bulk-file" className="font-semibold text-plum-900">
              {text('bulkFile')}
            </label>
            <input
              id="bulk-file"
              name="file"
              type="file"
              accept=".csv,text/csv"
              required
              aria-describedby={
                actionData?.fileError ? 'bulk-file-error bulk-import-help' : 'bulk-import-help'
              }
              aria-invalid={actionData?.fileError ? true : undefined}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                setChosen(file ? { name: file.name, size: file.size } : null);
              }}
              className="text-plum-900"
            />
            {actionData?.fileError ? (
              <p id="bulk-file-error" className="text-sm font-semibold text-rose-700">
                {actionData.fileError}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              name="intent"
              value="dry-run"
              disabled={working}
              className={`${button} border border-plum-900 text-plum-900`}
            >
              {text('bulkDryRun')}
            </button>
            <button
              type="submit"
              name="intent"
              value="import"
              disabled={working || !cleanDryRun}
              aria-describedby="bulk-import-needs"
              className={`${button} bg-plum-900 text-cream-50`}
            >
              {text('bulkImport')}
            </button>
            <span id="bulk-import-needs" className="text-sm text-plum-700">
              {cleanDryRun ? '' : text('bulkImportNeedsDryRun')}
            </span>
          </div>
          {working ? (
            <div className="flex flex-col gap-1">
              <label htmlFor="bulk-progress" className="text-sm text-plum-700">
                {text('bulkWorking')}
              </label>
              <progress id="bulk-progress" className="h-2 w-full accent-rose-600" />
            </div>
          ) : null}
        </Form>
        <div role="status" className="mt-4">
          {actionData?.message ? (
            <p className="font-semibold text-plum-900">{actionData.message}</p>
          ) : null}
        </div>
        {report ? (
          <div className="mt-2">
            <BulkReport report={report} />
          </div>
        ) : null}
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
