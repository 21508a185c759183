// Property-based fuzzing of every operation in the shop's own OpenAPI document: generated path
// parameters, queries, headers and JSON bodies (fitting values mixed with wrong types, huge and
// control-character strings, out-of-range numbers, unicode, missing and extra fields), as a
// guest and as a signed-in member. Any 5xx fails the run and prints the request, and so does
// any text that reached PostgreSQL unrefused (the error handler's 422 safety net logged it).
//
// Deterministic: every operation has its own seed derived from FUZZ_SEED. Replay or widen with
//   FUZZ_SEED=… FUZZ_RUNS=200 FUZZ_ONLY='GET /api/catalog/v3/products' npx vitest run apps/api/src/fuzz
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { registerMember, someIp } from '../test/members';
import type { JsonSchema, Operation, Parameter } from './arbitraries';
import {
  describeRequest,
  requestFor,
  seedFor,
  systematicRequests,
  type FuzzRequest,
} from './requests';

const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 24);
const ONLY = process.env.FUZZ_ONLY;

/**
 * Routes the app serves that the OpenAPI document leaves out, and why they are not fuzzed from
 * it. Each is covered by the targeted test named here.
 */
export const NOT_IN_DOCUMENT: Record<string, string> = {
  'GET /api/docs*':
    'Swagger UI and the document itself (@fastify/swagger-ui): no shop code behind it',
  'GET *':
    'public images (/media/*, read through the file store) and the not-found answer; plugins/media.test.ts, hostile-input.test.ts',
  'PUT *':
    'the route tree prints the wildcard `PUT /uploads/*` as `*`: it is in the document as `PUT /uploads/{*}` and fuzzed from it',
  'GET /sandbox-gateway*':
    'the built-in payment sandbox (off when gateway keys are set); targeted: hostile-input.test.ts',
  'GET /api/analytics/sandbox/conversions':
    "the conversions sandbox's record (development shops only); modules/analytics/analytics.test.ts",
  'GET /api/realtime/events':
    'a server-sent event stream (it never ends by itself); modules/realtime/realtime.test.ts',
  'GET /api/admin/chats/events':
    "the support desk's server-sent event stream; modules/chatbot/chatbot.test.ts",
  'POST /sandbox-gateway*':
    'the built-in payment sandbox (off when gateway keys are set); targeted: hostile-input.test.ts',
};

/** Operations whose body is not JSON: path and query are fuzzed here, the body elsewhere. */
export const BODY_NOT_FUZZED: Record<string, string> = {
  'POST /api/users/me/image':
    'multipart image upload; targeted: hostile-input.test.ts (control characters in multipart fields and names)',
  'POST /api/order/confirm-payment/{orderId}':
    'multipart receipt upload; targeted: hostile-input.test.ts (control characters in multipart fields and names)',
  'PUT /uploads/{*}':
    'raw image bytes to a pre-signed link (checked before the body is read); targeted: modules/reviews/review-uploads.test.ts',
};

type Failure = { request: string; status: number; error?: string };

const UNSTORABLE_TEXT = 'unstorable text reached the database';

const errors = new Map<string, string>();
const app = await buildTestApp({
  env: {
    RATE_LIMIT_MAX: '1000000',
    NOT_FOUND_RATE_LIMIT_MAX: '1000000',
    LOGIN_RATE_LIMIT_MAX: '1000000',
  },
  // The error handler logs every 500 (error) and every text that reached PostgreSQL without its
  // schema refusing it first (warn), with the request id: both fail the run, with their cause.
  logger: {
    level: 'warn',
    stream: {
      write(line: string) {
        const entry = JSON.parse(line) as {
          level?: number;
          msg?: string;
          reqId?: string;
          requestId?: string;
          err?: { message?: string; stack?: string };
        };
        const id = entry.requestId ?? entry.reqId;
        const reported = (entry.level ?? 0) >= 50 || entry.msg === UNSTORABLE_TEXT;
        if (id && reported)
          errors.set(
            id,
            `${entry.msg}: ${(entry.err?.stack ?? entry.err?.message ?? '').split('\n').slice(0, 4).join(' | ')}`,
          );
      },
    },
  },
});
await app.ready();
afterAll(() => app.close());

type Document = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
};

