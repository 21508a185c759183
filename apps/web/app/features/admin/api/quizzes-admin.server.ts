import type { MemberTagOption } from '@kilau/domain/accounts';
import type { AdminQuiz, AdminQuizImage, AdminQuizSummary } from '@kilau/domain/admin';
import { toAnswer, type Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';

/** The back office's beauty-quiz API (docs/design/beauty-quiz.md, permission `quiz.write`). */
export const QUIZ_API = {
  quizzes: '/api/admin/quizzes',
  quiz: (id: number) => `/api/admin/quizzes/${id}`,
  questions: (quizId: number) => `/api/admin/quizzes/${quizId}/questions`,
  question: (id: number) => `/api/admin/quiz-questions/${id}`,
  answers: (questionId: number) => `/api/admin/quiz-questions/${questionId}/answers`,
  answer: (id: number) => `/api/admin/quiz-answers/${id}`,
  images: '/api/admin/quiz-images',
  /** The tags a result rule may name: skin types and concerns. */
  beautyTags: '/api/user/tags/options?type=beauty',
} as const;

const json = (method: string, body: unknown) => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

export async function listQuizzes(api: ApiClient): Promise<AdminQuizSummary[] | null> {
  const result = await api.get<AdminQuizSummary[]>(QUIZ_API.quizzes);
  return result.ok ? result.data : null;
}

/** One quiz; null when there is none (404), undefined when the API does not answer. */
export async function getQuiz(api: ApiClient, id: number) {
  const result = await api.get<AdminQuiz>(QUIZ_API.quiz(id));
  if (result.ok) return result.data;
  return result.status === 404 ? null : undefined;
}

/** The skin-type and concern tags (empty when the API cannot list them). */
export async function beautyTags(api: ApiClient): Promise<MemberTagOption[]> {
  const result = await api.get<MemberTagOption[]>(QUIZ_API.beautyTags);
  return result.ok && Array.isArray(result.data) ? result.data : [];
}

/** A write of the quiz editor: every one answers the whole quiz. */
export type QuizWrite = { method: 'POST' | 'PATCH' | 'DELETE'; path: string; body?: object };

export async function writeQuiz(api: ApiClient, write: QuizWrite): Promise<Answer<AdminQuiz>> {
  return toAnswer(
    await api.request<AdminQuiz>(
      write.path,
      write.body ? json(write.method, write.body) : { method: write.method },
    ),
  );
}

/** A picture for the quiz's cover or an answer, as the multipart form the API reads. */
export async function uploadQuizImage(api: ApiClient, file: File): Promise<Answer<AdminQuizImage>> {
  const body = new FormData();
  body.set('image', file, file.name || 'quiz');
  return toAnswer(await api.request<AdminQuizImage>(QUIZ_API.images, { method: 'POST', body }));
}
