import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isInvoicedPaymentStatus } from '@kilau/domain/invoices';
import { deliveryAddressLine, orderStateLabel } from '@kilau/domain/orders';
import { formatDateTime, formatPhoneDisplay, formatRupiah } from '@kilau/domain/shared';
import { Image } from '~/components/ui/image';
import { Modal } from '~/components/ui/modal';
import { useLocale, useMessage } from '~/lib/i18n';
import { ORDERS_PATHS } from '../api/order-calls';
import { lineVariantLabel, type OrderCardView } from '../lib/order-view';
import type { HistoryEntry, OrderDetail, OrderLine } from '../types';
import { CopyButton } from '~/components/payment/copy-button';
import { ACTION_BUTTON, MethodLogo, StateChip, type CardHandlers } from './order-card';
import { RefreshIcon } from './order-icons';
import { OrderReturns } from './order-returns';
import { usePaymentPieces } from './orders-context';
import { Timeline } from './timeline';
import { useOrderDetail, useStateRefresh, type StateAnswer } from './use-order-data';
import { useOrdersText } from '~/features/orders/text';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-blush-200/70 pt-5">
      <h3 className="mb-3 text-xs font-bold uppercase tracking-[0.12em] text-plum-700">{title}</h3>
      {children}
    </section>
  );
}

