import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { buildApp, type AppDeps } from '../app';
import { parseEnv } from '../config/env';
import { FIXED_NOW } from './clock';

export { FIXED_NOW };

/**
 * The real app on its own migrated database (PGlite by default, PostgreSQL with DATABASE_URL),
 * a fixed clock and quiet logs. Routes may still be added before `ready()`.
 */
export async function buildTestApp(
  overrides: Partial<Omit<AppDeps, 'config'>> & { env?: Record<string, string> } = {},
) {
  const database: DatabaseHandle = overrides.database ?? (await createTestDatabase());
  const config = parseEnv({
    NODE_ENV: 'test',
    ORDER_EXPIRY_INTERVAL_MS: '0',
    ANALYTICS_JOB_INTERVAL_MS: '0',
    UPLOAD_SWEEP_INTERVAL_MS: '0',
    DATA_EXPORT_JOB_INTERVAL_MS: '0',
    LOG_LEVEL: 'silent',
    // One folder per worker: two test files at once never write the same picture's path.
    MEDIA_DIR: path.join(tmpdir(), `kilau-test-media-${process.env.VITEST_POOL_ID ?? process.pid}`),
    ...overrides.env,
  });
  const app = await buildApp({ clock: () => FIXED_NOW, ...overrides, config, database });
  app.addHook('onClose', async () => {
    if (!overrides.database) await database.close();
  });
  return app;
}
