import { redirect } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { TILE_SLOTS } from '~/features/catalog/components/add-all-to-bag';
import { fetchMemberQuizResults } from '~/features/quiz/api/quiz-calls';
import { MemberQuizResults } from '~/features/quiz/components/member-quiz-results';
import { quizText } from '~/features/quiz/text';
import { loginRedirectPath } from '~/lib/login-request';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/my-quiz-results';

/**
 * /my-quiz-results (issue 21, docs/design/beauty-quiz.md): the member's beauty-quiz results in
 * the account screen (`GET /api/users/me/quiz-results`). A guest's 401 goes to the login and
 * back here; another failure says the list could not be read.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const answer = await fetchMemberQuizResults(api);
  if (!answer.ok && answer.status === 401) throw redirect(loginRedirectPath(url));
  return {
    results: answer.ok ? answer.data : null,
    seo: buildSeo(url, locale, {
      title: quizText('quizResultsTitle', locale),
      description: quizText('quizResultsSeoDescription', locale),
      noindex: true,
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function MyQuizResults({ loaderData }: Route.ComponentProps) {
  return <MemberQuizResults results={loaderData.results} slots={TILE_SLOTS} />;
}
