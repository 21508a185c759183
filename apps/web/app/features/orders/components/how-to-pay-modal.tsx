import { Link } from 'react-router';
import { formatRupiah } from '@kilau/domain/shared';
import { Modal } from '~/components/ui/modal';
import { useLocale, useMessage } from '~/lib/i18n';
import { SITE_NAME } from '~/lib/seo';
import type { OrderCardView } from '../lib/order-view';
import type { HistoryEntry } from '../types';
import { MethodLogo } from './order-card';
import { usePaymentPieces } from './orders-context';
import { AmountToPay, BankAccounts, InstructionNumber } from './pay-figures';
import { useBankAccounts, useOrderDetail } from './use-order-data';
import { useOrdersText } from '~/features/orders/text';

/**
 * How to pay an order still waiting for payment (000 §4 how-to-pay button): the VA number or
 * payment code (or the shop's accounts for a transfer), the exact amount, the due time in WIB,
 * and the method's step-by-step guide filled with the order's own figures.
 */
export function HowToPayModal({
  entry,
  view,
  onClose,
}: {
  entry: HistoryEntry | null;
  view: OrderCardView | null;
  onClose: () => void;
}) {
  const text = useOrdersText();
  return (
    <Modal
      kind="orderHowToPay"
      open={entry !== null && view !== null}
      onClose={onClose}
      title={text('ordersHowToPayTitle')}
    >
      {entry && view ? <HowToPayBody key={entry._id} entry={entry} view={view} /> : null}
    </Modal>
  );
}

function HowToPayBody({ entry, view }: { entry: HistoryEntry; view: OrderCardView }) {
  const text = useOrdersText();
  const message = useMessage();
  const locale = useLocale();
  const pieces = usePaymentPieces();
  const { read } = useOrderDetail(entry._id);
  const method = view.paymentMethodCode;
  const accounts = useBankAccounts(method === 'bank_transfer');
  const order = read.status === 'ready' ? read.order : null;
  const instruction = order ? pieces.instructions(order) : null;
  const amount = order?.total_paid ?? entry.price;
  const placeholders = pieces.placeholders(locale);
  const guide = pieces.renderGuide(method, {
    va:
      instruction?.kind === 'virtual_account'
        ? instruction.number
        : (entry.payment_method?.provider?.account_number ?? placeholders.va),
    code: instruction?.kind === 'payment_code' ? instruction.code : placeholders.code,
    amount: formatRupiah(amount),
    store: SITE_NAME,
  });

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm font-semibold text-plum-900">
          <MethodLogo method={entry.payment_method} />
          {view.payment_method_name}
        </p>
        <p className="font-mono text-xs font-bold text-plum-800">{entry.reference_code}</p>
      </div>
      {view.payment_due_at ? (
        <p className="rounded-2xl bg-plum-900 px-4 py-3 text-center text-sm font-semibold text-cream-50">
          {view.payment_due_at}
        </p>
      ) : null}
      {read.status === 'error' ? (
        <p role="alert" className="text-sm font-semibold text-berry-700">
          {message(read.login ? 'login_required' : 'order_call_failed')}
        </p>
      ) : null}
      <InstructionNumber instruction={instruction} />
      {method === 'bank_transfer' && accounts?.length ? <BankAccounts accounts={accounts} /> : null}
      <AmountToPay amount={amount} label={text('ordersHowToPayAmount')} />
      {guide ? <div>{guide}</div> : null}
      <Link
        to={`/how-to-pay?method=${encodeURIComponent(method)}`}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-rose-700 underline-offset-4 hover:underline"
      >
        {text('ordersHowToPayAll')}
      </Link>
    </div>
  );
}
