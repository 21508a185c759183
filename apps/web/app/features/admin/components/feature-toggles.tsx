import { useFetcher } from 'react-router';
import { formatDateTime } from '@kilau/domain/shared';
import { useLocale } from '~/lib/i18n';
import type { AdminFeatureToggle } from '../types';
import { useAdminText, type AdminTextKey } from '../text';
import { FEATURES_TEXT } from '../text/features-text';

/** What a switch answered: its toggle, and the message to show beside it. */
export type FeatureSwitchAnswer = { key: string; ok: boolean; message: string };

export const FEATURE_SWITCH_INTENT = 'switch-feature';

/** A toggle's name and line keys in the page's table; null for a toggle it does not know. */
export function featureWordKeys(key: string): { name: AdminTextKey; about: AdminTextKey } | null {
  const name = `feature_${key}`;
  const about = `feature_${key}_about`;
  return Object.hasOwn(FEATURES_TEXT, name) && Object.hasOwn(FEATURES_TEXT, about)
    ? { name: name as AdminTextKey, about: about as AdminTextKey }
    : null;
}

/** A toggle's name and line; a toggle the table does not know shows its key. */
function useFeatureWords(key: string) {
  const text = useAdminText();
  const keys = featureWordKeys(key);
  return keys ? { name: text(keys.name), about: text(keys.about) } : { name: key, about: '' };
}

function FeatureRow({
  toggle,
  answer,
}: {
  toggle: AdminFeatureToggle;
  answer?: FeatureSwitchAnswer;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const fetcher = useFetcher<FeatureSwitchAnswer>({ key: `feature-${toggle.key}` });
  const words = useFeatureWords(toggle.key);
  const pending = fetcher.formData?.get('enabled');
  const on = typeof pending === 'string' ? pending === 'true' : toggle.enabled;
  const shown = fetcher.data ?? answer;
  const labelId = `feature-${toggle.key}-label`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-4 px-5 py-4">
      <div className="min-w-0 flex-1">
        <p id={labelId} className="font-semibold text-plum-900">
          {words.name}
        </p>
        {words.about ? <p className="mt-0.5 text-sm text-plum-700">{words.about}</p> : null}
        <p className="mt-1 text-xs text-plum-600">
          <code>{toggle.key}</code> ·{' '}
          {text('featuresChanged', { date: formatDateTime(toggle.updated_at, locale) })}
        </p>
        {shown?.message ? (
          <p
            role={shown.ok ? 'status' : 'alert'}
            className={`mt-1 text-sm font-medium ${shown.ok ? 'text-leaf-700' : 'text-berry-700'}`}
          >
            {shown.message}
          </p>
        ) : null}
      </div>
      <fetcher.Form method="post" className="flex items-center gap-3">
        <input type="hidden" name="intent" value={FEATURE_SWITCH_INTENT} />
        <input type="hidden" name="key" value={toggle.key} />
        <input type="hidden" name="version" value={toggle.version} />
        <span className="text-sm font-semibold text-plum-800" aria-hidden="true">
          {on ? text('featuresOn') : text('featuresOff')}
        </span>
        <button
          type="submit"
          name="enabled"
          value={String(!on)}
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full p-1 transition ${
            on ? 'bg-plum-900' : 'bg-plum-900/20'
          }`}
        >
          <span
            aria-hidden="true"
            className={`size-6 rounded-full bg-white shadow transition ${on ? 'translate-x-6' : ''}`}
          />
        </button>
      </fetcher.Form>
    </li>
  );
}

/** `/admin/features`: every toggle with its switch (docs/design/quick-tour.md). */
export function FeatureToggles({
  toggles,
  answer,
}: {
  toggles: AdminFeatureToggle[];
  answer?: FeatureSwitchAnswer | undefined;
}) {
  const text = useAdminText();
  return (
    <section aria-labelledby="features-title" className="space-y-6">
      <header>
        <h1 id="features-title" className="font-display text-3xl font-semibold text-plum-900">
          {text('featuresTitle')}
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-plum-700">{text('featuresIntro')}</p>
      </header>
      <ul className="divide-y divide-blush-200 rounded-3xl bg-white ring-1 ring-blush-200/70">
        {toggles.map((toggle) => (
          <FeatureRow
            key={toggle.key}
            toggle={toggle}
            answer={answer?.key === toggle.key ? answer : undefined}
          />
        ))}
      </ul>
    </section>
  );
}
