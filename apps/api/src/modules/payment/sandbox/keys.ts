import { randomBytes } from 'node:crypto';
import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import { createSandboxRepository, type SandboxKeys } from './sandbox.repository';

export type { SandboxKeys } from './sandbox.repository';

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
  return createSandboxRepository(db).keepKeys(fresh, new Date());
}
