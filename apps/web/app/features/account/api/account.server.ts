import { data } from 'react-router';
import type { ChangePasswordInput, ProfileInput } from '@kilau/domain/accounts';
import { toAnswer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';
import type { Member } from '../types';

export const USER_ME_PATH = '/api/accounts/user/me';

/**
 * The signed-in member, or null for a guest (401). Anything else (the API down) cannot render
 * an account page: it answers 503 rather than pretending the shopper is logged out.
 */
export async function fetchMember(api: ApiClient): Promise<Member | null> {
  const result = await api.get<Member>(USER_ME_PATH);
  if (result.ok) return result.data;
  if (result.status === 401) return null;
  throw data(null, { status: result.status >= 500 ? result.status : 503 });
}

/** `PUT /api/users/{id}`: the member's own profile (001 §7). */
export const updateProfile = async (api: ApiClient, id: number, profile: ProfileInput) =>
  toAnswer(await api.put<Member>(`/api/users/${id}`, profile));

/** `POST /api/auth/change-password` (001 §7, §8). */
export const changePassword = async (api: ApiClient, input: ChangePasswordInput) =>
  toAnswer(await api.post<null>('/api/auth/change-password', input));
