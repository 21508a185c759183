import { data, redirect } from 'react-router';
import { WHOLE_PATTERN, type Locale } from '@kilau/domain';
import { translate } from '@kilau/domain/messages';
import type { ApiClient } from '~/lib/api-client.server';
import { placeOutcome } from '../lib/place-outcome';
import {
  CARD_ID_FIELD,
  IDEMPOTENCY_FIELD,
  PAYMENT_INTENTS,
  PLACE_FIELDS,
  type DeleteCardActionData,
  type PlaceActionData,
} from '../payment-intents';
import { deleteSavedCard, placeOrder } from './payment.server';
import { checkoutText } from '~/features/checkout/text';

export type PaymentActionInput = {
  api: ApiClient;
  form: FormData;
  locale: Locale;
  /** Where a shopper whose session ended is sent: home with the login. */
  loginPath: string;
};

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

const NUMBER_FIELDS = new Set(['total_price', 'installment_term']);
const BOOLEAN_FIELDS = new Set(['save_card']);

/**
 * The Order payment request as the API takes it, from the posted fields it names (nothing
 * else passes: a card number posted by mistake never reaches the API).
 */
export function orderRequestOf(form: FormData): Record<string, unknown> | null {
  const body: Record<string, unknown> = {};
  for (const field of PLACE_FIELDS) {
    const value = text(form, field);
    if (value === '') continue;
    if (NUMBER_FIELDS.has(field)) {
      if (!WHOLE_PATTERN.test(value)) return null;
      body[field] = Number(value);
    } else if (BOOLEAN_FIELDS.has(field)) {
      body[field] = value === 'true';
    } else {
      body[field] = value;
    }
  }
  return body.cart_id && body.payment_method && typeof body.total_price === 'number' ? body : null;
}

async function place(input: PaymentActionInput) {
  const body = orderRequestOf(input.form);
  const key = text(input.form, IDEMPOTENCY_FIELD);
  if (!body || key.length < 8) throw data(null, { status: 400 });
  const result = await placeOrder(input.api, body, key);
  if (!result.ok && result.status === 401) throw redirect(input.loginPath);
  const phone = typeof body.phone_no === 'string' ? body.phone_no : null;
  const outcome = placeOutcome(result, {
    method: String(body.payment_method),
    phoneNo: phone,
    locale: input.locale,
  });
  if (outcome.outcome === 'navigate') throw redirect(outcome.path);
  return data<PlaceActionData>(
    { intent: PAYMENT_INTENTS.place, ...outcome },
    { status: outcome.outcome === 'refused' ? result.status || 503 : 200 },
  );
}

async function deleteCard(input: PaymentActionInput) {
  const id = text(input.form, CARD_ID_FIELD);
  if (!/^[1-9][0-9]{0,15}$/.test(id)) throw data(null, { status: 400 });
  const result = await deleteSavedCard(input.api, id);
  if (!result.ok && result.status === 401) throw redirect(input.loginPath);
  // 000 §8: a card that could not be deleted says 'Silakan coba lagi dalam beberapa saat'.
  const answer: DeleteCardActionData = {
    intent: PAYMENT_INTENTS.deleteCard,
    target: id,
    ok: result.ok,
    message: result.ok
      ? (result.message ?? checkoutText('savedCardDeleted', input.locale))
      : result.status === 404 && result.message
        ? result.message
        : translate('server_error', input.locale),
  };
  return data(answer, { status: result.ok ? 200 : result.status || 503 });
}

/** The payment step's action: one dispatch by intent (unknown intents are a 400). */
export function handlePaymentAction(input: PaymentActionInput) {
  switch (text(input.form, 'intent')) {
    case PAYMENT_INTENTS.place:
      return place(input);
    case PAYMENT_INTENTS.deleteCard:
      return deleteCard(input);
    default:
      throw data(null, { status: 400 });
  }
}
