import { Link, useFetcher, useRevalidator } from 'react-router';
import { useRealtimeEvent } from '~/lib/realtime';
import { useOrderTracking } from '../../lib/order-tracking';
import { formatPaymentDue, paymentDueAt, showsPaymentDue } from '@kilau/domain/payment';
import { formatRupiah } from '@kilau/domain/shared';
import { Countdown } from '~/components/ui/countdown';
import { BUTTON_CLASS, FormMessage } from '~/components/ui/form-field';
import { useLocale } from '~/lib/i18n';
import { SITE_NAME } from '~/lib/seo';
import { howToPayGuide } from '../../lib/how-to-pay-guides';
import { paymentInstructions, type PaymentInstructions } from '../../lib/payment-instructions';
import type { PaymentMethodInfo, PlacedOrder } from '../../types';
import { HowToPayGuideView } from '../how-to-pay-guide';
import { CopyButton } from '~/components/payment/copy-button';
import { BankAccountList, NumberToPay } from '~/components/payment/bank-transfer-figures';
import { OrderRecap } from './order-recap';
import { OutcomeActions, OutcomeHero, OutcomeLayout } from './outcome-hero';
import { MethodBadge, useMethodName } from './method-badge';
import { useCheckoutText } from '~/features/checkout/text';

/** Fields the confirmation page's status check posts. */
export const CHECK_PAYMENT_INTENT = 'check-payment';
export type CheckPaymentAnswer = { intent: typeof CHECK_PAYMENT_INTENT; waiting: boolean };

const isCheckAnswer = (value: unknown): value is CheckPaymentAnswer =>
  (value as { intent?: unknown } | undefined)?.intent === CHECK_PAYMENT_INTENT;

function Instructions({
  instructions,
  order,
  method,
  methodName,
}: {
  instructions: PaymentInstructions;
  order: PlacedOrder;
  method: PaymentMethodInfo | null;
  methodName: string;
}) {
  const text = useCheckoutText();
  switch (instructions.kind) {
    case 'virtual_account':
      return <NumberToPay label={text('confirmationVaNumber')} value={instructions.number} />;
    case 'payment_code':
      return <NumberToPay label={text('confirmationPaymentCode')} value={instructions.code} />;
    case 'bank_transfer':
      return (
        <div>
          <p className="text-sm font-semibold text-plum-900">{text('confirmationBankAccounts')}</p>
          <div className="mt-3">
            <BankAccountList
              accounts={method?.bankAccounts ?? []}
              holder={(name) => text('confirmationAccountName', { name })}
              copyLabel={(bank) => `${text('confirmationAccountNumber')} ${bank}`}
            />
          </div>
          <p className="mt-3 text-xs text-plum-700">{text('confirmationExactAmount')}</p>
        </div>
      );
    case 'e_wallet':
      return (
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-cream-100 p-4 text-center">
          {instructions.qrUrl ? (
            <>
              <img
                src={instructions.qrUrl}
                alt={text('confirmationQrAlt', { method: methodName })}
                width={200}
                height={200}
                className="size-48 rounded-xl bg-white p-2 ring-1 ring-blush-200"
              />
              <p className="text-sm text-plum-800">
                {text('confirmationScanQr', { method: methodName })}
              </p>
            </>
          ) : null}
          {instructions.appUrl ? (
            <a href={instructions.appUrl} className={`${BUTTON_CLASS.primary} w-full sm:w-auto`}>
              {text('confirmationOpenApp', { method: methodName })}
            </a>
          ) : null}
        </div>
      );
    case 'continue':
      return (
        <a href={instructions.url} className={`${BUTTON_CLASS.primary} w-full`}>
          {text('confirmationContinuePayment')}
        </a>
      );
    case 'cash_on_delivery':
      return (
        <p className="rounded-2xl bg-cream-100 p-4 text-sm text-plum-800">
          {text('confirmationCashOnDelivery', { amount: formatRupiah(order.total_paid) })}
        </p>
      );
    default:
      return null;
  }
}

/** "Check payment status": asks the gateway again; paid, the page moves on to the success page. */
function CheckStatus() {
  const text = useCheckoutText();
  const fetcher = useFetcher();
  const answer = isCheckAnswer(fetcher.data) ? fetcher.data : null;
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" className="mt-5">
      <input type="hidden" name="intent" value={CHECK_PAYMENT_INTENT} />
      <button
        type="submit"
        disabled={busy}
        className={`${BUTTON_CLASS.secondary} w-full`}
        aria-describedby={answer?.waiting ? 'payment-still-waiting' : undefined}
      >
        {busy ? text('confirmationChecking') : text('confirmationCheckStatus')}
      </button>
      {answer?.waiting && !busy ? (
        <div id="payment-still-waiting" className="mt-3">
          <FormMessage tone="info">{text('confirmationStillWaiting')}</FormMessage>
        </div>
      ) : null}
    </fetcher.Form>
  );
}

