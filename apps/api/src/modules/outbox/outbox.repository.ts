import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';
import type { OutboxMessage } from './outbox.templates';

const COLUMNS = [
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
  'order_id',
  'dedupe_key',
  'next_attempt_at',
] as const;

/** The wait after the n-th failed attempt (docs/design/order-messages.md): 1 min … 2 h. */
export const OUTBOX_BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;
export const backoffAfter = (attempts: number) =>
  OUTBOX_BACKOFF_MS[Math.min(Math.max(attempts, 1), OUTBOX_BACKOFF_MS.length) - 1]!;

export function createOutboxRepository(db: Kysely<Database>) {
  return {
    /**
     * Claims the oldest due messages: one statement counts the attempt and moves
     * `next_attempt_at` a lease ahead, over rows locked `for update skip locked` (another sender's
     * rows are skipped, not waited for). No transaction stays open while a message is sent; a
     * sender that dies mid-send leaves its rows to the next claim after the lease.
     */
    async claimDue(input: {
      limit: number;
      maxAttempts: number;
      now: Date;
      leaseMs: number;
    }): Promise<Array<OutboxMessage & { attempts: number }>> {
      const due = db
        .selectFrom('outbox_messages')
        .select('id')
        .where('sent_at', 'is', null)
        .where('attempts', '<', input.maxAttempts)
        .where((eb) =>
          eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', input.now)]),
        )
        .orderBy('created_at')
        .orderBy('id')
        .limit(input.limit)
        .forUpdate()
        .skipLocked();
      const claimed = await db
        .updateTable('outbox_messages')
        .set({
          attempts: sql`attempts + 1`,
          next_attempt_at: new Date(input.now.getTime() + input.leaseMs),
        })
        .where('id', 'in', due)
        .returning([...COLUMNS])
        .execute();
      return claimed.sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id - b.id);
    },

    async markSent(id: number, now: Date) {
      await db
        .updateTable('outbox_messages')
        .set({ sent_at: now, last_error: null, next_attempt_at: null })
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .execute();
    },

    /** A failed attempt: the error, and the backoff before the next one. */
    async markFailed(id: number, error: string, retryAt: Date) {
      await db
        .updateTable('outbox_messages')
        .set({ last_error: error.slice(0, 1000), next_attempt_at: retryAt })
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .execute();
    },

    /** The newest messages, optionally for one recipient (the development mailbox). */
    async recent(recipient: string | undefined, limit: number) {
      let query = db
        .selectFrom('outbox_messages')
        .select([...COLUMNS])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit);
      if (recipient) query = query.where('recipient', '=', recipient);
      return query.execute();
    },

    byId: (id: number) =>
      db
        .selectFrom('outbox_messages')
        .select([...COLUMNS])
        .where('id', '=', id)
        .executeTakeFirst(),
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
