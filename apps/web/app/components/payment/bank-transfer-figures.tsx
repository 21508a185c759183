import { formatRupiah } from '@kilau/domain/shared';
import { NameBadge } from '~/components/ui/name-badge';
import { CopyButton } from './copy-button';

/**
 * The figures a shopper types into a banking app, shown the same way after placing an order
 * and in the order history: a number, the amount and the shop's bank accounts, each with its
 * copy button. The caller gives the labels in its own words.
 */

/** A number to type into a banking app, large and spaced for reading, with its copy button. */
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

/** One of the shop's bank accounts for a manual transfer (as the payment methods list them). */
export type TransferAccount = {
  id_bank_account: string | number;
  bank_name: string;
  account_number: string;
  account_name: string;
  logo?: string | null;
};

/** The shop's bank accounts for a manual transfer. */
export function BankAccountList({
  accounts,
  holder,
  copyLabel,
}: {
  accounts: readonly TransferAccount[];
  /** "a.n. {name}" in the caller's words. */
  holder: (name: string) => string;
  /** The copy button's label for an account number of `bank`. */
  copyLabel: (bank: string) => string;
}) {
  return (
    <ul className="space-y-3">
      {accounts.map((account) => (
        <li
          key={account.id_bank_account}
          className="flex flex-wrap items-center gap-3 rounded-2xl bg-cream-100 p-4"
        >
          <NameBadge name={account.bank_name} size="sm" decorative />
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold uppercase tracking-wide text-plum-700">
              {account.bank_name}
            </p>
            <p className="font-mono text-lg font-bold tracking-wide text-plum-900">
              {account.account_number}
            </p>
            <p className="text-xs text-plum-700">{holder(account.account_name)}</p>
          </div>
          <CopyButton value={account.account_number} label={copyLabel(account.bank_name)} />
        </li>
      ))}
    </ul>
  );
}
