import { textInput } from '@kilau/domain';
import { SocialLoginAnswerSchema } from '@kilau/domain/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { requestMeta, TransportQuery } from './session-meta';
import type { SocialLoginService } from './social-login.service';

/** `POST /auth/login/{provider}` (001 §7) on the public store API (prefix `/api`). */
export const socialLoginRoutes: FastifyPluginAsyncZod<{
  social: SocialLoginService;
  clock: () => Date;
}> = async (app, { social, clock }) => {
  app.post(
    '/auth/login/:provider',
    {
      schema: {
        tags: ['accounts'],
        response: {
          200: envelopeOf(SocialLoginAnswerSchema),
          201: envelopeOf(SocialLoginAnswerSchema),
        },
        summary: 'Sign in with Google or Facebook (a token from the provider’s own sign-in)',
        description:
          'Body `{ access_token, acquisition_source? }`: Google takes an OAuth access token or ' +
          'an ID token issued to GOOGLE_CLIENT_ID; Facebook a user access token of ' +
          'FACEBOOK_APP_ID. The linked member signs in; else the member with the provider’s ' +
          'verified e-mail is linked; else a member is created (201, with the welcome voucher). ' +
          'Answers `data { user, voucher, is_new_member, missing_fields }`; a non-empty ' +
          '`missing_fields` sends the member to /complete-profile. Errors: 404 ' +
          '`social_login_disabled` (provider not configured), 401 `social_token_invalid`, 422 ' +
          '`FACEBOOK_EMAIL_REQUIRED` (“Mohon menggunakan akun Facebook yang sudah terhubung ' +
          'dengan email.”, `data.missing_email`), 409 `EMAIL_TAKEN` (an unverified e-mail of ' +
          'another member), 403 `ACCOUNT_BLOCKED`, 503 `social_provider_unavailable`.',
        params: z.object({ provider: textInput().max(20) }),
        querystring: TransportQuery,
        body: z.object({
          access_token: textInput().trim().min(1, { error: 'required' }).max(4_096),
          acquisition_source: textInput().max(40).optional(),
        }),
      },
      onRequest: app.accountProbes,
    },
    async (request, reply) => {
      const result = await social.login(
        request.params.provider,
        request.body,
        requestMeta(request, clock),
      );
      reply.startSession(result.token);
      const bearer = request.query.transport === 'bearer';
      return respond(
        reply,
        {
          user: result.user,
          voucher: result.voucher,
          is_new_member: result.isNew,
          missing_fields: result.user.missing_fields,
          ...(bearer ? { token: result.token } : {}),
        },
        { status: result.isNew ? 201 : 200, message: result.message },
      );
    },
  );
};
