import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ORDER_PATHS } from '@kilau/domain/checkout';
import { retryCall, type OrderAction } from '@kilau/domain/orders';
import { useToast } from '~/components/ui/toast';
import { useLocale, useMessage } from '~/lib/i18n';
import { SITE_NAME } from '~/lib/seo';
import { withCancelled, withState } from '../lib/entry-updates';
import {
  filterFromUrl,
  filterSearch,
  isFiltered,
  listRequest,
  NO_FILTER,
  sameFilter,
  statusBuckets,
} from '../lib/filter';
import { failureOf, initialList, listReducer, type ListFailure } from '../lib/list-state';
import { appNameOf, orderCardView } from '../lib/order-view';
import type { HistoryEntry, HistoryPage, OrderDetail, OrderFilter, OrderStateRow } from '../types';
import { CancelModal } from './cancel-modal';
import { ConfirmPaymentModal } from './confirm-payment-modal';
import { FilterBar } from './filter-bar';
import { HowToPayModal } from './how-to-pay-modal';
import { EmptyOrders, ListEnd, NoMatchingOrders } from './list-end';
import { deliveredLine, OrderCard, type CardHandlers, type LineActionHook } from './order-card';
import { OrderDetailModal } from './order-detail-modal';
import { useOrdersApi } from './orders-context';
import { useOrderIntent } from './use-order-intent';
import { ORDER_INTENTS } from '../lib/order-intents';
import { RetryModal, type RetryView } from './retry-modal';
import { TrackModal } from './track-modal';
import type { StateAnswer } from './use-order-data';
import { useReorder } from './use-reorder';
import { useOrdersText } from '~/features/orders/text';

/** What the route's loader hands the screen: the filter, the states and the first page. */
export type OrdersInitial = {
  filter: OrderFilter;
  states: OrderStateRow[];
  /** The first page, or null when it could not be read. */
  first: HistoryPage | null;
  failure: ListFailure | null;
  serverNow: number;
  /** `?order=` (an order e-mail's link): the first page's order whose detail opens at once. */
  openOrderId?: string | null;
};

/** How often the cards' time-based rules (retry window) are judged again. */
const CLOCK_TICK_MS = 15_000;

/** The loader's clock while rendering on the server and hydrating, then the browser's. */
function useClock(serverNow: number): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, CLOCK_TICK_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  return now;
}

type ActionModal = { kind: 'confirm' | 'howToPay' | 'track' | 'cancel'; id: string };
type RetryState = { id: string; mode: 'ovo' } | { id: string; mode: 'wallet'; order: OrderDetail };

/**
 * The /my-orders tab (000 §4 "Order list", 001 §2): the member's orders, newest first, ten at
 * a time by skip; a status filter (buckets of states by formatted name) and a date range, kept
 * in the URL, each change starting the list again; more pages as the end comes into view while
 * the last page was full; every card's action and the order-history modals.
 */
const noLineAction: LineActionHook = () => null;

