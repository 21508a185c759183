import { Link } from 'react-router';
import { CART_PATH } from '@kilau/domain/cart';
import { formatRupiah } from '@kilau/domain/shared';
import { BagIcon, CloseIcon } from '~/components/ui/icons';
import { useMessage } from '~/lib/i18n';
import { requestLogin } from '~/lib/login-request';
import type { BagState } from './bag-provider';
import { BagLineSummary, linePrices } from './bag-line-summary';
import { useCartText } from '~/features/cart/text';

const PRIMARY =
  'inline-flex min-h-12 w-full items-center justify-center rounded-full bg-plum-900 px-6 text-sm font-bold tracking-wide text-cream-50 transition hover:bg-plum-800';

/**
 * The mini-cart's content (000 §3 "Mini-cart line"): the bag's lines with the subtotal and the
 * way to `/order` — for a guest, through the login form (the order pages are members' only).
 */
export function MiniCartPanel({
  state,
  titleId,
  onClose,
  onRetry,
}: {
  state: Pick<BagState, 'member' | 'lines' | 'status' | 'count'>;
  titleId: string;
  onClose: () => void;
  onRetry: () => void;
}) {
  const text = useCartText();
  const message = useMessage();
  const { lines, status, member } = state;
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const subtotal = lines.reduce((sum, line) => sum + linePrices(line).total, 0);

  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-blush-100 py-2 pl-5 pr-2">
        <h2 id={titleId} className="font-display text-lg font-semibold text-plum-900">
          {text('miniCartTitle')}
          {units > 0 ? (
            <span className="ml-2 font-sans text-sm font-normal text-plum-700">
              {text('miniCartItems', { count: units })}
            </span>
          ) : null}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={text('close')}
          className="inline-flex size-11 items-center justify-center rounded-full text-plum-700 hover:bg-blush-100"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>

      {status === 'loading' || status === 'idle' ? (
        <div role="status" aria-busy="true" className="space-y-4 p-5">
          <span className="sr-only">{text('miniCartLoading')}</span>
          {[0, 1].map((row) => (
            <div key={row} aria-hidden="true" className="flex animate-pulse gap-3">
              <div className="size-16 rounded-2xl bg-blush-100" />
              <div className="flex-1 space-y-2 py-1">
                <div className="h-2.5 w-1/3 rounded bg-blush-100" />
                <div className="h-3 w-4/5 rounded bg-blush-100" />
                <div className="h-2.5 w-1/2 rounded bg-blush-100" />
              </div>
            </div>
          ))}
        </div>
      ) : status === 'error' ? (
        <div role="alert" className="p-5 text-sm text-plum-800">
          <p>{text('miniCartError')}</p>
          <button
            type="button"
            onClick={onRetry}
            className="mt-3 min-h-11 font-semibold text-rose-700 underline underline-offset-4"
          >
            {text('retry')}
          </button>
        </div>
      ) : lines.length === 0 ? (
        <div className="flex flex-col items-center px-6 py-8 text-center">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-blush-100 text-rose-700">
            <BagIcon className="size-8" />
          </span>
          <p className="mt-4 font-semibold text-plum-900">{message('cart_empty')}</p>
          <p className="mt-1 text-sm text-plum-700">{text('miniCartEmptyHint')}</p>
          <Link
            to="/shop"
            onClick={onClose}
            className="mt-5 inline-flex min-h-11 items-center rounded-full border border-plum-900/20 px-6 text-sm font-bold text-plum-900 hover:border-plum-900"
          >
            {text('miniCartStartShopping')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="max-h-[min(26rem,50dvh)] divide-y divide-blush-100 overflow-y-auto overscroll-contain px-5">
            {lines.map((line) => (
              <li key={line._id || `${line.id}-${line.combination_id}`} className="py-4">
                <BagLineSummary line={line} onFollow={onClose} />
              </li>
            ))}
          </ul>
          <div className="space-y-3 border-t border-blush-100 bg-cream-50 p-5">
            <p className="flex items-baseline justify-between text-sm text-plum-800">
              <span>{text('subtotal')}</span>
              <span className="text-lg font-bold text-plum-900">{formatRupiah(subtotal)}</span>
            </p>
            {member ? (
              <Link to={CART_PATH} onClick={onClose} className={PRIMARY}>
                {text('viewBag')}
              </Link>
            ) : (
              <>
                <p className="text-xs leading-relaxed text-plum-700">{text('guestBagNote')}</p>
                <button
                  type="button"
                  onClick={() => {
                    onClose();
                    requestLogin({ view: 'login', redirect: CART_PATH });
                  }}
                  className={PRIMARY}
                >
                  {text('loginToCheckout')}
                </button>
              </>
            )}
          </div>
        </>
      )}
    </>
  );
}
