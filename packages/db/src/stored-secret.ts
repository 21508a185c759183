import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * A random secret made once per database and kept in `app_meta` under `key`, for signing keys
 * nobody configured: every API instance and restart reads the same one. Parallel first calls
 * agree (the insert does nothing when the key exists).
 */
export async function storedSecret(db: Kysely<Database>, key: string): Promise<string> {
  await db
    .insertInto('app_meta')
    .values({ key, value: JSON.stringify(randomBytes(32).toString('hex')) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return String(row.value);
}
