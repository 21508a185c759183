import {
  ACQUISITION_SOURCES,
  FEMALE_SALUTE_ID,
  MALE_SALUTE_ID,
  MANDATORY_PROFILE_FIELDS,
} from './constants';

export type Gender = 'Female' | 'Male';
export type Salute = 'Ms' | 'Mr';

/** The salutes a form offers, by the id it sends (001 §5). */
export const SALUTE_OPTIONS = [
  { id: FEMALE_SALUTE_ID, salute: 'Ms' },
  { id: MALE_SALUTE_ID, salute: 'Mr' },
] as const satisfies ReadonlyArray<{ id: number; salute: Salute }>;

/** Salute id 1 is Female / Ms, anything else Male / Mr (001 §5). */
export function genderFromSalute(saluteId: number | string | null | undefined): {
  gender: Gender;
  salute: Salute;
} {
  return Number(saluteId) === FEMALE_SALUTE_ID
    ? { gender: 'Female', salute: 'Ms' }
    : { gender: 'Male', salute: 'Mr' };
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written year-month-day (`1995-02-28`), from 1900 on. */
export function isValidDateOfBirth(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

const DAY_MONTH_YEAR = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/;

/**
 * A date of birth as the shopper types it, day first as Indonesia writes it (`17/08/1996`,
 * also with `-` or `.`), in the year-month-day form the API keeps (`1996-08-17`); any other
 * text comes back as it was, for the schema to judge (ADR 0030).
 */
export function dateOfBirthFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const match = DAY_MONTH_YEAR.exec(value);
  if (!match) return value;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** A kept date of birth (`1996-08-17…`) as the form shows it, day first: `17/08/1996`. */
export function dateOfBirthText(value: string | null | undefined): string {
  const match = value ? ISO_DAY.exec(value.slice(0, 10)) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** Date of birth as sent: year-month-day, zero-padded; null when not a real day. */
export function formatDateOfBirth(parts: {
  year: number;
  month: number;
  day: number;
}): string | null {
  const value = `${String(parts.year).padStart(4, '0')}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
  return isValidDateOfBirth(value) ? value : null;
}

export type ProfileFields = Partial<Record<(typeof MANDATORY_PROFILE_FIELDS)[number], unknown>>;

/** Mandatory profile fields still empty (001 §3). */
export const missingProfileFields = (
  user: ProfileFields,
): (typeof MANDATORY_PROFILE_FIELDS)[number][] =>
  MANDATORY_PROFILE_FIELDS.filter((field) => {
    const value = user[field];
    return (
      value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
    );
  });

export const isProfileComplete = (user: ProfileFields): boolean =>
  missingProfileFields(user).length === 0;

/** Query for the external complete-profile page: the known mandatory fields (001 §4). */
export function completeProfileQuery(user: ProfileFields): Record<string, string> {
  return Object.fromEntries(
    MANDATORY_PROFILE_FIELDS.flatMap((field) => {
      const value = user[field];
      return typeof value === 'string' && value.trim() !== '' ? [[field, value]] : [];
    }),
  );
}

/** The register payload's derived fields: gender and salute from the salute id. */
export function registerPayloadExtras(input: { salute_id?: number | null }) {
  return genderFromSalute(input.salute_id);
}

/** The acquisition source sent on register and login, by device. */
export const acquisitionSource = (device: 'desktop' | 'mobile'): string =>
  ACQUISITION_SOURCES[device];

/** A member who has not agreed to the legal statements sees the terms modal once (001 §4). */
export const shouldShowTermsModal = (input: {
  agreed: boolean | undefined;
  alreadyShown: boolean;
}): boolean => input.agreed !== true && !input.alreadyShown;
