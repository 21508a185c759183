/**
 * How the promotion forms' fields read (vouchers, special prices, flash sales, bank promotions):
 * a text, a typed number, a list of checked ids, and a WIB moment shown in a `datetime-local`.
 */

/** The field's text ('' when absent). */
export const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * A number as typed: `15.000` and `15 000` read as 15000; blank is `blank`; other text is kept
 * (the schema refuses it with the field's message).
 */
export function formNumber(
  form: FormData,
  name: string,
  blank: number | null = null,
): number | string | null {
  const raw = formText(form, name);
  const value = raw.replace(/[.\s]/g, '');
  if (value === '') return blank;
  return /^-?\d+$/.test(value) ? Number(value) : raw;
}

/** The checked ids of a group of checkboxes (or radios) named `name`, each once. */
export const formIds = (form: FormData, name: string) =>
  [...new Set(form.getAll(name).map(Number))].filter((id) => Number.isInteger(id) && id > 0);

/** A blank moment is none; the schema reads `YYYY-MM-DDTHH:mm` as WIB. */
export const formMoment = (form: FormData, name: string) => formText(form, name).trim() || null;

const WIB_MS = 7 * 3_600_000;

/** An API time as a `datetime-local` value in WIB (`YYYY-MM-DDTHH:mm`); blank for none. */
export const wibInputValue = (iso: string | null): string =>
  iso === null ? '' : new Date(new Date(iso).getTime() + WIB_MS).toISOString().slice(0, 16);

/** A number as a field's default value; blank for none. */
export const numberValue = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The `version` a form was read at, or null when it carries none. */
export const formVersion = (form: FormData) => {
  const version = Number(form.get('version'));
  return Number.isInteger(version) && version > 0 ? version : null;
};
