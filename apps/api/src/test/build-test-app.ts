import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { buildApp, type AppDeps } from '../app';
import { parseEnv } from '../config/env';

export const FIXED_NOW = new Date('2026-11-21T03:00:00.000Z');

/**
 * The real app on its own migrated database (PGlite by default, PostgreSQL with DATABASE_URL),
 * a fixed clock and quiet logs. Routes may still be added before `ready()`.
 */
export async function buildTestApp(
  overrides: Partial<Omit<AppDeps, 'config'>> & { env?: Record<string, string> } = {},
) {
  const database: DatabaseHandle = overrides.database ?? (await createTestDatabase());
  const config = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides.env });
  const app = await buildApp({ clock: () => FIXED_NOW, ...overrides, config, database });
  app.addHook('onClose', async () => {
    if (!overrides.database) await database.close();
  });
  return app;
}
