import { DEFAULT_LOCALE, TIME_ZONE, type Locale } from './locale';
import { DAY_MS } from './constants';

/** A moment as the API and the database hand it over. */
export type DateInput = Date | string | number;

/** WIB is UTC+7 all year (no daylight saving). */
export const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

// en-US month names are the three-letter ones (en-GB writes "Sept").
const INTL_LOCALE: Record<Locale, string> = { id: 'id-ID', en: 'en-US' };

type WibParts = {
  year: string;
  month: string;
  monthShort: string;
  day: string;
  hour: string;
  minute: string;
};

const formatters = new Map<Locale, Intl.DateTimeFormat>();

function formatterFor(locale: Locale): Intl.DateTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** A valid Date, or null for an empty or unparseable input. */
export function toDate(input: DateInput | null | undefined): Date | null {
  if (input === null || input === undefined || input === '') return null;
  const date = input instanceof Date ? new Date(input.getTime()) : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

function wibParts(date: Date, locale: Locale): WibParts {
  const parts = Object.fromEntries(
    formatterFor(locale)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const wib = new Date(date.getTime() + WIB_OFFSET_MS);
  return {
    year: String(wib.getUTCFullYear()),
    month: String(wib.getUTCMonth() + 1).padStart(2, '0'),
    monthShort: String(parts.month ?? '').replace('.', ''),
    day: String(wib.getUTCDate()),
    hour: String(parts.hour ?? '').padStart(2, '0'),
    minute: String(parts.minute ?? '').padStart(2, '0'),
  };
}

const weekdayFormatters = new Map<Locale, Intl.DateTimeFormat>();

/** A WIB calendar day (`2024-11-25`) as `Sen, 25 Nov` (`Mon 25 Nov`): arrival estimates stay short. */
export function formatArrivalDay(
  day: string | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (!day || !isIsoDay(day)) return '';
  let formatter = weekdayFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : INTL_LOCALE[locale], {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: TIME_ZONE,
    });
    weekdayFormatters.set(locale, formatter);
  }
  // Noon UTC is the same calendar day in WIB (UTC+7).
  return formatter.format(new Date(`${day}T12:00:00Z`));
}

/** `D MMM YYYY` in WIB, e.g. `5 Agu 2024` (spec §9 date format). Empty for no date. */
export function formatDate(
  input: DateInput | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const date = toDate(input);
  if (!date) return '';
  const p = wibParts(date, locale);
  return `${p.day} ${p.monthShort} ${p.year}`;
}

/**
 * `D MMM YYYY, hh:mm` in WIB, e.g. `5 Agu 2024, 14:30`. The spec writes `hh` but shows no
 * AM/PM marker, so the clock is 24-hour as Indonesian usage expects (ambiguity, see report).
 */
export function formatDateTime(
  input: DateInput | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const date = toDate(input);
  if (!date) return '';
  const p = wibParts(date, locale);
  return `${p.day} ${p.monthShort} ${p.year}, ${p.hour}:${p.minute}`;
}

/** `hh:mm` in WIB (24-hour), e.g. `14:30`: a chat message's time within its day. */
export function formatTime(
  input: DateInput | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const date = toDate(input);
  if (!date) return '';
  const p = wibParts(date, locale);
  return `${p.hour}:${p.minute}`;
}

/** The order filter's `dd - MM - yy` in WIB, e.g. `05 - 08 - 24` (day of month, not weekday). */
export function formatFilterDate(input: DateInput | null | undefined): string {
  const date = toDate(input);
  if (!date) return '';
  const p = wibParts(date, DEFAULT_LOCALE);
  return `${p.day.padStart(2, '0')} - ${p.month} - ${p.year.slice(-2)}`;
}

/** `YYYY-MM-DD` of the WIB calendar day (date of birth, filter bounds). */
export function formatIsoDay(input: DateInput | null | undefined): string {
  const date = toDate(input);
  if (!date) return '';
  const p = wibParts(date, DEFAULT_LOCALE);
  return `${p.year}-${p.month}-${p.day.padStart(2, '0')}`;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD`. */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The first instant of a WIB calendar day written `YYYY-MM-DD` (a day filter's bound). */
export const startOfWibIsoDay = (day: string): Date => new Date(`${day}T00:00:00+07:00`);

/** The first instant of the WIB day containing `input` (for created_at range filters). */
export function startOfWibDay(input: DateInput): Date | null {
  const date = toDate(input);
  if (!date) return null;
  const wibMs = date.getTime() + WIB_OFFSET_MS;
  return new Date(wibMs - (((wibMs % DAY_MS) + DAY_MS) % DAY_MS) - WIB_OFFSET_MS);
}

/** The last millisecond of the WIB day containing `input`. */
export function endOfWibDay(input: DateInput): Date | null {
  const start = startOfWibDay(input);
  return start ? new Date(start.getTime() + DAY_MS - 1) : null;
}

/**
 * A WIB wall-clock time written without a zone (`2026-11-21 10:00:00`, as Midtrans writes
 * them) as the instant it names; null when it is not one.
 */
export const fromWibDateTime = (text: string): Date | null =>
  toDate(`${text.replace(' ', 'T')}+07:00`);

/** An instant as WIB wall-clock time without a zone, `YYYY-MM-DD HH:mm:ss`. */
export function toWibDateTime(input: Date): string {
  const wib = new Date(input.getTime() + WIB_OFFSET_MS);
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${wib.getUTCFullYear()}-${pad(wib.getUTCMonth() + 1)}-${pad(wib.getUTCDate())} ` +
    `${pad(wib.getUTCHours())}:${pad(wib.getUTCMinutes())}:${pad(wib.getUTCSeconds())}`
  );
}

/** `input` moved by a number of milliseconds; null for no date. */
export function addMilliseconds(input: DateInput, ms: number): Date | null {
  const date = toDate(input);
  return date ? new Date(date.getTime() + ms) : null;
}
