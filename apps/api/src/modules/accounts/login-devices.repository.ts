import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import { oneMoreFailure } from './accounts.repository';

/**
 * Browsers members signed in from (ADR 0015). A known browser counts its own failed logins, so
 * failures elsewhere — the account's own count — never lock the member out on it.
 */
export function createLoginDevicesRepository(db: Kysely<Database>) {
  return {
    async find(userId: number, deviceHash: string) {
      return db
        .selectFrom('login_devices')
        .select(['failed_login_count', 'locked_at'])
        .where('user_id', '=', userId)
        .where('device_hash', '=', deviceHash)
        .executeTakeFirst();
    },

    /** One more failure on this browser, atomically (see AccountsRepository.countFailure). */
    async countFailure(userId: number, deviceHash: string, lockAt: number, now: Date) {
      return db
        .updateTable('login_devices')
        .set(oneMoreFailure(lockAt, now))
        .where('user_id', '=', userId)
        .where('device_hash', '=', deviceHash)
        .returning(['failed_login_count'])
        .executeTakeFirstOrThrow();
    },

    /** A sign-in from this browser: it is known from now on, with a clean count. */
    async remember(userId: number, deviceHash: string, now: Date) {
      await db
        .insertInto('login_devices')
        .values({ user_id: userId, device_hash: deviceHash, created_at: now, last_login_at: now })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'device_hash'])
            .doUpdateSet({ failed_login_count: 0, locked_at: null, last_login_at: now }),
        )
        .execute();
    },
  };
}

export type LoginDevicesRepository = ReturnType<typeof createLoginDevicesRepository>;
