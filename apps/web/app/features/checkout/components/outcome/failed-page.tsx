import { Link } from 'react-router';
import { ORDER_PATHS } from '@kilau/domain/checkout';
import { formatDateTime, formatPhoneDisplay } from '@kilau/domain/shared';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import type { PlacedOrder } from '../../types';
import { useLocale } from '~/lib/i18n';
import type { PayAgainChoice } from '../../lib/pay-again';
import { OutcomeActions, OutcomeHero, OutcomeLayout } from './outcome-hero';
import { PayAgainPanel } from './pay-again-panel';
import { useCheckoutText, type CheckoutTextKey } from '~/features/checkout/text';

/**
 * Which failure (000 §2, §4, §8): a payment that failed (/order/failed and /order/failed/{id},
 * OVO and GPN refusals among them), an order that could not be placed for an unknown reason
 * (/order/failed/sorry), a pre-order that ran out (/order/preorder/failed), or a card payment
 * that failed at the gateway (/midtrans-failed).
 */
export type FailureKind = 'payment' | 'sorry' | 'preorder' | 'card';

const COPY: Record<FailureKind, { title: CheckoutTextKey; intro: CheckoutTextKey }> = {
  payment: { title: 'failedTitle', intro: 'failedIntro' },
  sorry: { title: 'sorryTitle', intro: 'sorryIntro' },
  preorder: { title: 'preorderFailedTitle', intro: 'preorderFailedIntro' },
  card: { title: 'midtransFailedTitle', intro: 'midtransFailedIntro' },
};

/** The longest reason from the query that is shown (it is the API's message). */
const MESSAGE_MAX = 200;

export function FailedPage({
  kind,
  order = null,
  payAgain = null,
  phoneNo = null,
  message = null,
}: {
  kind: FailureKind;
  order?: PlacedOrder | null;
  /** While the failed order still holds its items: the chance to pay again (ADR 0034). */
  payAgain?: PayAgainChoice | null;
  /** The OVO phone number the payment was asked from (`?phone_no`). */
  phoneNo?: string | null;
  /** Why, as the payment's answer said it (`?message`). */
  message?: string | null;
}) {
  const text = useCheckoutText();
  const locale = useLocale();
  const copy = COPY[kind];
  const intro = payAgain
    ? text('failedHeldIntro', { time: formatDateTime(payAgain.until, locale) })
    : kind === 'payment' && phoneNo
      ? text('failedOvoIntro', { phone: formatPhoneDisplay(phoneNo) })
      : text(copy.intro);
  const reason = message?.trim().slice(0, MESSAGE_MAX) || null;
  // The bag is still there when the order was never placed; otherwise the order is.
  const orderPlaced = kind === 'payment' || kind === 'card';
  return (
    <OutcomeLayout>
      <OutcomeHero tone="failed" title={text(copy.title)}>
        <p>{intro}</p>
      </OutcomeHero>
      {order || reason ? (
        <dl className="mx-auto mt-8 max-w-md space-y-3 rounded-3xl bg-white p-5 text-sm ring-1 ring-blush-200/70">
          {order ? (
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-plum-700">{text('outcomeOrderNumber')}</dt>
              <dd className="font-mono font-bold text-plum-900">{order.reference_code}</dd>
            </div>
          ) : null}
          {reason ? (
            <div>
              <dt className="text-plum-700">{text('failedReason')}</dt>
              <dd className="mt-1 font-medium text-plum-900">{reason}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {payAgain ? <PayAgainPanel choice={payAgain} /> : null}
      <OutcomeActions>
        {payAgain ? (
          <Link to="/my-orders" className={BUTTON_CLASS.secondary}>
            {text('outcomeMyOrders')}
          </Link>
        ) : orderPlaced ? (
          <>
            <Link to="/my-orders" className={BUTTON_CLASS.primary}>
              {text('outcomeMyOrders')}
            </Link>
            <Link to="/" className={BUTTON_CLASS.secondary}>
              {text('outcomeKeepShopping')}
            </Link>
          </>
        ) : (
          <>
            <Link to={ORDER_PATHS.bag} className={BUTTON_CLASS.primary}>
              {text('outcomeBackToBag')}
            </Link>
            <Link to="/" className={BUTTON_CLASS.secondary}>
              {text('outcomeKeepShopping')}
            </Link>
          </>
        )}
      </OutcomeActions>
    </OutcomeLayout>
  );
}
