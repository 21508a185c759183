import type { Database } from '@kilau/db';
import type {
  AdminTicket,
  AdminTicketRow,
  SupportTopic,
  TicketStatus,
} from '@kilau/domain/support';
import type { Kysely } from 'kysely';
import { AppError } from '../../lib/app-error';
import type { AuditActor, RecordAudit } from '../../lib/staff-request';
import { inTransaction } from '../../lib/transaction';
import {
  createAdminSupportRepository,
  type AdminSupportRepository,
  type TicketQuery,
} from './admin-support.repository';

type Row = NonNullable<Awaited<ReturnType<AdminSupportRepository['one']>>>;

const rowOf = (row: Row): AdminTicketRow => ({
  id: Number(row.id),
  reference: row.reference,
  status: row.status,
  subject: row.subject as SupportTopic,
  customer_name: row.customer_name,
  email: row.email,
  message: row.message ?? '',
  replies: Number(row.replies ?? 0),
  created_at: row.created_at.toISOString(),
  last_message_at: row.last_message_at.toISOString(),
  version: row.version,
});

/**
 * Support tickets in the back office (docs/design/contact-and-stores.md): the list, one ticket
 * with its thread, an answer (e-mailed to the shopper through the outbox; the ticket becomes
 * answered), close and reopen. Each write is one transaction: the ticket row locked, the
 * `version` it was read at checked (stale: 409 `changed_by_someone_else` with `data.current`),
 * the change, the audit row.
 */
export function createAdminSupportService(deps: {
  db: Kysely<Database>;
  audit: RecordAudit;
  clock: () => Date;
  publicUrl: string;
}) {
  const { db, audit, clock, publicUrl } = deps;
  const notFound = () => new AppError(404, 'ticket_not_found', 'ticket_not_found');

  async function read(handle: AdminSupportRepository, id: number) {
    const row = await handle.one(id);
    if (!row) return undefined;
    const thread = await handle.thread(id);
    const ticket: AdminTicket = {
      ...rowOf(row),
      phone: row.phone,
      order_reference: row.order_reference,
      member: row.user_id === null ? null : { id: Number(row.user_id), user_name: row.user_name },
      locale: row.locale,
      thread: thread.map((message) => ({
        id: Number(message.id),
        author: message.author,
        staff_name: message.staff_name,
        body: message.body,
        created_at: message.created_at.toISOString(),
      })),
    };
    return ticket;
  }

  async function show(id: number) {
    const ticket = await read(createAdminSupportRepository(db), id);
    if (!ticket) throw notFound();
    return ticket;
  }

  /** Locks the ticket and checks the version; the write runs on the same transaction. */
  async function write(
    id: number,
    version: number,
    change: (
      repository: AdminSupportRepository,
      before: NonNullable<Awaited<ReturnType<AdminSupportRepository['lock']>>>,
      tx: Kysely<Database>,
    ) => Promise<void>,
  ) {
    await inTransaction(db, async (tx) => {
      const repository = createAdminSupportRepository(tx);
      const before = await repository.lock(id);
      if (!before) throw notFound();
      if (before.version !== version) {
        const current = await read(repository, id);
        throw new AppError(
          409,
          'changed_by_someone_else',
          'changed_by_someone_else',
          {},
          { current },
        );
      }
      await change(repository, before, tx);
    });
    return show(id);
  }

  return {
    async list(query: TicketQuery) {
      const { rows, total } = await createAdminSupportRepository(db).list(query);
      return { list: rows.map(rowOf), total };
    },

    show,

    /** Support's answer: kept in the thread, e-mailed to the shopper; the ticket is answered. */
    reply: (actor: AuditActor, id: number, version: number, body: string) =>
      write(id, version, async (repository, before, tx) => {
        if (before.status === 'closed') throw new AppError(409, 'ticket_closed', 'ticket_closed');
        const now = clock();
        const staffName = (await repository.staffName(actor.staffId)) ?? actor.email;
        await repository.addReply(id, { staffId: actor.staffId, staffName, body }, now);
        await repository.setStatus(id, 'answered', now, true);
        await repository.queueReplyEmail(
          {
            recipient: before.email,
            locale: before.locale,
            payload: {
              reference: before.reference,
              name: before.customer_name,
              answer: body,
              staff: staffName,
              url: `${publicUrl}/contact-us`,
            },
          },
          now,
        );
        await audit(
          tx,
          actor,
          {
            action: 'support.reply',
            entity: 'support_ticket',
            entityId: before.reference,
            before: { status: before.status },
            after: { status: 'answered', answer: body },
          },
          now,
        );
      }),

    /** Close a ticket, or reopen a closed one. */
    setStatus: (actor: AuditActor, id: number, version: number, status: TicketStatus) =>
      write(id, version, async (repository, before, tx) => {
        const allowed =
          status === 'closed' ? before.status !== 'closed' : before.status === 'closed';
        if (!allowed) throw new AppError(409, 'ticket_already_in_state', 'ticket_already_in_state');
        const now = clock();
        await repository.setStatus(id, status, now);
        await audit(
          tx,
          actor,
          {
            action: status === 'closed' ? 'support.close' : 'support.reopen',
            entity: 'support_ticket',
            entityId: before.reference,
            before: { status: before.status },
            after: { status },
          },
          now,
        );
      }),
  };
}

export type AdminSupportService = ReturnType<typeof createAdminSupportService>;
