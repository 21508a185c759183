import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatRupiah } from '@kilau/domain/shared';
import { FormMessage } from '~/components/ui/form-field';
import { useLocale } from '~/lib/i18n';
import type { ReturnActionData } from '../return-forms';
import { useAdminText } from '../text';
import type { AdminReturn } from '../types';
import { ReturnActions } from './return-actions';
import { ReturnStatusBadge } from './return-status-badge';

const SECTION = 'rounded-2xl border border-blush-200 bg-white p-5';
const H2 = 'font-display text-xl font-semibold text-plum-900';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={SECTION}>
      <h2 id={id} className={H2}>
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-3 text-sm">
      <dt className="text-plum-700">{term}</dt>
      <dd className="min-w-0 break-words text-plum-900">{children}</dd>
    </div>
  );
}

function Lines({ ret }: { ret: AdminReturn }) {
  const text = useAdminText();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[34rem] text-left text-sm">
        <caption className="sr-only">{text('returnLinesCaption')}</caption>
        <thead className="text-xs uppercase tracking-wide text-plum-700">
          <tr>
            <th scope="col" className="py-2 pr-4">
              {text('returnProduct')}
            </th>
            <th scope="col" className="py-2 pr-4 text-right">
              {text('returnQuantity')}
            </th>
            <th scope="col" className="py-2 pr-4 text-right">
              {text('returnLineRefund')}
            </th>
            <th scope="col" className="py-2">
              {text('returnSellable')}
            </th>
          </tr>
        </thead>
        <tbody>
          {ret.lines.map((line) => (
            <tr key={line.order_line_id} className="border-t border-blush-200">
              <th scope="row" className="py-2 pr-4 font-normal">
                <span className="flex items-center gap-3">
                  {line.image ? (
                    <img
                      src={line.image}
                      alt=""
                      width={48}
                      height={48}
                      className="size-12 shrink-0 rounded-lg object-cover ring-1 ring-blush-200"
                    />
                  ) : null}
                  <span className="min-w-0">
                    {line.brand ? (
                      <span className="block text-xs font-bold uppercase tracking-wide text-plum-700">
                        {line.brand}
                      </span>
                    ) : null}
                    <span className="block font-semibold text-plum-900">{line.name}</span>
                    {line.variant ? (
                      <span className="block text-xs text-plum-700">{line.variant}</span>
                    ) : null}
                  </span>
                </span>
              </th>
              <td className="py-2 pr-4 text-right tabular-nums">{line.quantity}</td>
              <td className="py-2 pr-4 text-right tabular-nums">
                {formatRupiah(line.refund_amount)}
              </td>
              <td className="py-2 text-plum-800">
                {line.sellable === null
                  ? '—'
                  : line.sellable
                    ? text('returnSellableYes')
                    : text('returnSellableNo')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Photos({ ret }: { ret: AdminReturn }) {
  const text = useAdminText();
  if (ret.photos.length === 0) {
    return <p className="text-sm text-plum-700">{text('returnPhotosNone')}</p>;
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {ret.photos.map((photo, index) => (
        <li key={photo.id}>
          <a
            href={photo.url}
            target="_blank"
            rel="noreferrer"
            aria-label={text('returnPhotoOpen', { n: index + 1 })}
            className="block aspect-square overflow-hidden rounded-xl bg-cream-100 ring-1 ring-blush-200 transition hover:ring-2 hover:ring-plum-900"
          >
            <img
              src={photo.url}
              alt={text('returnPhotoAlt', { n: index + 1 })}
              className="size-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * /admin/returns/:reference: the return's state and steps, its lines (sellable once received),
 * the member's reason and photos (large, each opening full size), the customer and the order,
 * the refund, and — for a role with `orders.write` — the action its state calls for.
 */
export function ReturnDetail({
  ret,
  mayWrite,
  answer,
  busy,
}: {
  ret: AdminReturn;
  mayWrite: boolean;
  answer: ReturnActionData | undefined;
  busy: boolean;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const at = (value: string | null) => (value ? formatDateTime(value, locale) : '—');
  return (
    <div className="flex flex-col gap-5">
      <nav aria-label={text('returnBack')}>
        <Link
          to="/admin/returns"
          className="text-sm font-semibold text-plum-800 underline underline-offset-4"
        >
          {text('returnBack')}
        </Link>
      </nav>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words font-display text-3xl font-semibold text-plum-900">
            {text('returnTitle', { reference: ret.reference })}
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-plum-700">
            <ReturnStatusBadge status={ret.status} label={ret.status_label} />
            <span>{text('returnRequestedAt', { at: at(ret.created_at) })}</span>
            <Link
              to={`/admin/orders/${encodeURIComponent(ret.order_reference)}`}
              className="font-semibold text-plum-900 underline underline-offset-4"
            >
              {text('returnOrderLink', { reference: ret.order_reference })}
            </Link>
          </p>
        </div>
      </header>

      {answer?.message ? (
        <FormMessage tone={answer.ok ? 'success' : 'error'}>{answer.message}</FormMessage>
      ) : null}

      <div className="grid gap-5 dt:grid-cols-[minmax(0,1fr)_26rem] dt:items-start">
        <div className="flex min-w-0 flex-col gap-5">
          <Section id="return-lines" title={text('returnLines')}>
            <Lines ret={ret} />
          </Section>

          <Section id="return-reason" title={text('returnReason')}>
            <p className="font-semibold text-plum-900">{ret.reason_label}</p>
            <p className="mt-1 whitespace-pre-line break-words text-sm text-plum-800">
              {ret.note || text('returnNoNote')}
            </p>
            {ret.instructions ? (
              <div className="mt-4 rounded-xl bg-cream-50 p-3">
                <h3 className="text-sm font-semibold text-plum-900">
                  {text('returnInstructionsSent')}
                </h3>
                <p className="mt-1 whitespace-pre-line break-words text-sm text-plum-800">
                  {ret.instructions}
                </p>
              </div>
            ) : null}
            {ret.rejection_reason ? (
              <div className="mt-4 rounded-xl bg-berry-700/5 p-3">
                <h3 className="text-sm font-semibold text-berry-700">
                  {text('returnRejectionSent')}
                </h3>
                <p className="mt-1 whitespace-pre-line break-words text-sm text-plum-800">
                  {ret.rejection_reason}
                </p>
              </div>
            ) : null}
          </Section>
          <Section id="return-photos" title={text('returnPhotos')}>
            <Photos ret={ret} />
          </Section>
          <Section id="return-history" title={text('returnHistory')}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{text('returnHistoryCaption')}</caption>
              <thead className="text-xs uppercase tracking-wide text-plum-700">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    {text('returnsColumnStatus')}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {text('returnHistoryWhen')}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {text('returnHistoryWho')}
                  </th>
                  <th scope="col" className="py-2">
                    {text('returnHistoryNote')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {ret.steps.map((step, index) => (
                  <tr
                    key={`${step.status}-${index}`}
                    className="border-t border-blush-200 align-top"
                  >
                    <th scope="row" className="py-2 pr-4 font-semibold text-plum-900">
                      {step.status_label}
                    </th>
                    <td className="whitespace-nowrap py-2 pr-4 tabular-nums">{at(step.at)}</td>
                    <td className="py-2 pr-4">
                      {step.staff_name ??
                        (index === 0 ? text('returnHistoryMember') : text('returnHistorySystem'))}
                    </td>
                    <td className="whitespace-pre-line break-words py-2">{step.note ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          {mayWrite ? (
            <ReturnActions ret={ret} answer={answer} busy={busy} />
          ) : (
            <FormMessage tone="info">{text('returnReadOnly')}</FormMessage>
          )}
          {ret.customer ? (
            <Section id="return-customer" title={text('returnCustomer')}>
              <p className="text-sm font-semibold text-plum-900">{ret.customer.name}</p>
              <p className="break-words text-sm text-plum-800">{ret.customer.email}</p>
              {ret.customer.phone_no ? (
                <p className="text-sm text-plum-800">{ret.customer.phone_no}</p>
              ) : null}
              <Link
                to={`/admin/customers/${encodeURIComponent(ret.customer.id)}`}
                className="mt-2 inline-block text-sm font-semibold text-plum-900 underline underline-offset-4"
              >
                {text('returnOpenCustomer')}
              </Link>
            </Section>
          ) : null}
          <Section id="return-order" title={text('returnOrder')}>
            <Link
              to={`/admin/orders/${encodeURIComponent(ret.order_reference)}`}
              className="font-mono text-sm font-semibold text-plum-900 underline underline-offset-4"
            >
              {ret.order_reference}
            </Link>
            {ret.order ? (
              <p className="mt-1 text-sm text-plum-800">
                {text('returnOrderPaid', {
                  amount: formatRupiah(ret.order.total_paid),
                  method: ret.order.payment_method_name || ret.order.payment_method,
                })}
              </p>
            ) : null}
            {ret.order?.delivered_at ? (
              <p className="text-sm text-plum-800">
                {text('returnOrderDelivered', { at: at(ret.order.delivered_at) })}
              </p>
            ) : null}
          </Section>
          <Section id="return-refund" title={text('returnRefund')}>
            <dl className="flex flex-col gap-1.5">
              <Fact term={text('returnRefundAmount')}>
                <span className="font-semibold tabular-nums">
                  {formatRupiah(ret.refund_amount)}
                </span>
                {ret.shipping_refund > 0 ? (
                  <span className="block text-xs text-plum-700">
                    {text('returnRefundShipping', { amount: formatRupiah(ret.shipping_refund) })}
                  </span>
                ) : null}
              </Fact>
              <Fact term={text('returnRefundMethod')}>{ret.refund_method_label}</Fact>
              {ret.bank ? (
                <Fact term={text('returnRefundBank')}>
                  {text('returnRefundBankLine', {
                    bank: ret.bank.bank_name,
                    number: ret.bank.account_number,
                    name: ret.bank.account_name,
                  })}
                </Fact>
              ) : null}
              {ret.transfer_reference ? (
                <Fact term={text('returnRefundTransfer')}>
                  <span className="font-mono">{ret.transfer_reference}</span>
                </Fact>
              ) : null}
              {ret.store_credit_code ? (
                <Fact term={text('returnRefundStoreCredit')}>
                  <span className="font-mono">{ret.store_credit_code}</span>
                </Fact>
              ) : null}
            </dl>
            {ret.points_taken_back > 0 ? (
              <p className="mt-2 text-xs text-plum-700">
                {text('returnPointsTaken', { points: ret.points_taken_back })}
              </p>
            ) : null}
          </Section>
        </div>
      </div>
    </div>
  );
}
