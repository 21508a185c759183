import type { CdnPurgePort } from './cdn-purge-port';

const TIMEOUT_MS = 10_000;

/**
 * A CDN's purge-everything endpoint, called as Cloudflare's API is
 * (`POST https://api.cloudflare.com/client/v4/zones/<zone>/purge_cache`, bearer token, body
 * `{"purge_everything":true}`); other CDNs and purge proxies that take a POST with a bearer token
 * work the same. A non-2xx answer, or a JSON answer with `success: false`, is a failure.
 */
export function httpCdnPurge(options: {
  url: string;
  token?: string | undefined;
  fetch?: typeof globalThis.fetch;
}): CdnPurgePort {
  const send = options.fetch ?? globalThis.fetch;
  return {
    kind: 'http',
    async purgeEverything() {
      const response = await send(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ purge_everything: true }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.text();
      if (!response.ok) {
        throw new Error(`CDN purge answered ${response.status}: ${text.slice(0, 200)}`);
      }
      if ((response.headers.get('content-type') ?? '').includes('json')) {
        const answer = JSON.parse(text) as { success?: unknown };
        if (answer.success === false) throw new Error(`CDN purge refused: ${text.slice(0, 200)}`);
      }
    },
  };
}
