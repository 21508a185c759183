import { useEffect, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { formatDateTime, formatRupiah } from '@kilau/domain/shared';
import { CopyButton } from '~/components/payment/copy-button';
import { FormMessage } from '~/components/ui/form-field';
import { CameraIcon } from '~/components/ui/icons';
import { Image } from '~/components/ui/image';
import { useToast } from '~/components/ui/toast';
import type { ApiResult } from '~/lib/api-envelope';
import { useLocale, useMessage } from '~/lib/i18n';
import { ORDER_INTENTS } from '../lib/order-intents';
import { checkReceipt, RECEIPT_ACCEPT } from '../lib/receipt';
import { RETURN_LIMITS } from '../lib/return-form';
import {
  queueReturnPhotos,
  useReturnPhotoQueue,
  type PendingPhoto,
} from '../lib/return-photo-queue';
import { RETURN_TONE } from '../lib/return-view';
import type { OrderReturn } from '../types';
import { useOrdersApi } from './orders-context';
import { ReturnSteps } from './return-steps';
import { useOrderIntent } from './use-order-intent';
import { useOrdersText } from '~/features/orders/text';

const SMALL_BUTTON =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-full bg-white px-4 text-xs font-bold text-plum-900 ring-1 ring-plum-900/20 transition hover:ring-plum-900 disabled:cursor-wait disabled:opacity-60';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h4 className="mb-1.5 text-[0.7rem] font-bold uppercase tracking-[0.12em] text-plum-700">
        {title}
      </h4>
      {children}
    </div>
  );
}

/** A photo still on its way: its thumbnail with the progress, or the failure and a retry. */
function PendingThumb({
  photo,
  onRetry,
  onDiscard,
}: {
  photo: PendingPhoto;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const text = useOrdersText();
  const failed = photo.state === 'failed';
  return (
    <li className="w-[4.75rem]">
      <div
        className={`relative size-[4.75rem] overflow-hidden rounded-xl bg-cream-100 ring-1 ${
          failed ? 'ring-2 ring-berry-700' : 'ring-blush-200'
        }`}
      >
        {photo.preview ? (
          <img src={photo.preview} alt="" className="size-full object-cover opacity-70" />
        ) : null}
        {failed ? null : (
          <span className="absolute inset-x-1.5 bottom-1.5 h-1.5 overflow-hidden rounded-full bg-white/80">
            <span
              className="block h-full rounded-full bg-rose-600 transition-[width]"
              style={{ width: `${photo.state === 'uploading' ? photo.percent : 0}%` }}
            />
          </span>
        )}
      </div>
      <p
        role={failed ? 'alert' : 'status'}
        className="mt-1 text-[0.7rem] leading-snug text-plum-700"
      >
        {failed ? (
          <span className="font-semibold text-berry-700">{photo.error}</span>
        ) : photo.state === 'uploading' ? (
          text('returnsPhotoUploading', { percent: photo.percent })
        ) : (
          text('returnsPhotoWaiting')
        )}
      </p>
      {failed ? (
        <div className="mt-1 flex flex-col items-start gap-0.5">
          <button
            type="button"
            onClick={onRetry}
            aria-label={text('returnsPhotoRetryNamed', { name: photo.file.name })}
            className="text-xs font-bold text-plum-900 underline underline-offset-4"
          >
            {text('returnsPhotoRetry')}
          </button>
          <button
            type="button"
            onClick={onDiscard}
            aria-label={text('returnsPhotoDiscardNamed', { name: photo.file.name })}
            className="text-xs text-plum-700 underline underline-offset-4"
          >
            {text('returnsPhotoDiscard')}
          </button>
        </div>
      ) : null}
    </li>
  );
}

/** The photos the API has, those on their way, and "add a photo" while the request is open. */
function ReturnPhotos({ ret }: { ret: OrderReturn }) {
  const text = useOrdersText();
  const message = useMessage();
  const api = useOrdersApi();
  const queue = useReturnPhotoQueue(ret.reference);
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const count = ret.photos.length + queue.photos.length;
  const mayAdd = ret.status === 'requested' && count < RETURN_LIMITS.photosMax;
  if (count === 0 && !mayAdd) return null;

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0] ?? null;
    event.currentTarget.value = '';
    if (!chosen) return;
    const checked = await checkReceipt(chosen);
    if (!checked.ok) {
      setError(message(checked.code));
      return;
    }
    setError(null);
    queueReturnPhotos(ret.reference, [chosen], api.uploadReturnPhoto, (result: ApiResult<never>) =>
      result.ok
        ? ''
        : result.status === 401
          ? message('login_required')
          : (result.message ?? message('order_call_failed')),
    );
  }

  return (
    <Block title={text('returnsPhotos')}>
      <ul className="flex flex-wrap gap-2">
        {ret.photos.map((photo, index) => (
          <li key={photo.id}>
            <a
              href={photo.url}
              target="_blank"
              rel="noreferrer"
              aria-label={text('returnsPhotoOpen', { n: index + 1 })}
              className="block size-[4.75rem] overflow-hidden rounded-xl bg-cream-100 ring-1 ring-blush-200 transition hover:ring-plum-900"
            >
              <img
                src={photo.url}
                alt={text('returnsPhotoAlt', { n: index + 1, reference: ret.reference })}
                loading="lazy"
                className="size-full object-cover"
              />
            </a>
          </li>
        ))}
        {queue.photos.map((photo) => (
          <PendingThumb
            key={photo.id}
            photo={photo}
            onRetry={() => queue.retry(photo.id)}
            onDiscard={() => queue.discard(photo.id)}
          />
        ))}
        {mayAdd ? (
          <li>
            <label
              htmlFor={inputId}
              className="flex size-[4.75rem] cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-blush-300 bg-cream-50 text-center text-[0.7rem] font-bold text-plum-900 transition hover:border-plum-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-rose-600"
            >
              <CameraIcon className="size-5" />
              {text('returnsPhotoAdd')}
              <input
                id={inputId}
                type="file"
                accept={RECEIPT_ACCEPT}
                onChange={(event) => void add(event)}
                className="sr-only"
              />
            </label>
          </li>
        ) : null}
      </ul>
      {error ? (
        <p role="alert" className="mt-1.5 text-sm font-medium text-berry-700">
          {error}
        </p>
      ) : null}
    </Block>
  );
}

