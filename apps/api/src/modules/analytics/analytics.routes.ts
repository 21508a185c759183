import { translate } from '@kilau/domain';
import {
  AdEventAcceptedSchema,
  AdEventSchema,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_S,
  ConsentAnswerSchema,
  ConsentChoiceSchema,
  consentCookieValue,
  EVENT_BATCH_BODY_LIMIT,
  EventBatchSchema,
  parseConsent,
  PLATFORM_HEADER,
  PLATFORMS,
  SESSION_HEADER,
  SessionIdParamsSchema,
  SessionStartSchema,
  SimilarProductsSchema,
  SimilarQuerySchema,
  TRACKING_ID_PATTERN,
  TrackingAcceptedSchema,
  UserActionSchema,
  type Consent,
  type Platform,
} from '@kilau/domain/analytics';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, respond } from '../../lib/envelope';
import type { AnalyticsService, RequestFacts } from './analytics.service';

const platformOf = (request: FastifyRequest): Platform => {
  const header = request.headers[PLATFORM_HEADER];
  return PLATFORMS.find((platform) => platform === header) ?? 'web';
};

const consentOf = (request: FastifyRequest): Consent | null =>
  parseConsent(request.cookies[CONSENT_COOKIE]);

async function factsOf(request: FastifyRequest): Promise<RequestFacts> {
  const member = await request.member();
  const userAgent = request.headers['user-agent'];
  return {
    userId: member?.userId ?? null,
    platform: platformOf(request),
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 400) : null,
    consent: consentOf(request),
  };
}

const consentAnswer = (consent: Consent) => ({
  necessary: true as const,
  analytics: consent.analytics,
  marketing: consent.marketing,
  version: consent.version,
  decided_at: new Date(consent.decidedAt * 1000).toISOString(),
});

/**
 * Tracking (prefix `/api/analytics`; 001 §7, docs/design/analytics.md). The event calls take
 * `application/json` or `text/plain` (what `navigator.sendBeacon` sends a string as, with no
 * preflight), answer 202 at once, and keep nothing without the shopper's analytics consent.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{
  analytics: AnalyticsService;
  httpsOnly: boolean;
  /** The conversions sandbox's record (development only). */
  sandboxRecord?: (() => readonly unknown[]) | undefined;
}> = async (app, { analytics, httpsOnly, sandboxRecord }) => {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: EVENT_BATCH_BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(new AppError(422, 'validation_failed', 'validation_failed'), undefined);
      }
    },
  );

  const accepted = (accepted: number, dropped: 'no_consent' | null) => ({ accepted, dropped });

  app.post(
    '/sessions',
    {
      bodyLimit: EVENT_BATCH_BODY_LIMIT,
      schema: {
        tags: ['analytics'],
        summary: 'A tracking session starts, or its member signs in (001 §7 `{user session}`)',
        description:
          'Kept only with analytics consent (the `kilau_consent` cookie); the member is the ' +
          "signed-in one, never the body's `user_id`.",
        body: SessionStartSchema,
        response: { 202: envelopeOf(TrackingAcceptedSchema) },
      },
    },
    async (request, reply) => {
      const facts = await factsOf(request);
      if (!facts.consent?.analytics)
        return respond(reply, accepted(0, 'no_consent'), { status: 202 });
      await analytics.startSession(request.body, facts);
      return respond(reply, accepted(1, null), { status: 202 });
    },
  );

  app.post(
    '/sessions/:sessionId',
    {
      bodyLimit: EVENT_BATCH_BODY_LIMIT,
      schema: {
        tags: ['analytics'],
        summary: "A batch of a session's events (001 §7 `{user session}/{guid}`)",
        description:
          'Up to 50 events (verb, object_id, object_type, referrer, extras); dropped whole ' +
          'without analytics consent. An event time more than a day off is replaced by arrival.',
        params: SessionIdParamsSchema,
        body: EventBatchSchema,
        response: { 202: envelopeOf(TrackingAcceptedSchema) },
      },
    },
    async (request, reply) => {
      const result = await analytics.ingest(
        request.params.sessionId,
        request.body,
        await factsOf(request),
      );
      return respond(reply, result, { status: 202 });
    },
  );

  app.post(
    '/user/me/actions',
    {
      schema: {
        tags: ['analytics'],
        summary: "A member's or guest's action (001 §7 `{analytics}/user/me/actions`)",
        body: UserActionSchema,
        response: { 202: envelopeOf(TrackingAcceptedSchema) },
      },
    },
    async (request, reply) => {
      const facts = await factsOf(request);
      if (!facts.consent?.analytics)
        return respond(reply, accepted(0, 'no_consent'), { status: 202 });
      await analytics.userAction(request.body, facts);
      return respond(reply, accepted(1, null), { status: 202 });
    },
  );

  app.get(
    '/consent',
    {
      schema: {
        tags: ['analytics'],
        summary: "The shopper's cookie choice, or null before one is made",
        response: { 200: envelopeOf(ConsentAnswerSchema.nullable()) },
      },
    },
    async (request, reply) => {
      const consent = consentOf(request);
      return respond(reply, consent ? consentAnswer(consent) : null);
    },
  );

  app.post(
    '/consent',
    {
      schema: {
        tags: ['analytics'],
        summary: "The cookie banner's choice: recorded as proof, carried by a 365-day cookie",
        body: ConsentChoiceSchema,
        response: { 200: envelopeOf(ConsentAnswerSchema) },
      },
    },
    async (request, reply) => {
      const consent = await analytics.recordConsent(request.body, await factsOf(request));
      reply.setCookie(CONSENT_COOKIE, consentCookieValue(consent), {
        // The page reads it too (whether to load tracking), so not httpOnly; it holds no secret.
        httpOnly: false,
        sameSite: 'lax',
        secure: httpsOnly,
        path: '/',
        maxAge: CONSENT_MAX_AGE_S,
      });
      return respond(reply, consentAnswer(consent), {
        message: translate('consent_saved', request.locale),
      });
    },
  );

  app.post(
    '/ad-events',
    {
      schema: {
        tags: ['analytics'],
        summary: 'An ad event (001 §7 `{ad tracking}`), sent to the conversions API once',
        description:
          '403 `marketing_consent_required` without marketing consent. The e-mail is hashed ' +
          '(SHA-256) before it is stored or sent; the same `event_name` and `event_id` twice ' +
          'is accepted once.',
        body: AdEventSchema,
        response: { 202: envelopeOf(AdEventAcceptedSchema) },
      },
    },
    async (request, reply) => {
      const facts = await factsOf(request);
      if (!facts.consent?.marketing) {
        throw new AppError(403, 'marketing_consent_required', 'marketing_consent_required');
      }
      const session = request.headers[SESSION_HEADER];
      const sessionId =
        typeof session === 'string' && TRACKING_ID_PATTERN.test(session) ? session : null;
      return respond(reply, await analytics.adEvent(request.body, facts, sessionId), {
        status: 202,
      });
    },
  );

  app.get(
    '/product/similar',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Products viewed in the same sessions (001 §7 `{analytics}/product/similar`)',
        description: 'From the last 30 days of co-views, most shared sessions first.',
        querystring: SimilarQuerySchema,
        response: { 200: envelopeOf(SimilarProductsSchema) },
      },
    },
    async (request, reply) =>
      respond(reply, await analytics.similar(request.query.product_id, request.query.limit)),
  );

  if (sandboxRecord) {
    app.get('/sandbox/conversions', { schema: { hide: true } }, async (_request, reply) =>
      respond(reply, sandboxRecord()),
    );
  }
};
