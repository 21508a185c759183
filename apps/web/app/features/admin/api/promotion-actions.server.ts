import { data, redirect } from 'react-router';
import type { Locale } from '@kilau/domain';
import { translate } from '@kilau/domain/messages';
import type { Refusal } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';
import type { FormParse } from '~/hooks/use-form-validation';
import { formVersion } from '../lib/promotion-form-fields';
import { PROMOTION_INTENTS, type PromotionActionData } from '../lib/promotion-intents';
import { adminText, type AdminTextKey } from '../text';
import type { PromotionApi } from './promotions-api.server';

/** What a promotion page's action works with. */
export type PromotionActionInput = {
  api: ApiClient;
  form: FormData;
  locale: Locale;
  /** Where a staff member whose session ended signs in again. */
  loginPath: string;
};

/**
 * The API's refusal as the form shows it: a 422's fields on their fields, else the message; a
 * 409 carries the promotion as it is now, so the page can say what changed.
 */
export function refusedAnswer<C = never>(
  intent: string,
  result: Refusal & { current?: C },
  { locale, loginPath }: Pick<PromotionActionInput, 'locale' | 'loginPath'>,
) {
  if (result.status === 401) throw redirect(loginPath);
  const message = result.message ?? translate('generic_retry', locale);
  const fields = result.fields && Object.keys(result.fields).length > 0 ? result.fields : undefined;
  return data<PromotionActionData<C>>(
    {
      intent,
      ok: false,
      ...(fields ? { fields, message: adminText('voucherFixFields', locale) } : { message }),
      ...(result.current !== undefined ? { current: result.current } : {}),
    },
    { status: result.status || 503 },
  );
}

/** The domain schema's refusal, before the API is asked. */
export const invalidAnswer = (intent: string, fields: Record<string, string>, locale: Locale) =>
  data<PromotionActionData<never>>(
    { intent, ok: false, fields, message: adminText('voucherFixFields', locale) },
    { status: 422 },
  );

/** One kind of promotion as its pages post it. */
export type PromotionKind<T extends { id: number }, I> = {
  api: PromotionApi<T, unknown>;
  /** The form read by the domain's create schema (the API's messages, in the staff's language). */
  parse: (locale: Locale) => FormParse<I>;
  /** The edit's body from the parsed form (what an edit may not change left out). */
  toUpdate: (input: I) => Record<string, unknown>;
  /** `/admin/<kind>`: the list; a promotion's page is `/admin/<kind>/<id>`. */
  listPath: string;
  /** "{name} saved / switched on / switched off". */
  words: { saved: AdminTextKey; activated: AdminTextKey; deactivated: AdminTextKey };
  nameOf: (promotion: T) => string;
};

/** A new promotion: the domain's schema first, then the API; made, it opens on its own page. */
export async function submitCreatePromotion<T extends { id: number }, I>(
  kind: PromotionKind<T, I>,
  input: PromotionActionInput,
) {
  const intent = PROMOTION_INTENTS.save;
  const parsed = kind.parse(input.locale)(input.form);
  if (!parsed.ok) return invalidAnswer(intent, parsed.fields, input.locale);
  const result = await kind.api.create(input.api, parsed.data);
  if (!result.ok) return refusedAnswer(intent, result, input);
  throw redirect(`${kind.listPath}/${result.data.id}?created=1`);
}

/** The whole form saved at the version it was read at. */
export async function submitSavePromotion<T extends { id: number }, I>(
  kind: PromotionKind<T, I>,
  input: PromotionActionInput,
  id: number,
) {
  const intent = PROMOTION_INTENTS.save;
  const version = formVersion(input.form);
  if (version === null) throw data(null, { status: 400 });
  const parsed = kind.parse(input.locale)(input.form);
  if (!parsed.ok) return invalidAnswer(intent, parsed.fields, input.locale);
  const result = await kind.api.update(input.api, id, { ...kind.toUpdate(parsed.data), version });
  if (!result.ok) return refusedAnswer(intent, result, input);
  return data<PromotionActionData<T>>({
    intent,
    ok: true,
    message: adminText(kind.words.saved, input.locale, { name: kind.nameOf(result.data) }),
  });
}

/** Switches the promotion off (or on again) at the version the page was read at. */
export async function submitTogglePromotion<T extends { id: number }, I>(
  kind: PromotionKind<T, I>,
  input: PromotionActionInput,
  id: number,
  active: boolean,
) {
  const intent = active ? PROMOTION_INTENTS.activate : PROMOTION_INTENTS.deactivate;
  const version = formVersion(input.form);
  if (version === null) throw data(null, { status: 400 });
  const result = await kind.api.update(input.api, id, { version, is_active: active });
  if (!result.ok) return refusedAnswer(intent, result, input);
  return data<PromotionActionData<T>>({
    intent,
    ok: true,
    message: adminText(active ? kind.words.activated : kind.words.deactivated, input.locale, {
      name: kind.nameOf(result.data),
    }),
  });
}

/** One action for a promotion's page, by intent: save the form, switch off or on. */
export function promotionAction<T extends { id: number }, I>(
  kind: PromotionKind<T, I>,
  input: PromotionActionInput,
  id: number,
) {
  switch (input.form.get('intent')) {
    case PROMOTION_INTENTS.save:
      return submitSavePromotion(kind, input, id);
    case PROMOTION_INTENTS.deactivate:
      return submitTogglePromotion(kind, input, id, false);
    case PROMOTION_INTENTS.activate:
      return submitTogglePromotion(kind, input, id, true);
    default:
      throw data(null, { status: 400 });
  }
}
