import type { Database } from '@kilau/db';
import { sql, type Kysely, type Transaction } from 'kysely';

type Db = Kysely<Database> | Transaction<Database>;

const REQUEST_COLUMNS = [
  'id',
  'user_id',
  'status',
  'locale',
  'requested_at',
  'ready_at',
  'expires_at',
  'storage_key',
  'size_bytes',
  'attempts',
] as const;

/**
 * `data_export_requests` (this module's own table) and the member row they hang on: the queue
 * of exports, their links, and the export's e-mail in `outbox_messages` (shared on purpose, as
 * every module queues its mail). Reads and locks `users`, shared on purpose.
 */
export function createDataRightsRepository(db: Kysely<Database>) {
  return {
    /**
     * The member, locked `for no key update` (a request only adds a row naming it): parallel
     * requests of one member queue one after another.
     */
    async lockMemberForRequest(tx: Transaction<Database>, userId: number) {
      return tx
        .selectFrom('users')
        .select(['id', 'email', 'closed_at'])
        .where('id', '=', userId)
        .forNoKeyUpdate()
        .executeTakeFirst();
    },

    async pendingOf(tx: Db, userId: number) {
      return tx
        .selectFrom('data_export_requests')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', '=', 'requested')
        .executeTakeFirst();
    },

    async countSince(tx: Db, userId: number, since: Date) {
      const row = await tx
        .selectFrom('data_export_requests')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', userId)
        .where('requested_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async insertRequest(
      tx: Transaction<Database>,
      values: { userId: number; locale: 'id' | 'en'; now: Date },
    ) {
      const row = await tx
        .insertInto('data_export_requests')
        .values({ user_id: values.userId, locale: values.locale, requested_at: values.now })
        .returning([...REQUEST_COLUMNS])
        .executeTakeFirstOrThrow();
      return row;
    },

    /** The member's newest requests. */
    async list(userId: number, limit = 10) {
      return db
        .selectFrom('data_export_requests')
        .select([...REQUEST_COLUMNS])
        .where('user_id', '=', userId)
        .orderBy('requested_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    async byTokenHash(tokenHash: string) {
      return db
        .selectFrom('data_export_requests')
        .select([...REQUEST_COLUMNS])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /**
     * The oldest request no pass is building, claimed in one short transaction
     * (`for update skip locked`) with a lease: the zip is then built with no transaction open,
     * and a pass that dies leaves the request to the next one after the lease.
     */
    async claimNext(now: Date, leaseUntil: Date) {
      return db.transaction().execute(async (tx) => {
        const row = await tx
          .selectFrom('data_export_requests')
          .select(['id', 'user_id', 'locale', 'attempts'])
          .where('status', '=', 'requested')
          .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
          .orderBy('requested_at')
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        if (!row) return undefined;
        await tx
          .updateTable('data_export_requests')
          .set({ claimed_until: leaseUntil, attempts: sql`attempts + 1` })
          .where('id', '=', row.id)
          .execute();
        return { ...row, attempts: row.attempts + 1 };
      });
    },

    /**
     * Marks the request ready and queues its e-mail, in one short transaction; answers false
     * (nothing written) when the request is no longer waiting or its member closed the account.
     */
    async markReady(values: {
      id: number;
      storageKey: string;
      tokenHash: string;
      size: number;
      now: Date;
      expiresAt: Date;
      message: (email: string) => {
        template: string;
        payload: Record<string, unknown>;
        locale: 'id' | 'en';
      };
    }) {
      return db.transaction().execute(async (tx) => {
        const updated = await tx
          .updateTable('data_export_requests')
          .set({
            status: 'ready',
            storage_key: values.storageKey,
            token_hash: values.tokenHash,
            size_bytes: values.size,
            ready_at: values.now,
            expires_at: values.expiresAt,
            claimed_until: null,
            error: null,
          })
          .where('id', '=', values.id)
          .where('status', '=', 'requested')
          .returning('user_id')
          .executeTakeFirst();
        if (!updated) return false;
        const member = await tx
          .selectFrom('users')
          .select(['email', 'closed_at'])
          .where('id', '=', updated.user_id)
          .executeTakeFirst();
        if (!member || member.closed_at !== null) return false;
        const message = values.message(member.email);
        await tx
          .insertInto('outbox_messages')
          .values({
            channel: 'email',
            recipient: member.email.toLowerCase(),
            template: message.template,
            payload: JSON.stringify(message.payload),
            locale: message.locale,
            created_at: values.now,
          })
          .execute();
        return true;
      });
    },

    /** A failed pass: tried again after the lease, or `failed` after the last attempt. */
    async markFailed(id: number, error: string, final: boolean) {
      await db
        .updateTable('data_export_requests')
        .set(
          final
            ? { status: 'failed', error: error.slice(0, 500), claimed_until: null }
            : { error: error.slice(0, 500) },
        )
        .where('id', '=', id)
        .where('status', '=', 'requested')
        .execute();
    },

    /** Ready exports past their link's expiry become `expired`; answers their files. */
    async expireDue(now: Date) {
      const rows = await db
        .updateTable('data_export_requests')
        .set({ status: 'expired', token_hash: null })
        .where('status', '=', 'ready')
        .where('expires_at', '<=', now)
        .returning('storage_key')
        .execute();
      return rows.flatMap((row) => (row.storage_key ? [row.storage_key] : []));
    },
  };
}

export type DataRightsRepository = ReturnType<typeof createDataRightsRepository>;