function Line({ line }: { line: OrderLine }) {
  const text = useOrdersText();
  const locale = useLocale();
  const variant = lineVariantLabel(line, locale);
  return (
    <li className="flex gap-3">
      <Image
        src={line.image}
        alt=""
        width={72}
        height={72}
        loading="lazy"
        className="size-[4.5rem] shrink-0 rounded-xl bg-cream-100 object-cover ring-1 ring-blush-100"
      />
      <div className="min-w-0 flex-1">
        {line.brand?.name ? (
          <p className="truncate text-[0.7rem] font-bold uppercase tracking-[0.08em] text-plum-700">
            {line.brand.name}
          </p>
        ) : null}
        <p className="text-sm font-semibold leading-snug text-plum-900">{line.name}</p>
        {variant ? <p className="mt-0.5 text-xs text-plum-700">{variant}</p> : null}
        {line.pack_content?.length ? (
          <ul className="mt-1 list-disc pl-4 text-xs text-plum-700">
            {line.pack_content.map((part, index) => (
              <li key={`${part.name}-${index}`}>
                {[part.name, part.combination_name].filter(Boolean).join(' · ')}
                {part.quantity && part.quantity > 1 ? ` × ${part.quantity}` : ''}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-1 flex items-baseline justify-between gap-3 text-xs tabular-nums text-plum-700">
          <span>
            {text('ordersQuantity', { count: line.quantity, price: formatRupiah(line.unit_price) })}
          </span>
          <span className="text-sm font-bold text-plum-900">{formatRupiah(line.total_price)}</span>
        </div>
      </div>
    </li>
  );
}

function Totals({ order }: { order: OrderDetail }) {
  const text = useOrdersText();
  const rows: { label: string; amount: number; minus?: boolean }[] = [
    { label: text('ordersDetailSubtotal'), amount: order.subtotal },
  ];
  if (order.discount) {
    rows.push({ label: text('ordersDetailDiscount'), amount: order.discount, minus: true });
  }
  rows.push({ label: text('ordersDetailShippingFee'), amount: order.shipping_fee });
  if (order.shipping_discount) {
    rows.push({
      label: text('ordersDetailShippingDiscount'),
      amount: order.shipping_discount,
      minus: true,
    });
  }
  return (
    <dl className="space-y-1.5 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-4">
          <dt className="text-plum-700">{row.label}</dt>
          <dd className={`tabular-nums ${row.minus ? 'text-leaf-700' : 'text-plum-900'}`}>
            {row.minus ? `−${formatRupiah(row.amount)}` : formatRupiah(row.amount)}
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-dashed border-blush-300 pt-2">
        <dt className="font-semibold text-plum-900">{text('ordersDetailTotal')}</dt>
        <dd className="text-lg font-bold tabular-nums text-plum-900">
          {formatRupiah(order.total_paid)}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The order detail (000 §2 order-history modals): a delivered order's returns (the way to ask
 * for one, each return's card), every line with its picture and variant label, the totals (subtotal, discount, shipping, total), the delivery address and
 * carrier, the payment, and the state history. An order waiting for payment asks the gateway
 * on opening and then reads its state every 15 s, so the state name follows a payment made
 * meanwhile (000 §4); the card follows too.
 */
export function OrderDetailModal({
  entry,
  view,
  onClose,
  onState,
  handlers,
}: {
  entry: HistoryEntry | null;
  view: OrderCardView | null;
  onClose: () => void;
  onState: (entryId: string, state: StateAnswer) => void;
  handlers: CardHandlers;
}) {
  const text = useOrdersText();
  return (
    <Modal
      kind="orderDetail"
      open={entry !== null && view !== null}
      onClose={onClose}
      title={text('ordersDetailTitle')}
      className="sm:max-w-2xl!"
    >
      {entry && view ? (
        <DetailBody
          key={entry._id}
          entry={entry}
          view={view}
          onState={onState}
          handlers={handlers}
        />
      ) : null}
    </Modal>
  );
}

function DetailBody({
  entry,
  view,
  onState,
  handlers,
}: {
  entry: HistoryEntry;
  view: OrderCardView;
  onState: (entryId: string, state: StateAnswer) => void;
  handlers: CardHandlers;
}) {
  const text = useOrdersText();
  const message = useMessage();
  const locale = useLocale();
  const pieces = usePaymentPieces();
  const { read, patch } = useOrderDetail(entry._id);
  const waiting = view.status.group === 'waiting_payment';
  const [notice, setNotice] = useState<string | null>(null);
  const { checking, refresh } = useStateRefresh(entry._id, {
    poll: waiting,
    onState: (state) => {
      if (state.name !== view.state_name) {
        setNotice(text('ordersDetailStateUpdated', { state: orderStateLabel(state.name, locale) }));
      }
      patch((order) => ({ ...order, state }));
      onState(entry._id, state);
    },
  });
  // Ask the gateway once on opening while the order waits for payment.
  const asked = useRef(false);
  useEffect(() => {
    if (!waiting || asked.current) return;
    asked.current = true;
    void refresh(true);
  }, [waiting, refresh]);

  const order = read.status === 'ready' ? read.order : null;
  const instruction = order ? pieces.instructions(order) : null;
  const histories = [...(entry.state_histories ?? [])].reverse();
  const address = order?.delivery_address;
  const carrier = [view.carrier_name, view.carrierService].filter(Boolean).join(' ');
  const invoiced = [entry.payment_status, order?.payment_status].some(isInvoicedPaymentStatus);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-blush-200/70">
        <div className="min-w-0">
          <p className="text-xs text-plum-700">{text('ordersReference')}</p>
          <p className="font-mono text-base font-bold tracking-wide text-plum-900">
            {entry.reference_code}
          </p>
          <p className="mt-1 text-xs text-plum-700">
            {text('ordersDetailPlacedAt')}:{' '}
            <span className="tabular-nums">{view.order_date_detail} WIB</span>
            {view.order_source_fmt
              ? ` · ${text('ordersSource', { source: view.order_source_fmt })}`
              : ''}
          </p>
        </div>
        <div className="flex flex-col items-start gap-1.5 sm:items-end">
          <StateChip view={view} />
          <p className="text-xs text-plum-700" data-testid="detail-state-name">
            {orderStateLabel(view.state_name, locale)}
          </p>
        </div>
        <div className="flex w-full flex-wrap items-center justify-between gap-2">
          <p role="status" className="text-xs font-semibold text-leaf-700">
            {notice}
          </p>
          {waiting ? (
            <button
              type="button"
              onClick={() => void refresh(true)}
              disabled={checking}
              className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-xs font-bold text-plum-900 ring-1 ring-plum-900/20 transition hover:ring-plum-900 disabled:opacity-60"
            >
              <RefreshIcon className={`size-4 ${checking ? 'animate-spin' : ''}`} />
              {checking ? text('ordersDetailRefreshing') : text('ordersDetailRefresh')}
            </button>
          ) : null}
        </div>
      </div>

      {read.status === 'loading' ? (
        <p role="status" className="text-sm text-plum-700">
          {text('ordersDetailLoading')}
        </p>
      ) : read.status === 'error' ? (
        <p role="alert" className="text-sm font-semibold text-berry-700">
          {message(read.login ? 'login_required' : 'order_call_failed')}
        </p>
      ) : null}

      <OrderReturns entry={entry} />

      <Section title={text('ordersDetailProducts')}>
        <ul className="space-y-4">
          {(order?.products ?? entry.products).map((line, index) => (
            <Line key={line._id ?? `${line.id}-${index}`} line={line} />
          ))}
          {(entry.free_products ?? []).map((gift) => (
            <li key={`gift-${gift.id}-${gift.combination_id}`} className="flex items-center gap-3">
              <Image
                src={gift.image}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className="size-12 shrink-0 rounded-xl bg-cream-100 object-cover ring-1 ring-blush-100"
              />
              <p className="min-w-0 flex-1 text-sm text-plum-900">
                <span className="mr-2 rounded-full bg-blush-100 px-2 py-0.5 text-[0.65rem] font-bold uppercase tracking-wide text-rose-700">
                  {text('ordersDetailFreeGift')}
                </span>
                {gift.name}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      {order ? (
        <Section title={text('ordersDetailTotals')}>
          <Totals order={order} />
        </Section>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <Section title={text('ordersDetailAddress')}>
          <address className="space-y-0.5 text-sm not-italic text-plum-800">
            {address?.contact ? (
              <p className="font-semibold text-plum-900">
                {address.title ? `${address.title} · ` : ''}
                {address.contact}
              </p>
            ) : null}
            {address?.phone ? <p>{formatPhoneDisplay(address.phone)}</p> : null}
            <p>{address ? deliveryAddressLine(address) : view.deliveryAddress}</p>
          </address>
          {carrier || view.shippingCode ? (
            <p className="mt-3 text-sm text-plum-800">
              <span className="font-semibold text-plum-900">{text('ordersDetailDelivery')}:</span>{' '}
              {[carrier, view.shippingCode].filter(Boolean).join(' · ')}
            </p>
          ) : null}
        </Section>
        <Section title={text('ordersDetailPayment')}>
          <p className="flex items-center gap-2 text-sm font-semibold text-plum-900">
            <MethodLogo method={entry.payment_method} />
            {view.payment_method_name}
          </p>
          {instruction?.kind === 'virtual_account' ? (
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-cream-100 p-3">
              <div>
                <p className="text-xs text-plum-700">{text('ordersDetailVa')}</p>
                <p className="font-mono text-base font-bold tracking-wide text-plum-900">
                  {instruction.number}
                </p>
              </div>
              <CopyButton value={instruction.number} label={text('ordersDetailVa')} />
            </div>
          ) : null}
          {view.payment_due_at ? (
            <p className="mt-2 text-sm font-semibold text-berry-700">{view.payment_due_at}</p>
          ) : null}
          {invoiced ? (
            <a
              href={ORDERS_PATHS.invoice(entry.reference_code)}
              download
              aria-label={text('ordersDetailInvoiceLabel', { reference: entry.reference_code })}
              className="mt-3 inline-flex min-h-10 items-center rounded-full px-4 text-xs font-bold text-plum-900 ring-1 ring-plum-900/20 transition hover:ring-plum-900"
            >
              {text('ordersDetailInvoice')}
            </a>
          ) : null}
        </Section>
      </div>

      {histories.length > 0 ? (
        <Section title={text('ordersDetailHistory')}>
          <Timeline
            label={text('ordersDetailHistory')}
            steps={histories.map((history, index) => ({
              key: `${history.created_at}-${index}`,
              title: orderStateLabel(history.to_status.name, locale),
              time: `${formatDateTime(history.created_at, locale)} WIB`,
            }))}
          />
          {order?.cancellation_reason ? (
            <p className="mt-4 rounded-xl bg-cream-100 p-3 text-sm text-plum-800">
              {text('ordersDetailCancelReason', { reason: order.cancellation_reason })}
            </p>
          ) : null}
        </Section>
      ) : null}

      {view.actionName || view.showButtonHowToPay ? (
        <div className="flex flex-wrap justify-end gap-2 border-t border-blush-200/70 pt-5">
          {view.showButtonHowToPay ? (
            <button
              type="button"
              onClick={() => handlers.onHowToPay(entry)}
              className={ACTION_BUTTON['btn-outline']}
            >
              {text('ordersHowToPay')}
            </button>
          ) : null}
          {view.actionName ? (
            <button
              type="button"
              onClick={() => view.actionName && handlers.onAction(view.actionName, entry)}
              className={ACTION_BUTTON[view.btActClass] ?? ACTION_BUTTON['btn-primary']}
            >
              {view.actionLabel}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
