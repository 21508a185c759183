import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatRupiah } from '@kilau/domain/shared';
import { FormMessage } from '~/components/ui/form-field';
import { Image } from '~/components/ui/image';
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

/** The lines as a list (a phone reads it as well as a desk): picture, names, quantity, refund. */
function Lines({ ret }: { ret: AdminReturn }) {
  const text = useAdminText();
  return (
    <ul aria-label={text('returnLinesCaption')} className="divide-y divide-blush-200">
      {ret.lines.map((line) => (
        <li key={line.order_line_id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
          <Image
            src={line.image}
            alt=""
            width={56}
            height={56}
            className="size-14 shrink-0 rounded-lg bg-cream-100 object-cover ring-1 ring-blush-200"
          />
          <div className="min-w-0 flex-1">
            {line.brand ? (
              <p className="truncate text-xs font-bold uppercase tracking-wide text-plum-700">
                {line.brand}
              </p>
            ) : null}
            <p className="font-semibold text-plum-900">{line.name}</p>
            {line.variant ? <p className="text-xs text-plum-700">{line.variant}</p> : null}
            {line.sellable === null ? null : (
              <p
                className={`mt-1 text-xs font-semibold ${line.sellable ? 'text-leaf-700' : 'text-berry-700'}`}
              >
                {line.sellable ? text('returnSellableYes') : text('returnSellableNo')}
              </p>
            )}
          </div>
          <div className="shrink-0 text-right text-sm">
            <p className="tabular-nums text-plum-700">
              {text('returnLineQuantity', { count: line.quantity })}
            </p>
            <p className="font-semibold tabular-nums text-plum-900">
              {formatRupiah(line.refund_amount)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Photos({ ret }: { ret: AdminReturn }) {
  const text = useAdminText();
  if (ret.photos.length === 0) {
    return <p className="text-sm text-plum-700">{text('returnPhotosNone')}</p>;
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
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
          <h1 className="font-display text-2xl font-semibold text-plum-900 sm:text-3xl">
            {text('returnTitle')}{' '}
            <span className="whitespace-nowrap font-mono text-xl tracking-tight sm:text-2xl">
              {ret.reference}
            </span>
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
            <ol aria-label={text('returnHistoryCaption')} className="divide-y divide-blush-200">
              {ret.steps.map((step, index) => (
                <li key={`${step.status}-${index}`} className="py-2.5 first:pt-0 last:pb-0 text-sm">
                  <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-semibold text-plum-900">{step.status_label}</span>
                    <time dateTime={step.at} className="tabular-nums text-plum-700">
                      {text('returnHistoryAt', { at: at(step.at) })}
                    </time>
                  </p>
                  <p className="text-xs text-plum-700">
                    {text('returnHistoryBy', {
                      who:
                        step.staff_name ??
                        (index === 0 ? text('returnHistoryMember') : text('returnHistorySystem')),
                    })}
                  </p>
                  {step.note ? (
                    <p className="mt-1 whitespace-pre-line break-words text-plum-800">
                      {step.note}
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
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
