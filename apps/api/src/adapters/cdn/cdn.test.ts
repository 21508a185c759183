import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createCdnPurge, httpCdnPurge, sandboxCdnPurge } from '.';

// A local server speaking the purge API's protocol (Cloudflare's `purge_cache`).
let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

type Seen = { method: string; url: string; authorization?: string; body: unknown };

async function purgeApi(answer: (seen: Seen) => { status: number; body: unknown }) {
  const seen: Seen[] = [];
  server = createServer(async (req: IncomingMessage, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const one: Seen = {
      method: req.method ?? '',
      url: req.url ?? '',
      ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
      body: JSON.parse(text || 'null'),
    };
    seen.push(one);
    const { status, body } = answer(one);
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/client/v4/zones/zone-1/purge_cache`, seen };
}

describe('the CDN purge port', () => {
  it('posts purge-everything with the bearer token', async () => {
    const api = await purgeApi(() => ({
      status: 200,
      body: { success: true, result: { id: 'zone-1' } },
    }));
    const cdn = createCdnPurge({ CDN_PURGE_URL: api.url, CDN_PURGE_TOKEN: 'secret-token' }, silent);
    expect(cdn.kind).toBe('http');
    await cdn.purgeEverything();
    expect(api.seen).toEqual([
      {
        method: 'POST',
        url: '/client/v4/zones/zone-1/purge_cache',
        authorization: 'Bearer secret-token',
        body: { purge_everything: true },
      },
    ]);
  });

  it('fails on a refusal: a non-2xx answer or success false', async () => {
    const refused = await purgeApi(() => ({ status: 403, body: { success: false } }));
    await expect(httpCdnPurge({ url: refused.url }).purgeEverything()).rejects.toThrow(/403/);
    await new Promise((resolve) => server?.close(resolve));
    const soft = await purgeApi(() => ({ status: 200, body: { success: false, errors: [1] } }));
    await expect(httpCdnPurge({ url: soft.url }).purgeEverything()).rejects.toThrow(/refused/);
  });

  it('without CDN_PURGE_URL, the sandbox only logs', async () => {
    const lines: string[] = [];
    const cdn = createCdnPurge({}, {
      ...quiet,
      info: (line: string) => lines.push(line),
    } as never);
    expect(cdn.kind).toBe('sandbox');
    await cdn.purgeEverything();
    expect(lines).toHaveLength(1);
    expect(sandboxCdnPurge({ info: () => {} }).purges).toBe(0);
  });
});

const quiet = {
  info: () => {},
  warn: () => {},
  error: () => {},
  debug: () => {},
  fatal: () => {},
  trace: () => {},
  silent: () => {},
  level: 'silent',
};
const silent = quiet as never;
