import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { NEWSLETTER_PRIVACY_PATH } from '@kilau/domain/newsletter';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { closeConsentSettings, openConsentSettings, useConsentState } from '../consent-store';
import { useConsentText } from '../text';
import { useSaveConsent } from '../use-save-consent';

const ConsentSettings = lazy(() => import('./consent-settings'));

/**
 * The cookie banner (UU PDP 27/2022: consent asked before any analytics or marketing cookie):
 * at the foot of the screen until the shopper chooses, never covering a dialog, with the three
 * answers side by side — all, necessary only, or choose each. Rendered in the browser only.
 */
export function ConsentBanner() {
  const { consent, settingsOpen } = useConsentState();
  const text = useConsentText();
  const { save, busy, failure } = useSaveConsent();
  return (
    <>
      {consent === null ? (
        <section
          aria-labelledby="consent-banner-title"
          className="fixed inset-x-0 bottom-0 z-40 border-t border-plum-900/10 bg-white/95 px-4 py-3 shadow-[0_-8px_24px_rgba(74,31,61,0.12)] backdrop-blur"
          data-consent-banner
        >
          <div className="mx-auto flex max-w-6xl flex-col gap-3 lg:flex-row lg:items-center lg:gap-6">
            <div className="text-sm leading-snug text-plum-800">
              <h2 id="consent-banner-title" className="font-semibold text-plum-900">
                {text('bannerTitle')}
              </h2>
              <p className="mt-0.5">
                {text('bannerText')}{' '}
                <Link to={NEWSLETTER_PRIVACY_PATH} className="font-semibold underline">
                  {text('privacyLink')}
                </Link>
              </p>
              {failure ? (
                <p role="alert" className="mt-1 font-semibold text-berry-700">
                  {failure}
                </p>
              ) : null}
            </div>
            <div className="grid shrink-0 grid-cols-2 gap-2 lg:flex">
              <button
                type="button"
                className={`${BUTTON_CLASS.primary} col-span-2 min-h-11 lg:order-last`}
                disabled={busy}
                onClick={() => void save(true, true)}
              >
                {text('acceptAll')}
              </button>
              <button
                type="button"
                className={`${BUTTON_CLASS.secondary} min-h-11 px-4`}
                disabled={busy}
                onClick={() => void save(false, false)}
              >
                {text('necessaryOnly')}
              </button>
              <button
                type="button"
                className={`${BUTTON_CLASS.secondary} min-h-11 px-4`}
                onClick={openConsentSettings}
              >
                {text('choose')}
              </button>
            </div>
          </div>
        </section>
      ) : null}
      {settingsOpen ? (
        <Suspense fallback={null}>
          <ConsentSettings consent={consent ?? null} onClose={closeConsentSettings} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The footer's link to the settings: the choice can be changed at any time. */
export function CookieSettingsLink({ className }: { className?: string }) {
  const text = useConsentText();
  return (
    <button type="button" className={className} onClick={openConsentSettings}>
      {text('footerLink')}
    </button>
  );
}
