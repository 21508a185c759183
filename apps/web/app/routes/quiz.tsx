import { data } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { useMember } from '~/features/auth/hooks/use-member';
import { TILE_SLOTS } from '~/features/catalog/components/add-all-to-bag';
import { fetchQuiz } from '~/features/quiz/api/quiz-calls';
import { QuizRunner } from '~/features/quiz/components/quiz-runner';
import { quizText } from '~/features/quiz/text';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/quiz';

/**
 * /quiz/{slug} (001 §2, issue 21; docs/design/beauty-quiz.md): the beauty quiz — its home, one
 * question at a time, the result with a routine to add to the bag. The quiz is read on the
 * server (title, description and cover for search and sharing); the questions and the result
 * run in the browser. An unknown or switched-off quiz is the not-found page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const answer = await fetchQuiz(api, params.slug);
  if (!answer.ok) throw data(null, { status: answer.status === 404 ? 404 : 503 });
  const quiz = answer.data;
  return {
    quiz,
    seo: buildSeo(url, locale, {
      title: quiz.title,
      description: quizText('quizSeoDescription', locale, { description: quiz.description }),
      path: `/quiz/${quiz.slug}`,
      image: quiz.attachments.find((attachment) => attachment.type === 'cover')?.url ?? null,
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function QuizRoute({ loaderData }: Route.ComponentProps) {
  const member = useMember();
  return (
    <QuizRunner
      key={loaderData.quiz._id}
      quiz={loaderData.quiz}
      member={member !== null}
      slots={TILE_SLOTS}
    />
  );
}
