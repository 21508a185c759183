import { BUTTON_CLASS } from '~/components/ui/form-field';
import { useAuthenticityText } from '../text';
import { AuthenticityButton } from './authenticity-button';

/** The account's card (/my-account): check a code, or see the checks made so far. */
export function AccountAuthenticityCard() {
  const text = useAuthenticityText();
  return (
    <section
      aria-labelledby="account-authenticity-title"
      className="rounded-3xl bg-white p-5 ring-1 ring-blush-200/70 sm:p-8"
    >
      <h2
        id="account-authenticity-title"
        className="font-display text-2xl font-semibold text-plum-900"
      >
        {text('authenticityCardTitle')}
      </h2>
      <p className="mt-1 text-sm text-plum-700">{text('authenticityCardIntro')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <AuthenticityButton signedIn className={BUTTON_CLASS.primary}>
          {text('authenticityOpen')}
        </AuthenticityButton>
        <AuthenticityButton signedIn start="history" className={BUTTON_CLASS.secondary}>
          {text('authenticityHistoryOpen')}
        </AuthenticityButton>
      </div>
    </section>
  );
}
