import { idInput, messageCodes, textInput, translate } from '@kilau/domain';
import { createChangePasswordSchema, createResetPasswordSchema } from '@kilau/domain/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { hashSessionToken } from '../../lib/sessions';
import type { PasswordsService } from './passwords.service';

export const passwordRoutes: FastifyPluginAsyncZod<{
  passwords: PasswordsService;
  /** The shop's configured public origin: reset links never come from the request's Host. */
  publicUrl: string;
}> = async (app, { passwords, publicUrl }) => {
  app.post(
    '/auth/change-password',
    {
      schema: {
        tags: ['accounts'],
        response: { 200: envelopeOf(z.null()) },
        summary: 'Change password (old, new, confirmation); signs out the other sessions',
        body: createChangePasswordSchema(messageCodes),
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const member = await request.member();
      const message = await passwords.change(
        member!.userId,
        request.body,
        request.sessionToken ? hashSessionToken(request.sessionToken) : undefined,
      );
      return respond(reply, null, { message: translate(message, request.locale) });
    },
  );

  app.post(
    '/auth/forget-password',
    {
      schema: {
        tags: ['accounts'],
        response: { 200: envelopeOf(z.null()) },
        summary: 'E-mail a single-use link (1 hour) to set a new password',
        body: z.object({ email: z.email('email_invalid').max(254) }),
      },
      onRequest: app.accountProbes,
    },
    async (request, reply) => {
      await passwords.forgot(request.body.email, publicUrl, request.locale);
      return respond(reply, null, { message: translate('password_reset_sent', request.locale) });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['accounts'],
        response: { 200: envelopeOf(z.null()) },
        summary: 'Set a new password from a reset link (uid and code); lifts a login lockout',
        body: createResetPasswordSchema(messageCodes).and(
          z.object({ uid: idInput('validation_failed'), code: textInput().min(10).max(200) }),
        ),
      },
      onRequest: app.accountProbes,
    },
    async (request, reply) => {
      await passwords.reset(request.body);
      return respond(reply, null, { message: translate('password_reset_done', request.locale) });
    },
  );
};
