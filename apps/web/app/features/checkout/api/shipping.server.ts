import { translate } from '@kilau/domain/messages';
import type { Locale } from '@kilau/domain';
import { toAnswer, type Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';
import { toQueryString } from '~/lib/query-string';
import type { ShippingMethod, ShippingMethodsRead } from '../types';
import { CHECKOUT_API } from './paths';

/**
 * The shipping methods for one of the member's addresses, priced for their bag. A refusal (an
 * address without a district, one that is not theirs) carries the API's message; a call that
 * failed without one says the generic retry text. A 401 is answered as such for the caller.
 */
export async function fetchShippingMethods(
  api: ApiClient,
  addressId: string,
  locale: Locale,
): Promise<ShippingMethodsRead | { state: 'unauthorized' }> {
  const query = toQueryString({ 'filter[address_id]': addressId });
  const result = await api.get<ShippingMethod[]>(`${CHECKOUT_API.shippings}${query}`);
  if (result.ok) return { state: 'ready', methods: Array.isArray(result.data) ? result.data : [] };
  if (result.status === 401) return { state: 'unauthorized' };
  const answered = result.status > 0 && result.status < 500 && result.message;
  return {
    state: 'refused',
    message: answered ? (result.message as string) : translate('generic_retry', locale),
    errorCode: result.errorCode ?? null,
  };
}

/** Choose the bag's shipping method for an address (`POST /user/me/shippings`). */
export const chooseShippingMethod = async (
  api: ApiClient,
  input: { cartId: string; addressId: string; serviceCode: string },
): Promise<Answer<ShippingMethod[]>> =>
  toAnswer(
    await api.post<ShippingMethod[]>(CHECKOUT_API.shippings, {
      address_id: input.addressId,
      cart_id: input.cartId,
      service_code: input.serviceCode,
      shipping_type: 'all',
    }),
  );

/** Make an address the bag's delivery address (`PUT /carts/{cartId}/address/{addressId}`). */
export const chooseBagAddress = async (
  api: ApiClient,
  input: { cartId: string; addressId: string },
): Promise<Answer<unknown>> =>
  toAnswer(await api.put<unknown>(CHECKOUT_API.bagAddress(input.cartId, input.addressId)));
