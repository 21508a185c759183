import { formatRupiah } from '@kilau/domain/shared';
import type { CompanyBankAccount } from '../types';
import { CopyButton } from './copy-button';
import type { PaymentInstruction } from './orders-context';
import { useOrdersText } from '~/features/orders/text';

/** A number to type into a banking app, spaced for reading, with its copy button. */
export function NumberToPay({ label, value }: { label: string; value: string }) {
  const spaced = value.replace(/(\d{4})(?=\d)/g, '$1 ');
  return (
    <div className="rounded-2xl bg-cream-100 p-4">
      <p className="text-xs font-semibold uppercase tracking-wide text-plum-700">{label}</p>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
        <p className="break-all font-mono text-xl font-bold tracking-wide text-plum-900 sm:text-2xl">
          {spaced}
        </p>
        <CopyButton value={value} label={label} />
      </div>
    </div>
  );
}

/** The amount to pay, exactly, with its copy button. */
export function AmountToPay({ amount, label }: { amount: number; label: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl p-4 ring-1 ring-blush-200">
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-plum-700">{label}</p>
        <p className="text-2xl font-bold tabular-nums text-plum-900">{formatRupiah(amount)}</p>
      </div>
      <CopyButton value={String(amount)} label={label} />
    </div>
  );
}

/** The shop's bank accounts for a manual transfer. */
export function BankAccounts({ accounts }: { accounts: readonly CompanyBankAccount[] }) {
  const text = useOrdersText();
  return (
    <ul className="space-y-2.5">
      {accounts.map((account) => (
        <li
          key={account.id_bank_account}
          className="flex flex-wrap items-center gap-3 rounded-2xl bg-cream-100 p-4"
        >
          {account.logo ? (
            <img
              src={account.logo}
              alt=""
              width={56}
              height={24}
              className="h-6 w-14 object-contain"
            />
          ) : null}
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold uppercase tracking-wide text-plum-700">
              {account.bank_name}
            </p>
            <p className="font-mono text-lg font-bold tracking-wide text-plum-900">
              {account.account_number}
            </p>
            <p className="text-xs text-plum-700">
              {text('ordersConfirmAccountHolder', { name: account.account_name })}
            </p>
          </div>
          <CopyButton
            value={account.account_number}
            label={text('ordersConfirmAccountNumber', { bank: account.bank_name })}
          />
        </li>
      ))}
    </ul>
  );
}

/** What to pay with, read from the order's payment: a VA number or a store payment code. */
export function InstructionNumber({ instruction }: { instruction: PaymentInstruction | null }) {
  const text = useOrdersText();
  if (instruction?.kind === 'virtual_account') {
    return (
      <NumberToPay
        label={`${text('ordersDetailVa')} ${instruction.bank.toUpperCase()}`}
        value={instruction.number}
      />
    );
  }
  if (instruction?.kind === 'payment_code') {
    return <NumberToPay label={text('ordersHowToPayCode')} value={instruction.code} />;
  }
  return null;
}
