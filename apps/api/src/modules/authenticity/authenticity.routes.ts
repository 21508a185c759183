import { countInput, messageCodes, translate } from '@kilau/domain';
import {
  AUTHENTICITY_CHECK_WINDOW_MS,
  AUTHENTICITY_CHECKS_PER_WINDOW,
  AUTHENTICITY_HISTORY_PAGE,
  AUTHENTICITY_UNKNOWN_PER_WINDOW,
  AuthenticityCheckSchema,
  AuthenticityHistoryItemSchema,
  createAuthenticityCheckSchema,
} from '@kilau/domain/authenticity';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, respond } from '../../lib/envelope';
import { requireMember } from '../../plugins/auth';
import type { AuthenticityService } from './authenticity.service';

/**
 * Authenticity checks (prefix `/api/authenticity`; docs/design/authenticity.md): a code's check
 * and a member's history.
 */
export const authenticityRoutes: FastifyPluginAsyncZod<{ checks: AuthenticityService }> = async (
  app,
  { checks },
) => {
  // Any result: per IP, and per member when signed in (both counted).
  const limit = (scope: string) =>
    app.createRateLimit({
      allowList: () => false,
      max: AUTHENTICITY_CHECKS_PER_WINDOW,
      timeWindow: AUTHENTICITY_CHECK_WINDOW_MS,
      keyGenerator: async (request: FastifyRequest) => {
        const member = scope === 'member' ? await request.member() : null;
        return member ? `authenticity:member:${member.userId}` : `authenticity:ip:${request.ip}`;
      },
    });
  const byIp = limit('ip');
  const byMember = limit('member');
  const refuse = (reply: FastifyReply, seconds: number) => {
    reply.header('retry-after', seconds);
    throw new AppError(
      429,
      'too_many_requests',
      'authenticity_too_many_checks',
      { minutes: Math.max(1, Math.ceil(seconds / 60)) },
      { retry_after_seconds: seconds },
    );
  };

  app.post(
    '/checks',
    {
      schema: {
        tags: ['authenticity'],
        summary: 'Check a code printed on a pack',
        description:
          '`code` as printed (`XXXX-XXXX-XXXX`; case, dashes and spaces do not matter). ' +
          '`genuine`: the first check of a printed code; `already_checked`: checked ' +
          '`times_checked_before` times since `first_checked_at` (a refill may carry a genuine ' +
          'code); `unknown`: no such code. 422 `authenticity_code_invalid` for a mistyped code. ' +
          `429 past ${AUTHENTICITY_CHECKS_PER_WINDOW} checks in ${AUTHENTICITY_CHECK_WINDOW_MS / 60_000} minutes ` +
          `per IP or member, or past ${AUTHENTICITY_UNKNOWN_PER_WINDOW} unknown codes an hour ` +
          '(`too_many_unknown_codes`), with `retry-after` and `data.retry_after_seconds`.',
        body: createAuthenticityCheckSchema(messageCodes),
        response: { 200: envelopeOf(AuthenticityCheckSchema) },
      },
    },
    async (request, reply) => {
      const member = await request.member();
      for (const counter of member ? [byIp, byMember] : [byIp]) {
        const counted = await counter(request);
        if (!counted.isAllowed && counted.isExceeded) {
          refuse(reply, counted.ttlInSeconds);
        }
      }
      try {
        const checked = await checks.check(
          request.body.code,
          { memberId: member?.userId ?? null, ip: request.ip },
          request.locale,
        );
        return respond(reply, checked.answer, {
          message: translate(checked.messageCode, request.locale, checked.params),
        });
      } catch (error) {
        if (error instanceof AppError && error.status === 429) {
          const data = error.data as { retry_after_seconds: number };
          reply.header('retry-after', data.retry_after_seconds);
        }
        throw error;
      }
    },
  );

  app.get(
    '/checks/mine',
    {
      schema: {
        tags: ['authenticity'],
        summary: "The signed-in member's checks, newest first",
        description: `skip, limit ≤ 50 (default ${AUTHENTICITY_HISTORY_PAGE}); meta.total counts them all.`,
        querystring: z.object({
          skip: countInput(0, 100_000).default(0),
          limit: countInput(1, 50).default(AUTHENTICITY_HISTORY_PAGE),
        }),
        response: { 200: envelopeOf(z.array(AuthenticityHistoryItemSchema)) },
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const { skip, limit } = request.query;
      const page = await checks.history(member.userId, skip, limit, request.locale);
      return respond(reply, page.items, { total: page.total, skip, limit });
    },
  );
};
