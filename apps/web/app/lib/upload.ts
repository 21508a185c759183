import type { Locale } from '@kilau/domain';
import { readEnvelope, type ApiResult } from './api-envelope';
import { notifyUnauthorized } from './session-events';

/**
 * A `multipart/form-data` upload to the API from the browser, read like any other API answer.
 * XMLHttpRequest rather than `fetch`, because only it reports upload progress (0 to 1). A 401
 * raises the session-expired signal, as the API client does.
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  { locale, onProgress }: { locale: Locale; onProgress?: (share: number) => void },
): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', locale);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status === 401) notifyUnauthorized();
      const response = new Response(request.responseText || null, {
        status: request.status,
        headers: { 'Content-Type': request.getResponseHeader('Content-Type') ?? '' },
      });
      void readEnvelope<T>(response).then(resolve);
    });
    const failed = () => resolve({ ok: false, status: 0 });
    request.addEventListener('error', failed);
    request.addEventListener('abort', failed);
    request.addEventListener('timeout', failed);
    request.send(form);
  });
}
