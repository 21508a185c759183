import type { Database } from '@kilau/db';
import type { Kysely, Transaction } from 'kysely';

type Db = Kysely<Database> | Transaction<Database>;

const COLUMNS = ['key', 'enabled', 'version', 'updated_at'] as const;

/**
 * The feature toggles as the back office reads and switches them. `feature_toggles` is the OTP
 * module's table (its reads answer `GET /feature-toggles/:key`; the bag reads its own two):
 * written here on purpose, one row at a time under its lock (docs/design/quick-tour.md).
 */
export function createAdminFeaturesRepository(db: Db) {
  return {
    list: () => db.selectFrom('feature_toggles').select(COLUMNS).orderBy('key').execute(),

    /** The toggle, locked for the switch (its own row: nothing else is locked with it). */
    lock: (key: string) =>
      db
        .selectFrom('feature_toggles')
        .select(COLUMNS)
        .where('key', '=', key)
        .forUpdate()
        .executeTakeFirst(),

    switch: (key: string, enabled: boolean, now: Date) =>
      db
        .updateTable('feature_toggles')
        .set((eb) => ({ enabled, updated_at: now, version: eb('version', '+', 1) }))
        .where('key', '=', key)
        .returning(COLUMNS)
        .executeTakeFirstOrThrow(),
  };
}

export type FeatureToggleRow = Awaited<
  ReturnType<ReturnType<typeof createAdminFeaturesRepository>['list']>
>[number];
