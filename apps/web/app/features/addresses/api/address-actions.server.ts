import { data, redirect } from 'react-router';
import type { Locale } from '@kilau/domain';
import { translate } from '@kilau/domain/messages';
import type { Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';
import {
  ADDRESS_INTENTS,
  ADDRESS_LIMIT_REACHED,
  parseAddressForm,
  type AddressActionData,
  type AddressIntent,
} from '../address-forms';
import { createAddress, deleteAddress, setDefaultAddress, updateAddress } from './addresses.server';

type ActionInput = {
  api: ApiClient;
  form: FormData;
  locale: Locale;
  /** Where a member whose session ended is sent: the login. */
  loginPath: string;
};

/**
 * An API answer as the address book shows it (000 §8, 001 §8): saved or deleted with the API's
 * message; the max-address refusal by its code (the alert); field messages on their fields;
 * anything else the generic retry message.
 */
function toActionData(
  intent: AddressIntent,
  id: string | undefined,
  result: Answer<unknown>,
  input: ActionInput,
  success: 'address_saved' | 'address_deleted',
) {
  const base = { intent, ...(id ? { id } : {}) };
  if (result.ok) {
    return {
      ...base,
      ok: true as const,
      message: result.message || translate(success, input.locale),
    };
  }
  if (result.status === 401) throw redirect(input.loginPath);
  const refusal: AddressActionData =
    result.errorCode === ADDRESS_LIMIT_REACHED
      ? {
          ...base,
          ok: false,
          errorCode: ADDRESS_LIMIT_REACHED,
          ...(result.message ? { message: result.message } : {}),
        }
      : result.status === 422 && result.fields
        ? { ...base, ok: false, fields: result.fields }
        : { ...base, ok: false, message: translate('generic_retry', input.locale) };
  return data(refusal, { status: result.status || 503 });
}

const idOf = (form: FormData): string => {
  const id = form.get('id');
  return typeof id === 'string' ? id : '';
};

/** Add or change an address: the domain's address schema first, then the API. */
export async function saveAddress(
  input: ActionInput,
  intent: typeof ADDRESS_INTENTS.create | typeof ADDRESS_INTENTS.update,
) {
  const id = intent === ADDRESS_INTENTS.update ? idOf(input.form) : undefined;
  const parsed = parseAddressForm(input.form, input.locale);
  if (!parsed.ok) {
    return data<AddressActionData>(
      { intent, ...(id ? { id } : {}), ok: false, fields: parsed.fields },
      { status: 422 },
    );
  }
  const result =
    id === undefined
      ? await createAddress(input.api, parsed.data)
      : await updateAddress(input.api, id, parsed.data);
  // A new address answers with its id, so a caller (the checkout) can go on using it.
  const savedId = id ?? (result.ok ? result.data?._id : undefined);
  return toActionData(intent, savedId, result, input, 'address_saved');
}

/** Delete an address (after the shopper confirmed it). */
export async function removeAddress(input: ActionInput) {
  const id = idOf(input.form);
  const result = await deleteAddress(input.api, id);
  return toActionData(ADDRESS_INTENTS.remove, id, result, input, 'address_deleted');
}

/** Make an address the default (the previous default is unset by the API). */
export async function makeDefaultAddress(input: ActionInput) {
  const id = idOf(input.form);
  const result = await setDefaultAddress(input.api, id);
  return toActionData(ADDRESS_INTENTS.makeDefault, id, result, input, 'address_saved');
}
