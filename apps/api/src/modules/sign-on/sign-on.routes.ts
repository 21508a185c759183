import { textInput } from '@kilau/domain';
import {
  httpOriginOf,
  isSignOnState,
  SIGN_ON_COOKIE,
  SIGN_ON_STATE_COOKIE,
  SIGN_ON_STATE_TTL_MS,
  SignOnAnswerSchema,
} from '@kilau/domain/accounts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, respond } from '../../lib/envelope';
import type { SignOnService } from './sign-on.service';

/** A page's address: long enough for any of ours, short enough for a header. */
const ReturnAddress = textInput().max(2_048);
const Token = textInput().max(100);

export type SignOnRoutesOptions = {
  signOn: SignOnService;
  /** The configured sites that share sign-on (`SIGN_ON_ORIGINS`), the home first. */
  origins: readonly string[];
  /** The shop's configured public origin (PUBLIC_URL), if any. */
  publicOrigin: string | undefined;
  httpsOnly: boolean;
  /** Calls per client IP and minute to each route (`SIGN_ON_RATE_LIMIT_MAX`). */
  rateLimitMax: number;
};

/**
 * The sign-on broker (prefix `/api`; docs/design/sign-on.md): `GET /sign-on` answers this
 * site's state; `/sign-on/authorize` (the home) and `/sign-on/redeem` (the other sites) are the
 * top-level round trip that carries a member's sign-in from the home to another site.
 */
export const signOnRoutes: FastifyPluginAsyncZod<SignOnRoutesOptions> = async (
  app,
  { signOn, origins, publicOrigin, httpsOnly, rateLimitMax },
) => {
  const hosts = new Map(origins.map((origin) => [new URL(origin).host, origin]));
  /**
   * The site this request reached: a configured site named by the Host header (its scheme from
   * the configuration, so a TLS-terminating proxy does not matter), else the configured public
   * address, else what the request says. A Host matching no configured site never becomes one.
   */
  const siteOf = (request: FastifyRequest) =>
    hosts.get(request.host.toLowerCase()) ??
    publicOrigin ??
    httpOriginOf(`${request.protocol}://${request.host}`) ??
    'null';

  const budget = (route: string) => {
    const count = app.createRateLimit({
      allowList: () => false,
      max: rateLimitMax,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) => `sign-on:${route}:${request.ip}`,
    });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const counted = await count(request);
      if (counted.isAllowed || !counted.isExceeded) return;
      reply.header('retry-after', counted.ttlInSeconds);
      throw new AppError(429, 'too_many_requests', 'too_many_requests');
    };
  };
  const secure = (request: FastifyRequest) => httpsOnly || request.protocol === 'https';
  const browserStateCookie = { httpOnly: true, sameSite: 'lax', path: '/api/sign-on' } as const;

  app.get(
    '/sign-on',
    {
      schema: {
        tags: ['accounts'],
        summary: "The sign-on broker (001 §7): this site's sign-on state for this browser",
        description:
          'Sets `kilau_sign_on` (`member` or `guest`, readable by the page, for the browser ' +
          'session) and answers `data { state, redirect }`. `redirect` is the home site’s ' +
          '`/api/sign-on/authorize?…` address only on a configured site other than the home ' +
          '(`SIGN_ON_ORIGINS`), for a guest whose browser has no `kilau_sign_on` yet, when ' +
          '`?return=` (the page to come back to) is given: the page goes there at the top level. ' +
          '`return` must be on this site: else 400 `sign_on_return_refused`. ' +
          `${rateLimitMax} calls a minute per address.`,
        querystring: z.object({ return: ReturnAddress.optional() }),
        response: { 200: envelopeOf(SignOnAnswerSchema) },
      },
      onRequest: budget('broker'),
    },
    async (request, reply) => {
      const answer = signOn.broker({
        origin: siteOf(request),
        member: (await request.member()) !== null,
        brokered: isSignOnState(request.cookies[SIGN_ON_COOKIE]),
        returnTo: request.query.return,
      });
      reply.header('cache-control', 'no-store').signOn(answer.state);
      if (answer.browserState) {
        reply.setCookie(SIGN_ON_STATE_COOKIE, answer.browserState, {
          ...browserStateCookie,
          secure: secure(request),
          maxAge: SIGN_ON_STATE_TTL_MS / 1000,
        });
      }
      return respond(reply, { state: answer.state, redirect: answer.redirect });
    },
  );

  app.get(
    '/sign-on/authorize',
    {
      schema: {
        tags: ['accounts'],
        summary: 'On the home site: send the browser back to a sign-on site with a ticket',
        description:
          'A top-level navigation from `GET /api/sign-on`’s `redirect`. `return` must be on a ' +
          'configured site (else 400 `sign_on_return_refused`; on any site but the home 400 ' +
          '`sign_on_not_home`). With a live session and `state`, answers 302 to ' +
          '`<return’s site>/api/sign-on/redeem?return=…&ticket=…`: a one-time ticket for the ' +
          'member, bound to that site and to `state`, good for 60 s (only its SHA-256 is kept). ' +
          'Without a session, 302 there without a ticket.',
        querystring: z.object({ return: ReturnAddress, state: Token.optional() }),
      },
      onRequest: budget('authorize'),
    },
    async (request, reply) => {
      const member = await request.member();
      const location = await signOn.authorize({
        origin: siteOf(request),
        memberId: member?.userId ?? null,
        returnTo: request.query.return,
        state: request.query.state,
      });
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );

  app.get(
    '/sign-on/redeem',
    {
      schema: {
        tags: ['accounts'],
        summary: "On a sign-on site: redeem the home's ticket once, then back to the page",
        description:
          '`return` must be on this site (else 400 `sign_on_return_refused`). A ticket minted ' +
          'for this site and for this browser (its `kilau_sign_on_state` cookie), unused and ' +
          'unexpired, opens a session for its member (as a sign-in does) and sets ' +
          '`kilau_sign_on=member`; anything else (no ticket, used, expired, another site’s or ' +
          'browser’s, a suspended or blocked member) sets `kilau_sign_on=guest`. Both answer ' +
          '302 to `return`.',
        querystring: z.object({ return: ReturnAddress, ticket: Token.optional() }),
      },
      onRequest: budget('redeem'),
    },
    async (request, reply) => {
      const result = await signOn.redeem({
        origin: siteOf(request),
        returnTo: request.query.return,
        ticket: request.query.ticket,
        browserState: request.cookies[SIGN_ON_STATE_COOKIE],
        signedIn: (await request.member()) !== null,
        opening: {
          ip: request.ip,
          userAgent:
            typeof request.headers['user-agent'] === 'string'
              ? request.headers['user-agent']
              : undefined,
        },
      });
      if (result.session) reply.startSession(result.session);
      else reply.signOn(result.state);
      reply.clearCookie(SIGN_ON_STATE_COOKIE, { path: browserStateCookie.path });
      return reply.header('cache-control', 'no-store').redirect(result.location, 302);
    },
  );
};
