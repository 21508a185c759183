import { messageCodes, translate } from '@kilau/domain';
import {
  CONTACT_MESSAGES_PER_HOUR,
  ContactReceiptSchema,
  createContactRequestSchema,
  SUPPORT_TOPICS,
} from '@kilau/domain/support';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, respond } from '../../lib/envelope';
import type { ContactService } from './contact.service';

const HOUR_MS = 3_600_000;

/** The contact form (prefix `/api/content`: beside the content pages, never under `/pages`). */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  // Two budgets an hour: one per client address, one per e-mail address (in Redis when set).
  // The storefront's action calls in process, as the page's client address: the global limit's
  // allow-list (internal calls pass) must not carry over to these budgets.
  const perIp = app.createRateLimit({
    allowList: () => false,
    max: CONTACT_MESSAGES_PER_HOUR,
    timeWindow: HOUR_MS,
    keyGenerator: (request: FastifyRequest) => `contact-ip:${request.ip}`,
  });
  const perEmail = app.createRateLimit({
    allowList: () => false,
    max: CONTACT_MESSAGES_PER_HOUR,
    timeWindow: HOUR_MS,
    keyGenerator: (request: FastifyRequest) =>
      `contact-email:${String((request.body as { email?: string }).email).toLowerCase()}`,
  });
  const spend = async (
    limit: typeof perIp,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> => {
    const counted = await limit(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    reply.header('retry-after', counted.ttlInSeconds);
    throw new AppError(429, 'too_many_requests', 'contact_too_many');
  };

  app.post(
    '/contact',
    {
      schema: {
        tags: ['content'],
        summary: 'Send a message to the shop: it opens a support ticket',
        description:
          'Body { customer_name (≤ 80), email, phone? (9–14 digits), subject (' +
          `${SUPPORT_TOPICS.join(', ')}), order_reference? (\`KLU-261127-ABC234\`; a signed-in ` +
          "member's must be one of their orders: 422 on the field), message (1–160 characters, " +
          'no control characters), recaptcha_token? (required where reCAPTCHA is configured) }. ' +
          'The ticket is stored with its reference (`CS-2026-000123`), and two e-mails go to ' +
          "the outbox: to the shop's support address and an acknowledgement to the shopper. " +
          `429 \`too_many_requests\` past ${CONTACT_MESSAGES_PER_HOUR} messages an hour from ` +
          'one address or for one e-mail. Answers 201 { reference, created_at }.',
        body: createContactRequestSchema(messageCodes),
        response: { 201: envelopeOf(ContactReceiptSchema) },
      },
    },
    async (request, reply) => {
      await spend(perIp, request, reply);
      await spend(perEmail, request, reply);
      const member = await request.member();
      const receipt = await contact.send(request.body, {
        memberId: member?.userId ?? null,
        ip: request.ip,
        locale: request.locale,
      });
      return respond(reply, receipt, {
        status: 201,
        message: translate('contact_sent', request.locale, { reference: receipt.reference }),
      });
    },
  );
};
