import type { Database } from '@kilau/db';
import { countInput, textInput, translate } from '@kilau/domain';
import { AdminOrderMessageSchema, type AdminOrderMessage } from '@kilau/domain/admin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, respond } from '../../lib/envelope';
import type { AuditActor, AuditEntryInput } from '../../lib/staff-request';
import { inTransaction } from '../../lib/transaction';
import { createOrderMessagesRepository } from './order-message-list.repository';

/** What the list shows of a message: its subject (e-mail), rendered by the outbox. */
export type SubjectOf = (row: {
  id: number;
  channel: 'email' | 'sms' | 'whatsapp';
  recipient: string;
  template: string;
  payload: Record<string, unknown>;
  locale: 'id' | 'en';
  created_at: Date;
}) => string;

const Params = z.object({
  reference: textInput().regex(/^[A-Za-z0-9-]{4,40}$/, { error: 'order_not_found' }),
});

const MAX_ATTEMPTS = 5;

/** Where a row stands, from its columns. */
function statusOf(row: { sent_at: Date | null; attempts: number; last_error: string | null }) {
  if (row.sent_at) return 'sent' as const;
  if (row.attempts >= MAX_ATTEMPTS) return 'failed' as const;
  return row.last_error ? ('retrying' as const) : ('pending' as const);
}

/**
 * An order's messages in the back office (issue 25, docs/design/order-messages.md): every e-mail,
 * SMS and WhatsApp the order caused, with where each stands, and "send again" for one (a new
 * outbox row, audited).
 */
export const orderMessagesRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  clock: () => Date;
  subjectOf: SubjectOf;
  audit: (
    tx: Kysely<Database>,
    actor: AuditActor,
    entry: AuditEntryInput,
    now: Date,
  ) => Promise<void>;
  actorOf: (request: FastifyRequest) => Promise<AuditActor>;
}> = async (app, { db, clock, subjectOf, audit, actorOf }) => {
  const orderOf = async (reference: string) => {
    const order = await createOrderMessagesRepository(db).orderByReference(reference);
    if (!order) throw new AppError(404, 'order_not_found', 'order_not_found');
    return order;
  };

  app.get(
    '/orders/:reference/messages',
    {
      onRequest: app.requireStaff('orders.read'),
      schema: {
        tags: ['admin'],
        summary: "The order's messages (e-mail, SMS, WhatsApp) and where each stands",
        description:
          'Newest first, at most 200: channel, recipient, template, subject (e-mail), status ' +
          '(`sent`, `pending`, `retrying` after a failure, `failed` after the last attempt), ' +
          'attempts, the last error and when the next attempt is due. 404 `order_not_found`.',
        params: Params,
        response: { 200: envelopeOf(z.array(AdminOrderMessageSchema)) },
      },
    },
    async (request, reply) => {
      const order = await orderOf(request.params.reference);
      const rows = await createOrderMessagesRepository(db).forOrder(order.id);
      const items: AdminOrderMessage[] = rows.map((row) => {
        let subject = '';
        try {
          subject = subjectOf(row);
        } catch {
          subject = row.template;
        }
        return {
          id: row.id,
          channel: row.channel,
          recipient: row.recipient,
          template: row.template,
          locale: row.locale,
          subject,
          status: statusOf(row),
          attempts: row.attempts,
          last_error: row.last_error,
          created_at: row.created_at.toISOString(),
          sent_at: row.sent_at?.toISOString() ?? null,
          next_attempt_at: row.sent_at ? null : (row.next_attempt_at?.toISOString() ?? null),
        };
      });
      return respond(reply, items, { total: items.length });
    },
  );

  app.post(
    '/orders/:reference/messages/:id/resend',
    {
      onRequest: app.requireStaff('orders.write'),
      schema: {
        tags: ['admin'],
        summary: 'Send one of the order’s messages again',
        description:
          'A new outbox row with the same channel, recipient, words and figures, due now; the ' +
          'first keeps its record. Audited (`order.message_resend`) in the same transaction. ' +
          '404 `order_not_found` or `order_message_not_found`.',
        params: Params.extend({ id: countInput(1, Number.MAX_SAFE_INTEGER) }),
        response: { 200: envelopeOf(z.object({ id: z.number() })) },
      },
    },
    async (request, reply) => {
      const order = await orderOf(request.params.reference);
      const actor = await actorOf(request);
      const now = clock();
      const id = await inTransaction(db, async (tx) => {
        const created = await createOrderMessagesRepository(tx).resend(
          request.params.id,
          order.id,
          now,
        );
        if (created === undefined)
          throw new AppError(404, 'order_message_not_found', 'order_message_not_found');
        await audit(
          tx,
          actor,
          {
            action: 'order.message_resend',
            entity: 'order',
            entityId: order.reference_code,
            before: { message: request.params.id },
            after: { message: created },
          },
          now,
        );
        return created;
      });
      return respond(
        reply,
        { id },
        {
          message: translate('order_message_resent', request.locale),
        },
      );
    },
  );
};
