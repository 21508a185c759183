import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { createOtpRepository } from './otp.repository';
import { otpRoutes } from './otp.routes';
import { createOtpService } from './otp.service';

export { createOtpService, type OtpService } from './otp.service';
export { createOtpRepository } from './otp.repository';

/**
 * One-time codes (`/auth/otp/code`, `/auth/otp/verify`), phone and e-mail checks and feature
 * toggles of the public store API (issue 5), registered by the app under `/api`. Codes go out
 * through the outbox (`outbox_messages`, template `otp_code`).
 */
export const otpModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  /** HMAC key for stored codes; without one a per-database key is kept in `app_meta`. */
  secret?: string | undefined;
}> = async (app, { db, clock, secret }) => {
  await app.register(otpRoutes, {
    otp: createOtpService({ otp: createOtpRepository(db), clock, secret }),
  });
};
