import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';
import { formatDateTime } from '@kilau/domain/shared';
import { FormMessage, TextAreaField } from '~/components/ui/form-field';
import { ArrowLeftIcon } from '~/components/ui/icons';
import { useToast } from '~/components/ui/toast';
import { useFormValidation } from '~/hooks/use-form-validation';
import type { ApiResult } from '~/lib/api-envelope';
import { useLocale, useMessage } from '~/lib/i18n';
import {
  RETURN_FIELDS,
  RETURN_LIMITS,
  returnFormParse,
  type ReturnFormAnswer,
} from '../lib/return-form';
import { queueReturnPhotos } from '../lib/return-photo-queue';
import type { RefundMethodCode, ReturnOptions } from '../types';
import { useOrdersApi } from './orders-context';
import { RefundMethodFields } from './refund-method-fields';
import { ReturnLinePicker, type ChosenLines } from './return-line-picker';
import { ReturnPhotoPicker, type ChosenPhoto } from './return-photo-picker';
import { useOrdersText } from '~/features/orders/text';

const REASON_CLASS =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl bg-white px-4 py-3 text-sm text-plum-900 ring-1 ring-blush-200 transition hover:ring-plum-900 has-[:checked]:ring-2 has-[:checked]:ring-plum-900 has-[:checked]:font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-rose-600';

/** The order detail the form came from (and goes back to). */
export const orderDetailPath = (reference: string) =>
  `/my-orders?order=${encodeURIComponent(reference)}`;

