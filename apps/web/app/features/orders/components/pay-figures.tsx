import {
  AmountToPay,
  BankAccountList,
  NumberToPay,
  type TransferAccount,
} from '~/components/payment/bank-transfer-figures';
import type { PaymentInstruction } from './orders-context';
import { useOrdersText } from '~/features/orders/text';

/** The shop's bank accounts for a manual transfer, in the order screens' words. */
export function BankAccounts({ accounts }: { accounts: readonly TransferAccount[] }) {
  const text = useOrdersText();
  return (
    <BankAccountList
      accounts={accounts}
      holder={(name) => text('ordersConfirmAccountHolder', { name })}
      copyLabel={(bank) => text('ordersConfirmAccountNumber', { bank })}
    />
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

export { AmountToPay, NumberToPay };
