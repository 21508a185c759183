import { useMemo, type ReactNode } from 'react';
import { Form } from 'react-router';
import { formatRupiah } from '@kilau/domain/shared';
import { BUTTON_CLASS, TextAreaField, TextField } from '~/components/ui/form-field';
import { useFormValidation, type FormParse } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import {
  parseReturnApprove,
  parseReturnReject,
  parseReturnRefund,
  RETURN_FORM_FIELDS,
  RETURN_FORM_LIMITS,
  RETURN_INTENTS,
  type ReturnActionData,
  type ReturnIntent,
} from '../return-forms';
import { useAdminText } from '../text';
import type { AdminReturn } from '../types';

const CARD = 'rounded-2xl border border-blush-200 bg-white p-5';
const H3 = 'font-display text-lg font-semibold text-plum-900';

/** One action's form: its intent, the page's action, the API's refusals on its fields. */
function ActionForm<T>({
  intent,
  parse,
  answer,
  className,
  children,
}: {
  intent: ReturnIntent;
  parse: FormParse<T>;
  answer: ReturnActionData | undefined;
  className?: string;
  children: (field: (name: string) => { name: string; error: string | undefined }) => ReactNode;
}) {
  const form = useFormValidation({
    parse,
    serverErrors: answer?.intent === intent && !answer.ok ? answer.fields : undefined,
  });
  return (
    <Form method="post" {...form.formProps} className={className}>
      <input type="hidden" name={RETURN_FORM_FIELDS.intent} value={intent} />
      {children(form.field)}
    </Form>
  );
}

function Approve({ answer, busy }: { answer: ReturnActionData | undefined; busy: boolean }) {
  const text = useAdminText();
  const locale = useLocale();
  const parse = useMemo(() => parseReturnApprove(locale), [locale]);
  return (
    <ActionForm
      intent={RETURN_INTENTS.approve}
      parse={parse}
      answer={answer}
      className={`${CARD} flex flex-col gap-3`}
    >
      {(field) => (
        <>
          <h3 className={H3}>{text('returnApproveTitle')}</h3>
          <TextAreaField
            {...field(RETURN_FORM_FIELDS.instructions)}
            label={text('returnInstructions')}
            hint={text('returnApproveHelp')}
            defaultValue={text('returnInstructionsDefault')}
            maxLength={RETURN_FORM_LIMITS.instructionsMax}
            rows={8}
          />
          <button type="submit" disabled={busy} className={`${BUTTON_CLASS.primary} self-start`}>
            {text('returnApprove')}
          </button>
        </>
      )}
    </ActionForm>
  );
}

function Reject({ answer, busy }: { answer: ReturnActionData | undefined; busy: boolean }) {
  const text = useAdminText();
  const locale = useLocale();
  const parse = useMemo(() => parseReturnReject(locale), [locale]);
  return (
    <ActionForm
      intent={RETURN_INTENTS.reject}
      parse={parse}
      answer={answer}
      className={`${CARD} flex flex-col gap-3`}
    >
      {(field) => (
        <>
          <h3 className={H3}>{text('returnRejectTitle')}</h3>
          <TextAreaField
            {...field(RETURN_FORM_FIELDS.reason)}
            label={text('returnRejectReason')}
            maxLength={RETURN_FORM_LIMITS.reasonMax}
            rows={4}
          />
          <button type="submit" disabled={busy} className={`${BUTTON_CLASS.danger} self-start`}>
            {text('returnReject')}
          </button>
        </>
      )}
    </ActionForm>
  );
}

