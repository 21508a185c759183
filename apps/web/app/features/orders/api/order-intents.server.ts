import type { Locale } from '@kilau/domain';
import { createCancelOrderSchema } from '@kilau/domain/orders';
import { createOvoPhoneSchema } from '@kilau/domain/payment';
import { translate } from '@kilau/domain/messages';
import type { ApiFailure } from '~/lib/api-envelope';
import { type FormParse } from '~/hooks/use-form-validation';
import { schemaParse } from '~/hooks/schema-parse';
import {
  isOrderIntent,
  ORDER_FIELDS,
  ORDER_INTENTS,
  type OrderActionData,
  type OrderIntent,
} from '../lib/order-intents';
import type { OrdersApi } from './order-calls';

/** The calls the action makes: `createOrdersApi` over the server's client (tests: a fake). */
export type OrderWrites = Pick<
  OrdersApi,
  'cancel' | 'retryGopay' | 'payOvo' | 'reorder' | 'cancelReturn'
>;

const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** A form the action refuses before calling the API: the API's own 422 shape. */
const refused = (fields: Record<string, string>, locale: Locale): ApiFailure => ({
  ok: false,
  status: 422,
  errorCode: 'validation_failed',
  message: translate('validation_failed', locale),
  data: { fields },
});

/** Parses a form with the schema the modal used, then makes the call; a refusal is a 422. */
async function withForm<T, R>(
  parse: FormParse<T>,
  form: FormData,
  locale: Locale,
  call: (input: T) => Promise<R>,
): Promise<R | ApiFailure> {
  const parsed = parse(form);
  return parsed.ok ? call(parsed.data) : refused(parsed.fields, locale);
}

/**
 * The /my-orders action (one per route, by `intent`): cancel, a new GoPay charge, a new OVO
 * push, reorder, a return withdrawn — each re-parsed with the form's domain schema, then sent to the API with the
 * member's session. Answers the API's result as a value; the page shows it as it always has.
 */
export async function handleOrderAction({
  orders,
  locale,
  form,
}: {
  orders: OrderWrites;
  locale: Locale;
  form: FormData;
}): Promise<OrderActionData | Response> {
  const intent = textOf(form, ORDER_FIELDS.intent);
  if (!isOrderIntent(intent)) return new Response('Unknown intent', { status: 400 });
  const orderId = textOf(form, ORDER_FIELDS.orderId);
  const answer = <I extends OrderIntent>(intent: I, result: OrderActionData<I>['result']) =>
    ({ intent, orderId, result }) as OrderActionData;

  switch (intent) {
    case ORDER_INTENTS.cancel:
      return answer(
        intent,
        await withForm(schemaParse(createCancelOrderSchema(locale)), form, locale, (input) =>
          orders.cancel(orderId, input),
        ),
      );
    case ORDER_INTENTS.payOvo:
      return answer(
        intent,
        await withForm(schemaParse(createOvoPhoneSchema(locale)), form, locale, (input) =>
          orders.payOvo(orderId, input.phone_no),
        ),
      );
    case ORDER_INTENTS.retryGopay:
      return answer(intent, await orders.retryGopay(orderId));
    case ORDER_INTENTS.reorder:
      return answer(intent, await orders.reorder(textOf(form, ORDER_FIELDS.cartId)));
    case ORDER_INTENTS.cancelReturn:
      return answer(intent, await orders.cancelReturn(textOf(form, ORDER_FIELDS.returnReference)));
  }
}
