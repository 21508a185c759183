import { translate } from '../messages';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './constants';
import { formatDate, toDate, type DateInput } from './date';
import { DEFAULT_LOCALE, type Locale } from './locale';

/** After this many days a relative time gives way to the date itself. */
export const RELATIVE_DAYS_LIMIT = 30;

export type RelativeTime =
  | { unit: 'now' }
  | { unit: 'minute' | 'hour' | 'day'; count: number }
  | { unit: 'date'; date: Date };

/**
 * How long ago `input` was at `now`: Sekarang under a minute, then whole minutes, hours and days
 * (spec §9 "1 menit, 1 jam, 1 hari, Sekarang"); from 30 days on the date is shown instead. A
 * moment in the future (clock skew) counts as now.
 */
export function measureRelativeTime(input: DateInput, now: DateInput): RelativeTime | null {
  const date = toDate(input);
  const reference = toDate(now);
  if (!date || !reference) return null;
  const elapsed = reference.getTime() - date.getTime();
  if (elapsed < MINUTE_MS) return { unit: 'now' };
  if (elapsed < HOUR_MS) return { unit: 'minute', count: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS) return { unit: 'hour', count: Math.floor(elapsed / HOUR_MS) };
  const days = Math.floor(elapsed / DAY_MS);
  if (days < RELATIVE_DAYS_LIMIT) return { unit: 'day', count: days };
  return { unit: 'date', date };
}

/** `Sekarang`, `5 menit`, `2 jam`, `3 hari` or `D MMM YYYY`; empty for no date. */
export function formatRelativeTime(
  input: DateInput,
  now: DateInput,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const relative = measureRelativeTime(input, now);
  if (!relative) return '';
  switch (relative.unit) {
    case 'now':
      return translate('relative_now', locale);
    case 'minute':
      return translate('relative_minutes', locale, { count: relative.count });
    case 'hour':
      return translate('relative_hours', locale, { count: relative.count });
    case 'day':
      return translate('relative_days', locale, { count: relative.count });
    case 'date':
      return formatDate(relative.date, locale);
  }
}
