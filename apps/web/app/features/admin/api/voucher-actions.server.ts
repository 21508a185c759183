import { data, redirect } from 'react-router';
import { formVersion } from '../lib/promotion-form-fields';
import {
  parseAssignForm,
  parseVoucherForm,
  VOUCHER_INTENTS,
  type VoucherActionData,
} from '../lib/voucher-form';
import { adminText } from '../text';
import {
  invalidAnswer,
  refusedAnswer,
  type PromotionActionInput as Input,
} from './promotion-actions.server';
import { assignVoucher, createVoucher, updateVoucher } from './vouchers.server';

/** A new voucher: the domain's schema first, then the API; made, it opens on its own page. */
export async function submitCreateVoucher(input: Input) {
  const intent = VOUCHER_INTENTS.save;
  const parsed = parseVoucherForm(input.locale)(input.form);
  if (!parsed.ok) return invalidAnswer(intent, parsed.fields, input.locale);
  const result = await createVoucher(input.api, parsed.data);
  if (!result.ok) return refusedAnswer(intent, result, input);
  throw redirect(`/admin/vouchers/${result.data.id}?created=1`);
}

/** The whole form saved at the version it was read at (the code does not change). */
export async function submitSaveVoucher(input: Input, id: number) {
  const intent = VOUCHER_INTENTS.save;
  const version = formVersion(input.form);
  if (version === null) throw data(null, { status: 400 });
  const parsed = parseVoucherForm(input.locale)(input.form);
  if (!parsed.ok) return invalidAnswer(intent, parsed.fields, input.locale);
  const { code: _code, ...change } = parsed.data;
  const result = await updateVoucher(input.api, id, { ...change, version });
  if (!result.ok) return refusedAnswer(intent, result, input);
  return data<VoucherActionData>({
    intent,
    ok: true,
    message: adminText('voucherSaved', input.locale, { code: result.data.code }),
  });
}

/** Switches the voucher off (or on again) at the version the page was read at. */
export async function submitToggleVoucher(input: Input, id: number, active: boolean) {
  const intent = active ? VOUCHER_INTENTS.activate : VOUCHER_INTENTS.deactivate;
  const version = formVersion(input.form);
  if (version === null) throw data(null, { status: 400 });
  const result = await updateVoucher(input.api, id, { version, is_active: active });
  if (!result.ok) return refusedAnswer(intent, result, input);
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
  if (!parsed.ok) return invalidAnswer(intent, parsed.fields, input.locale);
  const result = await assignVoucher(input.api, id, parsed.data.emails);
  if (!result.ok) return refusedAnswer(intent, result, input);
  return data<VoucherActionData>({
    intent,
    ok: true,
    message: adminText('voucherAssigned', input.locale, { count: result.data.assigned }),
  });
}
