import { academyPath, type AcademyProgress } from '@kilau/domain/academy';
import { redirect } from 'react-router';
import type { ApiClient } from '~/lib/api-envelope';
import { loginRedirectPath } from '~/lib/login-request';
import { fetchAcademyProgress } from './academy-calls';

/**
 * The pages only an approved member opens (classes, quizzes, graduation): a guest goes to the
 * login and comes back; a member not approved yet goes to the enrolment page. Answers the
 * member's progress, which the server decides (nothing the page sends can skip a step).
 */
export async function requireAcademyMember(
  api: ApiClient,
  url: URL,
  segment: string,
): Promise<AcademyProgress> {
  const progress = await fetchAcademyProgress(api);
  if (progress.ok) return progress.data;
  if (progress.status === 401) throw redirect(loginRedirectPath(url));
  if (progress.status === 403) throw redirect(academyPath(segment, 'enroll'));
  throw new Response(null, { status: progress.status === 404 ? 404 : 503 });
}
