import { data } from 'react-router';
import { BULK_IMPORT_MAX_BYTES, roleMay, type BulkKind } from '@kilau/domain/admin';
import { translate } from '@kilau/domain';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { importCsvFile } from '~/features/admin/api/bulk.server';
import { requireStaff, staffContext } from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { BulkImportForm } from '~/features/admin/components/bulk-import-form';
import type { BulkImportOutcome } from '~/features/admin/lib/bulk-answer';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { useAdminText } from '~/features/admin/text';
import type { Route } from './+types/admin-bulk';

/**
 * /admin/bulk (permission `catalogue.write`): the catalogue as CSV files to download, and the
 * import of products or combinations — a dry run first, which lists every problem by row and
 * column; the import itself is offered once the dry run of that file is clean. With JavaScript
 * the form sends the file from the browser with its progress (`BulkImportForm`); this action is
 * the same form without it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaff(staffContext(request, context));
  if (!roleMay(me.role, 'catalogue.write')) throw data(null, { status: 403 });
  return { ok: true };
}

export async function action({ request, context }: Route.ActionArgs): Promise<BulkImportOutcome> {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'catalogue.write')) throw data(null, { status: 403 });
  const form = await request.formData();
  const file = form.get('file');
  const dryRun = form.get('intent') !== 'import';
  const kind: BulkKind = form.get('kind') === 'products' ? 'products' : 'combinations';
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
  return importCsvFile(staff.api, kind, file, dryRun);
}

export const meta: Route.MetaFunction = adminMeta('bulkTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminBulk({ actionData }: Route.ComponentProps) {
  const text = useAdminText();
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
        <BulkImportForm outcome={actionData ?? null} />
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
