import type {
  AdminAcademyCandidates,
  AdminAcademyComment,
  AdminAcademyEnrolment,
  AdminAcademyLevel,
  AdminAcademyPaper,
  AdminAcademyPostSummary,
  AdminAcademyScoreInput,
  AdminAcademyWinner,
  AdminAcademyWinnerInput,
  AcademyEnrolmentStatus,
} from '@kilau/domain/academy';
import { toAnswer, type Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';

/**
 * The academy's back-office queues (`/api/admin/academy`, permission `academy.manage`;
 * docs/design/academy.md): enrolments, practice papers, held comments, winners, and a member's
 * quiz attempts given back.
 */
const BASE = '/api/admin/academy';
export const ACADEMY_QUEUES_API = {
  enrolments: `${BASE}/enrolments`,
  enrolment: (id: number) => `${BASE}/enrolments/${id}`,
  approve: (id: number) => `${BASE}/enrolments/${id}/approve`,
  reject: (id: number) => `${BASE}/enrolments/${id}/reject`,
  papers: `${BASE}/papers`,
  paper: (id: number) => `${BASE}/papers/${id}`,
  score: (id: number) => `${BASE}/papers/${id}/score`,
  comments: `${BASE}/comments`,
  publish: (id: number) => `${BASE}/comments/${id}/publish`,
  remove: (id: number) => `${BASE}/comments/${id}/remove`,
  winners: `${BASE}/winners`,
  candidates: `${BASE}/winners/candidates`,
  winner: (id: number) => `${BASE}/winners/${id}`,
  levels: `${BASE}/levels`,
  posts: `${BASE}/posts`,
  resetAttempts: (userId: number, classId: number) =>
    `${BASE}/members/${userId}/classes/${classId}/reset-attempts`,
} as const;

export type AcademyPaperStatus = AdminAcademyPaper['status'];
export type AcademyCommentStatus = AdminAcademyComment['status'];
/** One page of a queue (20 a page, the API's size) with the total. */
export type AcademyQueuePage<T> = { rows: T[]; total: number; perPage: number };

async function queuePage<T>(
  api: ApiClient,
  path: string,
  status: string,
  page: number,
): Promise<AcademyQueuePage<T> | null> {
  const params = new URLSearchParams({ status, page: String(page) });
  const result = await api.get<T[]>(`${path}?${params}`);
  if (!result.ok) return null;
  return {
    rows: result.data,
    total: result.meta.total ?? result.data.length,
    perPage: result.meta.limit ?? 20,
  };
}

/** `null` when it does not exist, undefined when the API does not answer. */
async function one<T>(api: ApiClient, path: string): Promise<T | null | undefined> {
  const result = await api.get<T>(path);
  if (result.ok) return result.data;
  return result.status === 404 ? null : undefined;
}

export const listAcademyEnrolments = (
  api: ApiClient,
  status: AcademyEnrolmentStatus,
  page: number,
) => queuePage<AdminAcademyEnrolment>(api, ACADEMY_QUEUES_API.enrolments, status, page);

export const getAcademyEnrolment = (api: ApiClient, id: number) =>
  one<AdminAcademyEnrolment>(api, ACADEMY_QUEUES_API.enrolment(id));

export const approveAcademyEnrolment = async (
  api: ApiClient,
  id: number,
): Promise<Answer<AdminAcademyEnrolment>> =>
  toAnswer(await api.post<AdminAcademyEnrolment>(ACADEMY_QUEUES_API.approve(id)));

export const rejectAcademyEnrolment = async (
  api: ApiClient,
  id: number,
  body: { reason: string },
): Promise<Answer<AdminAcademyEnrolment>> =>
  toAnswer(await api.post<AdminAcademyEnrolment>(ACADEMY_QUEUES_API.reject(id), body));

export const listAcademyPapers = (api: ApiClient, status: AcademyPaperStatus, page: number) =>
  queuePage<AdminAcademyPaper>(api, ACADEMY_QUEUES_API.papers, status, page);

export const getAcademyPaper = (api: ApiClient, id: number) =>
  one<AdminAcademyPaper>(api, ACADEMY_QUEUES_API.paper(id));

export const scoreAcademyPaper = async (
  api: ApiClient,
  id: number,
  body: AdminAcademyScoreInput,
): Promise<Answer<AdminAcademyPaper>> =>
  toAnswer(await api.post<AdminAcademyPaper>(ACADEMY_QUEUES_API.score(id), body));

/** The comments in a state, oldest first; null when the API does not answer. */
export async function listAcademyComments(
  api: ApiClient,
  status: AcademyCommentStatus,
): Promise<AdminAcademyComment[] | null> {
  const result = await api.get<AdminAcademyComment[]>(
    `${ACADEMY_QUEUES_API.comments}?${new URLSearchParams({ status })}`,
  );
  return result.ok ? result.data : null;
}

type CommentMoved = { id: number; status: 'published' | 'removed' };
export const moveAcademyComment = async (
  api: ApiClient,
  id: number,
  to: 'publish' | 'remove',
): Promise<Answer<CommentMoved>> =>
  toAnswer(
    await api.post<CommentMoved>(
      to === 'publish' ? ACADEMY_QUEUES_API.publish(id) : ACADEMY_QUEUES_API.remove(id),
    ),
  );

/** A month's winners and candidates; null when the API does not answer either. */
export async function academyWinnersOf(
  api: ApiClient,
  period: string,
): Promise<{ winners: AdminAcademyWinner[]; candidates: AdminAcademyCandidates } | null> {
  const query = `?${new URLSearchParams({ period })}`;
  const [winners, candidates] = await Promise.all([
    api.get<AdminAcademyWinner[]>(`${ACADEMY_QUEUES_API.winners}${query}`),
    api.get<AdminAcademyCandidates>(`${ACADEMY_QUEUES_API.candidates}${query}`),
  ]);
  return winners.ok && candidates.ok
    ? { winners: winners.data, candidates: candidates.data }
    : null;
}

export const addAcademyWinner = async (
  api: ApiClient,
  body: AdminAcademyWinnerInput,
): Promise<Answer<AdminAcademyWinner>> =>
  toAnswer(await api.post<AdminAcademyWinner>(ACADEMY_QUEUES_API.winners, body));

export const deleteAcademyWinner = async (
  api: ApiClient,
  id: number,
): Promise<Answer<{ id: number }>> =>
  toAnswer(await api.delete<{ id: number }>(ACADEMY_QUEUES_API.winner(id)));

/** A class whose quiz attempts a member may be given back: its id, title and level. */
export type AcademyClassChoice = {
  classId: number;
  /** The class's title in each language. */
  title: { id: string; en: string };
  /** Its level's title in each language. */
  level: { id: string; en: string };
};

/**
 * The academy's classes in syllabus order (level, then position), from the course posts and the
 * levels; `levelId` narrows them to one level. Null when the API does not answer.
 */
export async function academyClassChoices(
  api: ApiClient,
  levelId?: number,
): Promise<AcademyClassChoice[] | null> {
  const params = new URLSearchParams({ kind: 'course' });
  if (levelId !== undefined) params.set('level_id', String(levelId));
  const [posts, levels] = await Promise.all([
    api.get<AdminAcademyPostSummary[]>(`${ACADEMY_QUEUES_API.posts}?${params}`),
    api.get<AdminAcademyLevel[]>(ACADEMY_QUEUES_API.levels),
  ]);
  if (!posts.ok || !levels.ok) return null;
  const levelOf = new Map(levels.data.map((level) => [level.id, level]));
  return posts.data
    .flatMap((post) => {
      const level = post.class ? levelOf.get(post.class.level_id) : undefined;
      return post.class && level
        ? [{ post, position: post.class.position, level, classId: post.class.id }]
        : [];
    })
    .sort((a, b) => a.level.position - b.level.position || a.position - b.position)
    .map(({ post, level, classId }) => ({
      classId,
      title: { id: post.title_id, en: post.title_en },
      level: { id: level.title_id, en: level.title_en },
    }));
}

export const resetAcademyAttempts = async (
  api: ApiClient,
  userId: number,
  classId: number,
): Promise<Answer<{ user_id: number; class_id: number; attempts_removed: number }>> =>
  toAnswer(await api.post(ACADEMY_QUEUES_API.resetAttempts(userId, classId)));
