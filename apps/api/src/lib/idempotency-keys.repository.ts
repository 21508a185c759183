import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';

/**
 * A member's `Idempotency-Key` for one kind of write (`order`, `reward`), in `idempotency_keys`.
 * Claimed first in the write's transaction: a parallel call with the same key waits on the row,
 * then reads what the first one answered (the id of what it made, under `field`).
 */
export function createIdempotencyKeys(db: Kysely<Database>, kind: string, field: string) {
  const scope = (userId: number) => `${kind}:${userId}`;
  return {
    async claim(userId: number, key: string, requestHash: string, now: Date) {
      const inserted = await db
        .insertInto('idempotency_keys')
        .values({ scope: scope(userId), key, request_hash: requestHash, created_at: now })
        .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return { fresh: true as const };
      const row = await db
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'response'])
        .where('scope', '=', scope(userId))
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      const answered = (row.response as Record<string, unknown> | null)?.[field];
      return {
        fresh: false as const,
        requestHash: row.request_hash,
        answeredId: typeof answered === 'number' ? answered : null,
      };
    },

    /** Records what the key's write made, for the calls that repeat it. */
    async answered(userId: number, key: string, id: number) {
      await db
        .updateTable('idempotency_keys')
        .set({ status_code: 201, response: JSON.stringify({ [field]: id }) })
        .where('scope', '=', scope(userId))
        .where('key', '=', key)
        .execute();
    },
  };
}
