import type {
  AdminAcademyLevel,
  AdminAcademyPost,
  AdminAcademyPostSummary,
  AdminAcademyPreview,
  AdminAcademySettings,
} from '@kilau/domain/academy';
import { data, redirect } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import type { AcademyActionData } from '../academy-authoring-forms';
import { toAnswer, type Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';
import { requireStaff, staffContext, staffLoginPath } from './staff-session.server';

/** The back office's academy authoring API (docs/design/academy.md, `academy.manage`). */
export const ACADEMY_AUTHORING_API = {
  settings: '/api/admin/academy/settings',
  levels: '/api/admin/academy/levels',
  levelOrder: '/api/admin/academy/levels/order',
  level: (id: number) => `/api/admin/academy/levels/${id}`,
  posts: '/api/admin/academy/posts',
  post: (id: number) => `/api/admin/academy/posts/${id}`,
  attachments: (postId: number) => `/api/admin/academy/posts/${postId}/attachments`,
  attachment: (postId: number, id: number) =>
    `/api/admin/academy/posts/${postId}/attachments/${id}`,
  quiz: (classId: number) => `/api/admin/academy/classes/${classId}/quiz`,
  preview: '/api/admin/academy/preview',
} as const;

const json = (method: string, body: unknown) => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** The settings; null before their first save (404), undefined when the API does not answer. */
export async function getAcademySettings(api: ApiClient) {
  const result = await api.get<AdminAcademySettings>(ACADEMY_AUTHORING_API.settings);
  if (result.ok) return result.data;
  return result.status === 404 ? null : undefined;
}

/** The levels in order (null when the API does not answer). */
export async function listAcademyLevels(api: ApiClient): Promise<AdminAcademyLevel[] | null> {
  const result = await api.get<AdminAcademyLevel[]>(ACADEMY_AUTHORING_API.levels);
  return result.ok ? result.data : null;
}

/** Courses and articles, or one kind (null when the API does not answer). */
export async function listAcademyPosts(
  api: ApiClient,
  kind?: AdminAcademyPost['kind'],
): Promise<AdminAcademyPostSummary[] | null> {
  const query = kind ? `?kind=${kind}` : '';
  const result = await api.get<AdminAcademyPostSummary[]>(`${ACADEMY_AUTHORING_API.posts}${query}`);
  return result.ok ? result.data : null;
}

/** One post; null when there is none (404), undefined when the API does not answer. */
export async function getAcademyPost(api: ApiClient, id: number) {
  const result = await api.get<AdminAcademyPost>(ACADEMY_AUTHORING_API.post(id));
  if (result.ok) return result.data;
  return result.status === 404 ? null : undefined;
}

/**
 * A class's post (with its quiz): the course whose class it is, read whole. The API has no
 * call by class, so the course list names the post first.
 */
export async function getAcademyClassPost(api: ApiClient, classId: number) {
  const courses = await listAcademyPosts(api, 'course');
  if (courses === null) return undefined;
  const summary = courses.find((post) => post.class?.id === classId);
  return summary ? getAcademyPost(api, summary.id) : null;
}

/** A write of the authoring screens, as an answer for the action. */
export type AcademyWrite = { method: 'POST' | 'PUT' | 'DELETE'; path: string; body?: object };

export async function writeAcademy<T>(api: ApiClient, write: AcademyWrite): Promise<Answer<T>> {
  return toAnswer(
    await api.request<T>(
      write.path,
      write.body ? json(write.method, write.body) : { method: write.method },
    ),
  );
}

/** A post's attachment, as the multipart form the API reads (one `file`). */
export async function uploadAcademyAttachment(
  api: ApiClient,
  postId: number,
  file: File,
): Promise<Answer<AdminAcademyPost>> {
  const body = new FormData();
  body.set('file', file, file.name || 'attachment');
  return toAnswer(
    await api.request<AdminAcademyPost>(ACADEMY_AUTHORING_API.attachments(postId), {
      method: 'POST',
      body,
    }),
  );
}

/** The staff context of an academy page: signed in (else the sign-in page) and `academy.manage`. */
export async function academyStaff(request: Request, context: Parameters<typeof staffContext>[1]) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'academy.manage')) throw data(null, { status: 403 });
  return staff;
}

/** Whom an action's answer is for: the form named by `intent` (and `target`). */
export type AcademySaid = { intent: string; target?: number };

/** The API's answer as the form shows it (`done` on success; a 401 goes to the sign-in page). */
export function academyAnswer<T>(
  said: AcademySaid,
  result: Answer<T>,
  done: string,
  url: URL,
  unavailable: string,
) {
  if (result.ok) return data<AcademyActionData>({ ...said, ok: true, message: done });
  if (result.status === 401) throw redirect(staffLoginPath(url));
  return data<AcademyActionData>(
    {
      ...said,
      ok: false,
      ...(result.status === 409 ? { stale: true } : {}),
      ...(result.status === 422 && result.fields ? { fields: result.fields } : {}),
      message: result.message ?? unavailable,
    },
    { status: result.status || 503 },
  );
}

/** A form the domain's schema refused before the API was asked. */
export const academyRefused = (said: AcademySaid, fields: Record<string, string>) =>
  data<AcademyActionData>({ ...said, ok: false, fields }, { status: 422 });

/** A lesson's unsaved Markdown rendered by the API as members will see it (nothing saved). */
export async function previewAcademyContent(
  api: ApiClient,
  content: string,
): Promise<Answer<AdminAcademyPreview>> {
  return writeAcademy<AdminAcademyPreview>(api, {
    method: 'POST',
    path: ACADEMY_AUTHORING_API.preview,
    body: { content },
  });
}