/**
 * The confirmation page (/order/confirmation/{id}, 000 §2, §4): the order waits for its payment.
 * It shows what to pay with — the virtual account number, the store payment code, the shop's
 * bank accounts, the e-wallet's QR code or app link —, the amount, the deadline in WIB for the
 * methods that have one (000 §5, §9) with a live countdown, how to pay step by step, and a status
 * check.
 */
export function ConfirmationPage({
  order,
  method,
  serverNow,
}: {
  order: PlacedOrder;
  method: PaymentMethodInfo | null;
  serverNow: number;
}) {
  const text = useCheckoutText();
  const locale = useLocale();
  const methodName = useMethodName(order.payment_method, method);
  useOrderTracking(order, false);
  // Paid at the bank while this page is open: the page moves on at once (the loader redirects
  // a paid order to the success page), without the shopper pressing "check".
  const revalidator = useRevalidator();
  useRealtimeEvent('order', (data) => {
    if (data.order_id === order._id && revalidator.state === 'idle') void revalidator.revalidate();
  });
  const instructions = paymentInstructions(order);
  const dueShown = showsPaymentDue({ methodCode: order.payment_method, waitingPayment: true });
  const dueAt = dueShown ? paymentDueAt(order.created_at) : null;
  const guide = howToPayGuide(order.payment_method);
  const values = {
    va:
      instructions.kind === 'virtual_account' ? instructions.number : text('howToPayVaPlaceholder'),
    code:
      instructions.kind === 'payment_code' ? instructions.code : text('howToPayCodePlaceholder'),
    amount: formatRupiah(order.total_paid),
    store: SITE_NAME,
  };

  return (
    <OutcomeLayout>
      <OutcomeHero tone="waiting" title={text('confirmationTitle')}>
        <p>{text('confirmationIntro', { reference: order.reference_code })}</p>
      </OutcomeHero>

      {dueAt ? (
        <section
          aria-label={text('confirmationDue')}
          className="mt-8 flex flex-col items-center gap-2 rounded-3xl bg-plum-900 px-5 py-5 text-center text-cream-50"
        >
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-blush-200">
            {text('confirmationTimeLeft')}
          </p>
          <Countdown endsAt={dueAt.toISOString()} serverNow={serverNow} tone="light" />
          <p className="text-sm font-semibold" data-testid="payment-due">
            {formatPaymentDue(order.created_at, locale)}
          </p>
        </section>
      ) : null}

      <section
        aria-labelledby="payment-details-title"
        className="mt-6 rounded-3xl bg-white p-5 ring-1 ring-blush-200/70 sm:p-6"
      >
        <h2 id="payment-details-title" className="sr-only">
          {text('outcomeMethod')}
        </h2>
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <MethodBadge code={order.payment_method} name={methodName} />
          <p className="text-xs text-plum-700 sm:text-right">
            {text('outcomeOrderNumber')}
            <span className="block font-mono text-sm font-bold text-plum-900">
              {order.reference_code}
            </span>
          </p>
        </div>
        <Instructions
          instructions={instructions}
          order={order}
          method={method}
          methodName={methodName}
        />
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl ring-1 ring-blush-200 p-4">
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-plum-600">
              {text('outcomeAmount')}
            </p>
            <p className="text-2xl font-bold tabular-nums text-plum-900" data-testid="amount-due">
              {formatRupiah(order.total_paid)}
            </p>
          </div>
          <CopyButton value={String(order.total_paid)} label={text('outcomeAmount')} />
        </div>
        <CheckStatus />
      </section>

      {guide ? (
        <section aria-labelledby="how-to-pay-title" className="mt-6">
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="how-to-pay-title" className="font-display text-xl font-semibold text-plum-900">
              {text('confirmationHowToPay')}
            </h2>
            <Link
              to={`/how-to-pay?method=${encodeURIComponent(order.payment_method)}`}
              className="text-sm font-semibold text-rose-700 underline-offset-4 hover:underline"
            >
              {text('confirmationAllGuides')}
            </Link>
          </div>
          <HowToPayGuideView guide={guide} values={values} />
        </section>
      ) : null}

      <div className="mt-6">
        <OrderRecap order={order} />
      </div>

      <OutcomeActions>
        <Link to="/my-orders" className={BUTTON_CLASS.primary}>
          {text('outcomeMyOrders')}
        </Link>
        <Link to="/" className={BUTTON_CLASS.secondary}>
          {text('outcomeKeepShopping')}
        </Link>
      </OutcomeActions>
    </OutcomeLayout>
  );
}
