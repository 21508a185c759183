import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

/** An e-mail the ticket causes, written to the outbox in the ticket's transaction. */
export interface TicketEmail {
  recipient: string;
  template: 'support_ticket' | 'support_ack' | 'support_reply';
  payload: Record<string, unknown>;
  locale: 'id' | 'en';
}

/**
 * The contact form's SQL: tickets and their first message, and the e-mails they cause. Shared
 * on purpose: it writes `outbox_messages` (the outbox module's table, as the OTP and password
 * reset do) and reads `orders` (is an order reference the member's own?).
 */
export function createSupportRepository(db: Kysely<Database>) {
  return {
    /** Whether the member placed an order with this reference. */
    async memberHasOrder(userId: number, reference: string) {
      const row = await db
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', userId)
        .where('reference_code', '=', reference)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The next ticket number (the reference is built from it before the row is written). */
    async nextTicketId() {
      const { rows } = await sql<{
        id: string;
      }>`select nextval('support_tickets_id_seq') as id`.execute(db);
      return Number(rows[0]!.id);
    },

    async open(ticket: {
      id: number;
      reference: string;
      userId: number | null;
      customerName: string;
      email: string;
      phone: string | null;
      subject: string;
      orderReference: string | null;
      locale: 'id' | 'en';
      message: string;
      now: Date;
    }) {
      await db
        .insertInto('support_tickets')
        .values({
          id: ticket.id,
          reference: ticket.reference,
          user_id: ticket.userId,
          customer_name: ticket.customerName,
          email: ticket.email,
          phone: ticket.phone,
          subject: ticket.subject,
          order_reference: ticket.orderReference,
          locale: ticket.locale,
          created_at: ticket.now,
          updated_at: ticket.now,
          last_message_at: ticket.now,
        })
        .execute();
      await db
        .insertInto('support_ticket_messages')
        .values({
          ticket_id: ticket.id,
          author: 'customer',
          body: ticket.message,
          created_at: ticket.now,
        })
        .execute();
    },

    async queueEmails(emails: TicketEmail[], now: Date) {
      if (emails.length === 0) return;
      await db
        .insertInto('outbox_messages')
        .values(
          emails.map((email) => ({
            channel: 'email' as const,
            recipient: email.recipient,
            template: email.template,
            payload: JSON.stringify(email.payload),
            locale: email.locale,
            created_at: now,
          })),
        )
        .execute();
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;
