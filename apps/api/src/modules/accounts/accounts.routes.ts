import { LoginSchema, RegisterSchema } from '@kilau/domain/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { respond } from '../../lib/envelope';
import { hashSessionToken, type SessionStore } from '../../lib/sessions';
import type { AccountsService } from './accounts.service';

/** `?transport=bearer`: API clients get the token in the body; browsers only get the cookie. */
const TransportQuery = z.object({ transport: z.enum(['cookie', 'bearer']).default('cookie') });

export const authRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsService;
  sessions: SessionStore;
  clock: () => Date;
  loginRateLimit: { max: number; timeWindow: number };
}> = async (app, { accounts, sessions, clock, loginRateLimit }) => {
  const meta = (request: {
    ip: string;
    headers: Record<string, unknown>;
    locale: 'id' | 'en';
  }) => ({
    now: clock(),
    ip: request.ip,
    userAgent:
      typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
    locale: request.locale,
  });

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Register a member (e-mail, username, password; names, salute, phone, birth date)',
        querystring: TransportQuery,
        body: RegisterSchema.extend({
          acquisition_source: z.string().max(40).optional(),
          recaptcha_token: z.string().max(4_000).optional(),
        }),
      },
      config: { rateLimit: loginRateLimit },
    },
    async (request, reply) => {
      if (await request.member()) {
        throw new AppError(409, 'USER_ALREADY_LOGIN', 'register_already_logged_in');
      }
      const result = await accounts.register(request.body, meta(request));
      reply.startSession(result.token);
      const bearer = request.query.transport === 'bearer';
      return respond(
        reply,
        { user: result.user, ...(bearer ? { token: result.token } : {}) },
        { status: 201, message: result.message },
      );
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log in by e-mail or username; failures are counted (3 warn, 4 warn, 5 block)',
        querystring: TransportQuery,
        body: LoginSchema.extend({ source: z.string().max(40).optional() }),
      },
      config: { rateLimit: loginRateLimit },
    },
    async (request, reply) => {
      const result = await accounts.login(request.body, meta(request));
      reply.startSession(result.token);
      const bearer = request.query.transport === 'bearer';
      return respond(
        reply,
        { user: result.user, ...(bearer ? { token: result.token } : {}) },
        { message: result.message },
      );
    },
  );

  app.get(
    '/auth/logout',
    { schema: { tags: ['accounts'], summary: 'End this session (revoked on the server)' } },
    async (request, reply) => {
      if (request.sessionToken)
        await sessions.revoke(hashSessionToken(request.sessionToken), clock());
      reply.endSession();
      return respond(reply, null);
    },
  );
};

export const userRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (
  app,
  { accounts },
) => {
  app.get(
    '/user/me',
    {
      schema: { tags: ['accounts'], summary: 'The signed-in member' },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const member = await request.member();
      const user = member ? await accounts.profile(member.userId) : undefined;
      if (!user) throw new AppError(401, 'unauthorized', 'login_required');
      return respond(reply, user);
    },
  );
};
