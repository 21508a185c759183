import { Link, useFetcher } from 'react-router';
import { useOrderTracking } from '../../lib/order-tracking';
import { formatRupiah } from '@kilau/domain/shared';
import { BUTTON_CLASS, FormMessage, TextField } from '~/components/ui/form-field';
import { useMessage } from '~/lib/i18n';
import { SITE_NAME } from '~/lib/seo';
import { howToPayGuide } from '../../lib/how-to-pay-guides';
import { paymentStanding } from '../../lib/outcome-pages';
import { isOvoResendAnswer, OVO_RESEND_INTENT } from '../../lib/ovo-resend';
import { OVO_METHOD } from '../../lib/payment-choice';
import type { PaymentMethodInfo, PlacedOrder } from '../../types';
import { HowToPayGuideView } from '../how-to-pay-guide';
import { MethodBadge, useMethodName } from './method-badge';
import { OrderRecap } from './order-recap';
import { OutcomeActions, OutcomeHero, OutcomeLayout } from './outcome-hero';
import { useCheckoutText } from '~/features/checkout/text';

/** The OVO push again, to the same or another number, while the payment is still open. */
function OvoResend() {
  const text = useCheckoutText();
  const message = useMessage();
  const fetcher = useFetcher();
  const answer = isOvoResendAnswer(fetcher.data) ? fetcher.data : null;
  const busy = fetcher.state !== 'idle';
  return (
    <section
      aria-labelledby="ovo-resend-title"
      className="mt-6 rounded-3xl bg-white p-5 ring-1 ring-blush-200/70"
    >
      <h2 id="ovo-resend-title" className="font-display text-lg font-semibold text-plum-900">
        {text('ovoResendTitle')}
      </h2>
      <p className="mt-1 text-sm text-plum-800">{text('ovoResendIntro')}</p>
      <fetcher.Form method="post" className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <input type="hidden" name="intent" value={OVO_RESEND_INTENT} />
        <TextField
          name="phone"
          label={text('ovoPhone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          error={answer?.field ? message(answer.field) : undefined}
        />
        <button type="submit" disabled={busy} className={BUTTON_CLASS.primary}>
          {busy ? text('ovoResendSending') : text('ovoResendSubmit')}
        </button>
      </fetcher.Form>
      {answer && !busy ? (
        <div className="mt-3" role="status">
          {answer.ok ? (
            <FormMessage tone="success">{text('ovoResendSent')}</FormMessage>
          ) : answer.message ? (
            <FormMessage tone="error">{answer.message}</FormMessage>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/**
 * The success page (/order/success/{id} and /order/success?id, 000 §2, §4): reached at once for
 * OVO and free orders, and after a provider's page. A paid order is thanked for; one whose
 * e-wallet payment is still open asks the shopper to finish it in the app. Without an order id
 * it thanks in general terms.
 */
export function SuccessPage({
  order,
  method,
}: {
  order: PlacedOrder | null;
  method: PaymentMethodInfo | null;
}) {
  const text = useCheckoutText();
  const methodName = useMethodName(order?.payment_method ?? '', method);
  const waiting = order !== null && paymentStanding(order) === 'waiting';
  useOrderTracking(order, order !== null && !waiting);
  const guide = waiting ? howToPayGuide(order.payment_method) : null;
  // The e-wallet's payment request, where the gateway gives a page for it.
  const pushUrl =
    order?.payment?.actions?.find((action) => action.name === 'push-notification')?.url ?? null;
  return (
    <OutcomeLayout>
      {order === null ? (
        <OutcomeHero tone="success" title={text('successTitle')} />
      ) : waiting ? (
        <OutcomeHero tone="waiting" title={text('successWaitingTitle')}>
          <p>
            {text('successWaitingIntro', { reference: order.reference_code, method: methodName })}
          </p>
        </OutcomeHero>
      ) : (
        <OutcomeHero tone="success" title={text('successTitle')}>
          <p>{text('successIntro', { reference: order.reference_code })}</p>
        </OutcomeHero>
      )}

      {order ? (
        <>
          <section
            aria-label={text('outcomeMethod')}
            className="mt-8 flex flex-col gap-4 rounded-3xl bg-white p-5 ring-1 ring-blush-200/70 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between"
          >
            <MethodBadge code={order.payment_method} name={methodName} />
            <div className="sm:text-right">
              <p className="text-xs text-plum-700">{text('outcomeOrderNumber')}</p>
              <p className="font-mono text-sm font-bold text-plum-900">{order.reference_code}</p>
              <p className="mt-1 text-lg font-bold tabular-nums text-plum-900">
                {formatRupiah(order.total_paid)}
              </p>
            </div>
            {order.payment_method === 'free_order' ? (
              <div className="w-full">
                <FormMessage tone="success">{text('successFreeOrder')}</FormMessage>
              </div>
            ) : null}
          </section>
          {waiting && pushUrl ? (
            <a href={pushUrl} className={`${BUTTON_CLASS.primary} mt-6 w-full`}>
              {text('successOpenPush', { method: methodName })}
            </a>
          ) : null}
          {waiting && order.payment_method === OVO_METHOD ? <OvoResend /> : null}
          {guide ? (
            <div className="mt-6">
              <HowToPayGuideView
                guide={guide}
                values={{
                  va: text('howToPayVaPlaceholder'),
                  code: text('howToPayCodePlaceholder'),
                  amount: formatRupiah(order.total_paid),
                  store: SITE_NAME,
                }}
              />
            </div>
          ) : null}
          <div className="mt-6">
            <OrderRecap order={order} />
          </div>
        </>
      ) : null}

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
