import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SIGN_ON_COOKIE, type SignOnState } from '@kilau/domain/accounts';
import { AppError } from '../lib/app-error';
import {
  DEVICE_COOKIE,
  DEVICE_TTL_MS,
  hashSessionToken,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  type SessionMember,
} from '../lib/sessions';
import type { SessionsRepository } from '../lib/sessions.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session token this request carries (bearer header or cookie), if any. */
    sessionToken: string | null;
    /** Where the token came from: cookie-authenticated writes must come from our origin. */
    sessionSource: 'bearer' | 'cookie' | null;
    /** The signed-in member, looked up once per request. */
    member(): Promise<SessionMember | null>;
  }
  interface FastifyInstance {
    /** preHandler for member-only routes: 401 'Silakan login.' without a live session. */
    requireMember: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Lets a page's in-process calls share the page request's session lookup (see
     * `sharePageSession` below); returns the function that ends the sharing.
     */
    sharePageSession: (page: FastifyRequest) => () => void;
  }
  interface FastifyReply {
    /** Sets the session cookie, and the sign-on cookie to `member`. */
    startSession(token: string): FastifyReply;
    /** Keeps the browser's `kilau_device` id (ADR 0015) for a year, for the sign-in routes only. */
    rememberDevice(token: string): FastifyReply;
    /** Clears the session cookie; the sign-on cookie says `guest` (not brokered again). */
    endSession(): FastifyReply;
    /**
     * The sign-on cookie (`kilau_sign_on`, docs/design/sign-on.md): this site's state for this
     * browser, readable by the page, kept for the browser session.
     */
    signOn(state: SignOnState): FastifyReply;
  }
}

/**
 * The signed-in member, or a 401 `login_required`: the one way a route handler asks for the
 * member (use `preHandler: app.requireMember` as well where a stale cookie should be dropped).
 */
export async function requireMember(request: FastifyRequest): Promise<SessionMember> {
  const member = await request.member();
  if (!member) throw new AppError(401, 'unauthorized', 'login_required');
  return member;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const lookups = new WeakMap<FastifyRequest, Promise<SessionMember | null>>();
/** Page requests whose in-process calls are running, by request id (their `x-request-id`). */
const pages = new Map<string, FastifyRequest>();

/** The page request an in-process call was made for, while that page renders. */
function pageOf(request: FastifyRequest): FastifyRequest | undefined {
  if (!request.isInternal) return undefined;
  const id = request.headers['x-request-id'];
  const page = typeof id === 'string' ? pages.get(id) : undefined;
  return page === request ? undefined : page;
}

function tokenOf(request: FastifyRequest): { token: string; source: 'bearer' | 'cookie' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), source: 'bearer' };
  const cookieToken = request.cookies[SESSION_COOKIE];
  return cookieToken ? { token: cookieToken, source: 'cookie' } : null;
}

/** Same origin as the request, or one of the shop's public origins. */
function isOwnOrigin(request: FastifyRequest, origin: string, publicUrl: string | undefined) {
  const own = `${request.protocol}://${request.host}`;
  return origin === own || (publicUrl !== undefined && origin === new URL(publicUrl).origin);
}

/**
 * Sessions for members (ARCHITECTURE §3): a bearer token for API clients, an httpOnly SameSite=Lax
 * cookie for the web app (Secure over https). Cookie-authenticated writes check `Origin`.
 */
export const auth = fp<{
  sessions: SessionsRepository;
  clock: () => Date;
  httpsOnly: boolean;
  publicUrl: string | undefined;
}>(
  async (app, { sessions, clock, httpsOnly, publicUrl }) => {
    await app.register(cookie);
    app.decorateRequest('sessionToken', null);
    app.decorateRequest('sessionSource', null);
    app.decorateRequest('member', function (this: FastifyRequest) {
      let lookup = lookups.get(this);
      if (!lookup) {
        // A page's reads with the page's own token reuse the page's lookup (one per page).
        const page = pageOf(this);
        if (page && !WRITE_METHODS.has(this.method) && page.sessionToken === this.sessionToken)
          return page.member();
        const token = this.sessionToken;
        lookup = token ? sessions.find(hashSessionToken(token), clock()) : Promise.resolve(null);
        lookups.set(this, lookup);
      }
      return lookup;
    });

    app.addHook('onRequest', async (request) => {
      const found = tokenOf(request);
      request.sessionToken = found?.token ?? null;
      request.sessionSource = found?.source ?? null;
      // A page's write may sign in or out: the page's later reads look the session up afresh.
      if (WRITE_METHODS.has(request.method)) {
        const page = pageOf(request);
        if (page) lookups.delete(page);
      }
      const origin = request.headers.origin;
      if (
        found?.source === 'cookie' &&
        WRITE_METHODS.has(request.method) &&
        origin !== undefined &&
        !isOwnOrigin(request, origin, publicUrl)
      ) {
        throw new AppError(403, 'forbidden_origin', 'forbidden_origin');
      }
    });

    app.decorate('requireMember', async (request: FastifyRequest, reply: FastifyReply) => {
      if (await request.member()) return;
      // An expired or revoked cookie is dropped, so the browser stops presenting it.
      if (request.sessionSource === 'cookie') reply.endSession();
      throw new AppError(401, 'unauthorized', 'login_required');
    });

    app.decorate('sharePageSession', (page: FastifyRequest) => {
      pages.set(page.id, page);
      return () => {
        if (pages.get(page.id) === page) pages.delete(page.id);
      };
    });

    const keep = (path: string, ttlMs: number) =>
      ({ httpOnly: true, sameSite: 'lax', secure: httpsOnly, path, maxAge: ttlMs / 1000 }) as const;
    app.decorateReply('signOn', function (this: FastifyReply, state: SignOnState) {
      const secure = httpsOnly || this.request.protocol === 'https';
      return this.setCookie(SIGN_ON_COOKIE, state, { sameSite: 'lax', secure, path: '/' });
    });
    app.decorateReply('startSession', function (this: FastifyReply, token: string) {
      return this.setCookie(SESSION_COOKIE, token, keep('/', SESSION_TTL_MS)).signOn('member');
    });
    app.decorateReply('rememberDevice', function (this: FastifyReply, token: string) {
      return this.setCookie(DEVICE_COOKIE, token, keep('/api/auth', DEVICE_TTL_MS));
    });
    app.decorateReply('endSession', function (this: FastifyReply) {
      return this.clearCookie(SESSION_COOKIE, { path: '/' }).signOn('guest');
    });
  },
  { name: 'auth' },
);
