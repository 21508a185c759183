import { redirect } from 'react-router';
import type { Locale } from '@kilau/domain';
import type { ApiClient } from '~/lib/api-client.server';
import { toAnswer } from '~/lib/api-answer';
import {
  parseRedeemForm,
  REDEEM_FIELDS,
  REDEEM_INTENT,
  type RedeemActionData,
} from '../reward-forms';
import { rewardsText } from '../text';
import { redeemPrize } from './rewards.server';

/**
 * The redemption posted from /my-rewards: re-parsed with the form's schema, sent under the
 * form's `Idempotency-Key` (a resubmitted form answers the first redemption), the API's answer
 * returned as a value — its message as it is ('Mohon maaf token anda tidak mencukupi.', 001 §8).
 */
export async function redeemFromForm({
  api,
  form,
  locale,
  loginPath,
}: {
  api: ApiClient;
  form: FormData;
  locale: Locale;
  loginPath: string;
}): Promise<RedeemActionData> {
  const partnerId = String(form.get(REDEEM_FIELDS.partnerId) ?? '');
  const intent = REDEEM_INTENT;
  const parsed = parseRedeemForm(locale)(form);
  if (!parsed.ok) return { intent, partnerId, ok: false, fields: parsed.fields };
  const key = String(form.get(REDEEM_FIELDS.key) ?? '') || crypto.randomUUID();
  const answer = toAnswer(await redeemPrize(api, parsed.data, key));
  if (answer.ok) {
    return {
      intent,
      partnerId,
      ok: true,
      message: answer.message || rewardsText('rewardsRedeemed', locale),
    };
  }
  if (answer.status === 401) throw redirect(loginPath);
  return {
    intent,
    partnerId,
    ok: false,
    ...(answer.message ? { message: answer.message } : {}),
    ...(answer.fields ? { fields: answer.fields } : {}),
  };
}
