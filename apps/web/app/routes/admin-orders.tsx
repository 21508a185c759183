import { data, Form, Link } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import { ORDER_STATE_NAMES, orderStateLabel } from '@kilau/domain/orders';
import { formatDateTime, formatRupiah } from '@kilau/domain/shared';
import { BUTTON_CLASS, FormMessage, SelectField, TextField } from '~/components/ui/form-field';
import { listOrders } from '~/features/admin/api/admin-orders.server';
import { requireStaff, staffContext } from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { PAYMENT_STATUS_FILTERS, paymentStatusWords } from '~/features/admin/lib/payment-words';
import { useAdminText } from '~/features/admin/text';
import { useLocale } from '~/lib/i18n';
import type { Route } from './+types/admin-orders';

const FILTERS = ['q', 'state', 'payment_status', 'method', 'from', 'to'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;
const LIMIT = 20;

/**
 * /admin/orders (permission `orders.read`): the orders, newest first. The filters and the page
 * are the address's query (`q`, `state`, `payment_status`, `method`, `from`, `to`, `skip`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'orders.read')) throw data(null, { status: 403 });
  const params = staff.url.searchParams;
  const filters = Object.fromEntries(
    FILTERS.map((name) => [name, (params.get(name) ?? '').trim().slice(0, 100)]),
  ) as Filters;
  const skip = Math.max(0, Math.min(100_000, Number.parseInt(params.get('skip') ?? '0', 10) || 0));
  const query = new URLSearchParams({ skip: String(skip), limit: String(LIMIT) });
  for (const name of FILTERS) if (filters[name]) query.set(name, filters[name]);
  const page = await listOrders(staff.api, query);
  if (page === null) throw data(null, { status: 503 });
  return { ...page, filters, skip, limit: LIMIT };
}

export const meta: Route.MetaFunction = adminMeta('ordersTitle');
export const headers: Route.HeadersFunction = adminHeaders;

const pageHref = (filters: Filters, skip: number) => {
  const query = new URLSearchParams();
  for (const name of FILTERS) if (filters[name]) query.set(name, filters[name]);
  if (skip > 0) query.set('skip', String(skip));
  const search = query.toString();
  return search ? `/admin/orders?${search}` : '/admin/orders';
};

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const text = useAdminText();
  const locale = useLocale();
  const { orders, total, filters, skip, limit, invalid } = loaderData;
  return (
    <div className="flex flex-col gap-5">
      <header className="max-w-3xl">
        <h1 className="font-display text-3xl font-semibold text-plum-900">{text('ordersTitle')}</h1>
        <p className="mt-1 text-plum-700">{text('ordersIntro')}</p>
      </header>
      <Form
        method="get"
        key={JSON.stringify(filters)}
        role="search"
        aria-label={text('ordersApply')}
        className="grid gap-4 rounded-2xl border border-blush-200 bg-white p-4 dt:grid-cols-3"
      >
        <TextField name="q" label={text('ordersSearch')} defaultValue={filters.q} maxLength={100} />
        <SelectField name="state" label={text('ordersState')} defaultValue={filters.state}>
          <option value="">{text('ordersAny')}</option>
          {Object.entries(ORDER_STATE_NAMES).map(([id, name]) => (
            <option key={id} value={id}>
              {orderStateLabel(name, locale)}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="payment_status"
          label={text('ordersPaymentStatus')}
          defaultValue={filters.payment_status}
        >
          <option value="">{text('ordersAny')}</option>
          {PAYMENT_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {paymentStatusWords(text, status)}
            </option>
          ))}
        </SelectField>
        <TextField
          name="method"
          label={text('ordersMethod')}
          defaultValue={filters.method}
          placeholder="bca_virtual_account"
          maxLength={40}
        />
        <TextField name="from" type="date" label={text('ordersFrom')} defaultValue={filters.from} />
        <TextField name="to" type="date" label={text('ordersTo')} defaultValue={filters.to} />
        <div className="flex flex-wrap items-center gap-3 dt:col-span-3">
          <button type="submit" className={BUTTON_CLASS.primary}>
            {text('ordersApply')}
          </button>
          <Link
            to="/admin/orders"
            className="text-sm font-semibold text-plum-800 underline underline-offset-4"
          >
            {text('ordersReset')}
          </Link>
        </div>
      </Form>
      {invalid ? <FormMessage tone="info">{text('ordersInvalidFilter')}</FormMessage> : null}
      <section
        aria-label={text('ordersCaption')}
        className="overflow-x-auto rounded-2xl border border-blush-200 bg-white"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{text('ordersCaption')}</caption>
          <thead className="bg-cream-50 text-xs uppercase tracking-wide text-plum-700">
            <tr>
              <th scope="col" className="px-4 py-3">
                {text('ordersReference')}
              </th>
              <th scope="col" className="px-4 py-3">
                {text('ordersMember')}
              </th>
              <th scope="col" className="px-4 py-3">
                {text('ordersState')}
              </th>
              <th scope="col" className="px-4 py-3">
                {text('ordersPaymentStatus')}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {text('ordersTotal')}
              </th>
              <th scope="col" className="px-4 py-3">
                {text('ordersPlacedAt')}
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-4 py-6 text-center text-plum-700">
                  {text('ordersNone')}
                </td>
              </tr>
            ) : (
              orders.map((order) => (
                <tr key={order._id} className="border-t border-blush-200">
                  <th scope="row" className="px-4 py-3 font-semibold">
                    <Link
                      to={`/admin/orders/${order.reference_code}`}
                      className="text-plum-900 underline underline-offset-4"
                    >
                      {order.reference_code}
                    </Link>
                  </th>
                  <td className="px-4 py-3">{order.member_email}</td>
                  <td className="px-4 py-3">{orderStateLabel(order.state.name, locale)}</td>
                  <td className="px-4 py-3">
                    {order.payment_method_name ?? order.payment_method} ·{' '}
                    {paymentStatusWords(text, order.payment_status)}
                  </td>
                  <td className="px-4 py-3 text-right">{formatRupiah(order.total_paid)}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <time dateTime={order.created_at}>
                      {formatDateTime(order.created_at, locale)}
                    </time>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
      <nav aria-label={text('ordersCaption')} className="flex items-center justify-between gap-3">
        <p className="text-sm text-plum-700">
          {total > 0
            ? text('ordersPage', {
                from: skip + 1,
                to: Math.min(skip + limit, total),
                total,
              })
            : null}
        </p>
        <div className="flex gap-3">
          {skip > 0 ? (
            <Link
              className={BUTTON_CLASS.secondary}
              to={pageHref(filters, Math.max(0, skip - limit))}
            >
              {text('ordersPrevious')}
            </Link>
          ) : null}
          {skip + limit < total ? (
            <Link className={BUTTON_CLASS.secondary} to={pageHref(filters, skip + limit)}>
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
