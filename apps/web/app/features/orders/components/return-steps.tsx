import { formatDateTime } from '@kilau/domain/shared';
import { CheckIcon, CloseIcon } from '~/components/ui/icons';
import { useLocale, useMessage } from '~/lib/i18n';
import { returnSteps } from '../lib/return-view';
import type { OrderReturn } from '../types';
import { useOrdersText } from '~/features/orders/text';

/**
 * A return's way as steps, oldest first (requested → approved → received → refunded, or its
 * rejection or withdrawal), named as the state chips name them (the domain's catalogue): each
 * step reached with its WIB time, the current one marked, the ones ahead waiting.
 */
export function ReturnSteps({
  ret,
}: {
  ret: Pick<OrderReturn, 'status' | 'steps' | 'created_at'>;
}) {
  const text = useOrdersText();
  const message = useMessage();
  const locale = useLocale();
  const steps = returnSteps(ret);
  return (
    <ol aria-label={text('returnsSteps')} className="space-y-0">
      {steps.map((step, index) => {
        const done = step.at !== null && step.status !== 'refunding';
        const stopped = step.status === 'rejected' || step.status === 'cancelled';
        const last = index === steps.length - 1;
        return (
          <li
            key={step.status}
            className="relative flex gap-3 pb-4 last:pb-0"
            aria-current={step.current ? 'step' : undefined}
          >
            {last ? null : (
              <span
                aria-hidden="true"
                className={`absolute bottom-0 left-[0.6875rem] top-6 w-0.5 rounded-full ${
                  done && steps[index + 1]?.at ? 'bg-plum-900' : 'bg-blush-200'
                }`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative z-[1] inline-flex size-6 shrink-0 items-center justify-center rounded-full ${
                stopped
                  ? 'bg-berry-700 text-white'
                  : done
                    ? 'bg-plum-900 text-cream-50'
                    : step.current
                      ? 'bg-white ring-2 ring-rose-600'
                      : 'bg-white ring-2 ring-blush-200'
              }`}
            >
              {stopped ? (
                <CloseIcon className="size-3.5" />
              ) : done ? (
                <CheckIcon className="size-3.5" />
              ) : step.current ? (
                <span className="size-2 animate-pulse rounded-full bg-rose-600" />
              ) : null}
            </span>
            <div className="min-w-0 pt-0.5">
              <p
                className={`text-sm leading-tight ${
                  step.current
                    ? 'font-bold text-plum-900'
                    : done
                      ? 'font-semibold text-plum-900'
                      : 'text-plum-700'
                }`}
              >
                {message(`return_status_${step.status}`)}
              </p>
              <p className="mt-0.5 text-xs tabular-nums text-plum-700">
                {step.at
                  ? text('returnsStepAt', { date: formatDateTime(step.at, locale) })
                  : text('returnsStepWaiting')}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
