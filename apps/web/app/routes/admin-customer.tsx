import {
  data,
  Form,
  Link,
  redirect,
  useNavigation,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { pointsAdjustSchema, roleMay } from '@kilau/domain/admin';
import { messagesFor, translate } from '@kilau/domain/messages';
import { formatDateTime, formatRupiah } from '@kilau/domain/shared';
import { BUTTON_CLASS, FormMessage, TextField } from '~/components/ui/form-field';
import {
  CUSTOMERS_API,
  customerWrite,
  getCustomer,
} from '~/features/admin/api/admin-customers.server';
import {
  requireStaff,
  staffContext,
  staffLoginPath,
} from '~/features/admin/api/staff-session.server';
import { grantTokens, memberBadges } from '~/features/admin/api/play-admin.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { TokensGrantForm } from '~/features/admin/components/play-forms';
import { parseTokensForm, PLAY_INTENTS } from '~/features/admin/play-forms';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { useAdminText } from '~/features/admin/text';
import { schemaParse } from '~/hooks/schema-parse';
import { useLocale } from '~/lib/i18n';
import type { Route } from './+types/admin-customer';

const INTENTS = {
  points: 'points',
  lock: 'lock',
  unlock: 'unlock',
  revoke: 'revoke-sessions',
} as const;

type ActionData = {
  intent: string;
  ok: boolean;
  message?: string;
  fields?: Record<string, string>;
};

const idOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** /admin/customers/:id (permission `customers.read`; its writes `customers.write`). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'customers.read')) throw data(null, { status: 403 });
  const id = idOf(params.id);
  if (id === null) throw data(null, { status: 404 });
  const [found, badges] = await Promise.all([
    getCustomer(staff.api, id),
    memberBadges(staff.api, id),
  ]);
  if (!found.ok) throw data(null, { status: found.status === 404 ? 404 : 503 });
  return {
    customer: found.customer,
    badges,
    mayWrite: roleMay(me.role, 'customers.write'),
    mayReadOrders: roleMay(me.role, 'orders.read'),
  };
}

