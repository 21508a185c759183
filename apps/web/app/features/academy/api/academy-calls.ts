import type {
  AcademyCertificate,
  AcademyCertificateCheck,
  AcademyClassDetail,
  AcademyComment,
  AcademyCommentReportReason,
  AcademyEnrolmentView,
  AcademyLevel,
  AcademyLevelCompletion,
  AcademyPaperView,
  AcademyPost,
  AcademyProgress,
  AcademyQuizAttempt,
  AcademyQuizView,
  AcademySettingsView,
  AcademyWinner,
} from '@kilau/domain/academy';
import { ACADEMY_PAGE_SIZES } from '../lib/academy-constants';
import type { ApiClient, ApiResult } from '~/lib/api-envelope';

/** The academy's calls (docs/design/academy.md), for the server and the browser alike. */
export const ACADEMY_PATHS = {
  settings: '/api/academy/settings',
  levels: '/api/academy/levels',
  enrolment: (memberId: number | string) =>
    `/api/academy/enrollment-submission?${new URLSearchParams({ 'filter[user.id]': String(memberId) })}`,
  enrol: '/api/academy/enrollment-submission',
  progress: '/api/academy/user-progress',
  nextCourse: (classId: number) => `/api/academy/user-progress/next-course/${classId}`,
  completeLevel: '/api/academy/complete-level',
  class: (slug: string) => `/api/academy/classes/${encodeURIComponent(slug)}`,
  quiz: (slug: string) => `/api/academy/classes/${encodeURIComponent(slug)}/quiz`,
  papers: '/api/academy/practice-papers',
  paperUploadUrl: '/api/academy/practice-papers/upload-url',
  winners: '/api/academy/winners/all',
  certificate: '/api/academy/certificate',
  certificatePdf: '/api/academy/certificate.pdf',
  certificateCheck: (code: string) => `/api/academy/certificates/${encodeURIComponent(code)}`,
  comments: (postId: number, skip = 0, limit: number = ACADEMY_PAGE_SIZES.comments) =>
    `/api/content/posts/${postId}/comments?${new URLSearchParams({
      limit: String(limit),
      skip: String(skip),
      sort: '-created_at',
    })}`,
  commentsOf: (postId: number) => `/api/content/posts/${postId}/comments`,
  commentCount: (postId: number) => `/api/content/posts/${postId}/comments/count`,
  reportComment: (commentId: number) => `/api/content/comments/${commentId}/report`,
  articles: (skip = 0) =>
    `/api/content/posts?${new URLSearchParams({
      'filter[kind]': 'article',
      limit: String(ACADEMY_PAGE_SIZES.content),
      skip: String(skip),
      sort: '-published_at',
    })}`,
} as const;

export const fetchAcademySettings = (api: ApiClient): Promise<ApiResult<AcademySettingsView>> =>
  api.get<AcademySettingsView>(ACADEMY_PATHS.settings);

export const fetchAcademyLevels = (api: ApiClient): Promise<ApiResult<AcademyLevel[]>> =>
  api.get<AcademyLevel[]>(ACADEMY_PATHS.levels);

/** The member's own enrolment (001 §4: fetched on sign-in), or null when they never enrolled. */
export const fetchAcademyEnrolment = (
  api: ApiClient,
  memberId: number | string,
): Promise<ApiResult<AcademyEnrolmentView | null>> =>
  api.get<AcademyEnrolmentView | null>(ACADEMY_PATHS.enrolment(memberId));

export const enrolInAcademy = (
  api: ApiClient,
  body: Record<string, unknown>,
): Promise<ApiResult<AcademyEnrolmentView>> =>
  api.post<AcademyEnrolmentView>(ACADEMY_PATHS.enrol, body);

export const fetchAcademyProgress = (api: ApiClient): Promise<ApiResult<AcademyProgress>> =>
  api.get<AcademyProgress>(ACADEMY_PATHS.progress);

export const saveLastClass = (
  api: ApiClient,
  classId: number,
): Promise<ApiResult<AcademyProgress>> =>
  api.put<AcademyProgress>(ACADEMY_PATHS.progress, { last_class_id: classId });

