import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { auth } from '../plugins/auth';
import { requestContext } from '../plugins/request-context';
import type { SessionsRepository } from '../lib/sessions.repository';
import { SESSION_COOKIE, type SessionMember } from '../lib/sessions';
import { createApiFetch } from './web-app';

const SECRET = 'a-boot-secret-of-the-test-app';
const MEMBER: SessionMember = { sessionId: 1, userId: 7, role: 'member' };

/**
 * A host with the request context and sessions, a member read and a write, and a "page" that
 * makes in-process calls the way the storefront's loaders do (`createApiFetch`).
 */
async function host() {
  const counts = { lookups: 0, reads: 0 };
  let live = true;
  const sessions: SessionsRepository = {
    create: async () => {},
    revoke: async () => {},
    find: async () => {
      counts.lookups += 1;
      return live ? MEMBER : null;
    },
  };
  const app = Fastify();
  await app.register(requestContext, { internalSecret: SECRET });
  await app.register(auth, {
    sessions,
    clock: () => new Date(),
    httpsOnly: false,
    publicUrl: undefined,
  });
  app.get('/me', async (request) => {
    counts.reads += 1;
    return { member: (await request.member())?.userId ?? null };
  });
  app.post('/sign-out', async () => {
    live = false;
    return { ok: true };
  });
  app.post('/page', async (request) => {
    const apiFetch = createApiFetch(app, request, SECRET);
    const steps = (request.body as { steps: string[] }).steps;
    const end = app.sharePageSession(request);
    try {
      const answers: unknown[] = [];
      for (const step of steps) {
        const response = await apiFetch(step === 'sign-out' ? '/sign-out' : step, {
          method: step === 'sign-out' ? 'POST' : 'GET',
        });
        answers.push(await response.json());
      }
      return answers;
    } finally {
      end();
    }
  });
  return { app, counts };
}

let running: FastifyInstance | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

const page = async (app: FastifyInstance, steps: string[], cookie = `${SESSION_COOKIE}=token-1`) =>
  app.inject({ method: 'POST', url: '/page', headers: { cookie }, payload: { steps } });

describe('a page’s in-process calls', () => {
  it('make an identical read once', async () => {
    const { app, counts } = await host();
    running = app;
    const answer = await page(app, ['/me', '/me', '/me']);
    expect(answer.json()).toEqual([{ member: 7 }, { member: 7 }, { member: 7 }]);
    expect(counts).toEqual({ lookups: 1, reads: 1 });
  });

  it('look the session up once per page, however many reads it makes', async () => {
    const { app, counts } = await host();
    running = app;
    const answer = await page(app, ['/me?a', '/me?b', '/me?c']);
    expect(answer.json()).toEqual([{ member: 7 }, { member: 7 }, { member: 7 }]);
    expect(counts).toEqual({ lookups: 1, reads: 3 });
  });

  it('look nothing up for a page without a session', async () => {
    const { app, counts } = await host();
    running = app;
    const signedIn = await page(app, ['/me?a', '/me?b'], `${SESSION_COOKIE}=token-1`);
    expect(signedIn.statusCode).toBe(200);
    const anonymous = await page(app, ['/me?a', '/me?b'], 'lang=id');
    expect(anonymous.json()).toEqual([{ member: null }, { member: null }]);
    expect(counts).toEqual({ lookups: 1, reads: 4 });
  });

  it('read afresh after a write: the session a write ended is gone for the page', async () => {
    const { app, counts } = await host();
    running = app;
    const answer = await page(app, ['/me', 'sign-out', '/me']);
    expect(answer.json()).toEqual([{ member: 7 }, { ok: true }, { member: null }]);
    expect(counts).toEqual({ lookups: 2, reads: 2 });
  });

  it('do not share a lookup between pages, nor outside a page', async () => {
    const { app, counts } = await host();
    running = app;
    await page(app, ['/me']);
    await page(app, ['/me']);
    await app.inject({ url: '/me', headers: { cookie: `${SESSION_COOKIE}=token-1` } });
    expect(counts).toEqual({ lookups: 3, reads: 3 });
  });
});
