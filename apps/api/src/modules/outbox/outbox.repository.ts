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
] as const;

function createOutboxStore(db: Kysely<Database>) {
  return {
    /** Oldest pending messages, locked; rows another sender holds are skipped, not waited for. */
    async claimPending(limit: number, maxAttempts: number): Promise<OutboxMessage[]> {
      return db
        .selectFrom('outbox_messages')
        .select([...COLUMNS])
        .where('sent_at', 'is', null)
        .where('attempts', '<', maxAttempts)
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
    },

    async markSent(id: number, now: Date) {
      await db
        .updateTable('outbox_messages')
        .set({ sent_at: now, attempts: sql`attempts + 1`, last_error: null })
        .where('id', '=', id)
        .execute();
    },

    async markFailed(id: number, error: string) {
      await db
        .updateTable('outbox_messages')
        .set({ attempts: sql`attempts + 1`, last_error: error.slice(0, 1000) })
        .where('id', '=', id)
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
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;

export function createOutboxRepository(db: Kysely<Database>) {
  return {
    ...createOutboxStore(db),
    transaction<T>(work: (store: OutboxStore) => Promise<T>) {
      return db.transaction().execute((trx) => work(createOutboxStore(trx)));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
