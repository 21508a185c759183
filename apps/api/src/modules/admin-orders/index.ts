import type { Database } from '@kilau/db';
import type { Locale } from '@kilau/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuditActor, AuditEntryInput } from '../../lib/staff-request';
import { adminOrdersRoutes } from './admin-orders.routes';
import { orderMessagesRoutes, type SubjectOf } from './order-messages.routes';
import { createAdminOrdersService, type StaffActor } from './admin-orders.service';

export type { StaffActor } from './admin-orders.service';

/**
 * The back office's order routes beside the operator API's (prefix `/api/admin`;
 * docs/design/back-office.md, Orders): a cancellation by the shop, the packing slip and the
 * numbered invoice (issued by the invoices module, composed in `app.ts`). Needs the `staff-auth` plugin; the order view, the cancellation and the signed-in
 * staff member are composed in `app.ts`.
 */
export const ordersAdminModule: FastifyPluginAsync<{
  orderView: (reference: string) => Promise<unknown>;
  cancel: (reference: string, reason: string, actor: StaffActor) => Promise<void>;
  /** The order's numbered invoice (the invoices module's; 404, or 409 when not issued). */
  invoice: (reference: string, locale: Locale) => Promise<{ filename: string; content: Buffer }>;
  actorOf: (request: FastifyRequest) => Promise<StaffActor>;
  /** The order's messages (issue 25): their outbox rows, and an audited "send again". */
  messages: {
    db: Kysely<Database>;
    clock: () => Date;
    subjectOf: SubjectOf;
    audit: (
      tx: Kysely<Database>,
      actor: AuditActor,
      entry: AuditEntryInput,
      now: Date,
    ) => Promise<void>;
  };
}> = async (app, { orderView, cancel, invoice, actorOf, messages }) => {
  await app.register(adminOrdersRoutes, {
    orders: createAdminOrdersService({ orderView, cancel, invoice }),
    actorOf,
  });
  await app.register(orderMessagesRoutes, { ...messages, actorOf });
};
