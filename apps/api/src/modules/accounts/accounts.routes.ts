import { messageCodes, textInput } from '@kilau/domain';
import {
  createLoginSchema,
  createRegisterSchema,
  LoginAnswerSchema,
  MemberViewSchema,
  RegisterAnswerSchema,
  UsernameSuggestionsSchema,
} from '@kilau/domain/accounts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, respond } from '../../lib/envelope';
import { hashSessionToken } from '../../lib/sessions';
import type { SessionsRepository } from '../../lib/sessions.repository';
import type { AccountsService } from './accounts.service';
import { requestMeta, TransportQuery } from './session-meta';

export const authRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsService;
  sessions: SessionsRepository;
  clock: () => Date;
}> = async (app, { accounts, sessions, clock }) => {
  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['accounts'],
        response: { 201: envelopeOf(RegisterAnswerSchema) },
        summary: 'Register a member (e-mail, username, password; names, salute, phone, birth date)',
        description:
          'Answers 201 `data { user, voucher }`: the member and the welcome voucher issued to ' +
          'them (null when none runs), message "Selamat datang di {store}!". With reCAPTCHA ' +
          'configured (see `GET /api/config/public`), `recaptcha_token` is required: missing ' +
          '422 `recaptcha_required`, refused 422 `recaptcha_invalid`.',
        querystring: TransportQuery,
        body: createRegisterSchema(messageCodes).extend({
          acquisition_source: textInput().max(40).optional(),
          recaptcha_token: textInput().max(4_000).optional(),
          /** The register form's terms box: agreeing there is agreeing to the legal statements. */
          is_agree_to_legal_statements: z.literal(true, { error: 'option_invalid' }).optional(),
        }),
      },
      onRequest: app.accountProbes,
    },
    async (request, reply) => {
      if (await request.member()) {
        throw new AppError(409, 'USER_ALREADY_LOGIN', 'register_already_logged_in');
      }
      const result = await accounts.register(request.body, requestMeta(request, clock));
      reply.startSession(result.token).rememberDevice(result.device);
      const bearer = request.query.transport === 'bearer';
      return respond(
        reply,
        { user: result.user, voucher: result.voucher, ...(bearer ? { token: result.token } : {}) },
        { status: 201, message: result.message },
      );
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['accounts'],
        response: { 200: envelopeOf(LoginAnswerSchema) },
        summary: 'Log in by e-mail or username; failures are counted (3 warn, 4 warn, 5 block)',
        querystring: TransportQuery,
        body: createLoginSchema(messageCodes).extend({ source: textInput().max(40).optional() }),
      },
      onRequest: app.accountProbes,
    },
    async (request, reply) => {
      const result = await accounts.login(request.body, requestMeta(request, clock));
      reply.startSession(result.token).rememberDevice(result.device);
      const bearer = request.query.transport === 'bearer';
      return respond(
        reply,
        { user: result.user, ...(bearer ? { token: result.token } : {}) },
        { message: result.message },
      );
    },
  );

  app.post(
    '/auth/username/suggestions',
    {
      schema: {
        tags: ['accounts'],
        response: { 200: envelopeOf(UsernameSuggestionsSchema) },
        summary: 'Up to 5 free usernames derived from a wanted one',
        description:
          'Answers `data { user_name, is_available, suggestions }`: whether the wanted name ' +
          'itself can be registered, and up to 5 free alpha-dash names of 4–16 characters, the ' +
          'same for the same database (no randomness).',
        body: z.object({ user_name: textInput().trim().min(1, { error: 'required' }).max(100) }),
      },
      onRequest: app.accountProbes,
    },
    async (request, reply) =>
      respond(reply, await accounts.suggestUsernames(request.body.user_name)),
  );

  const endSession = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.sessionToken)
      await sessions.revoke(hashSessionToken(request.sessionToken), clock());
    reply.endSession();
    return respond(reply, null);
  };
  // The web app signs out with POST: a cookie-authenticated write, so a foreign Origin is refused.
  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['accounts'],
        response: { 200: envelopeOf(z.null()) },
        summary: 'End this session (revoked on the server)',
      },
    },
    endSession,
  );
  app.get(
    '/auth/logout',
    {
      schema: {
        tags: ['accounts'],
        response: { 200: envelopeOf(z.null()) },
        summary: 'End this session (the spec’s GET; a cookie session only from our own pages)',
        description:
          'For API clients with a bearer token. A cookie session is ended by GET only when the ' +
          'browser says the call came from our own pages (`Sec-Fetch-Site: same-origin`): a link ' +
          'or image on another site cannot sign a member out (403 `forbidden_origin`; use POST).',
      },
    },
    async (request, reply) => {
      if (
        request.sessionSource === 'cookie' &&
        request.headers['sec-fetch-site'] !== 'same-origin'
      ) {
        throw new AppError(403, 'forbidden_origin', 'forbidden_origin');
      }
      return endSession(request, reply);
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
      schema: {
        tags: ['accounts'],
        response: { 200: envelopeOf(MemberViewSchema) },
        summary: 'The signed-in member',
        description:
          'The User (001 §3) with `name`, `image`, `tags { beauty, interest }`, `preferences`, ' +
          '`has_password`, and `missing_fields` / `is_profile_complete`: while mandatory info ' +
          '(user_name, first_name, last_name, email, phone_no, gender) is missing, the web sends ' +
          'the member to /complete-profile.',
      },
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
