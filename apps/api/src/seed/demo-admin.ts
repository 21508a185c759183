import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import { createStaffAccount } from '../modules/admin';

/**
 * The demo shop's first admin (README, docs/design/back-office.md): enrols an authenticator at the
 * first sign-in to `/admin`, then creates the rest of the team there.
 */
export const DEMO_ADMIN = {
  email: 'admin@kilau.id',
  name: 'Admin Kilau',
  role: 'admin',
  password: 'kilau-admin-2026',
} as const;

/** Seeds the demo admin once (with the demo data): a no-op when the e-mail exists. */
export async function seedDemoAdmin(
  db: Kysely<Database>,
  options: { now: Date },
): Promise<{ created: boolean }> {
  return { created: await createStaffAccount(db, DEMO_ADMIN, options.now) };
}