/** "Batalkan pengajuan", asked twice: withdrawn through the page's action. */
function WithdrawRequest({
  orderId,
  ret,
  onWithdrawn,
}: {
  orderId: string;
  ret: OrderReturn;
  onWithdrawn: (ret: OrderReturn) => void;
}) {
  const text = useOrdersText();
  const message = useMessage();
  const toast = useToast();
  const cancel = useOrderIntent(ORDER_INTENTS.cancelReturn);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function withdraw() {
    setBusy(true);
    setFailure(null);
    const result = await cancel(orderId, { return_reference: ret.reference });
    setBusy(false);
    if (result.ok) {
      setAsking(false);
      toast.success(text('returnsCancelled', { reference: ret.reference }));
      onWithdrawn(result.data);
      return;
    }
    setFailure(
      result.status === 401
        ? message('login_required')
        : (result.message ?? message('order_call_failed')),
    );
  }

  return (
    <div className="border-t border-blush-100 pt-4">
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      {asking ? (
        <div className="mt-2 rounded-2xl bg-cream-100 p-3">
          <p className="text-sm text-plum-900">
            {text('returnsCancelQuestion', { reference: ret.reference })}
          </p>
          <div className="mt-3 flex flex-wrap justify-end gap-2">
            <button
              type="button"
              onClick={() => setAsking(false)}
              disabled={busy}
              className={SMALL_BUTTON}
            >
              {text('returnsCancelKeep')}
            </button>
            <button
              type="button"
              onClick={() => void withdraw()}
              disabled={busy}
              aria-busy={busy || undefined}
              className="inline-flex min-h-10 items-center justify-center rounded-full bg-berry-700 px-4 text-xs font-bold text-white transition hover:bg-rose-700 disabled:cursor-wait disabled:opacity-60"
            >
              {busy ? text('ordersWorking') : text('returnsCancelConfirm')}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex justify-end">
          <button
            type="button"
            onClick={() => setAsking(true)}
            className="inline-flex min-h-10 items-center px-2 text-xs font-bold text-berry-700 underline-offset-4 hover:underline"
          >
            {text('returnsCancel')}
          </button>
        </div>
      )}
    </div>
  );
}

