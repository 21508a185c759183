import { LOCALES, type Locale } from '@kilau/domain';
import { useFetcher, useLocation } from 'react-router';
import { useLocale, useText } from '~/lib/i18n';

const NAMES: Record<Locale, 'languageName_id' | 'languageName_en'> = {
  id: 'languageName_id',
  en: 'languageName_en',
};

/**
 * Indonesian / English. Posts to `/language`, which sets the `lang` cookie for a year so the
 * server renders the chosen language; works without JavaScript too (the action redirects back).
 */
export function LanguageSwitch() {
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
        <legend className="mb-2 text-sm font-semibold uppercase tracking-[0.14em] text-blush-200">
          {text('language')}
        </legend>
        {LOCALES.map((option) => (
          <button
            key={option}
            type="submit"
            name="lang"
            value={option}
            lang={option}
            aria-pressed={current === option}
            className="min-h-12 rounded-full border border-cream-50/30 px-5 text-sm font-medium text-cream-50 hover:border-cream-50 aria-pressed:border-blush-200 aria-pressed:bg-blush-200 aria-pressed:text-plum-950"
          >
            {text(NAMES[option])}
          </button>
        ))}
      </fieldset>
    </fetcher.Form>
  );
}
