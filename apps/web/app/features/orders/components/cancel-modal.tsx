import { useId, useMemo, useState } from 'react';
import { createCancelOrderSchema, type CancelOrderInput } from '@kilau/domain/orders';
import { BUTTON_CLASS, FormMessage, TextAreaField } from '~/components/ui/form-field';
import { Modal } from '~/components/ui/modal';
import { useToast } from '~/components/ui/toast';
import { useFormValidation } from '~/hooks/use-form-validation';
import { schemaParse } from '~/hooks/schema-parse';
import { useLocale, useMessage } from '~/lib/i18n';
import { CANCEL_REASON_MAX, CANCEL_REASONS, OTHER_REASON } from '../lib/cancel-reasons';
import { ORDER_INTENTS } from '../lib/order-intents';
import type { HistoryEntry } from '../types';
import { useOrderIntent } from './use-order-intent';
import type { StateAnswer } from './use-order-data';
import { useOrdersText, type OrdersTextKey } from '~/features/orders/text';

/** The radio group's name: which reason was chosen (its words are what is sent). */
const REASON_FIELD = 'reason';
const REASONS = new Set<string>([...CANCEL_REASONS, OTHER_REASON]);
const isReason = (value: string): value is OrdersTextKey => REASONS.has(value);

const REASON_CLASS =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl bg-white px-4 py-3 text-sm text-plum-900 ring-1 ring-blush-200 transition hover:ring-plum-900 has-[:checked]:ring-2 has-[:checked]:ring-plum-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-rose-600';

/**
 * CANCEL (000 §4 "opens cancel modal"): a reason chosen from the list, or written under
 * "Lainnya", sent with the order's reference (`PUT {order}/order/{id}/cancelled`). The card
 * then shows the cancelled state and its REORDER; a refusal (already packed, 409) is told here.
 */
export function CancelModal({
  entry,
  onClose,
  onCancelled,
  onRefused,
}: {
  entry: HistoryEntry | null;
  onClose: () => void;
  onCancelled: (entryId: string, state: StateAnswer) => void;
  /** The order can no longer be cancelled (409 `order_not_cancellable`). */
  onRefused: (entryId: string) => void;
}) {
  const text = useOrdersText();
  return (
    <Modal
      kind="orderCancel"
      open={entry !== null}
      onClose={onClose}
      title={text('ordersCancelTitle')}
    >
      {entry ? (
        <CancelForm
          key={entry._id}
          entry={entry}
          onClose={onClose}
          onCancelled={onCancelled}
          onRefused={onRefused}
        />
      ) : null}
    </Modal>
  );
}

function CancelForm({
  entry,
  onClose,
  onCancelled,
  onRefused,
}: {
  entry: HistoryEntry;
  onClose: () => void;
  onCancelled: (entryId: string, state: StateAnswer) => void;
  onRefused: (entryId: string) => void;
}) {
  const text = useOrdersText();
  const message = useMessage();
  const toast = useToast();
  const locale = useLocale();
  const cancel = useOrderIntent(ORDER_INTENTS.cancel);
  const name = useId();
  const [reason, setReason] = useState<OrdersTextKey | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const paid = entry.payment_status === 'settlement' || entry.payment_status === 'capture';
  // The chosen reason's words, or the written one under "Lainnya" (the API takes the text).
  const parse = useMemo(
    () =>
      schemaParse(createCancelOrderSchema(locale), (data) => {
        const chosen = data.get(REASON_FIELD);
        return {
          cancellation_reason:
            chosen === OTHER_REASON
              ? String(data.get('cancellation_reason') ?? '')
              : typeof chosen === 'string' && isReason(chosen)
                ? text(chosen)
                : '',
          reference_code: entry.reference_code,
        };
      }),
    [locale, text, entry.reference_code],
  );
  const form = useFormValidation({ parse, onValid: (input) => void submit(input) });
  const fieldError = form.errorFor('cancellation_reason');

  async function submit(input: CancelOrderInput) {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const result = await cancel(entry._id, input);
    setBusy(false);
    if (result.ok) {
      onCancelled(entry._id, result.data.state);
      toast.success(result.message ?? message('order_cancelled'));
      onClose();
      return;
    }
    if (result.status === 409 && result.errorCode === 'order_not_cancellable') onRefused(entry._id);
    const fields = (result.data as { fields?: Record<string, string> } | undefined)?.fields;
    setFailure(
      result.status === 401
        ? message('login_required')
        : (fields?.cancellation_reason ??
            (result.status === 409 || result.status === 422 ? result.message : null) ??
            message('order_call_failed')),
    );
  }

  const options: OrdersTextKey[] = [...CANCEL_REASONS, OTHER_REASON];
  return (
    <form {...form.formProps}>
      <p className="mb-4 text-sm text-plum-800">
        {text('ordersCancelIntro', { reference: entry.reference_code })}
      </p>
      <fieldset aria-describedby={fieldError ? `${name}-error` : undefined}>
        <legend className="sr-only">{text('ordersCancelLegend')}</legend>
        <div className="grid gap-2">
          {options.map((option) => (
            <label key={option} className={REASON_CLASS}>
              <input
                type="radio"
                name={REASON_FIELD}
                value={option}
                checked={reason === option}
                onChange={() => setReason(option)}
                className="size-4 shrink-0 accent-rose-600"
              />
              {text(option)}
            </label>
          ))}
        </div>
        {fieldError && reason !== OTHER_REASON ? (
          <p id={`${name}-error`} className="mt-2 text-sm font-medium text-berry-700">
            {fieldError}
          </p>
        ) : null}
      </fieldset>
      {reason === OTHER_REASON ? (
        <TextAreaField
          className="mt-3"
          name="cancellation_reason"
          label={text('ordersCancelOther')}
          maxLength={CANCEL_REASON_MAX}
          required
          error={fieldError}
        />
      ) : null}
      {paid ? <p className="mt-4 text-xs text-plum-700">{text('ordersCancelPaidNote')}</p> : null}
      {failure ? (
        <div className="mt-4">
          <FormMessage tone="error">{failure}</FormMessage>
        </div>
      ) : null}
      <div className="mt-6 grid grid-cols-2 gap-3">
        <button type="button" onClick={onClose} className={BUTTON_CLASS.secondary}>
          {text('ordersCancelKeep')}
        </button>
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className={BUTTON_CLASS.danger}
        >
          {busy ? text('ordersWorking') : text('ordersCancelSubmit')}
        </button>
      </div>
    </form>
  );
}
