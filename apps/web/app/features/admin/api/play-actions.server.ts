import { data, redirect, type AppLoadContext } from 'react-router';
import type { Locale } from '@kilau/domain';
import { roleMay } from '@kilau/domain/admin';
import type { ApiClient } from '~/lib/api-client.server';
import type { FormParse } from '~/hooks/use-form-validation';
import type { Answer } from '~/lib/api-answer';
import type { PlayActionData } from '../play-forms';
import { adminText, type AdminTextKey } from '../text';
import { recordIdOr404 } from '../lib/route-ids';
import { PLAY_INTENTS } from '../play-forms';
import { invalidAnswer, refusedAnswer } from './promotion-actions.server';
import { requireStaff, staffContext, staffLoginPath } from './staff-session.server';

/** `new`, or a record's id. */
const idOf = (param: string | undefined) => (param === 'new' ? null : recordIdOr404(param));
type PageArgs = { request: Request; context: AppLoadContext; params: { id?: string } };

/**
 * A prize page's loader (permission `promotions.write`): none for `new`, else the prize (404
 * when there is none, 503 when the API does not answer).
 */
export async function loadPlayRecord<T>(
  { request, context, params }: PageArgs,
  read: (api: ApiClient, id: number) => Promise<T | null | undefined>,
): Promise<{ prize: T | null }> {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'promotions.write')) throw data(null, { status: 403 });
  const id = idOf(params.id);
  if (id === null) return { prize: null };
  const prize = await read(staff.api, id);
  if (prize === null) throw data(null, { status: 404 });
  if (prize === undefined) throw data(null, { status: 503 });
  return { prize };
}

/** A prize page's action: its one form, saved (see `submitPlayRecord`). */
export async function playRecordAction<I, T extends { id: number }>(
  { request, context, params }: PageArgs,
  page: {
    parse: (locale: Locale, id: number | null) => FormParse<I>;
    save: (api: ApiClient, id: number | null, body: object) => Promise<Answer<T>>;
    listPath: string;
    saved: AdminTextKey;
  },
) {
  const staff = staffContext(request, context);
  const id = idOf(params.id);
  const form = await request.formData();
  if (form.get('intent') !== PLAY_INTENTS.savePrize) throw data(null, { status: 400 });
  return submitPlayRecord({
    form,
    intent: PLAY_INTENTS.savePrize,
    id,
    locale: staff.locale,
    loginPath: staffLoginPath(staff.url),
    parse: page.parse(staff.locale, id),
    save: (recordId, body) => page.save(staff.api, recordId, body),
    listPath: page.listPath,
    saved: page.saved,
  });
}

/**
 * A prize page's save (lucky-draw or partner prize): the form read by the domain's schema, then
 * created (and the page goes to the new record) or edited at the form's `version`.
 */
export async function submitPlayRecord<I, T extends { id: number }>(input: {
  form: FormData;
  intent: string;
  id: number | null;
  locale: Locale;
  loginPath: string;
  parse: FormParse<I>;
  save: (id: number | null, body: object) => Promise<Answer<T>>;
  /** The list's path; a record's page is `<listPath>/<id>`. */
  listPath: string;
  saved: AdminTextKey;
}) {
  const { form, intent, id, locale } = input;
  const parsed = input.parse(form);
  if (!parsed.ok) return invalidAnswer(intent, parsed.fields, locale);
  const result = await input.save(id, parsed.data as object);
  if (result.ok) {
    if (id === null) throw redirect(`${input.listPath}/${result.data.id}`);
    return data<PlayActionData>({ intent, ok: true, message: adminText(input.saved, locale) });
  }
  return refusedAnswer(intent, result, input);
}
