import { Link } from 'react-router';
import {
  CHECKOUT_STEP_LABELS,
  checkoutStepsFor,
  STEP_PATHS,
  type CheckoutStep,
} from '@kilau/domain/checkout';
import { useMessage, useText } from '~/lib/i18n';
import { useStoreMode } from '~/lib/use-store-mode';

/**
 * Where the shopper is in the checkout: bag, shipping, payment, place order (no shipping in
 * self-checkout mode: a store order is collected in the store). With `linkDone` the steps
 * already done lead back to their pages.
 */
export function CheckoutSteps({
  current,
  linkDone = false,
}: {
  current: CheckoutStep;
  linkDone?: boolean;
}) {
  const text = useText();
  const message = useMessage();
  const steps = checkoutStepsFor(useStoreMode() ? 'store' : 'web');
  const at = steps.indexOf(current);
  return (
    <nav aria-label={text('orderStepsLabel')}>
      <ol className="flex items-center gap-1.5 text-[0.7rem] font-semibold sm:gap-2 sm:text-xs">
        {steps.map((step, index) => {
          const done = index < at;
          const path = done && linkDone && step !== 'place_order' ? STEP_PATHS[step] : null;
          const badge = (
            <span
              aria-hidden="true"
              className={`inline-flex size-5 items-center justify-center rounded-full text-[0.65rem] ${index === at ? 'bg-plum-900 text-cream-50' : done ? 'bg-blush-200 text-plum-900' : 'bg-blush-100 text-plum-700'}`}
            >
              {index + 1}
            </span>
          );
          const label = (
            <span className={index === at ? '' : 'hidden sm:inline'}>
              {message(CHECKOUT_STEP_LABELS[step])}
            </span>
          );
          return (
            <li key={step} className="flex items-center gap-1.5 sm:gap-2">
              {index > 0 ? (
                <span aria-hidden="true" className="h-px w-3 bg-blush-300 sm:w-6" />
              ) : null}
              {path ? (
                <Link
                  to={path}
                  aria-label={message(CHECKOUT_STEP_LABELS[step])}
                  className="inline-flex min-h-6 items-center gap-1.5 whitespace-nowrap text-plum-700 underline-offset-4 hover:text-rose-700 hover:underline"
                >
                  {badge}
                  {label}
                </Link>
              ) : (
                <span
                  aria-current={index === at ? 'step' : undefined}
                  className={`inline-flex items-center gap-1.5 whitespace-nowrap ${index === at ? 'text-plum-900' : 'text-plum-600'}`}
                >
                  {badge}
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
