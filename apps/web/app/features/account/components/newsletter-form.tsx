import { useId } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { formatDate } from '@kilau/domain/shared';
import { useLocale } from '~/lib/i18n';
import { isAccountAnswer, NEWSLETTER_INTENT } from '../account-forms';
import type { Member } from '../types';
import { FormCard, useAnswerToast } from './form-card';
import { useAccountText } from '~/features/account/text';

/**
 * Consent to the newsletter (001 §7 `POST /user/me/preferences { newsletter }`): a switch that
 * saves at once and shows the new state while it does. It is a submit button carrying the wanted
 * state, so it also works without JavaScript. The date of consent shows while subscribed; an
 * unverified address waits for the double opt-in mail's link (docs/design/newsletter.md).
 */
export function NewsletterForm({ member }: { member: Member }) {
  const text = useAccountText();
  const locale = useLocale();
  const labelId = useId();
  const fetcher = useFetcher({ key: NEWSLETTER_INTENT });
  const actionData = useActionData();
  const answer = [fetcher.data, actionData].find((value) =>
    isAccountAnswer(value, NEWSLETTER_INTENT),
  );
  useAnswerToast(answer);
  const pending = fetcher.formData?.get('newsletter');
  const subscribed =
    typeof pending === 'string' ? pending === 'true' : member.preferences.newsletter;
  const since = member.preferences.newsletter ? member.preferences.newsletter_consented_at : null;
  // Asked for, not yet confirmed from the double opt-in mail (the newsletter's subscription).
  const awaiting = typeof pending !== 'string' && member.preferences.newsletter_pending;

  return (
    <FormCard
      title={text('newsletterTitle')}
      intro={text('newsletterIntro', { email: member.email })}
      answer={answer}
    >
      <fetcher.Form
        method="post"
        className="flex items-center justify-between gap-4 rounded-2xl bg-blush-50 p-4"
      >
        <input type="hidden" name="intent" value={NEWSLETTER_INTENT} />
        <div className="min-w-0">
          <p id={labelId} className="text-sm font-semibold text-plum-900">
            {text('newsletterSwitch')}
          </p>
          <p className="mt-0.5 text-xs text-plum-600">
            {awaiting
              ? text('newsletterPending')
              : subscribed && since
                ? text('newsletterSince', { date: formatDate(since, locale) })
                : subscribed
                  ? text('newsletterOn')
                  : text('newsletterOff')}
          </p>
        </div>
        <button
          type="submit"
          name="newsletter"
          value={String(!subscribed)}
          role="switch"
          aria-checked={subscribed}
          aria-labelledby={labelId}
          className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full p-1 transition ${
            subscribed ? 'bg-plum-900' : 'bg-plum-900/20'
          }`}
        >
          <span
            aria-hidden
            className={`size-6 rounded-full bg-white shadow transition-transform ${
              subscribed ? 'translate-x-6' : 'translate-x-0'
            }`}
          />
        </button>
      </fetcher.Form>
    </FormCard>
  );
}
