import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ORDER_PATHS } from '@kilau/domain/checkout';
import { orderStateLabel, type OrderAction } from '@kilau/domain/orders';
import { formatRupiah } from '@kilau/domain/shared';
import { Image } from '~/components/ui/image';
import { NameBadge } from '~/components/ui/name-badge';
import { useLocale, useMessage } from '~/lib/i18n';
import { lineVariantLabel, type OrderCardView } from '../lib/order-view';
import type { HistoryEntry } from '../types';
import { useOrdersText } from '~/features/orders/text';

/** Lines shown on the card; the rest are counted, and listed in the detail. */
const LINES_ON_CARD = 2;

/** The spec's button classes (`btActClass`) in the shop's look. */
export const ACTION_BUTTON: Record<string, string> = {
  'btn-primary':
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-plum-900 px-5 text-xs font-bold tracking-[0.08em] text-cream-50 transition hover:bg-plum-800 disabled:cursor-wait disabled:opacity-60',
  'btn-outline':
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-plum-900 bg-white px-5 text-xs font-bold tracking-[0.08em] text-plum-900 transition hover:bg-plum-900 hover:text-cream-50 disabled:cursor-wait disabled:opacity-60',
  'btn-link':
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-3 text-xs font-bold tracking-[0.08em] text-berry-700 underline-offset-4 transition hover:underline disabled:opacity-60',
};

const SECONDARY_BUTTON =
  'inline-flex flex-1 md:flex-none min-h-11 whitespace-nowrap items-center justify-center gap-2 rounded-full border border-plum-900/20 bg-white px-4 text-xs font-bold text-plum-900 transition hover:border-plum-900';

/** The state chip: the status group's label in its tone (AA contrast, see app.css). */
export function StateChip({
  view,
}: {
  view: Pick<OrderCardView, 'state_name_fmt' | 'orderStatusColor' | 'state_name'>;
}) {
  const locale = useLocale();
  return (
    <span
      className="order-state"
      data-tone={view.orderStatusColor}
      title={orderStateLabel(view.state_name, locale)}
    >
      {view.state_name_fmt}
    </span>
  );
}

/**
 * A payment method's name badge (ADR 0033): the bank of a manual transfer, else the method; hidden
 * from assistive technology, since the method's name is written beside it.
 */
export function MethodLogo({ method }: { method: HistoryEntry['payment_method'] }) {
  if (!method) return null;
  return method.provider ? (
    <NameBadge name={method.provider.bank_name} size="sm" decorative />
  ) : (
    <NameBadge code={method.code} name={method.name} size="sm" decorative />
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_1fr] items-start gap-x-3 text-sm sm:grid-cols-[8rem_1fr]">
      <dt className="pt-px text-[0.8125rem] text-plum-700">{term}</dt>
      <dd className="min-w-0 break-words text-plum-900">{children}</dd>
    </div>
  );
}

/** A delivered order's line, as what it offers (a review) needs it. */
export type DeliveredLine = { productId: number; slug: string; combinationId: string };
export type LineAction = (line: DeliveredLine) => ReactNode;
/**
 * A hook the route may give the history: from the delivered lines shown, what each offers
 * (issue 19: "Tulis ulasan"). Features never import each other; the route composes them.
 */
export type LineActionHook = (lines: readonly DeliveredLine[]) => LineAction | null;

export const deliveredLine = (line: HistoryEntry['products'][number]): DeliveredLine => ({
  productId: Number(line.id),
  slug: line.slug ?? '',
  combinationId: String(line.combination_id ?? ''),
});

export type CardHandlers = {
  onAction(action: OrderAction, entry: HistoryEntry): void;
  onDetail(entry: HistoryEntry): void;
  onHowToPay(entry: HistoryEntry): void;
};

/**
 * One order of the history (000 §3 derived fields, §4 status groups): date in WIB, source,
 * state chip, the first products with their variant labels, payment method with logo and due
 * time, carrier (or the waiting placeholder), delivery address, subtotal and total, and the
 * action of its status group — plus CANCEL when the order can still be cancelled and the
 * how-to-pay button when the spec's rule says.
 */
