import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import handleRequest from './entry.server';

describe('the document entry', () => {
  it('answers a HEAD with the headers of a page and no body', async () => {
    const response = await handleRequest(
      new Request('http://localhost/', { method: 'HEAD' }),
      200,
      new Headers(),
      {} as EntryContext,
      { apiFetch: async () => new Response(null), cspNonce: 'n', requestId: 'r' },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.body).toBeNull();
  });
});
