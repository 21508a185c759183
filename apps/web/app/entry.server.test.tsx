// @vitest-environment node
import { Suspense, use } from 'react';
import type * as ReactRouter from 'react-router';
import type { EntryContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import handleRequest from './entry.server';

// The router's render stands in for a page: a head with module preloads and a body that waits
// for data the way a lazy part of a page does.
let later: Promise<string> = Promise.resolve('');
function Later() {
  return <p id="later">{use(later)}</p>;
}
vi.mock('react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof ReactRouter>()),
  ServerRouter: ({ url }: { url: string }) => (
    <html lang="id">
      <head>
        <link rel="modulepreload" href="/assets/entry.client.js" />
      </head>
      <body>
        <h1>{url} – “Velvet” ✨</h1>
        <Suspense fallback={<p>…</p>}>
          <Later />
        </Suspense>
      </body>
    </html>
  ),
}));

const context = { apiFetch: async () => new Response(null), cspNonce: 'n', requestId: 'r' };
const render = (method = 'GET') =>
  handleRequest(
    new Request('http://localhost/shop/all', { method }),
    200,
    new Headers(),
    {} as EntryContext,
    context,
  );

describe('the document entry', () => {
  it('answers a HEAD with the headers of a page and no body', async () => {
    const response = await render('HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.body).toBeNull();
  });

  it('answers a GET that is ready soon after its shell whole, in one body of known length', async () => {
    // Known fulfilled (React reads `status`), so the render completes with its shell.
    later = Object.assign(Promise.resolve('ready'), { status: 'fulfilled', value: 'ready' });
    const response = await render();
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-length')).toBe(String(body.byteLength));
    const html = body.toString('utf8');
    // What was waited for is in the one answer, not streamed after it.
    expect(html).toContain('<p id="later">ready</p>');
    expect(html).toContain('<!-- --> – “Velvet” ✨</h1>');
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js"',
    );
  });

  it('waits for data that resolves after its shell and answers the page whole', async () => {
    let resolveLater: (text: string) => void = () => {};
    later = new Promise((resolve) => (resolveLater = resolve));
    const answer = render();
    setTimeout(() => resolveLater('ready late'), 60);
    const response = await answer;
    const html = await response.text();
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(html)));
    // Inline where it belongs: no fallback swapped in by a script afterwards.
    expect(html).toContain('<p id="later">ready late</p>');
    expect(html).not.toContain('<p>…</p>');
  });

  it('gives a crawler the whole document however long it waits', async () => {
    let resolveLater: (text: string) => void = () => {};
    later = new Promise((resolve) => (resolveLater = resolve));
    const answer = handleRequest(
      new Request('http://localhost/shop/all', { headers: { 'user-agent': 'Googlebot/2.1' } }),
      200,
      new Headers(),
      {} as EntryContext,
      context,
    );
    setTimeout(() => resolveLater('for the crawler'), 60);
    const response = await answer;
    const html = await response.text();
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(html)));
    expect(html).toContain('<p id="later">for the crawler</p>');
  });
});
