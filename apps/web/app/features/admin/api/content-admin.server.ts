import type {
  AdminContentPage,
  AdminContentPageRow,
  ContentImage,
  RenderedContent,
} from '@kilau/domain/content';
import { toAnswer, type Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';

/** The back office's content pages API (docs/design/content.md). */
const page = (key: string) => `/api/admin/content/pages/${encodeURIComponent(key)}`;

const json = (method: string, body: unknown) => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

export async function listContentPages(api: ApiClient): Promise<AdminContentPageRow[] | null> {
  const result = await api.get<AdminContentPageRow[]>('/api/admin/content/pages');
  return result.ok ? result.data : null;
}

/** One page; null when there is none (404), undefined when the API does not answer. */
export async function getContentPage(api: ApiClient, key: string) {
  const result = await api.get<AdminContentPage>(page(key));
  if (result.ok) return result.data;
  return result.status === 404 ? null : undefined;
}

export const saveContentDraft = async (
  api: ApiClient,
  key: string,
  body: object,
): Promise<Answer<AdminContentPage>> =>
  toAnswer(await api.request<AdminContentPage>(page(key), json('PATCH', body)));

export const setContentPublished = async (
  api: ApiClient,
  key: string,
  publish: boolean,
  version: number,
): Promise<Answer<AdminContentPage>> =>
  toAnswer(
    await api.request<AdminContentPage>(
      `${page(key)}/${publish ? 'publish' : 'unpublish'}`,
      json('POST', { version }),
    ),
  );

export const previewContent = async (
  api: ApiClient,
  key: string,
  body: { locale: string; body: string },
): Promise<Answer<RenderedContent>> =>
  toAnswer(await api.request<RenderedContent>(`${page(key)}/preview`, json('POST', body)));

/** A picture for a body, passed on as the multipart form the API reads (`alt` first). */
export async function uploadContentImage(
  api: ApiClient,
  file: File,
  alt: string,
): Promise<Answer<ContentImage>> {
  const body = new FormData();
  body.set('alt', alt);
  body.set('image', file, file.name || 'gambar');
  return toAnswer(
    await api.request<ContentImage>('/api/admin/content/images', { method: 'POST', body }),
  );
}
