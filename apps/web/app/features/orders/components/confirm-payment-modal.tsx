import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { translateOrKeep } from '@kilau/domain/messages';
import {
  groupOrderStatus,
  isPaymentFailureName,
  orderStateLabel,
  PaymentConfirmationFieldsSchema,
  type PaymentConfirmationFields,
} from '@kilau/domain/orders';
import { BUTTON_CLASS, FormMessage, TextField } from '~/components/ui/form-field';
import { Modal } from '~/components/ui/modal';
import { useToast } from '~/components/ui/toast';
import { fieldErrorsOf, useFormValidation, type FormParse } from '~/hooks/use-form-validation';
import { schemaParse } from '~/hooks/schema-parse';
import { useLocale, useMessage } from '~/lib/i18n';
import { checkReceipt, RECEIPT_ACCEPT } from '../lib/receipt';
import type { OrderCardView } from '../lib/order-view';
import type { HistoryEntry } from '../types';
import { ReceiptIcon } from './order-icons';
import { useOrdersApi, usePaymentPieces } from './orders-context';
import { AmountToPay, BankAccounts, InstructionNumber } from './pay-figures';
import {
  useBankAccounts,
  useOrderDetail,
  useStateRefresh,
  type StateAnswer,
} from './use-order-data';
import { useOrdersText } from '~/features/orders/text';

/** Banks offered as suggestions for the sender's bank (free text is fine). */
const SENDER_BANKS = [
  'BCA',
  'Mandiri',
  'BNI',
  'BRI',
  'CIMB Niaga',
  'Permata',
  'BSI',
  'Danamon',
  'BTN',
  'Jago',
];

/**
 * CONFIRM PAYMENT (000 §4, waiting payment): for a bank transfer, the shopper sends the
 * transfer's receipt (sender bank, account holder, png or jpg up to 5 MB, checked here first)
 * to `POST {order}/confirm-payment/{orderId}` with upload progress, and the order moves on to
 * payment verification. A gateway method confirms itself: the modal shows what to pay and
 * checks the payment's status with the gateway.
 */
export function ConfirmPaymentModal({
  entry,
  view,
  onClose,
  onState,
}: {
  entry: HistoryEntry | null;
  view: OrderCardView | null;
  onClose: () => void;
  onState: (entryId: string, state: StateAnswer) => void;
}) {
  const text = useOrdersText();
  return (
    <Modal
      kind="orderConfirmPayment"
      open={entry !== null && view !== null}
      onClose={onClose}
      title={text('ordersConfirmTitle')}
    >
      {entry && view ? (
        view.paymentMethodCode === 'bank_transfer' ? (
          <ReceiptForm key={entry._id} entry={entry} onClose={onClose} onState={onState} />
        ) : (
          <GatewayCheck key={entry._id} entry={entry} view={view} onState={onState} />
        )
      ) : null}
    </Modal>
  );
}

type Confirmation = PaymentConfirmationFields & { receipt: File };

/** The confirmation's text fields under the domain's schema, its codes in the page's words. */
const confirmationFields = schemaParse(PaymentConfirmationFieldsSchema);

