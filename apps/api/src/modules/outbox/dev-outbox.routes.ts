import { countInput, textInput, normalizePhoneNumber, PHONE_DISPLAY_PREFIX } from '@kilau/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { respond } from '../../lib/envelope';
import type { OutboxRepository } from './outbox.repository';
import { renderMessage, type OutboxMessage } from './outbox.templates';

/** Recipients are stored normalised: e-mail lowercased, phone as `+62…`. */
function normalizeRecipient(raw: string | undefined) {
  const value = raw?.trim();
  if (!value) return undefined;
  if (value.includes('@')) return value.toLowerCase();
  return /^[\d\s()+.-]+$/.test(value)
    ? `${PHONE_DISPLAY_PREFIX}${normalizePhoneNumber(value)}`
    : value;
}

/** A message that cannot be sent (a marketing one without its links) still shows, with why. */
function renderSafely(row: OutboxMessage, storeName: string) {
  try {
    return renderMessage(row, storeName);
  } catch (error) {
    return { subject: '', text: String(error), headers: {} };
  }
}

/**
 * The development mailbox (ARCHITECTURE §4): the newest outbox messages with their rendered
 * subject and text. Never registered in production (the app wires it only when
 * NODE_ENV !== 'production'): it shows one-time codes and reset links.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{
  outbox: Pick<OutboxRepository, 'recent'>;
  storeName?: string;
}> = async (app, { outbox, storeName = 'Kilau' }) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Development only: the newest outbox messages (e-mail, SMS, WhatsApp)',
        description:
          '`recipient` (an e-mail or phone in any usual form) filters; `limit` 1–100, 20 by ' +
          'default. Each item: { id, channel, recipient, template, locale, subject, text, ' +
          'payload, created_at, sent_at, attempts, last_error }. OTP messages carry the code in ' +
          '`payload.code`.',
        querystring: z.object({
          recipient: textInput().max(320).optional(),
          limit: countInput(1, 100).default(20),
        }),
      },
    },
    async (request, reply) => {
      const rows = await outbox.recent(
        normalizeRecipient(request.query.recipient),
        request.query.limit,
      );
      const items = rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        recipient: row.recipient,
        template: row.template,
        locale: row.locale,
        ...renderSafely(row, storeName),
        payload: row.payload,
        created_at: row.created_at.toISOString(),
        sent_at: row.sent_at?.toISOString() ?? null,
        attempts: row.attempts,
        last_error: row.last_error,
      }));
      return respond(reply, items, { total: items.length, limit: request.query.limit });
    },
  );
};
