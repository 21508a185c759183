import { useState } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { formatRupiah } from '@kilau/domain/shared';
import { BUTTON_CLASS, FormMessage } from '~/components/ui/form-field';
import { CheckIcon } from '~/components/ui/icons';
import {
  isPayAgainAnswer,
  PAY_AGAIN_INTENTS,
  type PayAgainAnswer,
  type PayAgainChoice,
} from '../../lib/pay-again';
import { NameBadge } from '~/components/ui/name-badge';
import { useCheckoutText } from '~/features/checkout/text';

/** The action's refusal of one choice, shown by its form. */
function Refused({
  answer,
  intent,
  className,
}: {
  answer: PayAgainAnswer | null;
  intent: PayAgainAnswer['intent'];
  className: string;
}) {
  if (answer?.intent !== intent) return null;
  return (
    <div className={className}>
      <FormMessage tone="error">{answer.message}</FormMessage>
    </div>
  );
}

/**
 * The failed page's two choices for an order still held (ADR 0034): pay again with another
 * method — the same order, same total, its items still held — or put it back in the bag. Plain
 * forms posted to the page's action, so they work without JavaScript.
 */
export function PayAgainPanel({ choice }: { choice: PayAgainChoice }) {
  const text = useCheckoutText();
  const navigation = useNavigation();
  const answer = useActionData();
  const refusal = isPayAgainAnswer(answer) ? answer : null;
  const [chosen, setChosen] = useState<string | null>(null);
  const posting = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null;
  const busy = posting !== null && posting !== undefined;

  return (
    <div className="mx-auto mt-8 max-w-xl space-y-4">
      <section
        aria-labelledby="pay-again-title"
        className="rounded-3xl bg-white p-5 ring-1 ring-blush-200/70 sm:p-6"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="pay-again-title" className="font-display text-2xl font-semibold text-plum-900">
            {text('payAgainTitle')}
          </h2>
          <p className="text-sm text-plum-700">
            {text('payAgainTotal')}{' '}
            <span className="font-bold tabular-nums text-plum-900">
              {formatRupiah(choice.total)}
            </span>
          </p>
        </div>
        <p className="mt-1 text-sm text-plum-700">{text('payAgainIntro')}</p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value={PAY_AGAIN_INTENTS.payAgain} />
          <fieldset>
            <legend className="sr-only">{text('paymentMethodChoose')}</legend>
            <ul className="grid gap-2 sm:grid-cols-2">
              {choice.methods.map((method) => {
                const isChosen = chosen === method.code;
                return (
                  <li key={method.code}>
                    <label
                      className={`flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl bg-white p-3 ring-1 transition hover:ring-plum-900/40 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-plum-900 ${isChosen ? 'ring-2 ring-plum-900' : 'ring-blush-200'}`}
                    >
                      <input
                        type="radio"
                        name="payment_method"
                        value={method.code}
                        required
                        checked={isChosen}
                        onChange={() => setChosen(method.code)}
                        className="sr-only"
                      />
                      <NameBadge code={method.code} name={method.name} size="sm" decorative />
                      <span className="min-w-0 flex-1 text-sm font-semibold leading-snug text-plum-900">
                        {method.name}
                      </span>
                      <span
                        aria-hidden="true"
                        className={`inline-flex size-5 shrink-0 items-center justify-center rounded-full ${isChosen ? 'bg-plum-900 text-cream-50' : 'ring-1 ring-blush-300'}`}
                      >
                        {isChosen ? <CheckIcon className="size-3.5" /> : null}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <Refused answer={refusal} intent={PAY_AGAIN_INTENTS.payAgain} className="mt-3" />
          <button
            type="submit"
            disabled={busy}
            aria-busy={posting === PAY_AGAIN_INTENTS.payAgain || undefined}
            className={`${BUTTON_CLASS.primary} mt-4 w-full`}
          >
            {posting === PAY_AGAIN_INTENTS.payAgain
              ? text('payAgainWorking')
              : text('payAgainSubmit')}
          </button>
          <p className="mt-3 text-xs leading-relaxed text-plum-700">
            {text('payAgainOtherMethods')}
          </p>
        </Form>
      </section>

      <section
        aria-labelledby="back-to-bag-title"
        className="rounded-3xl bg-cream-50 p-5 ring-1 ring-blush-200/70 sm:p-6"
      >
        <h2 id="back-to-bag-title" className="text-base font-bold text-plum-900">
          {text('backToBagTitle')}
        </h2>
        <p className="mt-1 text-sm text-plum-700">{text('backToBagIntro')}</p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value={PAY_AGAIN_INTENTS.backToBag} />
          <Refused answer={refusal} intent={PAY_AGAIN_INTENTS.backToBag} className="mb-3" />
          <button
            type="submit"
            disabled={busy}
            aria-busy={posting === PAY_AGAIN_INTENTS.backToBag || undefined}
            className={`${BUTTON_CLASS.secondary} w-full`}
          >
            {posting === PAY_AGAIN_INTENTS.backToBag
              ? text('payAgainWorking')
              : text('backToBagSubmit')}
          </button>
        </Form>
      </section>
    </div>
  );
}
