import { data, redirect } from 'react-router';
import type { Locale } from '@kilau/domain';
import { translate } from '@kilau/domain/messages';
import type { Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';
import {
  isStaffRoleValue,
  parseStaffCreate,
  rowOf,
  STAFF_INTENTS,
  type StaffActionData,
  type StaffIntent,
} from '../admin-forms';
import { adminText } from '../text';
import type { Staff } from '../types';
import { createStaff, resetTotp, updateStaff } from './staff.server';

type Input = {
  api: ApiClient;
  form: FormData;
  locale: Locale;
  /** Where a staff member whose session ended signs in again. */
  loginPath: string;
};

const nameOf = (form: FormData) => {
  const value = form.get('name');
  return typeof value === 'string' ? value : '';
};

/**
 * A row's write as the page shows it: done, with its sentence; or the API's refusal as its
 * message (a stale version's 409 `changed_by_someone_else` included: the page then reloads the
 * table, `shouldRevalidate` in routes/admin-staff.tsx).
 */
function rowAnswer(
  intent: StaffIntent,
  id: number,
  result: Answer<Staff>,
  done: string,
  { locale, loginPath }: Input,
) {
  if (result.ok) return data<StaffActionData>({ intent, id, ok: true, message: done });
  if (result.status === 401) throw redirect(loginPath);
  const message = result.message ?? translate('generic_retry', locale);
  return data<StaffActionData>(
    { intent, id, ok: false, message },
    { status: result.status || 503 },
  );
}

const badRequest = (intent: StaffIntent, locale: Locale) =>
  data<StaffActionData>(
    { intent, ok: false, message: translate('validation_failed', locale) },
    { status: 400 },
  );

/** A new account: the domain's schema first, then the API (an email in use is the email's). */
export async function submitCreate({ api, form, locale, loginPath }: Input) {
  const intent = STAFF_INTENTS.create;
  const parsed = parseStaffCreate(locale)(form);
  if (!parsed.ok) {
    return data<StaffActionData>({ intent, ok: false, fields: parsed.fields }, { status: 422 });
  }
  const result = await createStaff(api, parsed.data);
  if (result.ok) {
    return data<StaffActionData>({
      intent,
      id: result.data.id,
      ok: true,
      message: adminText('staffCreated', locale, { email: result.data.email }),
    });
  }
  if (result.status === 401) throw redirect(loginPath);
  const message = result.message ?? translate('generic_retry', locale);
  const fields =
    result.errorCode === 'staff_email_taken'
      ? { email: message }
      : result.status === 422
        ? result.fields
        : undefined;
  return data<StaffActionData>(
    { intent, ok: false, ...(fields ? { fields } : { message }) },
    { status: result.status || 503 },
  );
}

export async function submitRole(input: Input) {
  const { api, form, locale } = input;
  const row = rowOf(form);
  const role = form.get('role');
  if (!row || !isStaffRoleValue(role)) return badRequest(STAFF_INTENTS.role, locale);
  const result = await updateStaff(api, row.id, { version: row.version, role });
  const done = adminText('staffRoleSaved', locale, { name: nameOf(form) });
  return rowAnswer(STAFF_INTENTS.role, row.id, result, done, input);
}

export async function submitLock(input: Input, locked: boolean) {
  const { api, form, locale } = input;
  const intent = locked ? STAFF_INTENTS.lock : STAFF_INTENTS.unlock;
  const row = rowOf(form);
  if (!row) return badRequest(intent, locale);
  const result = await updateStaff(api, row.id, { version: row.version, locked });
  const done = adminText(locked ? 'staffLockedDone' : 'staffUnlockedDone', locale, {
    name: nameOf(form),
  });
  return rowAnswer(intent, row.id, result, done, input);
}

export async function submitResetTotp(input: Input) {
  const { api, form, locale } = input;
  const row = rowOf(form);
  if (!row) return badRequest(STAFF_INTENTS.resetTotp, locale);
  const result = await resetTotp(api, row.id, row.version);
  const done = adminText('staffResetTotpDone', locale, { name: nameOf(form) });
  return rowAnswer(STAFF_INTENTS.resetTotp, row.id, result, done, input);
}
