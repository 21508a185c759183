import { data, Form, Link } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import { formatDateTime } from '@kilau/domain/shared';
import { BUTTON_CLASS, TextField } from '~/components/ui/form-field';
import { listCustomers } from '~/features/admin/api/admin-customers.server';
import { requireStaff, staffContext } from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { useAdminText } from '~/features/admin/text';
import { useLocale } from '~/lib/i18n';
import type { Route } from './+types/admin-customers';

const LIMIT = 20;

/** /admin/customers (permission `customers.read`): members by name, email or phone (`q`, `skip`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'customers.read')) throw data(null, { status: 403 });
  const q = (staff.url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const skip = Math.max(
    0,
    Math.min(1_000_000, Number.parseInt(staff.url.searchParams.get('skip') ?? '0', 10) || 0),
  );
  const page = await listCustomers(staff.api, { q: q || undefined, skip });
  if (page === null) throw data(null, { status: 503 });
  return { ...page, q, skip };
}

export const meta: Route.MetaFunction = adminMeta('customersTitle');
export const headers: Route.HeadersFunction = adminHeaders;

const pageHref = (q: string, skip: number) => {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (skip > 0) query.set('skip', String(skip));
  const search = query.toString();
  return search ? `/admin/customers?${search}` : '/admin/customers';
};

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const text = useAdminText();
  const locale = useLocale();
  const { customers, total, q, skip } = loaderData;
  return (
    <div className="flex flex-col gap-5">
      <header className="max-w-3xl">
        <h1 className="font-display text-3xl font-semibold text-plum-900">
          {text('customersTitle')}
        </h1>
        <p className="mt-1 text-plum-700">{text('customersIntro')}</p>
      </header>
      <Form
        method="get"
        key={q}
        role="search"
        aria-label={text('customersSearch')}
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-blush-200 bg-white p-4"
      >
        <TextField
          name="q"
          label={text('customersSearch')}
          defaultValue={q}
          maxLength={100}
          className="min-w-64 flex-1"
        />
        <button type="submit" className={BUTTON_CLASS.primary}>
          {text('customersSearchButton')}
        </button>
      </Form>
      <section
        aria-label={text('customersCaption')}
        className="overflow-x-auto rounded-2xl border border-blush-200 bg-white"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{text('customersCaption')}</caption>
          <thead className="bg-cream-50 text-xs uppercase tracking-wide text-plum-700">
            <tr>
              <th scope="col" className="px-4 py-3">
                {text('customersName')}
              </th>
              <th scope="col" className="px-4 py-3">
                {text('customersEmail')}
              </th>
              <th scope="col" className="px-4 py-3">
                {text('customersPhone')}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {text('customersOrders')}
              </th>
              <th scope="col" className="px-4 py-3">
                {text('customersStatus')}
              </th>
              <th scope="col" className="px-4 py-3">
                {text('customersJoined')}
              </th>
            </tr>
          </thead>
          <tbody>
            {customers.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-4 py-6 text-center text-plum-700">
                  {text('customersNone')}
                </td>
              </tr>
            ) : (
              customers.map((customer) => (
                <tr key={customer.id} className="border-t border-blush-200">
                  <th scope="row" className="px-4 py-3 font-semibold">
                    <Link
                      to={`/admin/customers/${customer.id}`}
                      className="text-plum-900 underline underline-offset-4"
                    >
                      {customer.name}
                    </Link>
                  </th>
                  <td className="px-4 py-3">{customer.email}</td>
                  <td className="px-4 py-3">{customer.phone ?? '—'}</td>
                  <td className="px-4 py-3 text-right">{customer.orders}</td>
                  <td className="px-4 py-3">
                    {customer.locked ? text('customersLocked') : text('customersActive')}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3">
                    <time dateTime={customer.created_at}>
                      {formatDateTime(customer.created_at, locale)}
                    </time>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
      <nav aria-label={text('customersCaption')} className="flex items-center justify-between">
        <p className="text-sm text-plum-700">
          {total > 0
            ? text('ordersPage', { from: skip + 1, to: Math.min(skip + LIMIT, total), total })
            : null}
        </p>
        <div className="flex gap-3">
          {skip > 0 ? (
            <Link className={BUTTON_CLASS.secondary} to={pageHref(q, Math.max(0, skip - LIMIT))}>
              {text('ordersPrevious')}
            </Link>
          ) : null}
          {skip + LIMIT < total ? (
            <Link className={BUTTON_CLASS.secondary} to={pageHref(q, skip + LIMIT)}>
              {text('ordersNext')}
            </Link>
          ) : null}
        </div>
      </nav>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
