/** Outbound HTTP: the real `fetch`, or a sandbox speaking the same protocols in tests. */
export type Fetch = typeof globalThis.fetch;

/** The provider could not be asked (network, timeout, its own 5xx): try again later. */
export class ProviderUnavailableError extends Error {
  constructor(provider: string, detail: string) {
    super(`${provider} unavailable: ${detail}`);
    this.name = 'ProviderUnavailableError';
  }
}

/** The provider answered that the token is not good (invalid, expired, for another app). */
export class InvalidTokenError extends Error {
  constructor(provider: string, detail: string) {
    super(`${provider} token refused: ${detail}`);
    this.name = 'InvalidTokenError';
  }
}

export const PROVIDER_TIMEOUT_MS = 5_000;

/**
 * One JSON call. Network failures, timeouts and 5xx answers are the provider being unavailable;
 * other answers come back with their status for the adapter to judge.
 */
export async function fetchJson(
  fetch: Fetch,
  provider: string,
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderUnavailableError(
      provider,
      error instanceof Error ? error.message : 'network',
    );
  }
  if (response.status >= 500) {
    throw new ProviderUnavailableError(provider, `HTTP ${response.status}`);
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    throw new ProviderUnavailableError(provider, `HTTP ${response.status} without JSON`);
  }
  return { status: response.status, body };
}
