import { countInput, idInput, messageCodes, textInput, translate } from '@kilau/domain';
import {
  AdminTicketRowSchema,
  AdminTicketSchema,
  createTicketReplySchema,
  createTicketStatusSchema,
  TICKET_REPLY_MAX,
  TICKET_STATUSES,
} from '@kilau/domain/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { staffActor } from '../../lib/staff-request';
import type { AdminSupportService } from './admin-support.service';

const ListQuery = z.object({
  status: z.enum(TICKET_STATUSES, { error: 'option_invalid' }).optional(),
  q: textInput().trim().max(100).optional(),
  skip: countInput(0, 1_000_000).default(0),
  limit: countInput(1, 100).default(20),
});
const IdParams = z.object({ id: idInput('ticket_not_found') });

const WRITE_HELP =
  'One transaction: the ticket row locked, the `version` it was read at checked (stale: 409 ' +
  '`changed_by_someone_else` with `data.current`), the change and its audit row. 404 ' +
  '`ticket_not_found`. Answers the ticket as GET does.';

/** Support tickets (prefix `/api/admin`; permission `support.tickets`). */
export const adminSupportRoutes: FastifyPluginAsyncZod<{ tickets: AdminSupportService }> = async (
  app,
  { tickets },
) => {
  const support = app.requireStaff('support.tickets');

  app.get(
    '/support/tickets',
    {
      onRequest: support,
      schema: {
        tags: ['admin'],
        summary: 'Support tickets, the latest message first',
        description:
          '`status` open | answered | closed (all when absent), `q` (part of the reference, the ' +
          "e-mail or the customer's name), `skip`, `limit` (20 by default, at most 100); " +
          'meta.total.',
        querystring: ListQuery,
        response: { 200: envelopeOf(z.array(AdminTicketRowSchema)) },
      },
    },
    async (request, reply) => {
      const { status, q, skip, limit } = request.query;
      const { list, total } = await tickets.list({ status, q: q || undefined, skip, limit });
      return respond(reply, list, { total, skip, limit });
    },
  );

  app.get(
    '/support/tickets/:id',
    {
      onRequest: support,
      schema: {
        tags: ['admin'],
        summary: 'One ticket with its thread',
        description:
          "The shopper's details, the member when signed in, and every message. 404 `ticket_not_found`.",
        params: IdParams,
        response: { 200: envelopeOf(AdminTicketSchema) },
      },
    },
    async (request, reply) => respond(reply, await tickets.show(request.params.id)),
  );

  app.post(
    '/support/tickets/:id/replies',
    {
      onRequest: support,
      schema: {
        tags: ['admin'],
        summary: 'Answer a ticket: e-mailed to the shopper, the ticket becomes answered',
        description:
          `Body { version, body (1–${TICKET_REPLY_MAX} characters) }. The answer joins the ` +
          "thread and goes to the shopper's e-mail through the outbox, in the ticket's " +
          'language; a closed ticket answers 409 `ticket_closed`. Audited (`support.reply`). ' +
          WRITE_HELP,
        params: IdParams,
        body: createTicketReplySchema(messageCodes),
        response: { 200: envelopeOf(AdminTicketSchema) },
      },
    },
    async (request, reply) => {
      const ticket = await tickets.reply(
        await staffActor(request),
        request.params.id,
        request.body.version,
        request.body.body,
      );
      return respond(reply, ticket, { message: translate('ticket_answered', request.locale) });
    },
  );

  for (const [action, status] of [
    ['close', 'closed'],
    ['reopen', 'open'],
  ] as const) {
    app.post(
      `/support/tickets/:id/${action}`,
      {
        onRequest: support,
        schema: {
          tags: ['admin'],
          summary: action === 'close' ? 'Close a ticket' : 'Reopen a closed ticket',
          description:
            `Body { version }. 409 \`ticket_already_in_state\` when it is already ${status === 'closed' ? 'closed' : 'not closed'}. ` +
            `Audited (\`support.${action}\`). ${WRITE_HELP}`,
          params: IdParams,
          body: createTicketStatusSchema(messageCodes),
          response: { 200: envelopeOf(AdminTicketSchema) },
        },
      },
      async (request, reply) =>
        respond(
          reply,
          await tickets.setStatus(
            await staffActor(request),
            request.params.id,
            request.body.version,
            status,
          ),
        ),
    );
  }
};
