import { LOCALES, type Locale } from '@kilau/domain';
import { useFetcher, useLocation } from 'react-router';
import { useLocale, useText } from '~/lib/i18n';

const NAMES: Record<Locale, 'languageName_id' | 'languageName_en'> = {
  id: 'languageName_id',
  en: 'languageName_en',
};

/** The footer's look (cream on plum, a visible legend) and the back office's (plum on white). */
const LOOKS = {
  footer: {
    legend: 'mb-2 text-sm font-semibold uppercase tracking-[0.14em] text-blush-200',
    button:
      'min-h-12 rounded-full border border-cream-50/30 px-5 text-sm font-medium text-cream-50 hover:border-cream-50 aria-pressed:border-blush-200 aria-pressed:bg-blush-200 aria-pressed:text-plum-950',
  },
  compact: {
    legend: 'sr-only',
    button:
      'min-h-9 rounded-full border border-plum-900/20 px-3 text-xs font-semibold text-plum-800 hover:border-plum-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 aria-pressed:border-plum-900 aria-pressed:bg-plum-900 aria-pressed:text-cream-50',
  },
} as const;

/**
 * Indonesian / English. Posts to `/language`, which sets the `lang` cookie for a year so the
 * server renders the chosen language, and comes back to the same page; works without
 * JavaScript too (the action redirects back). The shop's footer carries it, and the back
 * office's frame and sign-in (`look="compact"`), which have no footer.
 */
export function LanguageSwitch({ look = 'footer' }: { look?: keyof typeof LOOKS }) {
  const classes = LOOKS[look];
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
        <legend className={classes.legend}>{text('language')}</legend>
        {LOCALES.map((option) => (
          <button
            key={option}
            type="submit"
            name="lang"
            value={option}
            lang={option}
            aria-pressed={current === option}
            className={classes.button}
          >
            {text(NAMES[option])}
          </button>
        ))}
      </fieldset>
    </fetcher.Form>
  );
}
