import { useEffect, useRef } from 'react';
import { INFINITE_SCROLL, loaderView, type LoaderState } from '@kilau/domain/engagement';
import { BagIcon } from '~/components/ui/icons';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { useMessage } from '~/lib/i18n';
import { requestLogin } from '~/lib/login-request';
import type { ListFailure } from '../lib/list-state';
import { PackageIcon } from './order-icons';
import { useOrdersText } from '~/features/orders/text';
import { EmptyPanel } from '~/components/ui/empty-panel';

/**
 * The end of the list (001 §4 infinite-scroll loader): while ready, the next page loads as the
 * end comes within 100 px of the screen (thresholds 0 and 0.2, 001 §9), with a "show more"
 * button for keyboards and browsers without an observer; loading says so; complete says
 * "no more"; error says why — 'Silakan login.' on a 401, the order calls' message otherwise
 * (000 §8) — with the loader's Retry button.
 */
export function ListEnd({
  loader,
  failure,
  empty,
  onLoadMore,
}: {
  loader: LoaderState;
  failure: ListFailure | null;
  /** No order is shown: the empty states speak instead of "no more". */
  empty: boolean;
  onLoadMore: () => void;
}) {
  const text = useOrdersText();
  const message = useMessage();
  const sentinel = useRef<HTMLDivElement>(null);
  const view = loaderView(loader, empty);

  const onLoadMoreRef = useRef(onLoadMore);
  useEffect(() => {
    onLoadMoreRef.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const target = sentinel.current;
    if (loader !== 'ready' || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((entry) => entry.isIntersecting)) onLoadMoreRef.current();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL.triggerDistancePx}px 0px`, threshold: [0, 0.2] },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [loader]);

  if (loader === 'error') {
    const login = failure === 'login';
    return (
      <div
        role="alert"
        className="mt-6 flex flex-col items-center gap-3 rounded-3xl bg-white px-6 py-8 text-center ring-1 ring-blush-200/70"
      >
        <p className="text-sm font-semibold text-plum-700">
          {view.text ? message(view.text) : null}
        </p>
        <p className="font-semibold text-berry-700">
          {message(login ? 'login_required' : 'order_call_failed')}
        </p>
        {login ? (
          <button
            type="button"
            onClick={() => requestLogin({ redirect: '/my-orders' })}
            className={BUTTON_CLASS.primary}
          >
            {text('ordersLogin')}
          </button>
        ) : view.retryButton ? (
          <button type="button" onClick={onLoadMore} className={BUTTON_CLASS.secondary}>
            {message(view.retryButton)}
          </button>
        ) : null}
      </div>
    );
  }

  if (empty) return null;

  return (
    <div ref={sentinel} className="mt-8 flex flex-col items-center gap-3" aria-live="polite">
      {loader === 'ready' ? (
        <button type="button" onClick={onLoadMore} className={BUTTON_CLASS.secondary}>
          {text('ordersLoadMore')}
        </button>
      ) : loader === 'loading' ? (
        <p role="status" className="flex items-center gap-2 text-sm text-plum-700">
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-blush-200 border-t-rose-600"
          />
          {text('ordersLoading')}
        </p>
      ) : view.text ? (
        <p className="flex items-center gap-3 text-xs font-semibold uppercase tracking-[0.14em] text-plum-700">
          <span aria-hidden="true" className="h-px w-10 bg-blush-300" />
          {message(view.text)}
          <span aria-hidden="true" className="h-px w-10 bg-blush-300" />
        </p>
      ) : null}
    </div>
  );
}

/** No order yet: an invitation to shop. */
export function EmptyOrders() {
  const text = useOrdersText();
  return (
    <EmptyPanel
      icon={<BagIcon className="size-10" />}
      title={text('ordersEmptyTitle')}
      text={text('ordersEmptyText')}
      cta={{ to: '/new-arrivals', label: text('ordersEmptyCta') }}
    />
  );
}

/** No order matches the filter: the loader's "no results", and a way back to every order. */
export function NoMatchingOrders({ onClear }: { onClear: () => void }) {
  const text = useOrdersText();
  const message = useMessage();
  return (
    <div className="flex flex-col items-center rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-blush-200/70">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-cream-100 text-plum-700">
        <PackageIcon className="size-8" />
      </span>
      <h2 className="mt-4 font-display text-xl font-semibold text-plum-900">
        {message('infinite_no_results')}
      </h2>
      <p className="mt-2 max-w-md text-sm text-plum-700">{text('ordersNoMatchText')}</p>
      <button type="button" onClick={onClear} className={`${BUTTON_CLASS.secondary} mt-6`}>
        {text('ordersFilterClear')}
      </button>
    </div>
  );
}
