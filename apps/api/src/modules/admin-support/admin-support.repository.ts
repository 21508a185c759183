import type { Database } from '@kilau/db';
import type { TicketStatus } from '@kilau/domain/support';
import { sql, type Kysely } from 'kysely';

export interface TicketQuery {
  status: TicketStatus | undefined;
  /** Part of the reference or the e-mail, or the customer's name. */
  q: string | undefined;
  skip: number;
  limit: number;
}

const TICKET_COLUMNS = [
  't.id',
  't.reference',
  't.status',
  't.subject',
  't.customer_name',
  't.email',
  't.phone',
  't.order_reference',
  't.user_id',
  't.locale',
  't.created_at',
  't.last_message_at',
  't.version',
] as const;

/**
 * The back office's SQL for support tickets. Shared on purpose: the tickets are the support
 * module's (migration 0040); an answer writes `outbox_messages` (the outbox module's table) and
 * the list reads `users` for the member's user name.
 */
export function createAdminSupportRepository(db: Kysely<Database>) {
  const base = () =>
    db
      .selectFrom('support_tickets as t')
      .leftJoin('users as u', 'u.id', 't.user_id')
      .select([...TICKET_COLUMNS, 'u.user_name'])
      .select((eb) => [
        eb
          .selectFrom('support_ticket_messages as m')
          .select('m.body')
          .whereRef('m.ticket_id', '=', 't.id')
          .where('m.author', '=', 'customer')
          .orderBy('m.id')
          .limit(1)
          .as('message'),
        eb
          .selectFrom('support_ticket_messages as m')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .whereRef('m.ticket_id', '=', 't.id')
          .where('m.author', '=', 'staff')
          .as('replies'),
      ]);

  return {
    async list(query: TicketQuery) {
      let filtered = db.selectFrom('support_tickets as t');
      if (query.status) filtered = filtered.where('t.status', '=', query.status);
      if (query.q) {
        const like = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        filtered = filtered.where((eb) =>
          eb.or([
            eb(sql`lower(t.reference)`, 'like', like),
            eb(sql`lower(t.email)`, 'like', like),
            eb(sql`lower(t.customer_name)`, 'like', like),
          ]),
        );
      }
      const ids = filtered.select('t.id');
      const [rows, total] = await Promise.all([
        base()
          .where('t.id', 'in', ids)
          .orderBy('t.last_message_at', 'desc')
          .orderBy('t.id', 'desc')
          .offset(query.skip)
          .limit(query.limit)
          .execute(),
        filtered.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    one: (id: number) => base().where('t.id', '=', id).executeTakeFirst(),

    thread: (id: number) =>
      db
        .selectFrom('support_ticket_messages')
        .select(['id', 'author', 'staff_name', 'body', 'created_at'])
        .where('ticket_id', '=', id)
        .orderBy('id')
        .execute(),

    /** The ticket row, locked for a write. */
    lock: (id: number) =>
      db
        .selectFrom('support_tickets')
        .select(['id', 'reference', 'status', 'version', 'email', 'customer_name', 'locale'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst(),

    async setStatus(id: number, status: TicketStatus, now: Date, touched = false) {
      await db
        .updateTable('support_tickets')
        .set({
          status,
          version: sql`version + 1`,
          updated_at: now,
          ...(touched ? { last_message_at: now } : {}),
        })
        .where('id', '=', id)
        .execute();
    },

    async addReply(
      id: number,
      reply: { staffId: number | null; staffName: string; body: string },
      now: Date,
    ) {
      await db
        .insertInto('support_ticket_messages')
        .values({
          ticket_id: id,
          author: 'staff',
          staff_id: reply.staffId,
          staff_name: reply.staffName,
          body: reply.body,
          created_at: now,
        })
        .execute();
    },

    /** The answer's e-mail to the shopper, in the ticket's language. */
    async queueReplyEmail(
      email: { recipient: string; locale: 'id' | 'en'; payload: Record<string, unknown> },
      now: Date,
    ) {
      await db
        .insertInto('outbox_messages')
        .values({
          channel: 'email',
          recipient: email.recipient,
          template: 'support_reply',
          payload: JSON.stringify(email.payload),
          locale: email.locale,
          created_at: now,
        })
        .execute();
    },

    /** The staff member's name, as the answer signs it. */
    staffName: async (staffId: number | null) =>
      staffId === null
        ? undefined
        : (await db.selectFrom('staff').select('name').where('id', '=', staffId).executeTakeFirst())
            ?.name,
  };
}

export type AdminSupportRepository = ReturnType<typeof createAdminSupportRepository>;
