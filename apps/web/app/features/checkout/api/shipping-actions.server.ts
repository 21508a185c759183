import { data, redirect } from 'react-router';
import type { Locale } from '@kilau/domain';
import { translate } from '@kilau/domain/messages';
import type { Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';
import {
  SHIPPING_FIELDS as F,
  SHIPPING_INTENTS,
  type ShippingActionData,
  type ShippingIntent,
} from '../intents';
import { chooseBagAddress, chooseShippingMethod } from './shipping.server';
import { checkoutText } from '~/features/checkout/text';

export type ShippingActionInput = {
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

/**
 * An API answer as the step shows it: the API's message, or the generic text when the call
 * failed without one; a 401 sends the shopper to log in.
 */
function answer(
  input: ShippingActionInput,
  intent: ShippingIntent,
  target: string,
  result: Answer<unknown>,
  success: string,
) {
  if (result.ok) {
    return data<ShippingActionData>({
      intent,
      target,
      ok: true,
      message: result.message ?? success,
    });
  }
  if (result.status === 401) throw redirect(input.loginPath);
  const failedWithoutAnswer = result.status === 0 || result.status >= 500 || !result.message;
  const message =
    result.fields?.[F.serviceCode] ??
    result.fields?.[F.addressId] ??
    (failedWithoutAnswer ? translate('generic_retry', input.locale) : (result.message as string));
  return data<ShippingActionData>(
    {
      intent,
      target,
      ok: false,
      message,
      ...(result.errorCode ? { errorCode: result.errorCode } : {}),
    },
    { status: result.status || 503 },
  );
}

async function chooseAddress(input: ShippingActionInput) {
  const intent = SHIPPING_INTENTS.chooseAddress;
  const cartId = text(input.form, F.cartId);
  const addressId = text(input.form, F.addressId);
  if (!cartId || !addressId) throw data(null, { status: 400 });
  const result = await chooseBagAddress(input.api, { cartId, addressId });
  return answer(
    input,
    intent,
    addressId,
    result,
    checkoutText('checkoutAddressChosen', input.locale),
  );
}

async function chooseMethod(input: ShippingActionInput) {
  const intent = SHIPPING_INTENTS.chooseMethod;
  const cartId = text(input.form, F.cartId);
  const addressId = text(input.form, F.addressId);
  const serviceCode = text(input.form, F.serviceCode);
  if (!cartId || !addressId || !serviceCode) throw data(null, { status: 400 });
  const result = await chooseShippingMethod(input.api, { cartId, addressId, serviceCode });
  return answer(input, intent, serviceCode, result, translate('shipping_selected', input.locale));
}

/** The shipping step's action: one dispatch by intent (unknown intents are a 400). */
export function handleShippingAction(input: ShippingActionInput) {
  switch (text(input.form, F.intent)) {
    case SHIPPING_INTENTS.chooseAddress:
      return chooseAddress(input);
    case SHIPPING_INTENTS.chooseMethod:
      return chooseMethod(input);
    default:
      throw data(null, { status: 400 });
  }
}
