import { LOCALES, type Locale } from '@kilau/domain';
import { useFetcher, useLocation } from 'react-router';
import { useLocale, useText } from '~/lib/i18n';

const NAMES: Record<Locale, 'languageName_id' | 'languageName_en'> = {
  id: 'languageName_id',
  en: 'languageName_en',
};

/**
 * Indonesian / English for the back office, which has no shop footer to carry the switch:
 * posts to `/language` (the `lang` cookie) and comes back to the same page.
 */
export function AdminLanguageSwitch() {
  const text = useText();
  const locale = useLocale();
  const fetcher = useFetcher();
  const location = useLocation();
  const pending = fetcher.formData?.get('lang');
  const current = typeof pending === 'string' ? pending : locale;
  return (
    <fetcher.Form method="post" action="/language" preventScrollReset>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{text('language')}</legend>
        {LOCALES.map((option) => (
          <button
            key={option}
            type="submit"
            name="lang"
            value={option}
            lang={option}
            aria-pressed={current === option}
            className="min-h-9 rounded-full border border-plum-900/20 px-3 text-xs font-semibold text-plum-800 hover:border-plum-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 aria-pressed:border-plum-900 aria-pressed:bg-plum-900 aria-pressed:text-cream-50"
          >
            {text(NAMES[option])}
          </button>
        ))}
      </fieldset>
    </fetcher.Form>
  );
}
