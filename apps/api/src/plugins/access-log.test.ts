import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { accessLog, type AccessLogOptions } from './access-log';
import { requestContext } from './request-context';

/** A host whose log lines are collected, with a fast, a failing and a not-found route. */
async function host(options: AccessLogOptions) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, disableRequestLogging: true });
  await app.register(requestContext, { internalSecret: 'a-boot-secret-of-the-test-app' });
  await app.register(accessLog, options);
  app.get('/fast', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, requests: () => lines.filter((line) => line.msg === 'request') };
}

describe('the access log', () => {
  it('is quiet for fast, successful requests and logs a server error in one line', async () => {
    const { app, requests } = await host({ slowMs: 60_000, sample: 0 });
    await app.inject({ url: '/fast' });
    await app.inject({ url: '/nowhere' });
    await app.inject({ url: '/broken?x=1' });
    await app.close();
    expect(requests()).toEqual([
      expect.objectContaining({ level: 50, method: 'GET', url: '/broken?x=1', status: 500 }),
    ]);
  });

  it('logs slow requests as warnings, with their time', async () => {
    const { app, requests } = await host({ slowMs: 0, sample: 0 });
    await app.inject({ url: '/fast' });
    await app.close();
    const [line] = requests();
    expect(line).toMatchObject({ level: 40, url: '/fast', status: 200 });
    expect(typeof line?.ms).toBe('number');
  });

  it('logs the sampled share of the rest', async () => {
    const draws = [0.05, 0.5, 0.09, 0.95];
    const { app, requests } = await host({
      slowMs: 60_000,
      sample: 0.1,
      random: () => draws.shift() ?? 1,
    });
    for (let i = 0; i < 4; i += 1) await app.inject({ url: `/fast?n=${i}` });
    await app.close();
    expect(requests().map((line) => [line.level, line.url])).toEqual([
      [30, '/fast?n=0'],
      [30, '/fast?n=2'],
    ]);
  });
});