export const markLessonRead = (
  api: ApiClient,
  classId: number,
): Promise<ApiResult<AcademyProgress>> =>
  api.post<AcademyProgress>(ACADEMY_PATHS.nextCourse(classId), {});

export const completeAcademyLevel = (
  api: ApiClient,
  levelId: number,
): Promise<ApiResult<AcademyLevelCompletion>> =>
  api.post<AcademyLevelCompletion>(ACADEMY_PATHS.completeLevel, { level_id: levelId });

export const fetchAcademyClass = (
  api: ApiClient,
  slug: string,
): Promise<ApiResult<AcademyClassDetail>> => api.get<AcademyClassDetail>(ACADEMY_PATHS.class(slug));

export const fetchAcademyQuiz = (
  api: ApiClient,
  slug: string,
): Promise<ApiResult<AcademyQuizView>> => api.get<AcademyQuizView>(ACADEMY_PATHS.quiz(slug));

export const submitAcademyQuiz = (
  api: ApiClient,
  slug: string,
  answers: { question_id: number; option_id: number }[],
): Promise<ApiResult<AcademyQuizAttempt>> =>
  api.post<AcademyQuizAttempt>(ACADEMY_PATHS.quiz(slug), { answers });

export const fetchPracticePapers = (api: ApiClient): Promise<ApiResult<AcademyPaperView[]>> =>
  api.get<AcademyPaperView[]>(ACADEMY_PATHS.papers);

export const submitPracticePaper = (
  api: ApiClient,
  body: { level_id: number; body: string; images: string[] },
): Promise<ApiResult<AcademyPaperView>> => api.post<AcademyPaperView>(ACADEMY_PATHS.papers, body);

/** Where to PUT one paper image (private, under the member's own prefix); `name` goes in `images`. */
export const requestPaperUploadUrl = (
  api: ApiClient,
  contentType: string,
): Promise<
  ApiResult<{ name: string; url: string; method: 'PUT'; headers: Record<string, string> }>
> => api.post(ACADEMY_PATHS.paperUploadUrl, { content_type: contentType });

export const fetchAcademyWinners = (api: ApiClient): Promise<ApiResult<AcademyWinner[]>> =>
  api.get<AcademyWinner[]>(ACADEMY_PATHS.winners);

export const fetchAcademyArticles = (api: ApiClient): Promise<ApiResult<AcademyPost[]>> =>
  api.get<AcademyPost[]>(ACADEMY_PATHS.articles());

export const fetchAcademyCertificate = (api: ApiClient): Promise<ApiResult<AcademyCertificate>> =>
  api.get<AcademyCertificate>(ACADEMY_PATHS.certificate);

export const checkAcademyCertificate = (
  api: ApiClient,
  code: string,
): Promise<ApiResult<AcademyCertificateCheck>> =>
  api.get<AcademyCertificateCheck>(ACADEMY_PATHS.certificateCheck(code));

/** One page of a post's comments, newest first (the member's own held ones included). */
export const fetchAcademyComments = (
  api: ApiClient,
  postId: number,
  skip: number,
  limit: number,
): Promise<ApiResult<AcademyComment[]>> =>
  api.get<AcademyComment[]>(ACADEMY_PATHS.comments(postId, skip, limit));

export const fetchAcademyCommentCount = (
  api: ApiClient,
  postId: number,
): Promise<ApiResult<{ count: number }>> =>
  api.get<{ count: number }>(ACADEMY_PATHS.commentCount(postId));

export const postAcademyComment = (
  api: ApiClient,
  postId: number,
  body: string,
): Promise<ApiResult<AcademyComment>> =>
  api.post<AcademyComment>(ACADEMY_PATHS.commentsOf(postId), { body });

export const reportAcademyComment = (
  api: ApiClient,
  commentId: number,
  reason: AcademyCommentReportReason,
): Promise<ApiResult<{ reported: boolean }>> =>
  api.post<{ reported: boolean }>(ACADEMY_PATHS.reportComment(commentId), { reason, note: '' });
