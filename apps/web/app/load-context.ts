/**
 * What the host (apps/api's Fastify server) gives every loader and action.
 */
declare module 'react-router' {
  interface AppLoadContext {
    /** Reaches the API in-process (no network hop) and forwards the shopper's cookies. */
    apiFetch: (path: string, init?: RequestInit) => Promise<Response>;
    /** Per-request nonce that the Content-Security-Policy header allows for scripts. */
    cspNonce: string;
    /** The request id the API logs; passed on to API calls for correlation. */
    requestId: string;
  }
}

export {};
