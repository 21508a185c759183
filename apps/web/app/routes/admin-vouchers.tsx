import { data, Form, Link } from 'react-router';
import { roleMay, VOUCHER_STATUSES } from '@kilau/domain/admin';
import { listVouchers } from '~/features/admin/api/vouchers.server';
import { requireStaff, staffContext } from '~/features/admin/api/staff-session.server';
import { BUTTON_CLASS, SelectField, TextField } from '~/components/ui/form-field';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { VoucherTable } from '~/features/admin/components/voucher-table';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { STATUS_LABEL } from '~/features/admin/lib/voucher-words';
import { useAdminText } from '~/features/admin/text';
import type { Route } from './+types/admin-vouchers';

const LIMIT = 50;
const STATUS_FILTERS = ['all', ...VOUCHER_STATUSES] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];

/**
 * /admin/vouchers (permission `promotions.write`): every voucher with its usage so far; the
 * search, status filter and page are the address's query (`q`, `status`, `skip`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'promotions.write')) throw data(null, { status: 403 });
  const params = staff.url.searchParams;
  const q = (params.get('q') ?? '').trim().slice(0, 60);
  const asked = params.get('status') ?? 'all';
  const status: StatusFilter = (STATUS_FILTERS as readonly string[]).includes(asked)
    ? (asked as StatusFilter)
    : 'all';
  const skipped = Number(params.get('skip'));
  const skip = Number.isInteger(skipped) && skipped > 0 ? skipped : 0;
  const page = await listVouchers(staff.api, { q, status, skip, limit: LIMIT });
  if (page === null) throw data(null, { status: 503 });
  return { ...page, q, status, skip, limit: LIMIT };
}

export const meta: Route.MetaFunction = adminMeta('vouchersTitle');
export const headers: Route.HeadersFunction = adminHeaders;

const STATUS_WORD = { all: 'statusAll', ...STATUS_LABEL } as const;

export default function AdminVouchers({ loaderData }: Route.ComponentProps) {
  const text = useAdminText();
  const { vouchers, total, q, status, skip, limit } = loaderData;
  const pageHref = (to: number) => {
    const params = new URLSearchParams();
    if (q) params.set('q', q);
    if (status !== 'all') params.set('status', status);
    if (to > 0) params.set('skip', String(to));
    const query = params.toString();
    return `/admin/vouchers${query ? `?${query}` : ''}`;
  };
  const hasMore = total !== null ? skip + vouchers.length < total : vouchers.length === limit;
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="font-display text-3xl font-semibold text-plum-900">
            {text('vouchersTitle')}
          </h1>
          <p className="mt-1 text-plum-700">{text('vouchersIntro')}</p>
          {total !== null ? (
            <p className="mt-1 text-sm text-plum-600">{text('vouchersCount', { count: total })}</p>
          ) : null}
        </div>
        <Link to="/admin/vouchers/new" className={BUTTON_CLASS.primary}>
          {text('vouchersNew')}
        </Link>
      </header>
      <Form
        method="get"
        key={`${q}|${status}`}
        role="search"
        aria-label={text('vouchersFilters')}
        className="grid gap-4 rounded-2xl border border-blush-200 bg-white p-4 dt:grid-cols-[2fr_1fr_auto] dt:items-end"
      >
        <TextField
          name="q"
          type="search"
          maxLength={60}
          label={text('vouchersSearch')}
          defaultValue={q}
        />
        <SelectField name="status" label={text('vouchersStatusFilter')} defaultValue={status}>
          {STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {text(STATUS_WORD[value])}
            </option>
          ))}
        </SelectField>
        <div className="flex items-center gap-3">
          <button type="submit" className={BUTTON_CLASS.primary}>
            {text('vouchersApply')}
          </button>
          <Link
            to="/admin/vouchers"
            className="text-sm font-semibold text-plum-800 underline underline-offset-4"
          >
            {text('vouchersClear')}
          </Link>
        </div>
      </Form>
      <VoucherTable vouchers={vouchers} />
      {skip > 0 || hasMore ? (
        <nav aria-label={text('vouchersPaging')} className="flex justify-end gap-2">
          {skip > 0 ? (
            <Link to={pageHref(Math.max(0, skip - limit))} className={BUTTON_CLASS.secondary}>
              {text('vouchersPrev')}
            </Link>
          ) : null}
          {hasMore ? (
            <Link to={pageHref(skip + limit)} className={BUTTON_CLASS.secondary}>
              {text('vouchersNext')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