function ReceiptForm({
  entry,
  onClose,
  onState,
}: {
  entry: HistoryEntry;
  onClose: () => void;
  onState: (entryId: string, state: StateAnswer) => void;
}) {
  const text = useOrdersText();
  const message = useMessage();
  const toast = useToast();
  const api = useOrdersApi();
  const accounts = useBankAccounts(true);
  const banksId = useId();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const locale = useLocale();
  // The file's own check (type, size) runs when it is chosen; this is what it said.
  const [receiptError, setReceiptError] = useState<string | undefined>(undefined);
  const parse = useMemo<FormParse<Confirmation>>(
    () => (data) => {
      const parsed = confirmationFields(data);
      const fields = parsed.ok
        ? {}
        : Object.fromEntries(
            Object.entries(parsed.fields).map(([name, code]) => [
              name,
              translateOrKeep(code, locale),
            ]),
          );
      const missing: Record<string, string> = file ? {} : { receipt: message('required') };
      return parsed.ok && file
        ? { ok: true, data: { ...parsed.data, receipt: file } }
        : { ok: false, fields: { ...fields, ...missing } };
    },
    [file, locale, message],
  );
  const form = useFormValidation({ parse, onValid: (input) => void submit(input) });
  // A file read after its change event: its field is checked again once it is known.
  const { recheck } = form;
  useEffect(() => {
    if (file) recheck('receipt');
  }, [file, recheck]);
  const errors = {
    bank_name: form.errorFor('bank_name'),
    account_name: form.errorFor('account_name'),
    receipt: receiptError ?? form.errorFor('receipt'),
  };
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  // The preview's object URL lives as long as it is shown.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0] ?? null;
    event.currentTarget.value = '';
    if (!chosen) return;
    const checked = await checkReceipt(chosen);
    if (!checked.ok) {
      setReceiptError(message(checked.code));
      return;
    }
    setReceiptError(undefined);
    setFile(chosen);
    setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(chosen) : null);
  }

  async function submit(input: Confirmation) {
    if (progress !== null) return;
    const body = new FormData();
    body.set('bank_name', input.bank_name);
    body.set('account_name', input.account_name);
    body.set('receipt', input.receipt, input.receipt.name);
    setFailure(null);
    setProgress(0);
    const result = await api.confirmPayment(entry._id, body, (share) =>
      setProgress(Math.round(share * 100)),
    );
    setProgress(null);
    if (result.ok) {
      if (result.data?.state) onState(entry._id, result.data.state);
      toast.success(text('ordersConfirmSent'));
      onClose();
      return;
    }
    const fields = fieldErrorsOf(result.data);
    if (Object.keys(fields).length > 0) {
      form.setServerErrors(fields);
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

  const busy = progress !== null;
  return (
    <form {...form.formProps} className="space-y-4">
      <p className="text-sm text-plum-800">
        {text('ordersConfirmIntro', { reference: entry.reference_code })}
      </p>
      {accounts && accounts.length > 0 ? (
        <section>
          <h3 className="mb-2 text-xs font-bold uppercase tracking-[0.12em] text-plum-700">
            {text('ordersConfirmAccounts')}
          </h3>
          <BankAccounts accounts={accounts} />
        </section>
      ) : null}
      <AmountToPay amount={entry.price} label={text('ordersConfirmAmount')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="bank_name"
          label={text('ordersConfirmBankName')}
          hint={text('ordersConfirmBankHint')}
          list={banksId}
          autoComplete="off"
          maxLength={60}
          required
          error={errors.bank_name}
        />
        <TextField
          name="account_name"
          label={text('ordersConfirmAccountName')}
          autoComplete="name"
          maxLength={100}
          required
          error={errors.account_name}
        />
      </div>
      <datalist id={banksId}>
        {SENDER_BANKS.map((bank) => (
          <option key={bank} value={bank} />
        ))}
      </datalist>

      <div>
        <p id={`${fileId}-label`} className="mb-1.5 text-sm font-semibold text-plum-900">
          {text('ordersConfirmReceipt')}
        </p>
        <div className="flex items-center gap-4 rounded-2xl border border-dashed border-blush-300 bg-white p-3">
          {preview ? (
            <img
              src={preview}
              alt={text('ordersConfirmReceiptPreview')}
              className="size-20 shrink-0 rounded-xl object-cover ring-1 ring-blush-200"
            />
          ) : (
            <span className="inline-flex size-20 shrink-0 items-center justify-center rounded-xl bg-cream-100 text-plum-700">
              <ReceiptIcon className="size-8" />
            </span>
          )}
          <div className="min-w-0 flex-1">
            {file ? (
              <p className="truncate text-sm font-semibold text-plum-900">{file.name}</p>
            ) : null}
            <label
              htmlFor={fileId}
              className="mt-1 inline-flex min-h-10 cursor-pointer items-center rounded-full bg-white px-4 text-xs font-bold text-plum-900 ring-1 ring-plum-900/30 transition hover:ring-plum-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-rose-600"
            >
              {file ? text('ordersConfirmReceiptChange') : text('ordersConfirmReceiptChoose')}
              <input
                id={fileId}
                name="receipt"
                type="file"
                accept={RECEIPT_ACCEPT}
                disabled={busy}
                aria-labelledby={`${fileId}-label`}
                aria-describedby={`${fileId}-hint${errors.receipt ? ` ${fileId}-error` : ''}`}
                aria-invalid={errors.receipt ? true : undefined}
                onChange={(event) => void choose(event)}
                className="sr-only"
              />
            </label>
          </div>
        </div>
        {errors.receipt ? (
          <p id={`${fileId}-error`} className="mt-1.5 text-sm font-medium text-berry-700">
            {errors.receipt}
          </p>
        ) : null}
        <p id={`${fileId}-hint`} className="mt-1.5 text-xs text-plum-700">
          {text('ordersConfirmReceiptHint')}
        </p>
      </div>

      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      {busy ? (
        <div role="status" className="space-y-1.5">
          <div className="h-2 overflow-hidden rounded-full bg-blush-100">
            <div
              className="h-full rounded-full bg-rose-600 transition-[width]"
              style={{ width: `${progress}%` }}
            />
          </div>
          <p className="text-xs text-plum-700">
            {text('ordersConfirmUploading', { percent: progress ?? 0 })}
          </p>
        </div>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy || undefined}
        className={`${BUTTON_CLASS.primary} w-full`}
      >
        {busy
          ? text('ordersConfirmUploading', { percent: progress ?? 0 })
          : text('ordersConfirmSubmit')}
      </button>
    </form>
  );
}

function GatewayCheck({
  entry,
  view,
  onState,
}: {
  entry: HistoryEntry;
  view: OrderCardView;
  onState: (entryId: string, state: StateAnswer) => void;
}) {
  const text = useOrdersText();
  const locale = useLocale();
  const pieces = usePaymentPieces();
  const { read } = useOrderDetail(entry._id);
  const [outcome, setOutcome] = useState<{
    kind: 'paid' | 'waiting' | 'ended';
    state: string;
  } | null>(null);
  const { checking, refresh } = useStateRefresh(entry._id, {
    poll: false,
    onState: (state) => onState(entry._id, state),
  });
  const order = read.status === 'ready' ? read.order : null;
  const instruction = order ? pieces.instructions(order) : null;

  async function check() {
    const state = await refresh(true);
    if (!state) return;
    const { group } = groupOrderStatus(state.name);
    const kind =
      group === 'waiting_payment' || group === 'other'
        ? 'waiting'
        : group === 'cancelled' || isPaymentFailureName(state.name)
          ? 'ended'
          : 'paid';
    setOutcome({ kind, state: orderStateLabel(state.name, locale) });
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-plum-800">
        {text('ordersConfirmGatewayIntro', { method: view.payment_method_name })}
      </p>
      <InstructionNumber instruction={instruction} />
      <AmountToPay amount={order?.total_paid ?? entry.price} label={text('ordersHowToPayAmount')} />
      {view.payment_due_at ? (
        <p className="text-sm font-semibold text-berry-700">{view.payment_due_at}</p>
      ) : null}
      <button
        type="button"
        onClick={() => void check()}
        disabled={checking}
        aria-busy={checking || undefined}
        className={`${BUTTON_CLASS.primary} w-full`}
      >
        {checking ? text('ordersDetailRefreshing') : text('ordersConfirmCheck')}
      </button>
      {outcome && !checking ? (
        <FormMessage tone={outcome.kind === 'paid' ? 'success' : 'info'}>
          {outcome.kind === 'paid'
            ? text('ordersConfirmPaid')
            : outcome.kind === 'waiting'
              ? text('ordersConfirmWaiting')
              : text('ordersDetailStateUpdated', { state: outcome.state })}
        </FormMessage>
      ) : null}
    </div>
  );
}
