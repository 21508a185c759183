import { SESSION_COOKIE, type MemberView } from '@kilau/domain/accounts';
import type { ApiClient } from '~/lib/api-client.server';
import type { Member } from '../types';

export const USER_ME_PATH = '/api/accounts/user/me';

/** Whether the request carries a session cookie at all (the cookie itself is httpOnly). */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/**
 * The signed-in member for the page shell, or null for a guest. Guests (no session cookie) cost
 * no API call; an expired or revoked session answers 401 and also renders as a guest.
 */
export async function fetchMember(
  api: ApiClient,
  cookieHeader: string | null | undefined,
): Promise<Member | null> {
  if (!hasSessionCookie(cookieHeader)) return null;
  const result = await api.get<MemberView>(USER_ME_PATH);
  if (!result.ok) return null;
  const user = result.data;
  return {
    id: user.id,
    user_name: user.user_name,
    first_name: user.first_name,
    last_name: user.last_name,
    name: user.first_name.trim() || user.user_name || user.email,
    email: user.email,
    phone_no: user.phone_no,
    image: user.image,
    is_agree_to_legal_statements: user.is_agree_to_legal_statements,
    is_verified_phone: user.is_verified_phone,
    is_verified_email: user.is_verified_email,
    missing_fields: user.missing_fields,
    coachmark_visited: user.coachmark_visited,
  };
}