function Step({
  n,
  title,
  hint,
  error,
  errorId,
  children,
}: {
  n: number;
  title: string;
  hint?: string;
  error?: string | undefined;
  errorId?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`return-step-${n}`}
      className="rounded-3xl bg-white/70 p-4 ring-1 ring-blush-200/70 sm:p-6"
    >
      <header className="mb-4 flex items-start gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-plum-900 text-xs font-bold text-cream-50"
        >
          {n}
        </span>
        <div className="min-w-0 pt-0.5">
          <h2 id={`return-step-${n}`} className="text-base font-bold text-plum-900">
            {title}
          </h2>
          {hint ? <p className="mt-0.5 text-xs text-plum-700">{hint}</p> : null}
        </div>
      </header>
      {children}
      {error ? (
        <p id={errorId} className="mt-3 text-sm font-medium text-berry-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The return form (docs/design/returns.md): the lines to return with their quantities, the
 * reason (and a note, needed for "other"), photos, and where the money goes — a bank account's
 * number checked against the bank's length. Checked as the member goes (001 §5), sent to the
 * route's action, which checks again and asks the API; the API's refusals land on their fields.
 * Once the request exists its photos are queued for the return's card, and the member is back on
 * the order's detail.
 */
export function ReturnForm({ reference, options }: { reference: string; options: ReturnOptions }) {
  const text = useOrdersText();
  const locale = useLocale();
  const message = useMessage();
  const toast = useToast();
  const api = useOrdersApi();
  const navigate = useNavigate();
  const fetcher = useFetcher<ReturnFormAnswer>();
  const answer = fetcher.data;
  const busy = fetcher.state !== 'idle' || answer?.ok === true;

  const parse = useMemo(() => returnFormParse(options, locale), [options, locale]);
  const form = useFormValidation({
    parse,
    serverErrors: answer && !answer.ok ? answer.fields : undefined,
  });
  const [chosen, setChosen] = useState<ChosenLines>(() => {
    // An order of one returnable line starts with it ticked.
    const open = options.lines.filter((line) => line.returnable_quantity > 0);
    return open.length === 1 && open[0] ? { [open[0].order_line_id]: 1 } : {};
  });
  const [reason, setReason] = useState('');
  const [method, setMethod] = useState<RefundMethodCode | ''>('');
  const [bankCode, setBankCode] = useState('');
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [note, setNote] = useState('');

  // A stepper's change is not an input event the form hears: its field is checked again.
  const { recheck } = form;
  const changed = useRef<string | null>(null);
  useEffect(() => {
    if (changed.current) recheck(changed.current);
    changed.current = null;
  }, [chosen, recheck]);
  const chooseLine = (lineId: string, quantity: number | null) => {
    changed.current = quantity === null ? RETURN_FIELDS.lines : RETURN_FIELDS.quantity(lineId);
    setChosen((current) => {
      const { [lineId]: _gone, ...rest } = current;
      return quantity === null ? rest : { ...current, [lineId]: quantity };
    });
  };

  // Sent: the photos go up from the return's card, and the member is back on the order.
  const sent = answer?.ok ? answer : null;
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!sent || handled.current === sent.reference) return;
    handled.current = sent.reference;
    queueReturnPhotos(
      sent.reference,
      photosRef.current.map((photo) => photo.file),
      api.uploadReturnPhoto,
      (result: ApiResult<never>) =>
        !result.ok && result.status === 401
          ? message('login_required')
          : (!result.ok && result.message) || message('order_call_failed'),
    );
    toast.success(text('returnFormSent', { reference: sent.reference }));
    void navigate(orderDetailPath(sent.orderReference), { replace: true });
  }, [sent, api, message, toast, text, navigate]);

  const refusal =
    answer && !answer.ok && (!answer.fields || Object.keys(answer.fields).length === 0)
      ? (answer.message ?? message('order_call_failed'))
      : null;
  const count = Object.keys(chosen).length;
  const items = Object.values(chosen).reduce((sum, quantity) => sum + (quantity || 0), 0);
  const methodLabel = options.refund_methods.find((offered) => offered.code === method)?.label;
  const reasonError = form.errorFor(RETURN_FIELDS.reason);
  const linesError = form.errorFor(RETURN_FIELDS.lines);

  return (
    <fetcher.Form
      method="post"
      {...form.formProps}
      aria-labelledby="return-form-title"
      className="mx-auto max-w-6xl px-4 pb-16 pt-4 md:pt-8"
    >
      <Link
        to={orderDetailPath(reference)}
        className="inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold text-plum-800 hover:text-plum-900"
      >
        <ArrowLeftIcon className="size-4" />
        {text('returnFormBack')}
      </Link>
      <header className="mb-6 mt-2">
        <h1
          id="return-form-title"
          className="font-display text-3xl font-semibold text-plum-900 md:text-4xl"
        >
          {text('returnFormTitle')}
        </h1>
        <p className="mt-1 text-sm text-plum-700">
          <span className="font-mono font-semibold text-plum-900">
            {text('returnFormOrder', { reference })}
          </span>
          {options.window_ends_at ? (
            <>
              {' · '}
              {text('returnFormDeadline', {
                date: formatDateTime(options.window_ends_at, locale),
              })}
            </>
          ) : null}
        </p>
      </header>

      <div className="grid gap-5 dt:grid-cols-[minmax(0,1fr)_22rem] dt:items-start dt:gap-8">
        <div className="space-y-5">
          <Step
            n={1}
            title={text('returnFormStepProducts')}
            hint={text('returnFormStepProductsHint')}
            error={linesError}
            errorId="return-lines-error"
          >
            <ReturnLinePicker
              lines={options.lines}
              chosen={chosen}
              onChange={chooseLine}
              errorFor={form.errorFor}
            />
          </Step>

          <Step
            n={2}
            title={text('returnFormStepReason')}
            error={reasonError}
            errorId="return-reason-error"
          >
            <fieldset aria-describedby={reasonError ? 'return-reason-error' : undefined}>
              <legend className="sr-only">{text('returnFormStepReason')}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {options.reasons.map((offered) => (
                  <label key={offered.code} className={REASON_CLASS}>
                    <input
                      type="radio"
                      name={RETURN_FIELDS.reason}
                      value={offered.code}
                      checked={reason === offered.code}
                      onChange={() => setReason(offered.code)}
                      className="size-4 shrink-0 accent-rose-600"
                    />
                    {offered.label}
                  </label>
                ))}
              </div>
            </fieldset>
            <TextAreaField
              className="mt-4"
              name={RETURN_FIELDS.note}
              label={text('returnFormNote')}
              optional={reason !== 'other'}
              hint={`${text('returnFormNoteHint')} ${text('returnFormNoteCount', { count: note.length })}`}
              maxLength={RETURN_LIMITS.noteMax}
              rows={4}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              error={form.errorFor(RETURN_FIELDS.note)}
            />
          </Step>

          <Step n={3} title={text('returnFormStepPhotos')}>
            <ReturnPhotoPicker photos={photos} onChange={setPhotos} disabled={busy} />
          </Step>

          <Step n={4} title={text('returnFormStepRefund')}>
            <RefundMethodFields
              methods={options.refund_methods}
              banks={options.banks}
              method={method}
              onMethod={setMethod}
              bankCode={bankCode}
              onBank={setBankCode}
              errorFor={form.errorFor}
            />
          </Step>
        </div>

        <aside
          aria-labelledby="return-summary"
          className="rounded-3xl bg-plum-900 p-5 text-cream-50 dt:sticky dt:top-36"
        >
          <h2 id="return-summary" className="font-display text-xl font-semibold">
            {text('returnFormSummary')}
          </h2>
          <p className="mt-2 text-sm" aria-live="polite">
            {text('returnFormSummaryItems', { count: items })}
            {methodLabel ? ` · ${methodLabel}` : ''}
          </p>
          {count > 0 ? (
            <ul className="mt-2 space-y-1 text-xs text-cream-50/85">
              {options.lines
                .filter((line) => chosen[line.order_line_id] !== undefined)
                .map((line) => (
                  <li key={line.order_line_id} className="flex justify-between gap-3">
                    <span className="min-w-0 truncate">{line.name}</span>
                    <span className="shrink-0 tabular-nums">× {chosen[line.order_line_id]}</span>
                  </li>
                ))}
            </ul>
          ) : null}
          <p className="mt-3 text-xs leading-relaxed text-cream-50/80">
            {text('returnFormSummaryHint')}
          </p>
          {refusal ? (
            <div className="mt-4">
              <FormMessage tone="error">{refusal}</FormMessage>
            </div>
          ) : null}
          <button
            type="submit"
            disabled={busy}
            aria-busy={busy || undefined}
            className="mt-4 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-cream-50 px-6 text-sm font-bold tracking-wide text-plum-900 transition hover:bg-white disabled:cursor-wait disabled:opacity-70"
          >
            {busy ? text('returnFormSubmitting') : text('returnFormSubmit')}
          </button>
        </aside>
      </div>
    </fetcher.Form>
  );
}
