import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';

/**
 * An order's messages for the back office (issue 25): the outbox rows the order caused, and a
 * copy of one to send again.
 */
export function createOrderMessagesRepository(db: Kysely<Database>) {
  return {
    orderByReference: (reference: string) =>
      db
        .selectFrom('orders')
        .select(['id', 'reference_code'])
        .where('reference_code', '=', reference)
        .executeTakeFirst(),

    /** An order's messages, newest first (the back office's list). */
    forOrder: (orderId: number) =>
      db
        .selectFrom('outbox_messages')
        .select([
          'id',
          'channel',
          'recipient',
          'template',
          'payload',
          'locale',
          'created_at',
          'sent_at',
          'attempts',
          'last_error',
          'next_attempt_at',
        ])
        .where('order_id', '=', orderId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(200)
        .execute(),

    /**
     * Sends an order's message again (the back office's "Kirim ulang"): a new row with the same
     * channel, recipient, words and snapshot, due now, so the first one's record stays as it was
     * and the provider sees a new message. Answers the new id, or undefined when not found.
     */
    async resend(id: number, orderId: number, now: Date): Promise<number | undefined> {
      const row = await db
        .insertInto('outbox_messages')
        .columns([
          'channel',
          'recipient',
          'template',
          'payload',
          'locale',
          'order_id',
          'created_at',
        ])
        .expression((eb) =>
          eb
            .selectFrom('outbox_messages')
            .select([
              'channel',
              'recipient',
              'template',
              'payload',
              'locale',
              'order_id',
              eb.val(now).as('created_at'),
            ])
            .where('id', '=', id)
            .where('order_id', '=', orderId),
        )
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },
  };
}