export function OrderHistory({
  initial,
  useLineAction = noLineAction,
}: {
  initial: OrdersInitial;
  /** What a delivered order's line offers, composed by the route (a review, issue 19). */
  useLineAction?: LineActionHook;
}) {
  const text = useOrdersText();
  const message = useMessage();
  const locale = useLocale();
  const toast = useToast();
  const api = useOrdersApi();
  const reorder = useReorder();
  const retryGopay = useOrderIntent(ORDER_INTENTS.retryGopay);
  const now = useClock(initial.serverNow);
  const buckets = useMemo(() => statusBuckets(initial.states), [initial.states]);

  const [list, dispatch] = useReducer(listReducer, initial, (value) =>
    initialList(value.filter, value.first, value.failure),
  );
  // New loader data (another visit, a revalidation) starts the list afresh.
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    dispatch({
      type: 'replace',
      state: initialList(initial.filter, initial.first, initial.failure),
    });
  }

  // The newest request wins: a filter change makes a page still on its way stale.
  const ticket = useRef(0);
  const fetchPage = useCallback(
    async (filter: OrderFilter, skip: number) => {
      const mine = ++ticket.current;
      const result = await api.list(listRequest(skip, filter, buckets));
      if (mine !== ticket.current) return;
      if (result.ok) {
        const entries = Array.isArray(result.data) ? result.data : [];
        dispatch({ type: 'loaded', page: { entries, total: result.meta.total ?? entries.length } });
      } else {
        dispatch({ type: 'failed', failure: failureOf(result.status) });
      }
    },
    [api, buckets],
  );

  const loadMore = useCallback(() => {
    if (list.loader !== 'ready' && list.loader !== 'error') return;
    dispatch({ type: 'load' });
    void fetchPage(list.filter, list.skip);
  }, [fetchPage, list.filter, list.loader, list.skip]);

  // The filter lives in the URL: a change (or back and forward) resets the list (000 §4).
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const urlFilter = useMemo(
    () => filterFromUrl(new URL(`http://shop/?${search}`), buckets),
    [search, buckets],
  );
  useEffect(() => {
    if (sameFilter(urlFilter, list.filter)) return;
    dispatch({ type: 'reset', filter: urlFilter });
    void fetchPage(urlFilter, 0);
  }, [urlFilter, list.filter, fetchPage]);
  const changeFilter = (next: OrderFilter) =>
    setSearchParams(new URLSearchParams(filterSearch(next)), { preventScrollReset: true });

  const context = useMemo(() => ({ now, locale, appName: appNameOf(SITE_NAME) }), [now, locale]);
  const views = useMemo(
    () => new Map(list.entries.map((entry) => [entry._id, orderCardView(entry, context)])),
    [list.entries, context],
  );
  // What delivered orders' lines offer (the route's: "Tulis ulasan", issue 19).
  const deliveredLines = useMemo(
    () =>
      list.entries
        .filter((entry) => views.get(entry._id)?.status.group === 'delivered')
        .flatMap((entry) => entry.products.map(deliveredLine))
        .filter((line) => line.combinationId !== '' && line.slug !== ''),
    [list.entries, views],
  );
  const lineAction = useLineAction(deliveredLines);
  const byId = (id: string | null | undefined) =>
    id ? (list.entries.find((entry) => entry._id === id) ?? null) : null;

  const [detailId, setDetailId] = useState<string | null>(initial.openOrderId ?? null);
  const [modal, setModal] = useState<ActionModal | null>(null);
  const [retry, setRetry] = useState<RetryState | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const navigate = useNavigate();

  const onState = useCallback((id: string, state: StateAnswer) => {
    dispatch({ type: 'update', id, change: (entry) => withState(entry, state, new Date()) });
  }, []);

  async function retryPayment(entry: HistoryEntry) {
    // A failed payment still held: the order's failed page offers paying again (ADR 0034).
    if (views.get(entry._id)?.isPayAgain) {
      navigate(`${ORDER_PATHS.failed}/${encodeURIComponent(entry._id)}`);
      return;
    }
    const call = retryCall(entry.payment_method?.code ?? '');
    if (call === 'ovo_payment') {
      setRetry({ id: entry._id, mode: 'ovo' });
      return;
    }
    if (call !== 'gopay_retry') return;
    // GoPay: the retry call first, then the modal shows how to pay the new charge (000 §4).
    setBusyId(entry._id);
    const result = await retryGopay(entry._id);
    setBusyId(null);
    if (result.ok) {
      if (result.data?.state) onState(entry._id, result.data.state);
      setRetry({ id: entry._id, mode: 'wallet', order: result.data });
      return;
    }
    toast.error(
      result.status === 401
        ? message('login_required')
        : result.status === 409 && result.message
          ? result.message
          : message('order_call_failed'),
    );
  }

  const handlers: CardHandlers = {
    onAction(action: OrderAction, entry: HistoryEntry) {
      switch (action) {
        case 'CONFIRM PAYMENT':
          setModal({ kind: 'confirm', id: entry._id });
          return;
        case 'TRACK ORDER':
          setModal({ kind: 'track', id: entry._id });
          return;
        case 'CANCEL':
          setModal({ kind: 'cancel', id: entry._id });
          return;
        case 'RETRY':
          void retryPayment(entry);
          return;
        case 'REORDER':
          setBusyId(entry._id);
          void reorder(entry).then((leaving) => {
            if (!leaving) setBusyId(null);
          });
          return;
      }
    },
    onDetail: (entry) => setDetailId(entry._id),
    onHowToPay: (entry) => setModal({ kind: 'howToPay', id: entry._id }),
  };

  const closeModal = () => setModal(null);
  const modalEntry = (kind: ActionModal['kind']) => (modal?.kind === kind ? byId(modal.id) : null);
  const modalView = (kind: ActionModal['kind']) =>
    modal?.kind === kind ? (views.get(modal.id) ?? null) : null;
  const detailEntry = byId(detailId);
  const retryEntry = byId(retry?.id);
  const retryView: RetryView | null =
    retry && retryEntry
      ? retry.mode === 'ovo'
        ? { entry: retryEntry, mode: 'ovo' }
        : { entry: retryEntry, mode: 'wallet', order: retry.order }
      : null;

  const count = list.entries.length;
  const filtered = isFiltered(list.filter);
  return (
    <section aria-labelledby="orders-title">
      <header className="mb-5">
        <h1
          id="orders-title"
          className="font-display text-3xl font-semibold text-plum-900 md:text-4xl"
        >
          {text('ordersTitle')}
        </h1>
        <p className="mt-1 text-sm text-plum-700" aria-live="polite">
          {count > 0
            ? `${count < list.total ? text('ordersShown', { shown: count, total: list.total }) : text('ordersCount', { count: list.total })} · `
            : ''}
          {text('ordersIntro')}
        </p>
      </header>

      <div className="mb-5">
        <FilterBar filter={list.filter} buckets={buckets} now={now} onChange={changeFilter} />
      </div>

      {count === 0 && list.loader === 'complete' ? (
        filtered ? (
          <NoMatchingOrders onClear={() => changeFilter(NO_FILTER)} />
        ) : (
          <EmptyOrders />
        )
      ) : (
        <ul
          aria-labelledby="orders-title"
          aria-busy={list.loader === 'loading' || undefined}
          className="space-y-4"
        >
          {list.entries.map((entry) => {
            const view = views.get(entry._id);
            return view ? (
              <li key={entry._id}>
                <OrderCard
                  entry={entry}
                  view={view}
                  busy={busyId === entry._id}
                  handlers={handlers}
                  lineAction={lineAction}
                />
              </li>
            ) : null;
          })}
        </ul>
      )}

      <ListEnd
        loader={list.loader}
        failure={list.failure}
        empty={count === 0}
        onLoadMore={loadMore}
      />

      <OrderDetailModal
        entry={detailEntry}
        view={detailEntry ? (views.get(detailEntry._id) ?? null) : null}
        onClose={() => setDetailId(null)}
        onState={onState}
        handlers={handlers}
      />
      <ConfirmPaymentModal
        entry={modalEntry('confirm')}
        view={modalView('confirm')}
        onClose={closeModal}
        onState={onState}
      />
      <HowToPayModal
        entry={modalEntry('howToPay')}
        view={modalView('howToPay')}
        onClose={closeModal}
      />
      <TrackModal entry={modalEntry('track')} onClose={closeModal} />
      <CancelModal
        entry={modalEntry('cancel')}
        onClose={closeModal}
        onCancelled={(id, state) =>
          dispatch({
            type: 'update',
            id,
            change: (entry) => withCancelled(entry, state, new Date()),
          })
        }
        onRefused={(id) =>
          dispatch({
            type: 'update',
            id,
            change: (entry) => ({ ...entry, action: { ...entry.action, can_cancel: false } }),
          })
        }
      />
      <RetryModal
        retry={retryView}
        methodName={retryEntry ? (views.get(retryEntry._id)?.payment_method_name ?? '') : ''}
        onClose={() => setRetry(null)}
        onState={onState}
      />
    </section>
  );
}