const operations: Operation[] = Object.entries(
  (app.swagger() as unknown as Document).paths,
).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    method: method.toUpperCase(),
    path,
    parameters: operation.parameters ?? [],
    ...(operation.requestBody?.content['application/json']
      ? { body: operation.requestBody.content['application/json'].schema }
      : {}),
  })),
);
/** `METHOD /path/{param}` for every route in Fastify's printed route tree. */
function servedRoutes(tree: string): string[] {
  const prefixes: string[] = [];
  return tree.split('\n').flatMap((line) => {
    const match = /^(.*?)[├└]── (.*?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) return [];
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    const url = (prefixes[depth - 1] ?? '') + segment;
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    return methods
      .split(',')
      .map((method) => method.trim())
      .filter((method) => method && method !== 'HEAD')
      .map((method) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`);
  });
}

/**
 * find-my-way keeps one parameter node where routes name a segment differently and prints it
 * `{a}|{b}` (`/api/reviews/{reviewId}|{productId}/votes`): the route as each name spells it.
 */
function spellings(route: string): string[] {
  const shared = /\{\w+\}(?:\|\{\w+\})+/.exec(route);
  if (!shared) return [route];
  return shared[0].split('|').flatMap((name) => spellings(route.replace(shared[0], name)));
}

/** Whether a served route is excused from the document: `METHOD *` exactly, else by prefix. */
const excused = (route: string) =>
  Object.keys(NOT_IN_DOCUMENT).some((key) =>
    key.endsWith(' *')
      ? route === key
      : key.endsWith('*')
        ? route.startsWith(key.slice(0, -1))
        : route === key,
  );

const keyOf = (operation: Operation) => `${operation.method} ${operation.path}`;
const selected = operations.filter((operation) => !ONLY || keyOf(operation).includes(ONLY));

async function send(request: FuzzRequest, signIn?: string): Promise<Failure | null> {
  errors.clear();
  const res = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
    ...(signIn ? { cookies: { kilau_session: signIn } } : {}),
    remoteAddress: someIp(),
  });
  const id = String(res.headers['x-request-id'] ?? '');
  if (res.statusCode < 500 && !errors.has(id)) return null;
  return {
    request: describeRequest(request),
    status: res.statusCode,
    ...(errors.has(id) ? { error: errors.get(id) } : {}),
  };
}

/** The signed-in member, registered again whenever a fuzzed call ended its session. */
let member: string | undefined;
async function memberToken(): Promise<string> {
  if (member) {
    const me = await app.inject({
      url: '/api/accounts/user/me',
      cookies: { kilau_session: member },
    });
    if (me.statusCode === 200) return member;
  }
  member = (await registerMember(app)).token;
  return member;
}

async function fuzz(operation: Operation): Promise<Failure[]> {
  const key = keyOf(operation);
  const failures: Failure[] = [];
  const run = async (requests: FuzzRequest[], signedIn: boolean) => {
    // Checked once per batch: after a fuzzed logout the rest of the batch runs as a guest.
    const token = signedIn ? await memberToken() : undefined;
    for (const request of requests) {
      const failure = await send(request, token);
      if (failure) failures.push(failure);
    }
  };
  await run(systematicRequests(operation, seedFor(BASE_SEED, key), true), true);
  for (const signedIn of [false, true]) {
    const seed = seedFor(BASE_SEED, `${key} ${signedIn ? 'member' : 'guest'}`);
    await run(fc.sample(requestFor(operation, signedIn), { seed, numRuns: RUNS }), signedIn);
  }
  return failures;
}

describe('OpenAPI fuzz: no generated input gets a 5xx', () => {
  it('fuzzes every route the app serves, or names why not', () => {
    const documented = new Set(operations.map(keyOf));
    const served = servedRoutes(app.printRoutes({ commonPrefix: false }));
    expect(served.length).toBeGreaterThan(100);
    const unlisted = served.filter(
      (route) =>
        !spellings(route).some((spelt) => documented.has(spelt.replace(/\/\*$/, '/{*}'))) &&
        !excused(route),
    );
    expect(unlisted).toEqual([]);
    for (const key of Object.keys(BODY_NOT_FUZZED)) expect(documented).toContain(key);
  });

  it.each(selected.map((operation) => [keyOf(operation), operation] as const))(
    '%s',
    async (_key, operation) => {
      const failures = await fuzz(operation);
      expect(failures, JSON.stringify(failures, null, 2)).toEqual([]);
    },
  );
});
