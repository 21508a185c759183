import type {
  MemberQuizResult,
  QuizResult,
  QuizSubmission,
  QuizView,
} from '@kilau/domain/engagement';
import type { ApiClient, ApiResult } from '~/lib/api-envelope';

/** The beauty quiz's calls (docs/design/beauty-quiz.md), for the server and the browser alike. */
export const QUIZ_PATHS = {
  quiz: (slug: string) => `/api/quiz/${encodeURIComponent(slug)}`,
  submit: (id: string) => `/api/quiz/pid_quiz/${encodeURIComponent(id)}`,
  memberResults: '/api/users/me/quiz-results',
} as const;

/** `GET /api/quiz/{slug}`: the quiz in the page's language, or the failure (404 unknown). */
export const fetchQuiz = (api: ApiClient, slug: string): Promise<ApiResult<QuizView>> =>
  api.get<QuizView>(QUIZ_PATHS.quiz(slug));

/** `POST /api/quiz/pid_quiz/{id}` (001 §7): the result, for a guest or a member. */
export const submitQuiz = (
  api: ApiClient,
  quizId: string,
  submission: QuizSubmission,
): Promise<ApiResult<QuizResult>> => api.post<QuizResult>(QUIZ_PATHS.submit(quizId), submission);

/** `GET /api/users/me/quiz-results`: the member's latest result of each quiz, newest first. */
export const fetchMemberQuizResults = (api: ApiClient): Promise<ApiResult<MemberQuizResult[]>> =>
  api.get<MemberQuizResult[]>(QUIZ_PATHS.memberResults);
