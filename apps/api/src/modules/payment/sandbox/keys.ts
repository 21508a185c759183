import { randomBytes } from 'node:crypto';
import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';

const KEYS = 'payment:sandbox-keys';

export interface SandboxKeys {
  serverKey: string;
  clientKey: string;
}

/**
 * The sandbox gateway's key pair, made once per database and kept in `app_meta`, so every API
 * instance on the database signs and verifies with the same server key, and it survives restarts
 * (a notification signed before a restart still verifies after).
 */
export async function sandboxKeys(db: Kysely<Database>): Promise<SandboxKeys> {
  const fresh: SandboxKeys = {
    serverKey: `SB-Kilau-server-${randomBytes(18).toString('base64url')}`,
    clientKey: `SB-Kilau-client-${randomBytes(12).toString('base64url')}`,
  };
  await db
    .insertInto('app_meta')
    .values({ key: KEYS, value: JSON.stringify(fresh), updated_at: new Date() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', KEYS)
    .executeTakeFirstOrThrow();
  return row.value as SandboxKeys;
}
