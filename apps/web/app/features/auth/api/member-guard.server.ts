import { redirect } from 'react-router';
import type { ApiClient } from '~/lib/api-client.server';
import { loginRedirectPath } from '~/lib/login-request';
import type { Member } from '../types';
import { fetchMember } from './member.server';

/**
 * Member-only pages (001 §6): a guest is sent home with the login dialog open and a way back
 * (`/?login=1&redirect=…`).
 */
export async function requireMember(request: Request, api: ApiClient): Promise<Member> {
  const member = await fetchMember(api, request.headers.get('Cookie'));
  if (member) return member;
  throw redirect(loginRedirectPath(new URL(request.url)));
}
