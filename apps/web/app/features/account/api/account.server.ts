import { data } from 'react-router';
import {
  MEMBER_TAG_TYPES,
  type ChangePasswordInput,
  type MemberTagOption,
  type MemberTagsUpdate,
  type MemberTagType,
  type PreferencesUpdate,
  type ProfileInput,
} from '@kilau/domain/accounts';
import type { PointsBalance } from '@kilau/domain/cart';
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

/**
 * The member's Beauty Points (`GET /api/cart/user/me/points`): the balance and what a point is
 * worth, or null when it cannot be read (the card says so rather than showing zero).
 */
export async function fetchPointsBalance(
  api: ApiClient,
): Promise<Pick<PointsBalance, 'balance' | 'point_value'> | null> {
  const result = await api.get<PointsBalance>('/api/cart/user/me/points');
  return result.ok ? { balance: result.data.balance, point_value: result.data.point_value } : null;
}

/** `PUT /api/users/{id}`: the member's own profile (001 §7). */
export const updateProfile = async (api: ApiClient, id: number, profile: ProfileInput) =>
  toAnswer(await api.put<Member>(`/api/users/${id}`, profile));

/** `POST /api/auth/change-password` (001 §7, §8). */
export const changePassword = async (api: ApiClient, input: ChangePasswordInput) =>
  toAnswer(await api.post<null>('/api/auth/change-password', input));

/** The tags a member may choose, per kind (`GET /api/user/tags/options`). */
export type TagOptions = Record<MemberTagType, MemberTagOption[]>;

/**
 * Both kinds' options for the beauty-profile form. A kind the API cannot list comes back empty
 * (the form then says so) rather than failing the page.
 */
export async function fetchTagOptions(api: ApiClient): Promise<TagOptions> {
  const lists = await Promise.all(
    MEMBER_TAG_TYPES.map(async (type) => {
      const result = await api.get<MemberTagOption[]>(`/api/user/tags/options?type=${type}`);
      return [type, result.ok && Array.isArray(result.data) ? result.data : []] as const;
    }),
  );
  return Object.fromEntries(lists) as TagOptions;
}

/** `POST /api/user/me/tags`: one kind of the member's tags, replaced (001 §7). */
export const saveMemberTags = async (api: ApiClient, update: MemberTagsUpdate) =>
  toAnswer(await api.post<Member>('/api/user/me/tags', update));

/** `POST /api/user/me/preferences`: any part of the member's preferences (001 §7). */
export const savePreferences = async (api: ApiClient, update: PreferencesUpdate) =>
  toAnswer(await api.post<Member>('/api/user/me/preferences', update));
