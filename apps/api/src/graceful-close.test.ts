import { describe, expect, it } from 'vitest';
import { buildTestApp } from './test/build-test-app';

describe('graceful close (what SIGTERM/SIGINT trigger)', () => {
  it('finishes in-flight requests, then refuses new connections', async () => {
    const app = await buildTestApp();
    let release!: () => void;
    const started = new Promise<void>((resolve) => {
      app.get('/api/test/slow', async () => {
        resolve();
        await new Promise<void>((done) => (release = done));
        return { success: true, data: 'finished', meta: { code: 200 } };
      });
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });

    const inFlight = fetch(`${address}/api/test/slow`).then(async (res) => ({
      status: res.status,
      body: await res.json(),
    }));
    await started;
    const closed = app.close();
    release();
    await expect(inFlight).resolves.toEqual({
      status: 200,
      body: { success: true, data: 'finished', meta: { code: 200 } },
    });
    await closed;
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  });
});
