import { once } from 'node:events';
import { request as httpRequest, Agent } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { gracefulClose } from './graceful-close';
import { buildTestApp } from './test/build-test-app';

/** A GET over a kept-alive connection of `agent`: its status, `Connection` header and body. */
function get(agent: Agent, url: string) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>(
    (resolve, reject) => {
      const req = httpRequest(url, { agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

/** A handler that waits, once it has started, until the test lets it go on. */
function gate() {
  let started!: () => void;
  let release!: () => void;
  const isStarted = new Promise<void>((resolve) => (started = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  return { isStarted, release, wait: () => (started(), released) };
}

describe('graceful close (what SIGTERM/SIGINT trigger)', () => {
  it('finishes in-flight requests, then refuses new connections', async () => {
    const app = await buildTestApp();
    const close = gracefulClose(app);
    const slow = gate();
    app.get('/api/test/slow', async () => {
      await slow.wait();
      return { success: true, data: 'finished', meta: { code: 200 } };
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });

    const inFlight = fetch(`${address}/api/test/slow`).then(async (res) => ({
      status: res.status,
      body: await res.json(),
    }));
    await slow.isStarted;
    const closed = close();
    slow.release();
    await expect(inFlight).resolves.toEqual({
      status: 200,
      body: { success: true, data: 'finished', meta: { code: 200 } },
    });
    await closed;
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  }, 120_000); // the app on a fresh database: slow on a loaded machine

  it('lets a page in flight call the API in-process and read what onClose closes, then closes it', async () => {
    // A long keep-alive: without the drain, the close would wait for the client's connection.
    const app = Fastify({ keepAliveTimeout: 600_000 });
    let poolOpen = true;
    app.addHook('onClose', async () => {
      poolOpen = false;
    });
    const close = gracefulClose(app);
    const page = gate();
    app.get('/api/inner', async () => ({ poolOpen }));
    app.get('/page', async () => {
      await page.wait();
      const inner = await app.inject({ url: '/api/inner' });
      return { inner: inner.statusCode, ...inner.json<{ poolOpen: boolean }>() };
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });

    // The client's connection is open and idle when the close begins, and another is busy.
    expect((await get(agent, `${address}/api/inner`)).status).toBe(200);
    const other = new Agent({ keepAlive: true, maxSockets: 1 });
    const answer = get(other, `${address}/page`);
    await page.isStarted;
    const closed = close();
    page.release();

    await expect(answer).resolves.toEqual({
      status: 200,
      connection: 'close',
      body: JSON.stringify({ inner: 200, poolOpen: true }),
    });
    await closed;
    expect(poolOpen).toBe(false);
    agent.destroy();
    other.destroy();
  });

  it('waits for a request whose client left before its answer was ready', async () => {
    const app = Fastify();
    let poolOpen = true;
    app.addHook('onClose', async () => {
      poolOpen = false;
    });
    const close = gracefulClose(app);
    const slow = gate();
    let sawPool: boolean | undefined;
    app.get('/slow', async () => {
      await slow.wait();
      sawPool = poolOpen;
      return { ok: true };
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const aborted = new AbortController();
    const gone = fetch(`${address}/slow`, { signal: aborted.signal }).catch(() => 'left');
    await slow.isStarted;
    aborted.abort();
    await expect(gone).resolves.toBe('left');

    let isClosed = false;
    const stopped = once(app.server, 'close');
    const closed = close().then(() => (isClosed = true));
    // The server has stopped (its one connection is gone); what follows a stop has had its turns.
    await stopped;
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(isClosed).toBe(false);
    expect(poolOpen).toBe(true);
    slow.release();
    await closed;
    expect(sawPool).toBe(true);
    expect(poolOpen).toBe(false);
  });
});