/** One action, by intent: a points change with its reason, lock, unlock, end all sessions. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const id = idOf(params.id);
  if (id === null) throw data(null, { status: 404 });
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const version = Number(form.get('version'));
  const base = Number.isInteger(version) && version > 0 ? { version } : {};
  let result;
  if (intent === PLAY_INTENTS.grantTokens) {
    const parsed = parseTokensForm(staff.locale)(form);
    if (!parsed.ok) {
      return data<ActionData>({ intent, ok: false, fields: parsed.fields }, { status: 422 });
    }
    result = await grantTokens(staff.api, id, parsed.data);
  } else if (intent === INTENTS.points) {
    const parsed = schemaParse(pointsAdjustSchema(messagesFor(staff.locale)), (values) => ({
      delta: Number(values.get('delta')),
      reason: values.get('reason') ?? '',
      ...base,
    }))(form);
    if (!parsed.ok) {
      return data<ActionData>({ intent, ok: false, fields: parsed.fields }, { status: 422 });
    }
    result = await customerWrite(staff.api, CUSTOMERS_API.points(id), parsed.data);
  } else if (intent === INTENTS.lock || intent === INTENTS.unlock) {
    const path = intent === INTENTS.lock ? CUSTOMERS_API.lock(id) : CUSTOMERS_API.unlock(id);
    result = await customerWrite(staff.api, path, base);
  } else if (intent === INTENTS.revoke) {
    result = await customerWrite(staff.api, CUSTOMERS_API.revokeSessions(id), base);
  } else {
    throw data(null, { status: 400 });
  }
  if (result.ok) return data<ActionData>({ intent, ok: true, message: result.message });
  if (result.status === 401) throw redirect(staffLoginPath(staff.url));
  return data<ActionData>(
    {
      intent,
      ok: false,
      message: result.message ?? translate('generic_retry', staff.locale),
      ...(result.fields ? { fields: result.fields } : {}),
    },
    { status: result.status || 503 },
  );
}

/** Someone else's change in between (409) reloads the customer. */
export const shouldRevalidate = ({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => (actionStatus === 409 ? true : defaultShouldRevalidate);

export const meta: Route.MetaFunction = adminMeta('customersTitle');
export const headers: Route.HeadersFunction = adminHeaders;

const SECTION = 'rounded-2xl border border-blush-200 bg-white p-5';
const H2 = 'font-display text-xl font-semibold text-plum-900';

export default function AdminCustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminText();
  const locale = useLocale();
  const busy = useNavigation().state !== 'idle';
  const { customer, badges, mayWrite, mayReadOrders } = loaderData;
  const answer = actionData as ActionData | undefined;
  const when = (value: string | null) => (value ? formatDateTime(value, locale) : '—');
  const version = <input type="hidden" name="version" value={customer.version} />;
  return (
    <div className="flex flex-col gap-5">
      <nav aria-label={t('customerBack')}>
        <Link
          to="/admin/customers"
          className="text-sm font-semibold text-plum-800 underline underline-offset-4"
        >
          {t('customerBack')}
        </Link>
      </nav>
      <header>
        <h1 className="font-display text-3xl font-semibold text-plum-900">{customer.name}</h1>
        <p className="mt-1 text-plum-700">
          {customer.email}
          {customer.phone ? ` · ${customer.phone}` : ''} · @{customer.user_name}
        </p>
      </header>
      {answer?.message && answer.intent !== PLAY_INTENTS.grantTokens ? (
        <FormMessage tone={answer.ok ? 'success' : 'error'}>{answer.message}</FormMessage>
      ) : null}

      <section aria-labelledby="customer-account" className={SECTION}>
        <h2 id="customer-account" className={H2}>
          {t('customerAccount')}
        </h2>
        <p className="mt-2 text-sm">
          {customer.locked ? t('customerLockedNote') : t('customersActive')}
        </p>
        {customer.login_blocked ? (
          <p className="text-sm text-berry-700">{t('customerLoginBlocked')}</p>
        ) : null}
        {mayWrite ? (
          <div className="mt-3 flex flex-wrap gap-3">
            <Form method="post">
              {version}
              <input
                type="hidden"
                name="intent"
                value={customer.locked ? INTENTS.unlock : INTENTS.lock}
              />
              <button
                type="submit"
                disabled={busy}
                className={customer.locked ? BUTTON_CLASS.secondary : BUTTON_CLASS.danger}
              >
                {customer.locked ? t('customerUnlock') : t('customerLock')}
              </button>
            </Form>
            <Form method="post">
              {version}
              <input type="hidden" name="intent" value={INTENTS.revoke} />
              <button type="submit" disabled={busy} className={BUTTON_CLASS.secondary}>
                {t('customerRevoke')}
              </button>
            </Form>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="customer-tokens" className={SECTION}>
        <h2 id="customer-tokens" className={H2}>
          {t('tokensTitle')}
        </h2>
        <dl className="mt-3 grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-plum-600">{t('tokensPoints')}</dt>
            <dd className="text-lg font-semibold text-plum-900">{customer.points.balance}</dd>
          </div>
          <div>
            <dt className="text-plum-600">{t('tokensBalance')}</dt>
            <dd className="text-lg font-semibold text-plum-900">{customer.tokens.balance}</dd>
          </div>
          <div>
            <dt className="text-plum-600">{t('tokensBadges')}</dt>
            <dd className="mt-1">
              {badges.length === 0 ? (
                <span className="text-plum-700">{t('tokensNoBadges')}</span>
              ) : (
                <ul className="flex flex-wrap gap-2">
                  {badges.map((badge) => (
                    <li
                      key={badge.key}
                      className="rounded-full bg-blush-100 px-3 py-1 text-xs font-semibold text-plum-900"
                    >
                      {badge.name}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        </dl>
        {mayWrite ? (
          <div className="mt-4 border-t border-blush-200 pt-4">
            <h3 className="mb-3 text-sm font-bold text-plum-900">{t('tokensGrantTitle')}</h3>
            <TokensGrantForm answer={answer} />
          </div>
        ) : null}
      </section>

      <div className="grid gap-5 dt:grid-cols-2">
        <section aria-labelledby="customer-points" className={SECTION}>
          <h2 id="customer-points" className={H2}>
            {t('customerPoints')}
          </h2>
          <p className="mt-2 text-sm font-semibold">
            {t('customerBalance', { points: customer.points.balance })}
          </p>
          {mayWrite ? (
            <Form method="post" className="mt-3 flex flex-col gap-3">
              {version}
              <input type="hidden" name="intent" value={INTENTS.points} />
              <TextField
                name="delta"
                type="number"
                inputMode="numeric"
                label={t('customerAdjustDelta')}
                error={answer?.intent === INTENTS.points ? answer.fields?.delta : undefined}
              />
              <TextField
                name="reason"
                maxLength={200}
                label={t('customerAdjustReason')}
                error={answer?.intent === INTENTS.points ? answer.fields?.reason : undefined}
              />
              <button
                type="submit"
                disabled={busy}
                className={`${BUTTON_CLASS.primary} self-start`}
              >
                {t('customerAdjustSave')}
              </button>
            </Form>
          ) : null}
          <table className="mt-4 w-full text-left text-sm">
            <caption className="sr-only">{t('customerLedgerCaption')}</caption>
            <thead className="text-xs uppercase tracking-wide text-plum-700">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  {t('customerLedgerWhen')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('customerLedgerReason')}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t('customerLedgerDelta')}
                </th>
              </tr>
            </thead>
            <tbody>
              {customer.points.ledger.map((row) => (
                <tr key={row.id} className="border-t border-blush-200">
                  <td className="py-2 pr-4">{when(row.created_at)}</td>
                  <td className="py-2 pr-4">
                    {row.reason}
                    {row.order_ref ? ` · ${row.order_ref}` : ''}
                  </td>
                  <td className="py-2 text-right">{row.delta > 0 ? `+${row.delta}` : row.delta}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section aria-labelledby="customer-orders" className={SECTION}>
          <h2 id="customer-orders" className={H2}>
            {t('customerRecentOrders')}
          </h2>
          <p className="mt-2 text-sm">
            {t('customerOrdersSummary', {
              count: customer.orders.count,
              paid: formatRupiah(customer.orders.paid_total),
            })}
          </p>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {customer.orders.recent.map((order) => (
              <li key={order.reference_code}>
                {mayReadOrders ? (
                  <Link
                    to={`/admin/orders/${order.reference_code}`}
                    className="font-semibold underline underline-offset-4"
                  >
                    {order.reference_code}
                  </Link>
                ) : (
                  <span className="font-semibold">{order.reference_code}</span>
                )}{' '}
                · {order.state.name} · {formatRupiah(order.total_paid)} · {when(order.created_at)}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="customer-addresses" className={SECTION}>
          <h2 id="customer-addresses" className={H2}>
            {t('customerAddresses')}
          </h2>
          {customer.addresses.length === 0 ? (
            <p className="mt-2 text-sm text-plum-700">{t('customerNoAddresses')}</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-2 text-sm">
              {customer.addresses.map((address) => (
                <li key={address.id}>
                  <span className="font-semibold">{address.title}</span>
                  {address.is_default ? ` (${t('customerDefault')})` : ''}: {address.contact} ·{' '}
                  {address.phone} · {address.address} {address.zipcode}
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="customer-vouchers" className={SECTION}>
          <h2 id="customer-vouchers" className={H2}>
            {t('customerVouchers')}
          </h2>
          {customer.vouchers.length === 0 ? (
            <p className="mt-2 text-sm text-plum-700">{t('customerNoVouchers')}</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-1 text-sm">
              {customer.vouchers.map((voucher) => (
                <li key={voucher.id}>
                  <code className="font-mono text-xs">{voucher.code}</code> · {voucher.name} ·{' '}
                  {voucher.used_at ? t('customerVoucherUsed') : t('customerVoucherOpen')}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section aria-labelledby="customer-sessions" className={SECTION}>
        <h2 id="customer-sessions" className={H2}>
          {t('customerSessions')}
        </h2>
        <p className="mt-1 text-sm text-plum-700">
          {t('customerDevices', { count: customer.devices.length })}
        </p>
        {customer.sessions.length === 0 ? (
          <p className="mt-2 text-sm text-plum-700">{t('customerNoSessions')}</p>
        ) : (
          <table className="mt-3 w-full text-left text-sm">
            <caption className="sr-only">{t('customerSessionsCaption')}</caption>
            <thead className="text-xs uppercase tracking-wide text-plum-700">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  {t('customerSessionDevice')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('customerSessionLastSeen')}
                </th>
                <th scope="col" className="py-2">
                  IP
                </th>
              </tr>
            </thead>
            <tbody>
              {customer.sessions.map((session) => (
                <tr key={session.id} className="border-t border-blush-200">
                  <td className="py-2 pr-4">{session.user_agent ?? '—'}</td>
                  <td className="py-2 pr-4">{when(session.last_seen_at)}</td>
                  <td className="py-2">{session.ip ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
