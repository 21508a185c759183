import type { AddressInput } from '@kilau/domain/accounts';
import { toAnswer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';
import type { Address } from '../types';

/**
 * The member's addresses, default first, or null for a guest (401). Other failures answer an
 * empty book (000 §8: list failures empty the list silently).
 */
export async function listAddresses(api: ApiClient): Promise<Address[] | null> {
  const result = await api.get<Address[]>('/api/users/me/addresses');
  if (result.ok) return Array.isArray(result.data) ? result.data : [];
  return result.status === 401 ? null : [];
}

const path = (id: string) => `/api/addresses/${encodeURIComponent(id)}`;

export const createAddress = async (api: ApiClient, input: AddressInput) =>
  toAnswer(await api.post<Address>('/api/addresses', input));

export const updateAddress = async (api: ApiClient, id: string, input: AddressInput) =>
  toAnswer(await api.put<Address>(path(id), input));

export const deleteAddress = async (api: ApiClient, id: string) =>
  toAnswer(await api.delete<{ _id: string }>(path(id)));

export const setDefaultAddress = async (api: ApiClient, id: string) =>
  toAnswer(await api.put<Address>(`/api/address/${encodeURIComponent(id)}/default`));
