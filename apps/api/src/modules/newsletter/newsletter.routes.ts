import { translate } from '@kilau/domain';
import {
  createNewsletterSubscribeSchema,
  createNewsletterTokenSchema,
  NEWSLETTER_SUBSCRIBES_PER_IP_PER_HOUR,
  NewsletterAcceptedSchema,
  NewsletterLinkResultSchema,
} from '@kilau/domain/newsletter';
import { messageCodes } from '@kilau/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, respond } from '../../lib/envelope';
import type { NewsletterService } from './newsletter.service';

const TokenSchema = createNewsletterTokenSchema(messageCodes);

/**
 * The newsletter (prefix `/api/newsletter`; docs/design/newsletter.md): subscribe with double
 * opt-in, confirm, unsubscribe by the mail's token — no sign-in anywhere.
 */
export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  // A mail client's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form (RFC 8058).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const countSubscribes = app.createRateLimit({
    allowList: () => false,
    max: NEWSLETTER_SUBSCRIBES_PER_IP_PER_HOUR,
    timeWindow: 60 * 60 * 1000,
    keyGenerator: (request: FastifyRequest) => `newsletter:${request.ip}`,
  });

  app.post(
    '/subscriptions',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Ask for the newsletter (double opt-in): always 202 "check your e-mail"',
        description:
          'Body `{ email, consent: true, language?, source? }` (source `modal` or `footer`). ' +
          'Whether the address is new, pending, confirmed or unsubscribed, the answer is the ' +
          'same 202; a confirm link is mailed (valid 7 days) unless the address is confirmed ' +
          `or one was mailed in the last 10 minutes. 429 past ${NEWSLETTER_SUBSCRIBES_PER_IP_PER_HOUR} ` +
          'requests an hour from one address.',
        body: createNewsletterSubscribeSchema(messageCodes),
        response: { 202: envelopeOf(NewsletterAcceptedSchema) },
      },
    },
    async (request, reply) => {
      const counted = await countSubscribes(request);
      if (!counted.isAllowed && counted.isExceeded) {
        reply.header('retry-after', counted.ttlInSeconds);
        throw new AppError(429, 'too_many_requests', 'too_many_requests');
      }
      await newsletter.subscribe({
        email: request.body.email,
        language: request.body.language ?? request.locale,
        source: request.body.source ?? 'modal',
        ip: request.ip,
      });
      return respond(
        reply,
        { status: 'check_email' as const },
        { status: 202, message: translate('newsletter_check_email', request.locale) },
      );
    },
  );

  app.post(
    '/subscriptions/confirm',
    {
      schema: {
        tags: ['newsletter'],
        summary: "Confirm a subscription with the mail's token (idempotent)",
        description:
          'Body `{ token }`. Answers `{ status: "confirmed", email }` (the address partly ' +
          'hidden), again on a second click; 400 `newsletter_link_invalid` for an unknown ' +
          'token (or one from before an unsubscribe), 410 `newsletter_link_expired` after ' +
          '7 days.',
        body: TokenSchema,
        response: { 200: envelopeOf(NewsletterLinkResultSchema) },
      },
    },
    async (request, reply) =>
      respond(reply, await newsletter.confirm(request.body.token), {
        message: translate('newsletter_confirmed', request.locale),
      }),
  );

  app.post(
    '/subscriptions/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: "Unsubscribe with a marketing mail's token (one click, no sign-in)",
        description:
          'The token in the body `{ token }` or — the mail header `List-Unsubscribe` with ' +
          '`List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058) — in the query ' +
          '`?token=`, the body then being the form `List-Unsubscribe=One-Click`. Idempotent; ' +
          '400 `newsletter_link_invalid` for an unknown token.',
        querystring: TokenSchema.partial(),
        body: z.record(z.string(), z.unknown()).optional(),
        response: { 200: envelopeOf(NewsletterLinkResultSchema) },
      },
    },
    async (request, reply) => {
      const sent = TokenSchema.safeParse({ token: request.body?.token ?? request.query.token });
      if (!sent.success) {
        throw new AppError(400, 'newsletter_link_invalid', 'newsletter_link_invalid');
      }
      return respond(reply, await newsletter.unsubscribe(sent.data.token), {
        message: translate('newsletter_unsubscribed', request.locale),
      });
    },
  );
};
