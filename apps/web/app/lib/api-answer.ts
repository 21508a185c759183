import type { ApiResult } from './api-envelope';

/** What a refused form hears from the API: status, stable code, message and field messages. */
export type Refusal = {
  status: number;
  errorCode?: string;
  message?: string;
  /** A 422's per-field messages (`data.fields`), keyed like the form's field names. */
  fields?: Record<string, string>;
};

/** A write's outcome for an action: the data and message, or the refusal. */
export type Answer<T> = { ok: true; data: T; message?: string } | ({ ok: false } & Refusal);

export function toAnswer<T>(result: ApiResult<T>): Answer<T> {
  if (result.ok) {
    return { ok: true, data: result.data, ...(result.message ? { message: result.message } : {}) };
  }
  const fields = (result.data as { fields?: unknown } | undefined)?.fields;
  return {
    ok: false,
    status: result.status,
    ...(result.errorCode ? { errorCode: result.errorCode } : {}),
    ...(result.message ? { message: result.message } : {}),
    ...(fields && typeof fields === 'object' ? { fields: fields as Record<string, string> } : {}),
  };
}
