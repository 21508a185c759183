import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { SessionsRepository } from '../../lib/sessions.repository';
import { createSignOnRepository } from './sign-on.repository';
import { signOnRoutes } from './sign-on.routes';
import { createSignOnService } from './sign-on.service';

/**
 * The sign-on broker (issue 24, 001 §4 and §7; docs/design/sign-on.md, ADR 0050): `GET
 * /api/sign-on` and the home-and-back round trip `/api/sign-on/authorize` → `/redeem` that signs
 * a member of one of the shop's sites (`SIGN_ON_ORIGINS`) in on another. Registered at prefix
 * `/api`; needs the `auth` plugin (sessions and cookies).
 */
export const signOnModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  sessions: SessionsRepository;
  clock: () => Date;
  origins: readonly string[];
  publicUrl: string | undefined;
  httpsOnly: boolean;
  rateLimitMax: number;
}> = async (app, deps) => {
  const signOn = createSignOnService({
    tickets: createSignOnRepository(deps.db),
    sessions: deps.sessions,
    clock: deps.clock,
    origins: deps.origins,
  });
  await app.register(signOnRoutes, {
    signOn,
    origins: deps.origins,
    publicOrigin: deps.publicUrl ? new URL(deps.publicUrl).origin : undefined,
    httpsOnly: deps.httpsOnly,
    rateLimitMax: deps.rateLimitMax,
  });
};
