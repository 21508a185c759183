import { Migrator, type Kysely, type MigrationResult } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly results: MigrationResult[],
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

const createMigrator = (db: Kysely<unknown>) =>
  new Migrator({ db, provider: { getMigrations: async () => migrations } });

/** Brings the schema to the latest migration; throws a readable error naming the failed step. */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResult[]> {
  const migrator = createMigrator(db as unknown as Kysely<unknown>);
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(
      `Migration ${failed ? `"${failed.migrationName}" ` : ''}failed: ${reason}`,
      results,
      { cause: error },
    );
  }
  return results;
}
