import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { toFetchRequest } from './fetch-bridge';

/** The URL the storefront's loaders see (canonical and Open Graph URLs are built from it). */
async function pageUrl(publicUrl: string | undefined, headers: Record<string, string>) {
  const app = Fastify({ trustProxy: true });
  app.get('/*', async (request, reply) => ({ url: toFetchRequest(request, reply, publicUrl).url }));
  const res = await app.inject({ url: '/p/serum-123?page=2', headers });
  await app.close();
  return res.json().url as string;
}

describe('the storefront request', () => {
  const hostile = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

  it('has the configured public origin whatever the Host header says', async () => {
    expect(await pageUrl('https://kilau.example', hostile)).toBe(
      'https://kilau.example/p/serum-123?page=2',
    );
    expect(
      await pageUrl('https://kilau.example/', { ...hostile, 'x-forwarded-proto': 'http' }),
    ).toBe('https://kilau.example/p/serum-123?page=2');
  });

  it('has the address the browser used on a machine without PUBLIC_URL', async () => {
    expect(await pageUrl(undefined, { host: 'localhost:3000' })).toBe(
      'http://localhost:3000/p/serum-123?page=2',
    );
  });
});
