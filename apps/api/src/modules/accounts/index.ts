import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { SessionStore } from '../../lib/sessions';
import { createAccountsRepository } from './accounts.repository';
import { authRoutes, userRoutes } from './accounts.routes';
import { createAccountsService } from './accounts.service';

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
}) {
  const accounts = createAccountsService({
    accounts: createAccountsRepository(deps.db),
    sessions: deps.sessions,
    storeName: deps.storeName,
  });
  const auth: FastifyPluginAsync = async (app) => {
    await app.register(authRoutes, {
      accounts,
      sessions: deps.sessions,
      clock: deps.clock,
      loginRateLimit: deps.loginRateLimit,
    });
  };
  const users: FastifyPluginAsync = async (app) => {
    await app.register(userRoutes, { accounts });
  };
  return { auth, users };
}