export function OrderCard({
  entry,
  view,
  busy,
  handlers,
  lineAction = null,
}: {
  entry: HistoryEntry;
  view: OrderCardView;
  /** An action of this card is on its way (reorder, GoPay retry). */
  busy: boolean;
  handlers: CardHandlers;
  /** What a delivered order's line offers (a review, composed by the route), if anything. */
  lineAction?: LineAction | null;
}) {
  const text = useOrdersText();
  const message = useMessage();
  const locale = useLocale();
  const headingId = `order-${entry._id}`;
  const shown = entry.products.slice(0, LINES_ON_CARD);
  const more = entry.products.length - shown.length;
  const gifts = entry.free_products?.length ?? 0;
  const carrier = [view.carrier_name, view.carrierService].filter(Boolean).join(' ');
  const shipping = [carrier, view.shippingCode].filter(Boolean).join(' · ');
  // The virtual account to pay into, while the order waits for it.
  const va = view.status.group === 'waiting_payment' ? entry.payment_method?.provider : null;

  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-3xl bg-white ring-1 ring-blush-200/70 transition hover:shadow-lg hover:shadow-plum-900/5"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-blush-100 bg-cream-50/60 px-4 py-3.5 sm:px-6">
        <div className="min-w-0">
          <p className="text-xs text-plum-700">
            <span className="sr-only">{text('ordersOrderedOn')}: </span>
            <time dateTime={entry.created_at}>{view.order_date}</time>
            {view.order_source_fmt ? (
              <>
                <span aria-hidden="true"> · </span>
                {text('ordersSource', { source: view.order_source_fmt })}
              </>
            ) : null}
          </p>
          <h2
            id={headingId}
            className="mt-0.5 font-mono text-sm font-bold tracking-wide text-plum-900"
          >
            <span className="sr-only">{text('ordersReference')} </span>
            {entry.reference_code}
          </h2>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {entry.collected_at ? (
            <span className="rounded-full bg-leaf-700/10 px-2.5 py-1 text-xs font-semibold text-leaf-700">
              {text('collectionCollected')}
            </span>
          ) : null}
          <StateChip view={view} />
        </div>
      </header>

      <div className="grid gap-5 px-4 py-4 sm:px-6 dt:grid-cols-2 dt:gap-8">
        <div>
          <ul
            aria-label={text('ordersProducts', { reference: entry.reference_code })}
            className="space-y-3"
          >
            {shown.map((line, index) => {
              const variant = lineVariantLabel(line, locale);
              return (
                <li key={line._id ?? `${line.id}-${index}`} className="flex gap-3">
                  <Image
                    src={line.image}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    className="size-16 shrink-0 rounded-xl bg-cream-100 object-cover ring-1 ring-blush-100"
                  />
                  <div className="min-w-0 flex-1">
                    {line.brand?.name ? (
                      <p className="truncate text-[0.7rem] font-bold uppercase tracking-[0.08em] text-plum-700">
                        {line.brand.name}
                      </p>
                    ) : null}
                    <p className="line-clamp-2 text-sm font-semibold leading-snug text-plum-900">
                      {line.name}
                    </p>
                    {variant ? <p className="mt-0.5 text-xs text-plum-700">{variant}</p> : null}
                    <p className="mt-0.5 text-xs tabular-nums text-plum-700">
                      {text('ordersQuantity', {
                        count: line.quantity,
                        price: formatRupiah(line.unit_price),
                      })}
                    </p>
                    {lineAction && view.status.group === 'delivered'
                      ? lineAction(deliveredLine(line))
                      : null}
                  </div>
                </li>
              );
            })}
          </ul>
          {more > 0 || gifts > 0 ? (
            <p className="mt-3 text-xs font-semibold text-plum-700">
              {[
                more > 0 ? text('ordersMoreProducts', { count: more }) : null,
                gifts > 0 ? text('ordersFreeGifts', { count: gifts }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
        </div>

        <dl className="grid content-start gap-2.5 border-t border-blush-100 pt-4 dt:border-l dt:border-t-0 dt:pl-8 dt:pt-0">
          <Fact term={text('ordersPayment')}>
            <span className="flex items-center gap-2">
              <MethodLogo method={entry.payment_method} />
              <span className="font-semibold">{view.payment_method_name}</span>
            </span>
          </Fact>
          {view.payment_due_at ? (
            <Fact term={text('ordersDue')}>
              <span className="font-semibold text-berry-700">{view.payment_due_at}</span>
            </Fact>
          ) : null}
          {va ? (
            <Fact term={text('ordersVirtualAccount', { bank: va.bank_name })}>
              <span className="font-mono font-semibold tracking-wide">{va.account_number}</span>
            </Fact>
          ) : null}
          {shipping ? <Fact term={text('ordersShipping')}>{shipping}</Fact> : null}
          <Fact term={text('ordersAddress')}>
            <span className="line-clamp-2">{view.deliveryAddress}</span>
          </Fact>
        </dl>
      </div>

      <footer className="flex flex-col gap-3 border-t border-blush-100 px-4 py-4 sm:px-6 md:flex-row md:items-end md:justify-between">
        <div>
          <p className="text-xs text-plum-700">
            {text('ordersSubtotal')}{' '}
            <span className="tabular-nums">{formatRupiah(view.subTotal)}</span>
          </p>
          <p className="text-sm text-plum-800">
            {text('ordersTotal')}{' '}
            <span className="text-lg font-bold tabular-nums text-plum-900">
              {formatRupiah(entry.price)}
            </span>
          </p>
          {view.actionDescription ? (
            <p className="mt-1 max-w-sm text-xs font-medium text-berry-700">
              {view.actionDescription}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2 md:justify-end">
          <button
            type="button"
            onClick={() => handlers.onDetail(entry)}
            aria-label={text('ordersDetailOf', { reference: entry.reference_code })}
            className={SECONDARY_BUTTON}
          >
            {text('ordersDetail')}
          </button>
          {view.showButtonHowToPay ? (
            <button
              type="button"
              onClick={() => handlers.onHowToPay(entry)}
              className={SECONDARY_BUTTON}
            >
              {text('ordersHowToPay')}
            </button>
          ) : null}
          {view.showPaymentStatus ? (
            <Link
              to={`${ORDER_PATHS.confirmation}/${encodeURIComponent(entry._id)}`}
              className={SECONDARY_BUTTON}
            >
              {text('ordersPaymentStatus')}
            </Link>
          ) : null}
          {view.canCancel ? (
            <button
              type="button"
              onClick={() => handlers.onAction('CANCEL', entry)}
              className={`${ACTION_BUTTON['btn-link']} flex-1 md:flex-none`}
            >
              {message('action_cancel')}
            </button>
          ) : null}
          {view.actionName ? (
            <button
              type="button"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => view.actionName && handlers.onAction(view.actionName, entry)}
              className={`${ACTION_BUTTON[view.btActClass] ?? ACTION_BUTTON['btn-primary']} w-full md:w-auto`}
            >
              {busy ? text('ordersWorking') : view.actionLabel}
            </button>
          ) : null}
        </div>
      </footer>
    </article>
  );
}
