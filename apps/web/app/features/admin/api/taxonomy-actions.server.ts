import { data, redirect } from 'react-router';
import type { Locale } from '@kilau/domain';
import { translate } from '@kilau/domain/messages';
import type { FormParse } from '~/hooks/use-form-validation';
import type { Answer } from '~/lib/api-answer';
import type { StockActionData } from '../stock-forms';

type Input = { form: FormData; locale: Locale; loginPath: string };

/**
 * A brand or category write as its dialog shows it: the domain's schema first (422 with each
 * field's message), then the API's answer — done with its sentence, or the refusal on its field
 * (a taken slug, a cycle) or as a message (a stale version's 409, after which the page reloads).
 */
export async function submitWrite<T extends { name: string }, I>(
  { form, locale, loginPath }: Input,
  parse: FormParse<I>,
  call: (input: I) => Promise<Answer<T>>,
  done: (saved: T) => string,
) {
  const intent = String(form.get('intent') ?? '');
  const key = String(form.get('key') ?? '');
  const parsed = parse(form);
  if (!parsed.ok) {
    return data<StockActionData>(
      { intent, key, ok: false, fields: parsed.fields },
      { status: 422 },
    );
  }
  const result = await call(parsed.data);
  if (result.ok)
    return data<StockActionData>({ intent, key, ok: true, message: done(result.data) });
  if (result.status === 401) throw redirect(loginPath);
  const message = result.message ?? translate('generic_retry', locale);
  return data<StockActionData>(
    { intent, key, ok: false, ...(result.fields ? { fields: result.fields } : { message }) },
    { status: result.status || 503 },
  );
}

/** The record a row's form names (its hidden `id`). */
export const idOf = (form: FormData) => {
  const id = Number(form.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
};
