import { data, redirect } from 'react-router';
import type { Locale } from '@kilau/domain';
import { translate } from '@kilau/domain/messages';
import type { Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';
import {
  parseAssignForm,
  parseVoucherForm,
  VOUCHER_INTENTS,
  type VoucherActionData,
  type VoucherIntent,
} from '../lib/voucher-form';
import { adminText } from '../text';
import type { AdminVoucher } from '../types';
import { assignVoucher, createVoucher, updateVoucher } from './vouchers.server';

type Input = {
  api: ApiClient;
  form: FormData;
  locale: Locale;
  /** Where a staff member whose session ended signs in again. */
  loginPath: string;
};

/** The API's refusal as the form shows it: a 422's fields on their fields, else the message. */
function refused(
  intent: VoucherIntent,
  result: Extract<Answer<AdminVoucher>, { ok: false }>,
  { locale, loginPath }: Input,
) {
  if (result.status === 401) throw redirect(loginPath);
  const message = result.message ?? translate('generic_retry', locale);
  const fields = result.fields && Object.keys(result.fields).length > 0 ? result.fields : undefined;
  return data<VoucherActionData>(
    {
      intent,
      ok: false,
      ...(fields ? { fields, message: adminText('voucherFixFields', locale) } : { message }),
    },
    { status: result.status || 503 },
  );
}

const invalid = (intent: VoucherIntent, fields: Record<string, string>, locale: Locale) =>
  data<VoucherActionData>(
    { intent, ok: false, fields, message: adminText('voucherFixFields', locale) },
    { status: 422 },
  );

/** A new voucher: the domain's schema first, then the API; made, it opens on its own page. */
export async function submitCreateVoucher(input: Input) {
  const intent = VOUCHER_INTENTS.save;
  const parsed = parseVoucherForm(input.locale)(input.form);
  if (!parsed.ok) return invalid(intent, parsed.fields, input.locale);
  const result = await createVoucher(input.api, parsed.data);
  if (!result.ok) return refused(intent, result, input);
  throw redirect(`/admin/vouchers/${result.data.id}?created=1`);
}

const versionOf = (form: FormData) => {
  const version = Number(form.get('version'));
  return Number.isInteger(version) && version > 0 ? version : null;
};

/** The whole form saved at the version it was read at (the code does not change). */
export async function submitSaveVoucher(input: Input, id: number) {
  const intent = VOUCHER_INTENTS.save;
  const version = versionOf(input.form);
  if (version === null) throw data(null, { status: 400 });
  const parsed = parseVoucherForm(input.locale)(input.form);
  if (!parsed.ok) return invalid(intent, parsed.fields, input.locale);
  const { code: _code, ...change } = parsed.data;
  const result = await updateVoucher(input.api, id, { ...change, version });
  if (!result.ok) return refused(intent, result, input);
  return data<VoucherActionData>({
    intent,
    ok: true,
    message: adminText('voucherSaved', input.locale, { code: result.data.code }),
  });
}

/** Switches the voucher off (or on again) at the version the page was read at. */
export async function submitToggleVoucher(input: Input, id: number, active: boolean) {
  const intent = active ? VOUCHER_INTENTS.activate : VOUCHER_INTENTS.deactivate;
  const version = versionOf(input.form);
  if (version === null) throw data(null, { status: 400 });
  const result = await updateVoucher(input.api, id, { version, is_active: active });
  if (!result.ok) return refused(intent, result, input);
  return data<VoucherActionData>({
    intent,
    ok: true,
    message: adminText(active ? 'voucherActivated' : 'voucherDeactivated', input.locale, {
      code: result.data.code,
    }),
  });
}

/** Gives the voucher to members by email. */
export async function submitAssignVoucher(input: Input, id: number) {
  const intent = VOUCHER_INTENTS.assign;
  const parsed = parseAssignForm(input.locale)(input.form);
  if (!parsed.ok) return invalid(intent, parsed.fields, input.locale);
  const result = await assignVoucher(input.api, id, parsed.data.emails);
  if (!result.ok) return refused(intent, result, input);
  return data<VoucherActionData>({
    intent,
    ok: true,
    message: adminText('voucherAssigned', input.locale, { count: result.data.assigned }),
  });
}
