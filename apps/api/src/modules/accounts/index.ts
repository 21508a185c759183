import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { SessionStore } from '../../lib/sessions';
import { createAccountsRepository } from './accounts.repository';
import { authRoutes, userRoutes } from './accounts.routes';
import { createAccountsService } from './accounts.service';
import { createPasswordsRepository } from './passwords.repository';
import { passwordRoutes } from './passwords.routes';
import { profileRoutes } from './profile.routes';
import { createPasswordsService } from './passwords.service';

/**
 * Members (issue 5): `/api/auth/*` on the public store API and `/api/accounts/user/me` on the
 * accounts back end, registered by the app under those prefixes.
 */
export function createAccountsModule(deps: {
  db: Kysely<Database>;
  sessions: SessionStore;
  clock: () => Date;
  storeName: string;
  loginRateLimit: { max: number; timeWindow: number };
  publicUrl: string | undefined;
}) {
  const repository = createAccountsRepository(deps.db);
  const accounts = createAccountsService({
    accounts: repository,
    sessions: deps.sessions,
    storeName: deps.storeName,
  });
  const passwords = createPasswordsService({
    passwords: createPasswordsRepository(deps.db),
    clock: deps.clock,
  });
  const auth: FastifyPluginAsync = async (app) => {
    await app.register(authRoutes, {
      accounts,
      sessions: deps.sessions,
      clock: deps.clock,
      loginRateLimit: deps.loginRateLimit,
    });
    await app.register(passwordRoutes, {
      passwords,
      loginRateLimit: deps.loginRateLimit,
      publicUrl: deps.publicUrl,
    });
    await app.register(profileRoutes, { accounts: repository, clock: deps.clock });
  };
  const users: FastifyPluginAsync = async (app) => {
    await app.register(userRoutes, { accounts });
  };
  return { auth, users };
}
