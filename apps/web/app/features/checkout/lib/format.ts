import { TIME_ZONE, type Locale } from '@kilau/domain/shared';

const INTL_LOCALE: Record<Locale, string> = { id: 'id-ID', en: 'en-GB' };
/** Built once per language: an `Intl` formatter is costly to make and cheap to reuse. */
const arrivalDay: Record<Locale, Intl.DateTimeFormat> = {
  id: arrivalDayFormat('id'),
  en: arrivalDayFormat('en'),
};
function arrivalDayFormat(locale: Locale) {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: TIME_ZONE,
  });
}

/** A WIB calendar day (`2024-11-25`) as `Sen, 25 Nov`: arrival estimates stay short. */
export function formatArrivalDay(day: string | null | undefined, locale: Locale): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  // Noon UTC is the same calendar day in WIB (UTC+7).
  const date = new Date(`${day}T12:00:00Z`);
  return arrivalDay[locale].format(date);
}
