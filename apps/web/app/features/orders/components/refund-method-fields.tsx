import { useId } from 'react';
import { SelectField, TextField } from '~/components/ui/form-field';
import { useLocale } from '~/lib/i18n';
import { bankDigits, RETURN_FIELDS, RETURN_LIMITS } from '../lib/return-form';
import type { RefundMethodCode, ReturnOptions } from '../types';
import { useOrdersText, type OrdersTextKey } from '~/features/orders/text';

const OPTION_CLASS =
  'flex cursor-pointer gap-3 rounded-2xl bg-white px-4 py-3 ring-1 ring-blush-200 transition hover:ring-plum-900 has-[:checked]:ring-2 has-[:checked]:ring-plum-900 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-cream-50 has-[:disabled]:hover:ring-blush-200 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-rose-600';

const HINTS: Record<RefundMethodCode, OrdersTextKey> = {
  original: 'returnFormMethodHint_original',
  bank_transfer: 'returnFormMethodHint_bank_transfer',
  store_credit: 'returnFormMethodHint_store_credit',
};

/**
 * Where the money goes: the methods the API offers, an unavailable one shown disabled with why;
 * a bank transfer asks for the bank (its account numbers' length said under the number), the
 * account number and the holder's name.
 */
export function RefundMethodFields({
  methods,
  banks,
  method,
  onMethod,
  bankCode,
  onBank,
  errorFor,
}: {
  methods: ReturnOptions['refund_methods'];
  banks: ReturnOptions['banks'];
  method: string;
  onMethod: (code: RefundMethodCode) => void;
  bankCode: string;
  onBank: (code: string) => void;
  errorFor: (name: string) => string | undefined;
}) {
  const text = useOrdersText();
  const locale = useLocale();
  const id = useId();
  const error = errorFor(RETURN_FIELDS.refundMethod);
  const bank = banks.find((candidate) => candidate.code === bankCode);
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="space-y-4">
      <legend className="sr-only">{text('returnFormStepRefund')}</legend>
      <div className="grid gap-2">
        {methods.map((offered) => (
          <label key={offered.code} className={OPTION_CLASS}>
            <input
              type="radio"
              name={RETURN_FIELDS.refundMethod}
              value={offered.code}
              checked={method === offered.code}
              disabled={!offered.available}
              onChange={() => onMethod(offered.code)}
              aria-describedby={`${id}-${offered.code}`}
              className="mt-0.5 size-4 shrink-0 accent-rose-600"
            />
            <span className="min-w-0">
              <span
                className={`block text-sm font-semibold ${offered.available ? 'text-plum-900' : 'text-plum-700'}`}
              >
                {offered.label}
              </span>
              <span id={`${id}-${offered.code}`} className="mt-0.5 block text-xs text-plum-700">
                {offered.available
                  ? text(HINTS[offered.code] ?? 'returnFormMethodUnavailable')
                  : (offered.unavailable_reason ?? text('returnFormMethodUnavailable'))}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-berry-700">
          {error}
        </p>
      ) : null}
      {method === 'bank_transfer' ? (
        <div className="grid gap-4 rounded-2xl bg-cream-50 p-4 ring-1 ring-blush-200 sm:grid-cols-2">
          <SelectField
            name={RETURN_FIELDS.bankCode}
            label={text('returnFormBank')}
            value={bankCode}
            onChange={(event) => onBank(event.currentTarget.value)}
            error={errorFor(RETURN_FIELDS.bankCode)}
            className="sm:col-span-2"
          >
            <option value="">{text('returnFormBankChoose')}</option>
            {banks.map((candidate) => (
              <option key={candidate.code} value={candidate.code}>
                {candidate.name}
              </option>
            ))}
          </SelectField>
          <TextField
            name={RETURN_FIELDS.accountNumber}
            label={text('returnFormAccountNumber')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={(bank?.max_digits ?? 20) + 6}
            hint={
              bank
                ? text('returnFormAccountNumberHint', {
                    bank: bank.name,
                    digits: bankDigits(bank, locale),
                  })
                : undefined
            }
            error={errorFor(RETURN_FIELDS.accountNumber)}
          />
          <TextField
            name={RETURN_FIELDS.accountName}
            label={text('returnFormAccountName')}
            autoComplete="name"
            maxLength={RETURN_LIMITS.accountNameMax}
            hint={text('returnFormAccountNameHint')}
            error={errorFor(RETURN_FIELDS.accountName)}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