/** The money's way back: the amount, where it goes, and what proves it once sent. */
function RefundFacts({ ret }: { ret: OrderReturn }) {
  const text = useOrdersText();
  const refunded = ret.status === 'refunded';
  const bank = ret.bank;
  return (
    <div className="rounded-2xl bg-cream-100 p-3.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="text-xs font-semibold text-plum-700">
          {refunded ? text('returnsRefund') : text('returnsRefundEstimate')}
        </p>
        <p className="text-lg font-bold tabular-nums text-plum-900" data-testid="return-refund">
          {formatRupiah(ret.refund_amount)}
        </p>
      </div>
      {ret.shipping_refund > 0 ? (
        <p className="text-right text-xs text-plum-700">
          {text('returnsShippingRefund', { amount: formatRupiah(ret.shipping_refund) })}
        </p>
      ) : null}
      <p className="mt-1.5 text-sm text-plum-800">
        <span className="text-plum-700">{text('returnsRefundTo')}:</span>{' '}
        <span className="font-semibold text-plum-900">{ret.refund_method_label}</span>
        {bank ? (
          <span className="block break-words text-xs text-plum-700">
            {text('returnsBankAccount', {
              bank: bank.bank_name,
              number: bank.account_number,
              name: bank.account_name,
            })}
          </span>
        ) : null}
      </p>
      {refunded && ret.transfer_reference ? (
        <p className="mt-1.5 text-xs text-plum-700">
          {text('returnsTransferReference')}:{' '}
          <span className="font-mono font-semibold text-plum-900">{ret.transfer_reference}</span>
        </p>
      ) : null}
      {ret.store_credit_code ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-white p-3 ring-1 ring-blush-200">
          <div className="min-w-0">
            <p className="text-xs text-plum-700">{text('returnsStoreCredit')}</p>
            <p className="font-mono text-base font-bold tracking-wide text-plum-900">
              {ret.store_credit_code}
            </p>
            <p className="text-xs text-plum-700">{text('returnsStoreCreditHint')}</p>
          </div>
          <CopyButton value={ret.store_credit_code} label={text('returnsStoreCredit')} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * One return of the order (docs/design/returns.md), in the order's detail: its reference and
 * state, the steps with their WIB times, the instructions once approved or the reason it was
 * declined, the products, the reason given, the refund and where it goes (the store credit's
 * code once refunded), the photos (those still uploading, a failed one's retry) and, while it
 * is only requested, "Batalkan pengajuan".
 */
export function ReturnCard({
  orderId,
  ret,
  onChange,
  onWithdrawn,
}: {
  /** The order's id, for the page's action. */
  orderId: string;
  ret: OrderReturn;
  onChange: (ret: OrderReturn) => void;
  onWithdrawn: (ret: OrderReturn) => void;
}) {
  const text = useOrdersText();
  const locale = useLocale();
  const headingId = useId();
  // A photo that arrived answered the return anew: newer than what the card shows, it replaces it.
  const { answer } = useReturnPhotoQueue(ret.reference);
  useEffect(() => {
    if (answer && answer !== ret && answer.updated_at >= ret.updated_at) onChange(answer);
  }, [answer, ret, onChange]);

  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-blush-200/70 sm:p-5"
      data-testid="return-card"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 id={headingId} className="font-mono text-sm font-bold tracking-wide text-plum-900">
            <span className="sr-only">{text('returnsSection')} </span>
            {ret.reference}
          </h4>
          <p className="mt-0.5 text-xs text-plum-700">
            {text('returnsRequestedAt', { date: formatDateTime(ret.created_at, locale) })}
          </p>
        </div>
        <span className="order-state" data-tone={RETURN_TONE[ret.status]}>
          {ret.status_label}
        </span>
      </header>

      <ReturnSteps ret={ret} />

      {ret.status === 'approved' && ret.instructions ? (
        <div className="rounded-2xl bg-blush-50 p-3.5 ring-1 ring-blush-200">
          <h5 className="text-sm font-bold text-plum-900">{text('returnsInstructions')}</h5>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-plum-800">
            {ret.instructions}
          </p>
          <p className="mt-2 text-xs font-semibold text-rose-700">
            {text('returnsInstructionsHint', { reference: ret.reference })}
          </p>
        </div>
      ) : null}
      {ret.status === 'rejected' && ret.rejection_reason ? (
        <div className="rounded-2xl bg-berry-700/5 p-3.5 ring-1 ring-berry-700/20">
          <h5 className="text-sm font-bold text-berry-700">{text('returnsRejected')}</h5>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-plum-800">
            {ret.rejection_reason}
          </p>
        </div>
      ) : null}

      <Block title={text('returnsProducts')}>
        <ul className="space-y-2.5">
          {ret.lines.map((line) => (
            <li key={line.order_line_id} className="flex items-center gap-3">
              <Image
                src={line.image}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className="size-12 shrink-0 rounded-lg bg-cream-100 object-cover ring-1 ring-blush-100"
              />
              <div className="min-w-0 flex-1">
                {line.brand ? (
                  <p className="truncate text-[0.65rem] font-bold uppercase tracking-[0.08em] text-plum-700">
                    {line.brand}
                  </p>
                ) : null}
                <p className="line-clamp-2 text-sm font-semibold leading-snug text-plum-900">
                  {line.name}
                </p>
                <p className="text-xs text-plum-700">
                  {[line.variant, text('returnsLineQuantity', { count: line.quantity })]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <p className="shrink-0 text-sm font-semibold tabular-nums text-plum-900">
                {formatRupiah(line.refund_amount)}
              </p>
            </li>
          ))}
        </ul>
      </Block>

      <Block title={text('returnsReason')}>
        <p className="text-sm font-semibold text-plum-900">{ret.reason_label}</p>
        {ret.note ? (
          <p className="mt-0.5 whitespace-pre-line break-words text-sm text-plum-800">{ret.note}</p>
        ) : null}
      </Block>

      <ReturnPhotos ret={ret} />

      {ret.status === 'rejected' || ret.status === 'cancelled' ? null : <RefundFacts ret={ret} />}
      {ret.points_taken_back > 0 ? (
        <p className="text-xs text-plum-700">
          {text('returnsPointsTaken', { points: ret.points_taken_back })}
        </p>
      ) : null}

      {ret.status === 'requested' ? (
        <WithdrawRequest orderId={orderId} ret={ret} onWithdrawn={onWithdrawn} />
      ) : null}
    </article>
  );
}
