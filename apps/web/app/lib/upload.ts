import type { Locale } from '@kilau/domain';
import { readEnvelope, type ApiResult } from './api-envelope';
import { notifyUnauthorized } from './session-events';

/** A streamed answer: one JSON value per line, the envelope last (the CSV import's progress). */
const STREAM_TYPE = 'application/x-ndjson';

const parseLine = (line: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * A `multipart/form-data` upload to the API from the browser, read like any other API answer.
 * XMLHttpRequest rather than `fetch`, because only it reports upload progress (0 to 1). A 401
 * raises the session-expired signal, as the API client does (`expectUnauthorized` keeps it
 * quiet: the back office has its own sign-in).
 *
 * `onStreamLine` asks for a streamed answer (`Accept: application/x-ndjson`) and is told each
 * line as it arrives — the server's own progress — while the last line, the envelope, is the
 * result (its `meta.code` the status). An answer that is not a stream is read as usual.
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  {
    locale,
    onProgress,
    onStreamLine,
    expectUnauthorized = false,
  }: {
    locale: Locale;
    onProgress?: (share: number) => void;
    onStreamLine?: (value: Record<string, unknown>) => void;
    expectUnauthorized?: boolean;
  },
): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader(
      'Accept',
      onStreamLine ? `${STREAM_TYPE}, application/json` : 'application/json',
    );
    request.setRequestHeader('Accept-Language', locale);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    const streamed = () =>
      onStreamLine !== undefined &&
      (request.getResponseHeader('Content-Type') ?? '').startsWith(STREAM_TYPE);
    // The stream's lines read so far, and the last one (the envelope, once the answer is done).
    let read = 0;
    let last = '';
    const readLines = () => {
      if (!streamed()) return;
      const text = request.responseText;
      for (let end = text.indexOf('\n', read); end >= 0; end = text.indexOf('\n', read)) {
        const line = text.slice(read, end).trim();
        read = end + 1;
        if (!line) continue;
        last = line;
        const value = parseLine(line);
        if (value && !('success' in value)) onStreamLine!(value);
      }
    };
    request.addEventListener('progress', readLines);
    request.addEventListener('load', () => {
      let body = request.responseText;
      let status = request.status;
      if (streamed()) {
        readLines();
        body = last;
        status = (parseLine(last) as { meta?: { code?: number } } | null)?.meta?.code ?? 500;
      }
      if (status === 401 && !expectUnauthorized) notifyUnauthorized();
      const response = new Response(body || null, {
        status,
        headers: {
          'Content-Type': streamed()
            ? 'application/json'
            : (request.getResponseHeader('Content-Type') ?? ''),
        },
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

/** Where to PUT one file: a pre-signed URL the API handed out (001 §7), with its headers. */
export type SignedPut = { url: string; method: 'PUT'; headers: Record<string, string> };

/**
 * PUTs a file to its pre-signed URL (001 §7: review photos, practice-paper images), reporting
 * progress 0–100. Resolves when the store has it; rejects with the server's message when it
 * refuses (size, type, an expired link), `upload refused (<status>)` without one, or `network`.
 */
export function putToSignedUrl(
  ticket: SignedPut,
  photo: Blob,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(ticket.method, ticket.url);
    for (const [name, value] of Object.entries(ticket.headers))
      request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve();
        return;
      }
      let message: string | undefined;
      try {
        message = (JSON.parse(request.responseText) as { message?: string }).message;
      } catch {
        message = undefined;
      }
      reject(new Error(message ?? `upload refused (${request.status})`));
    });
    request.addEventListener('error', () => reject(new Error('network')));
    request.send(photo);
  });
}

/** What to show for a failed `putToSignedUrl`: the server's own message, else `fallback`. */
export function signedUploadFailure(failure: unknown, fallback: string): string {
  const said = failure instanceof Error ? failure.message : '';
  return said && said !== 'network' && !said.startsWith('upload refused') ? said : fallback;
}
