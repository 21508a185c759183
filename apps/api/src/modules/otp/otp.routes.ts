import { textInput } from '@kilau/domain';
import {
  EmailCheckSchema,
  FEATURE_TOGGLE_KEY,
  FeatureToggleSchema,
  OTP_METHODS,
  OTP_SCOPES,
  OtpSentSchema,
  OtpVerifiedSchema,
  PhoneCheckSchema,
} from '@kilau/domain/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import type { OtpService } from './otp.service';

// recipient and code are checked by the service, so a missing one answers the spec's
// `missing_parameter` rather than a generic validation error.
const OtpBody = z.object({
  scope: z.enum(OTP_SCOPES, { error: 'option_invalid' }),
  method: z.enum(OTP_METHODS, { error: 'option_invalid' }),
  recipient: textInput().max(320).optional(),
});
const VerifyBody = OtpBody.extend({ code: textInput().max(32).optional() });

const ERRORS_NOTE =
  'Errors answer the spec’s OTP codes (001 §8) as `errorCode`, with the catalogue text as ' +
  '`message`: missing_parameter, invalid_phone_number (422), otp_method_disabled (403, the ' +
  '`otp_{method}` toggle is off), missing_email / missing_phone_number / user_not_found (404), ' +
  'unverified_phone (403), already_taken / already_verified_email (409), otp_maximum and ' +
  'active_otp_already_sent (429, `data.seconds_left`), no_active_otp_request (410), ' +
  'invalid_data / incorrect_otp (422, `data.attempts_left`). Verification and change-number ' +
  'need a signed-in member (401 otherwise).';

/** One-time codes, phone and e-mail checks (001 §7) on the public store API (prefix `/api`). */
export const otpRoutes: FastifyPluginAsyncZod<{ otp: OtpService }> = async (app, { otp }) => {
  const caller = async (request: {
    member(): Promise<{ userId: number } | null>;
    locale: 'id' | 'en';
  }) => ({
    userId: (await request.member())?.userId ?? null,
    locale: request.locale,
  });

  app.post(
    '/auth/otp/code',
    {
      schema: {
        tags: ['accounts'],
        response: { 201: envelopeOf(OtpSentSchema) },
        summary: 'Send a 6-digit one-time code by sms, whatsapp or email',
        description:
          'Body `{ scope, method, recipient }` (a phone for sms/whatsapp, an e-mail for email). ' +
          'At most 5 codes per recipient per WIB calendar day, 30 s between codes; a code lives ' +
          '10 minutes and goes out through the outbox. Answers `data { scope, method, ' +
          'recipient, expires_at, resend_in_seconds, requests_left_today }`. ' +
          ERRORS_NOTE,
        body: OtpBody,
      },
    },
    async (request, reply) =>
      respond(reply, await otp.requestCode(request.body, await caller(request)), { status: 201 }),
  );

  app.post(
    '/auth/otp/verify',
    {
      schema: {
        tags: ['accounts'],
        response: { 200: envelopeOf(OtpVerifiedSchema) },
        summary: 'Check a one-time code (single use; the 5th wrong guess ends it)',
        description:
          'Body `{ scope, method, recipient, code }`. Only the newest code of (recipient, scope) ' +
          'counts. Success: message “Verifikasi berhasil”; for verification the member’s e-mail ' +
          'or phone becomes verified, for change-number the member’s phone becomes this number. ' +
          ERRORS_NOTE,
        body: VerifyBody,
      },
    },
    async (request, reply) => {
      const result = await otp.verifyCode(request.body, await caller(request));
      return respond(reply, result.data, { message: result.message });
    },
  );

  app.get(
    '/auth/phone/check',
    {
      schema: {
        tags: ['accounts'],
        response: { 200: envelopeOf(PhoneCheckSchema) },
        summary: 'Whether a phone number is registered: data { phone_no, registered }',
        querystring: z.object({ phone_no: textInput().max(32).optional() }),
      },
      onRequest: app.accountProbes,
    },
    async (request, reply) => respond(reply, await otp.checkPhone(request.query.phone_no)),
  );

  app.post(
    '/auth/email/check',
    {
      schema: {
        tags: ['accounts'],
        response: { 200: envelopeOf(EmailCheckSchema) },
        summary: 'Whether an e-mail is registered: data { email, registered }',
        body: z.object({ email: textInput().max(320).optional() }),
      },
      onRequest: app.accountProbes,
    },
    async (request, reply) => respond(reply, await otp.checkEmail(request.body.email)),
  );

  app.get(
    '/feature-toggles/:key',
    {
      schema: {
        tags: ['accounts'],
        response: { 200: envelopeOf(FeatureToggleSchema) },
        summary: 'A feature toggle: data { key, enabled } (404 feature_toggle_not_found)',
        params: z.object({
          key: textInput().regex(FEATURE_TOGGLE_KEY, { error: 'option_invalid' }),
        }),
      },
    },
    async (request, reply) => respond(reply, await otp.toggle(request.params.key)),
  );
};
