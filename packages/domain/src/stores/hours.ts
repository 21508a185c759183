import { WIB_OFFSET_MS } from '../shared/date';
import { STORE_WEEKDAYS, type StoreWeekday } from './constants';

/** One day's opening in WIB (`10:00`–`22:00`); null when the store is closed that day. */
export type DayHours = { open: string; close: string } | null;
/** A store's week, Monday first. */
export type WeekHours = Record<StoreWeekday, DayHours>;

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The WIB weekday and minute of the day of an instant. */
export function wibWeekMinute(now: Date): { weekday: StoreWeekday; minute: number } {
  const wib = new Date(now.getTime() + WIB_OFFSET_MS);
  // getUTCDay: 0 is Sunday; the list starts on Monday.
  const weekday = STORE_WEEKDAYS[(wib.getUTCDay() + 6) % 7]!;
  return { weekday, minute: wib.getUTCHours() * 60 + wib.getUTCMinutes() };
}

/** Today's hours (the WIB day of `now`). */
export const hoursOn = (week: WeekHours, now: Date): DayHours => week[wibWeekMinute(now).weekday];

/**
 * Whether a store is open at `now` in WIB: from its opening minute (included) to its closing
 * minute (excluded), on the WIB day of `now`. A closing time before the opening one runs past
 * midnight (a night shift the demo stores do not have).
 */
export function isStoreOpen(week: WeekHours, now: Date): boolean {
  const { weekday, minute } = wibWeekMinute(now);
  const today = week[weekday];
  const yesterday = week[STORE_WEEKDAYS[(STORE_WEEKDAYS.indexOf(weekday) + 6) % 7]!];
  if (yesterday && minutesOf(yesterday.close) < minutesOf(yesterday.open)) {
    if (minute < minutesOf(yesterday.close)) return true;
  }
  if (!today) return false;
  const open = minutesOf(today.open);
  const close = minutesOf(today.close);
  return close > open ? minute >= open && minute < close : minute >= open;
}

/** Google Maps directions to a point (no key needed: a link, not the script). */
export const directionsUrl = (lat: number, lng: number) =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
