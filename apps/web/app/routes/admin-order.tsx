import {
  data,
  Form,
  Link,
  redirect,
  useNavigation,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { orderCancelSchema, orderMoveSchema, roleMay, type AdminOrder } from '@kilau/domain/admin';
import { messagesFor, translate } from '@kilau/domain/messages';
import { ORDER_STATE, orderStateLabel } from '@kilau/domain/orders';
import { formatDateTime, formatRupiah } from '@kilau/domain/shared';
import { BUTTON_CLASS, FormMessage, TextField } from '~/components/ui/form-field';
import {
  advanceOrder,
  cancelOrder,
  getOrder,
  getOrderMessages,
  getOrderReturns,
  ORDERS_API,
  resendOrderMessage,
} from '~/features/admin/api/admin-orders.server';
import {
  OrderMessagesPanel,
  RESEND_FIELD,
  RESEND_INTENT,
} from '~/features/admin/components/order-messages-panel';
import {
  requireStaff,
  staffContext,
  staffLoginPath,
} from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { paymentStatusWords } from '~/features/admin/lib/payment-words';
import { adminReturnPath } from '~/features/admin/lib/return-filters';
import { useAdminText, type AdminTextKey } from '~/features/admin/text';
import { schemaParse } from '~/hooks/schema-parse';
import { useLocale } from '~/lib/i18n';
import type { Route } from './+types/admin-order';

/** States the shop may cancel from (the member's own rule: not yet packed). */
const CANCELLABLE: readonly number[] = [
  ORDER_STATE.created,
  ORDER_STATE.awaitingWire,
  ORDER_STATE.paymentConfirm,
  ORDER_STATE.paymentAccepted,
  ORDER_STATE.verified,
  ORDER_STATE.picking,
];

/** Each move's button, by the state it leads to (stable names: the end-to-end flows use them). */
const MOVE_LABEL: Record<number, AdminTextKey> = {
  [ORDER_STATE.awaitingWire]: 'moveToAwaitingPayment',
  [ORDER_STATE.paymentConfirm]: 'moveToPaymentConfirm',
  [ORDER_STATE.paymentAccepted]: 'moveToPaymentAccepted',
  [ORDER_STATE.verified]: 'moveToVerified',
  [ORDER_STATE.picking]: 'moveToPicking',
  [ORDER_STATE.packed]: 'moveToPacked',
  [ORDER_STATE.slipPrinted]: 'moveToSlipPrinted',
  [ORDER_STATE.shipped]: 'moveToShipped',
  [ORDER_STATE.delivered]: 'moveToDelivered',
  [ORDER_STATE.undelivered]: 'moveToUndelivered',
  [ORDER_STATE.return]: 'moveToReturn',
  [ORDER_STATE.refund]: 'moveToRefund',
};

const moveLabel = (from: number, to: number): AdminTextKey =>
  from === ORDER_STATE.undelivered && to === ORDER_STATE.shipped
    ? 'moveToReshipped'
    : (MOVE_LABEL[to] ?? 'orderMoves');

export const INTENTS = { advance: 'advance', cancel: 'cancel' } as const;

type ActionData = {
  intent: string;
  ok: boolean;
  message?: string;
  fields?: Record<string, string>;
};

/** /admin/orders/:reference (permission `orders.read`; moves and cancelling `orders.write`). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'orders.read')) throw data(null, { status: 403 });
  const [found, messages, returns] = await Promise.all([
    getOrder(staff.api, params.reference),
    getOrderMessages(staff.api, params.reference),
    getOrderReturns(staff.api, params.reference),
  ]);
  if (!found.ok) throw data(null, { status: found.status === 404 ? 404 : 503 });
  return {
    order: found.order,
    messages,
    // Its returns (docs/design/returns.md): each a link to its page.
    returns: (returns ?? []).map((ret) => ({
      reference: ret.reference,
      status_label: ret.status_label,
      refund_amount: ret.refund_amount,
    })),
    mayWrite: roleMay(me.role, 'orders.write'),
    papers: {
      packingSlip: ORDERS_API.packingSlip(found.order.reference_code),
      // The numbered invoice exists once the order is paid (docs/design/invoices.md).
      invoice: found.order.paid_at ? ORDERS_API.invoice(found.order.reference_code) : null,
    },
  };
}

/**
 * One action, by intent: a move of the order's life, a cancellation with its reason, or one of
 * the order's messages sent again.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const t = messagesFor(staff.locale);
  const refused = (result: {
    status: number;
    message?: string;
    fields?: Record<string, string>;
  }) => {
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
  };
  if (intent === INTENTS.advance) {
    const parsed = schemaParse(orderMoveSchema(t))(form);
    if (!parsed.ok)
      return data<ActionData>({ intent, ok: false, fields: parsed.fields }, { status: 422 });
    const result = await advanceOrder(staff.api, params.reference, parsed.data);
    if (!result.ok) return refused(result);
    return data<ActionData>({ intent, ok: true, message: result.message });
  }
  if (intent === INTENTS.cancel) {
    const parsed = schemaParse(orderCancelSchema(t))(form);
    if (!parsed.ok)
      return data<ActionData>({ intent, ok: false, fields: parsed.fields }, { status: 422 });
    const result = await cancelOrder(staff.api, params.reference, parsed.data.reason);
    if (!result.ok) return refused(result);
    return data<ActionData>({ intent, ok: true, message: result.message });
  }
  if (intent === RESEND_INTENT) {
    const id = Number(form.get(RESEND_FIELD));
    if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 400 });
    const result = await resendOrderMessage(staff.api, params.reference, id);
    if (!result.ok) return refused(result);
    return data<ActionData>({ intent, ok: true, message: result.message });
  }
  throw data(null, { status: 400 });
}

/** A refused move (409: someone moved it first) reloads the order to show where it is now. */
export const shouldRevalidate = ({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => (actionStatus === 409 ? true : defaultShouldRevalidate);

export const meta: Route.MetaFunction = adminMeta('ordersTitle');
export const headers: Route.HeadersFunction = adminHeaders;

const SECTION = 'rounded-2xl border border-blush-200 bg-white p-5';
const H2 = 'font-display text-xl font-semibold text-plum-900';

function text(value: unknown) {
  return typeof value === 'string' ? value : '';
}

function Totals({ order }: { order: AdminOrder }) {
  const t = useAdminText();
  const rows: Array<[string, number]> = [[t('orderSubtotal'), order.subtotal]];
  if (order.voucher)
    rows.push([t('orderVoucher', { code: order.voucher.code }), -order.voucher.discount]);
  if (order.points_used.discount > 0) {
    rows.push([
      t('orderPointsUsed', { points: order.points_used.points }),
      -order.points_used.discount,
    ]);
  }
  if (order.bank_promotion_discount > 0)
    rows.push([t('orderBankPromotion'), -order.bank_promotion_discount]);
  rows.push([t('orderShippingFee'), order.shipping_fee]);
  if (order.shipping_discount > 0)
    rows.push([t('orderShippingDiscount'), -order.shipping_discount]);
  rows.push([t('orderTotalPaid'), order.total_paid]);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
      {rows.map(([label, amount], index) => (
        <div key={label} className={`contents ${index === rows.length - 1 ? 'font-bold' : ''}`}>
          <dt>{label}</dt>
          <dd className="text-right">{formatRupiah(amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function AdminOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminText();
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const { order, mayWrite, papers, returns } = loaderData;
  const answer = actionData as ActionData | undefined;
  const address = order.delivery_address;
  const shipping = order.shipping;
  const when = (value: string | null) => (value ? formatDateTime(value, locale) : '—');
  return (
    <div className="flex flex-col gap-5">
      <nav aria-label={t('orderBack')}>
        <Link
          to="/admin/orders"
          className="text-sm font-semibold text-plum-800 underline underline-offset-4"
        >
          {t('orderBack')}
        </Link>
      </nav>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-semibold text-plum-900">
            {t('orderTitle', { reference: order.reference_code })}
          </h1>
          <p className="mt-1 text-plum-700">
            <span className="font-semibold">{orderStateLabel(order.state.name, locale)}</span> ·{' '}
            {when(order.created_at)}
          </p>
        </div>
        <nav aria-label={t('orderPapers')} className="flex flex-wrap gap-3">
          <a
            className={BUTTON_CLASS.secondary}
            href={papers.packingSlip}
            target="_blank"
            rel="noreferrer"
          >
            {t('orderPackingSlip')}
          </a>
          {papers.invoice ? (
            <a
              className={BUTTON_CLASS.secondary}
              href={papers.invoice}
              target="_blank"
              rel="noreferrer"
            >
              {t('orderInvoice')}
            </a>
          ) : null}
        </nav>
      </header>

      {answer?.message ? (
        <FormMessage tone={answer.ok ? 'success' : 'error'}>{answer.message}</FormMessage>
      ) : null}

      {mayWrite ? (
        <section aria-labelledby="order-moves" className={SECTION}>
          <h2 id="order-moves" className={H2}>
            {t('orderMoves')}
          </h2>
          {order.allowed_next.length === 0 ? (
            <p className="mt-2 text-plum-700">{t('orderNoMoves')}</p>
          ) : (
            <Form method="post" className="mt-3 flex flex-col gap-3">
              <input type="hidden" name="intent" value={INTENTS.advance} />
              <TextField
                name="note"
                label={t('orderNote')}
                maxLength={500}
                error={answer?.intent === INTENTS.advance ? answer.fields?.note : undefined}
              />
              <div className="flex flex-wrap gap-3">
                {order.allowed_next.map((next) => (
                  <button
                    key={next.id}
                    type="submit"
                    name="state"
                    value={next.id}
                    disabled={busy}
                    className={
                      next.id === ORDER_STATE.awaitingWire
                        ? BUTTON_CLASS.danger
                        : BUTTON_CLASS.primary
                    }
                  >
                    {t(moveLabel(order.state.id, next.id))}
                  </button>
                ))}
              </div>
            </Form>
          )}
        </section>
      ) : null}

      {returns.length > 0 ? (
        <section aria-labelledby="order-returns" className={SECTION}>
          <h2 id="order-returns" className={H2}>
            {t('orderReturns')}
          </h2>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {returns.map((ret) => (
              <li key={ret.reference}>
                <Link
                  to={adminReturnPath(ret.reference)}
                  className="font-semibold text-plum-900 underline underline-offset-4"
                >
                  {t('orderReturnLine', {
                    reference: ret.reference,
                    status: ret.status_label,
                    amount: formatRupiah(ret.refund_amount),
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {order.payment_confirmation ? (
        <section aria-labelledby="order-receipt" className={SECTION}>
          <h2 id="order-receipt" className={H2}>
            {t('orderReceipt')}
          </h2>
          <p className="mt-2 text-sm text-plum-800">
            {t('orderReceiptFrom', {
              bank: order.payment_confirmation.bank_name,
              name: order.payment_confirmation.account_name,
              at: when(order.payment_confirmation.created_at),
            })}
          </p>
          <a
            href={order.payment_confirmation.receipt_url}
            target="_blank"
            rel="noreferrer"
            className="mt-3 inline-block"
          >
            <img
              src={order.payment_confirmation.receipt_url}
              alt={t('orderReceiptImage')}
              className="max-h-80 rounded-xl border border-blush-200"
            />
            <span className="mt-2 block text-sm font-semibold text-plum-800 underline underline-offset-4">
              {t('orderReceiptOpen')}
            </span>
          </a>
        </section>
      ) : null}

      <section aria-labelledby="order-lines" className={SECTION}>
        <h2 id="order-lines" className={H2}>
          {t('orderLines')}
        </h2>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('orderLinesCaption')}</caption>
            <thead className="text-xs uppercase tracking-wide text-plum-700">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  {t('orderProduct')}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {t('orderQuantity')}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {t('orderUnitPrice')}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t('orderLineTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.products.map((line) => (
                <tr key={`${line.id}-${line.combination_id}`} className="border-t border-blush-200">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    <span className="flex items-center gap-3">
                      {line.image ? (
                        <img
                          src={line.image.url}
                          // The product's name is beside it: the picture adds nothing to read.
                          alt=""
                          width={48}
                          height={48}
                          className="h-12 w-12 rounded-lg object-cover"
                        />
                      ) : null}
                      {line.name ?? line.id}
                    </span>
                  </th>
                  <td className="py-2 pr-4 text-right">{line.quantity}</td>
                  <td className="py-2 pr-4 text-right">{formatRupiah(line.unit_price)}</td>
                  <td className="py-2 text-right">{formatRupiah(line.total_price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-4 max-w-sm dt:ml-auto">
          <h3 className="sr-only">{t('orderTotals')}</h3>
          <Totals order={order} />
        </div>
      </section>

      <div className="grid gap-5 dt:grid-cols-3">
        <section aria-labelledby="order-member" className={SECTION}>
          <h2 id="order-member" className={H2}>
            {t('orderMember')}
          </h2>
          <p className="mt-2 text-sm">{order.member.name}</p>
          <p className="text-sm">{order.member.email}</p>
          {order.member.phone ? <p className="text-sm">{order.member.phone}</p> : null}
          <h3 className="mt-4 font-semibold text-plum-900">{t('orderAddress')}</h3>
          <address className="mt-1 text-sm not-italic">
            {[
              [text(address.contact), text(address.phone)].filter(Boolean).join(' · '),
              text(address.street1),
              text(address.street2),
              [text(address.district_name), text(address.city_name), text(address.province_name)]
                .filter(Boolean)
                .join(', '),
              text(address.zipcode),
            ]
              .filter(Boolean)
              .map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
          </address>
        </section>
        <section aria-labelledby="order-shipping" className={SECTION}>
          <h2 id="order-shipping" className={H2}>
            {t('orderShipping')}
          </h2>
          <p className="mt-2 text-sm">
            {order.shipment?.carrier.name ?? (text(shipping.carrier_name) || text(shipping.name))}{' '}
            {order.shipment?.service ?? text(shipping.service_name)}
          </p>
          {order.shipment ? (
            <p className="text-sm">
              {t('orderTracking', { number: order.shipment.tracking_number })}
            </p>
          ) : null}
        </section>
        <section aria-labelledby="order-payment" className={SECTION}>
          <h2 id="order-payment" className={H2}>
            {t('orderPayment')}
          </h2>
          <p className="mt-2 text-sm">
            {t('orderPaymentLine', {
              method: order.payment_method_name ?? order.payment_method,
              status: paymentStatusWords(t, order.payment_status),
              attempt: order.payment_attempt,
            })}
          </p>
          {order.paid_at ? (
            <p className="text-sm">{t('orderPaidAt', { at: when(order.paid_at) })}</p>
          ) : null}
          {order.refund ? (
            <p className="mt-2 text-sm font-semibold">
              {t('orderRefund', {
                amount: formatRupiah(order.refund.amount),
                status: order.refund.status,
              })}
            </p>
          ) : null}
        </section>
      </div>

      <section aria-labelledby="order-notifications" className={SECTION}>
        <h2 id="order-notifications" className={H2}>
          {t('orderNotifications')}
        </h2>
        {order.payment_notifications.length === 0 ? (
          <p className="mt-2 text-sm text-plum-700">{t('orderNotificationsNone')}</p>
        ) : (
          <table className="mt-3 w-full text-left text-sm">
            <caption className="sr-only">{t('orderNotificationsCaption')}</caption>
            <thead className="text-xs uppercase tracking-wide text-plum-700">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  {t('orderReceived')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('ordersPaymentStatus')}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {t('orderAmount')}
                </th>
                <th scope="col" className="py-2">
                  {t('orderOutcome')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.payment_notifications.map((note, index) => (
                <tr key={index} className="border-t border-blush-200">
                  <td className="py-2 pr-4">{when(note.received_at)}</td>
                  <td className="py-2 pr-4">
                    {note.order_ref} · {paymentStatusWords(t, note.transaction_status)}
                  </td>
                  <td className="py-2 pr-4 text-right">{formatRupiah(note.gross_amount)}</td>
                  <td className="py-2">
                    {[note.outcome, note.outcome_reason].filter(Boolean).join(' · ') || '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <OrderMessagesPanel
        messages={loaderData.messages}
        mayWrite={mayWrite}
        busy={busy}
        className={SECTION}
      />

      <section aria-labelledby="order-history" className={SECTION}>
        <h2 id="order-history" className={H2}>
          {t('orderHistory')}
        </h2>
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">{t('orderHistoryCaption')}</caption>
          <thead className="text-xs uppercase tracking-wide text-plum-700">
            <tr>
              <th scope="col" className="py-2 pr-4">
                {t('ordersState')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('orderHistoryWhen')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('orderHistoryWho')}
              </th>
              <th scope="col" className="py-2">
                {t('orderHistoryNote')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.state_histories.map((history, index) => (
              <tr key={index} className="border-t border-blush-200">
                <th scope="row" className="py-2 pr-4 font-semibold">
                  {orderStateLabel(history.to_status.name, locale)}
                </th>
                <td className="py-2 pr-4">{when(history.created_at)}</td>
                <td className="py-2 pr-4">{history.by ?? t('orderHistorySystem')}</td>
                <td className="py-2">{history.note ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {mayWrite && CANCELLABLE.includes(order.state.id) && order.cancelled_at === null ? (
        <section aria-labelledby="order-cancel" className={SECTION}>
          <h2 id="order-cancel" className={H2}>
            {t('orderCancel')}
          </h2>
          <p className="mt-1 text-sm text-plum-700">{t('orderCancelHelp')}</p>
          <Form method="post" className="mt-3 flex flex-col gap-3 dt:max-w-xl">
            <input type="hidden" name="intent" value={INTENTS.cancel} />
            <TextField
              name="reason"
              label={t('orderCancelReason')}
              maxLength={200}
              error={answer?.intent === INTENTS.cancel ? answer.fields?.reason : undefined}
            />
            <button type="submit" disabled={busy} className={`${BUTTON_CLASS.danger} self-start`}>
              {t('orderCancel')}
            </button>
          </Form>
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
