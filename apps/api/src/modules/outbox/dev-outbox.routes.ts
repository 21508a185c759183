import { countInput, textInput, normalizePhoneNumber, PHONE_DISPLAY_PREFIX } from '@kilau/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { respond } from '../../lib/envelope';
import type { OutboxRepository } from './outbox.repository';
import { renderOutgoing } from './outbox.render';
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
function renderSafely(row: OutboxMessage, storeName: string, publicUrl: string) {
  try {
    return renderMessage(row, storeName, publicUrl);
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
  outbox: Pick<OutboxRepository, 'recent' | 'byId'>;
  storeName?: string;
  publicUrl?: string;
}> = async (app, { outbox, storeName = 'Kilau', publicUrl = '' }) => {
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
        ...renderSafely(row, storeName, publicUrl),
        order_id: row.order_id ?? null,
        payload: row.payload,
        created_at: row.created_at.toISOString(),
        sent_at: row.sent_at?.toISOString() ?? null,
        attempts: row.attempts,
        last_error: row.last_error,
      }));
      return respond(reply, items, { total: items.length, limit: request.query.limit });
    },
  );

  app.get(
    '/dev/outbox/:id/html',
    {
      schema: {
        tags: ['development'],
        summary: 'Development only: an e-mail as its recipient sees it (the HTML part)',
        description:
          'The rendered HTML of an order e-mail (text/html); a message without an HTML part ' +
          'answers its plain text in a <pre>. 404 when there is no such message.',
        params: z.object({ id: countInput(1, Number.MAX_SAFE_INTEGER) }),
      },
    },
    async (request, reply) => {
      const row = await outbox.byId(request.params.id);
      if (!row) {
        return reply.code(404).type('text/plain; charset=utf-8').send('no such message');
      }
      const rendered = await renderOutgoing(row, { storeName, publicUrl }).catch(
        (error: unknown) => ({ subject: '', text: String(error), headers: {}, html: undefined }),
      );
      const html =
        rendered.html ??
        `<!doctype html><meta charset="utf-8"><title>${escapeHtml(rendered.subject)}</title>` +
          `<pre style="white-space:pre-wrap;font:15px/1.5 sans-serif;max-width:40em;margin:2em auto">` +
          `${escapeHtml(rendered.text)}</pre>`;
      return reply
        .header(
          'content-security-policy',
          "default-src 'none'; img-src * data:; style-src 'unsafe-inline'",
        )
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
