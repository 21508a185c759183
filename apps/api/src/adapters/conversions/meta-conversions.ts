import type { ConversionEvent, ConversionsPort } from './conversions-port';

type Fetch = typeof globalThis.fetch;

/**
 * Meta's Conversions API: `POST {graph}/{pixel id}/events` with `{ data, access_token }`
 * (https://developers.facebook.com/docs/marketing-api/conversions-api/using-the-api). Answers
 * `{ events_received, fbtrace_id }`, or `{ error: { message, code } }` with a 4xx.
 */
export function metaConversions(options: {
  baseUrl: string;
  pixelId: string;
  accessToken: string;
  fetch?: Fetch;
  timeoutMs?: number;
}): ConversionsPort {
  const fetch = options.fetch ?? globalThis.fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(options.pixelId)}/events`;
  return {
    kind: 'meta',
    async send(events: readonly ConversionEvent[]) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: events, access_token: options.accessToken }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const body = (await response.json().catch(() => null)) as {
        events_received?: unknown;
        error?: { message?: unknown };
      } | null;
      if (!response.ok || typeof body?.events_received !== 'number') {
        const reason =
          typeof body?.error?.message === 'string' ? body.error.message : `HTTP ${response.status}`;
        throw new Error(`conversions API refused the events: ${reason}`);
      }
      return { received: body.events_received };
    },
  };
}
