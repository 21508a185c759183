import { countInput, idInput, messageCodes, textInput, translate } from '@kilau/domain';
import {
  AdminCustomerRowSchema,
  AdminCustomerSchema,
  customerVersionSchema,
  pointsAdjustSchema,
} from '@kilau/domain/admin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import type { AdminCustomersService, StaffActor } from './admin-customers.service';

const IdParams = z.object({ id: idInput('customer_not_found') });
const ListQuery = z.object({
  q: textInput().trim().min(1).max(100).optional(),
  skip: countInput(0, 1_000_000).default(0),
  limit: countInput(1, 100).default(20),
});

const WRITE_HELP =
  'One transaction on the member’s locked row with its audit row; `version` (optional) is the ' +
  'one the page was read at: a stale one answers 409 `changed_by_someone_else` with ' +
  '`data.current`. 404 `customer_not_found`. Answers the customer as GET does.';

/** The back office's customers (prefix `/api/admin`; docs/design/back-office.md, Customers). */
export const adminCustomersRoutes: FastifyPluginAsyncZod<{
  customers: AdminCustomersService;
  actorOf: (request: FastifyRequest) => Promise<StaffActor>;
}> = async (app, { customers, actorOf }) => {
  const reads = app.requireStaff('customers.read');
  const writes = app.requireStaff('customers.write');

  app.get(
    '/customers',
    {
      onRequest: reads,
      schema: {
        tags: ['admin'],
        summary: 'Members, newest first, by name, email or phone',
        description:
          '`q` matches part of an email, username, phone or name; `skip`, `limit` (20 by ' +
          'default, at most 100). data [{ id, email, name, phone, locked, orders, created_at }], ' +
          'meta.total.',
        querystring: ListQuery,
        response: { 200: envelopeOf(z.array(AdminCustomerRowSchema)) },
      },
    },
    async (request, reply) => {
      const { skip, limit } = request.query;
      const { list, total } = await customers.list(request.query);
      return respond(reply, list, { total, skip, limit });
    },
  );

  app.get(
    '/customers/:id',
    {
      onRequest: reads,
      schema: {
        tags: ['admin'],
        summary: 'One member: profile, addresses, orders, points, vouchers, sessions',
        description:
          'The profile, addresses, an orders summary (count, paid total, the last ten), the ' +
          'points balance and the last 50 ledger rows, vouchers held, live sessions and known ' +
          'devices, whether the shop locked the account (`locked`) or wrong passwords blocked ' +
          'it (`login_blocked`), and the `version` writes name. 404 `customer_not_found`.',
        params: IdParams,
        response: { 200: envelopeOf(AdminCustomerSchema) },
      },
    },
    async (request, reply) => respond(reply, await customers.show(request.params.id)),
  );

  app.post(
    '/customers/:id/points',
    {
      onRequest: writes,
      schema: {
        tags: ['admin'],
        summary: "Add or take away a member's beauty points, with a reason",
        description:
          'Body { delta (nonzero, ±1,000,000 at most), reason, version? }. A ledger row ' +
          '(`adjustment`) and the balance together, the balance row locked; a change that ' +
          'would take the balance below zero is 422 `points_below_zero` on `delta`. Audited ' +
          `(\`customer.points\`). ${WRITE_HELP}`,
        params: IdParams,
        body: pointsAdjustSchema(messageCodes),
        response: { 200: envelopeOf(AdminCustomerSchema) },
      },
    },
    async (request, reply) => {
      const customer = await customers.adjustPoints(
        await actorOf(request),
        request.params.id,
        request.body,
        request.locale,
      );
      return respond(reply, customer, { message: translate('points_adjusted', request.locale) });
    },
  );

  for (const lock of [true, false]) {
    app.post(
      `/customers/:id/${lock ? 'lock' : 'unlock'}`,
      {
        onRequest: writes,
        schema: {
          tags: ['admin'],
          summary: lock
            ? 'Lock a member out (no sign-in, sessions ended)'
            : "Lift the shop's lock on a member",
          description: lock
            ? 'Body { version? }. The member cannot sign in (403 `ACCOUNT_SUSPENDED`, by ' +
              `password or a social account) and every session ends. Audited (\`customer.lock\`). ${WRITE_HELP}`
            : `Body { version? }. The member may sign in again. Audited (\`customer.unlock\`). ${WRITE_HELP}`,
          params: IdParams,
          body: customerVersionSchema(messageCodes),
          response: { 200: envelopeOf(AdminCustomerSchema) },
        },
      },
      async (request, reply) => {
        const customer = await customers.setLocked(
          await actorOf(request),
          request.params.id,
          lock,
          request.body.version,
        );
        return respond(reply, customer, {
          message: translate(lock ? 'customer_locked' : 'customer_unlocked', request.locale),
        });
      },
    );
  }

  app.post(
    '/customers/:id/revoke-sessions',
    {
      onRequest: writes,
      schema: {
        tags: ['admin'],
        summary: "End all of a member's sessions",
        description: `Body { version? }. Every live session of the member ends (they sign in again). Audited (\`customer.revoke_sessions\`). ${WRITE_HELP}`,
        params: IdParams,
        body: customerVersionSchema(messageCodes),
        response: { 200: envelopeOf(AdminCustomerSchema) },
      },
    },
    async (request, reply) => {
      const { customer, ended } = await customers.revokeSessions(
        await actorOf(request),
        request.params.id,
        request.body.version,
      );
      return respond(reply, customer, {
        message: translate('customer_sessions_revoked', request.locale, { count: ended }),
      });
    },
  );
};
