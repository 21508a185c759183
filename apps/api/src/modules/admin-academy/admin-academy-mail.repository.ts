/**
 * The member's mail about a decision or a score, queued in `outbox_messages` (shared on purpose:
 * the outbox sends it) in the decision's transaction (docs/design/academy.md).
 */
import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';

export type OutboxMail = {
  recipient: string;
  template: string;
  payload: Record<string, unknown>;
  now: Date;
};

export function createAdminAcademyMailRepository(db: Kysely<Database>) {
  return {
    queueMail: (mail: OutboxMail) =>
      db
        .insertInto('outbox_messages')
        .values({
          channel: 'email',
          recipient: mail.recipient,
          template: mail.template,
          payload: JSON.stringify(mail.payload),
          locale: 'id',
          created_at: mail.now,
        })
        .execute(),
  };
}
