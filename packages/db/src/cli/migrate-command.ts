// `npm run db:migrate`: migrates DATABASE_URL when set, else the embedded database in DATA_DIR.
import path from 'node:path';
import { createDatabase, migrateToLatest } from '../index';

const url = process.env.DATABASE_URL;
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data', 'pglite');
const handle = await createDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir });
try {
  const results = await migrateToLatest(handle.db);
  const applied = results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
  console.log(
    applied.length ? `Applied: ${applied.join(', ')}` : 'Database schema is up to date.',
    `(${url ? 'PostgreSQL' : `PGlite at ${dataDir}`})`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