function Receive({ ret, busy }: { ret: AdminReturn; busy: boolean }) {
  const text = useAdminText();
  return (
    <Form method="post" className={`${CARD} flex flex-col gap-3`}>
      <input type="hidden" name={RETURN_FORM_FIELDS.intent} value={RETURN_INTENTS.receive} />
      <h3 className={H3}>{text('returnReceiveTitle')}</h3>
      <p className="text-sm text-plum-700">{text('returnReceiveHelp')}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{text('returnSellable')}</legend>
        {ret.lines.map((line) => (
          <label
            key={line.order_line_id}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl bg-cream-50 px-3 py-2 text-sm text-plum-900 ring-1 ring-blush-200 has-[:checked]:ring-plum-900"
          >
            <input type="hidden" name={RETURN_FORM_FIELDS.line} value={line.order_line_id} />
            <input
              type="checkbox"
              name={RETURN_FORM_FIELDS.sellable}
              value={line.order_line_id}
              defaultChecked
              className="size-4 shrink-0 accent-plum-900"
            />
            {text('returnReceiveLine', { name: line.name, count: line.quantity })}
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={busy} className={`${BUTTON_CLASS.primary} self-start`}>
        {text('returnReceive')}
      </button>
    </Form>
  );
}

function Refund({
  ret,
  answer,
  busy,
}: {
  ret: AdminReturn;
  answer: ReturnActionData | undefined;
  busy: boolean;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const parse = useMemo(() => parseReturnRefund(locale), [locale]);
  const amount = formatRupiah(ret.refund_amount);
  const method = ret.order?.payment_method_name || ret.refund_method_label;
  return (
    <ActionForm
      intent={RETURN_INTENTS.refund}
      parse={parse}
      answer={answer}
      className={`${CARD} flex flex-col gap-3`}
    >
      {(field) => (
        <>
          <h3 className={H3}>{text('returnRefundTitle')}</h3>
          <input type="hidden" name={RETURN_FORM_FIELDS.refundMethod} value={ret.refund_method} />
          <p className="text-sm text-plum-800">
            <span className="font-semibold text-plum-900">{ret.refund_method_label}</span> ·{' '}
            <span className="font-semibold tabular-nums text-plum-900">{amount}</span>
          </p>
          {ret.status === 'refunding' ? (
            <p className="rounded-xl bg-blush-100 p-3 text-sm text-plum-800">
              {text('returnRefundingNote')}
            </p>
          ) : null}
          {ret.refund_method === 'original' ? (
            <p className="text-sm text-plum-700">
              {text('returnRefundOriginal', { amount, method })}
            </p>
          ) : ret.refund_method === 'store_credit' ? (
            <p className="text-sm text-plum-700">
              {text('returnRefundStoreCreditHelp', { amount })}
            </p>
          ) : (
            <>
              <p className="text-sm text-plum-700">{text('returnRefundBankHelp', { amount })}</p>
              <TextField
                {...field(RETURN_FORM_FIELDS.transferReference)}
                label={text('returnTransferReference')}
                maxLength={RETURN_FORM_LIMITS.transferReferenceMax}
                autoComplete="off"
                className="max-w-sm"
              />
            </>
          )}
          <button type="submit" disabled={busy} className={`${BUTTON_CLASS.primary} self-start`}>
            {ret.status === 'refunding'
              ? text('returnRefundAgain')
              : text('returnRefundButton', { amount })}
          </button>
        </>
      )}
    </ActionForm>
  );
}

/**
 * What the return's state lets staff do (docs/design/returns.md "States"): a requested one is
 * approved with instructions (a default return address prefilled) or declined with a reason; an
 * approved one is received, each line sellable or not; a received one (or a gateway refund
 * still on its way) is refunded; an ended one offers nothing. Shown only to a role with
 * `orders.write`.
 */
export function ReturnActions({
  ret,
  answer,
  busy,
}: {
  ret: AdminReturn;
  answer: ReturnActionData | undefined;
  busy: boolean;
}) {
  const text = useAdminText();
  const body =
    ret.status === 'requested' ? (
      <div className="flex flex-col gap-4">
        <Approve answer={answer} busy={busy} />
        <Reject answer={answer} busy={busy} />
      </div>
    ) : ret.status === 'approved' ? (
      <Receive ret={ret} busy={busy} />
    ) : ret.status === 'received' || ret.status === 'refunding' ? (
      <Refund ret={ret} answer={answer} busy={busy} />
    ) : null;
  // A return rejected, withdrawn or refunded has nothing left to do.
  if (body === null) return null;
  return (
    <section aria-labelledby="return-actions" className="flex flex-col gap-3">
      <h2 id="return-actions" className="font-display text-xl font-semibold text-plum-900">
        {text('returnActions')}
      </h2>
      {body}
    </section>
  );
}
