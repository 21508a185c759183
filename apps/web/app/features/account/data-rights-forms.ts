import type { Locale } from '@kilau/domain';
import { createAccountClosureFormSchema, type ClosureReviewChoice } from '@kilau/domain/accounts';
import { schemaParse } from '~/hooks/schema-parse';

/**
 * The "Privasi & data" page's forms (docs/design/data-rights.md): ask for an export, send the
 * closure code, close the account. The closure form is read by the domain's schema in the
 * browser and again in the route action.
 */
export const DATA_EXPORT_INTENT = 'data-export';
export const CLOSURE_CODE_INTENT = 'closure-code';
export const CLOSE_ACCOUNT_INTENT = 'close-account';
export type DataRightsIntent =
  | typeof DATA_EXPORT_INTENT
  | typeof CLOSURE_CODE_INTENT
  | typeof CLOSE_ACCOUNT_INTENT;

/** What the page's action answers, per intent. */
export type DataRightsActionData = { intent: DataRightsIntent } & (
  | { ok: true; message: string; recipient?: string }
  | { ok: false; message?: string; fields?: Record<string, string> }
);

export const parseClosureForm = (locale: Locale) =>
  schemaParse(createAccountClosureFormSchema(locale), (form) => ({
    code: String(form.get('code') ?? ''),
    reviews: String(form.get('reviews') ?? '') as ClosureReviewChoice,
    confirm: form.get('confirm') ?? undefined,
  }));

export function isDataRightsAnswer<I extends DataRightsIntent>(
  value: unknown,
  intent: I,
): value is DataRightsActionData & { intent: I } {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { intent?: unknown }).intent === intent &&
    typeof (value as { ok?: unknown }).ok === 'boolean'
  );
}

/** Where a ready export is downloaded from the account page (the member's own, by id). */
export const dataExportDownloadPath = (id: string) =>
  `/api/account/data-export/${encodeURIComponent(id)}/download`;
