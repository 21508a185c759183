import { useMemo, useState } from 'react';
import { formatDateTime, fromWibDateTime } from '@kilau/domain/shared';
import { BUTTON_CLASS, FormMessage, TextField } from '~/components/ui/form-field';
import { Modal } from '~/components/ui/modal';
import { useFormValidation } from '~/hooks/use-form-validation';
import { schemaParse } from '~/hooks/schema-parse';
import { useLocale, useMessage } from '~/lib/i18n';
import { createOvoPhoneSchema } from '@kilau/domain/payment';
import { ORDER_INTENTS } from '../lib/order-intents';
import type { HistoryEntry, OrderDetail } from '../types';
import { usePaymentPieces } from './orders-context';
import type { StateAnswer } from './use-order-data';
import { useOrderIntent } from './use-order-intent';
import { useOrdersText } from '~/features/orders/text';

/** What the retry modal shows: the OVO phone form, or a wallet payment already started. */
export type RetryView =
  | { entry: HistoryEntry; mode: 'ovo' }
  | { entry: HistoryEntry; mode: 'wallet'; order: OrderDetail };

/**
 * RETRY (000 §4 retry rule): OVO asks for the phone that receives the new payment request
 * (`POST {payment}/payments`); for GoPay the retry call was already made when RETRY was pressed,
 * so the modal shows its QR code and app link, as the checkout's outcome pages do.
 */
export function RetryModal({
  retry,
  methodName,
  onClose,
  onState,
}: {
  retry: RetryView | null;
  methodName: string;
  onClose: () => void;
  onState: (entryId: string, state: StateAnswer) => void;
}) {
  const text = useOrdersText();
  return (
    <Modal
      kind="orderRetry"
      open={retry !== null}
      onClose={onClose}
      title={text('ordersRetryTitle')}
    >
      {retry?.mode === 'ovo' ? (
        <OvoRetry key={retry.entry._id} entry={retry.entry} onState={onState} />
      ) : retry?.mode === 'wallet' ? (
        <WalletPayment
          key={retry.entry._id}
          entry={retry.entry}
          order={retry.order}
          methodName={methodName}
        />
      ) : null}
    </Modal>
  );
}

function OvoRetry({
  entry,
  onState,
}: {
  entry: HistoryEntry;
  onState: (entryId: string, state: StateAnswer) => void;
}) {
  const text = useOrdersText();
  const message = useMessage();
  const locale = useLocale();
  const payOvo = useOrderIntent(ORDER_INTENTS.payOvo);
  const parse = useMemo(() => schemaParse(createOvoPhoneSchema(locale)), [locale]);
  const form = useFormValidation({ parse, onValid: (input) => void submit(input.phone_no) });
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(phone: string) {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    // The action reads the number as typed again, with the same schema.
    const result = await payOvo(entry._id, { phone_no: phone });
    setBusy(false);
    if (result.ok) {
      setSent(true);
      if (result.data?.state) onState(entry._id, result.data.state);
      return;
    }
    const fields = (result.data as { fields?: Record<string, string> } | undefined)?.fields;
    if (fields?.phone_no) {
      form.setServerErrors({ phone_no: fields.phone_no });
      return;
    }
    setFailure(
      result.status === 401
        ? message('login_required')
        : result.status === 409 || result.status === 422
          ? (result.message ?? message('order_call_failed'))
          : message('order_call_failed'),
    );
  }

  if (sent) {
    return <FormMessage tone="success">{text('ordersRetryOvoSent')}</FormMessage>;
  }
  return (
    <form {...form.formProps} className="space-y-4">
      <p className="text-sm text-plum-800">{text('ordersRetryOvoIntro')}</p>
      <TextField
        name="phone_no"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix="+62"
        placeholder="812 3456 7890"
        label={text('ordersRetryOvoPhone')}
        required
        error={form.errorFor('phone_no')}
      />
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy || undefined}
        className={`${BUTTON_CLASS.primary} w-full`}
      >
        {busy ? text('ordersRetryOvoSending') : text('ordersRetryOvoSubmit')}
      </button>
    </form>
  );
}

function WalletPayment({
  entry,
  order,
  methodName,
}: {
  entry: HistoryEntry;
  order: OrderDetail;
  methodName: string;
}) {
  const text = useOrdersText();
  const locale = useLocale();
  const pieces = usePaymentPieces();
  const instruction = pieces.instructions(order);
  const expiry = typeof order.payment?.expiry_time === 'string' ? order.payment.expiry_time : null;
  // Midtrans writes expiry times in WIB without a zone.
  const expiresAt = expiry
    ? formatDateTime(expiry.includes('T') ? expiry : fromWibDateTime(expiry), locale)
    : '';
  return (
    <div className="space-y-4 text-center">
      <p className="text-sm text-plum-800">
        {text('ordersRetryWalletIntro', { reference: entry.reference_code, method: methodName })}
      </p>
      {expiresAt ? (
        <p className="text-sm font-semibold text-berry-700">
          {text('ordersRetryPayBefore', { time: expiresAt })}
        </p>
      ) : null}
      {instruction.kind === 'e_wallet' ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-cream-100 p-4">
          {instruction.qrUrl ? (
            <>
              <img
                src={instruction.qrUrl}
                alt={text('ordersRetryQrAlt', { method: methodName })}
                width={200}
                height={200}
                className="size-48 rounded-xl bg-white p-2 ring-1 ring-blush-200"
              />
              <p className="text-sm text-plum-800">
                {text('ordersRetryScan', { method: methodName })}
              </p>
            </>
          ) : null}
          {instruction.appUrl ? (
            <a href={instruction.appUrl} className={`${BUTTON_CLASS.primary} w-full sm:w-auto`}>
              {text('ordersRetryOpenApp', { method: methodName })}
            </a>
          ) : null}
        </div>
      ) : instruction.kind === 'continue' ? (
        <a href={instruction.url} className={`${BUTTON_CLASS.primary} w-full`}>
          {text('ordersRetryContinue')}
        </a>
      ) : order.redirect_url ? (
        <a href={order.redirect_url} className={`${BUTTON_CLASS.primary} w-full`}>
          {text('ordersRetryContinue')}
        </a>
      ) : null}
    </div>
  );
}
