import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Locale } from '@kilau/domain';
import {
  changePasswordMessage,
  RESET_EMAILS_PER_HOUR,
  type ChangePasswordInput,
} from '@kilau/domain/accounts';
import { AppError } from '../../lib/app-error';
import type { PasswordsRepository } from './passwords.repository';

/** A reset link works for one hour, once. */
export const RESET_TTL_MS = 60 * 60 * 1000;
const RESET_EMAIL_WINDOW_MS = 60 * 60 * 1000;
const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

export function createPasswordsService(deps: {
  passwords: PasswordsRepository;
  clock: () => Date;
}) {
  return {
    /**
     * Change password (001 §8): wrong old password 401 'Wrong password'; the same as before 402;
     * done 200, and every other session of the member is signed out.
     */
    async change(userId: number, input: ChangePasswordInput, keepTokenHash: string | undefined) {
      const current = await deps.passwords.passwordHash(userId);
      if (!current || !(await verify(current, input.old_password))) {
        throw new AppError(401, 'WRONG_PASSWORD', changePasswordMessage(401));
      }
      if (await verify(current, input.new_password)) {
        throw new AppError(402, 'SAME_PASSWORD', changePasswordMessage(402));
      }
      await deps.passwords.setPassword(
        userId,
        await hash(input.new_password),
        deps.clock(),
        keepTokenHash,
      );
      return changePasswordMessage(200);
    },

    /**
     * Forgot password: a single-use link (`/?code=…&uid=…`, the set-password page) by e-mail
     * through the outbox. An unknown address answers the spec's 'Email tidak terdaftar'. Past
     * RESET_EMAILS_PER_HOUR links in the last hour, the answer is the same but nothing is sent.
     */
    async forgot(email: string, origin: string, locale: Locale) {
      const user = await deps.passwords.findByEmail(email);
      if (!user) throw new AppError(404, 'missing_email', 'otp_email_not_registered');
      const now = deps.clock();
      const code = randomBytes(24).toString('base64url');
      const expiresAt = new Date(now.getTime() + RESET_TTL_MS);
      const url = new URL('/', origin);
      url.searchParams.set('code', code);
      url.searchParams.set('uid', String(user.id));
      await deps.passwords.createReset({
        userId: user.id,
        codeHash: hashCode(code),
        now,
        expiresAt,
        since: new Date(now.getTime() - RESET_EMAIL_WINDOW_MS),
        cap: RESET_EMAILS_PER_HOUR,
        email: {
          recipient: user.email,
          template: 'password_reset',
          payload: JSON.stringify({ url: url.toString(), expires_at: expiresAt.toISOString() }),
          locale,
        },
      });
    },

    /** Sets a new password from a reset link; lifts a lockout and signs out every session. */
    async reset(input: { uid: number; code: string; new_password: string }) {
      const now = deps.clock();
      const userId = await deps.passwords.consumeReset({
        userId: input.uid,
        codeHash: hashCode(input.code),
        now,
      });
      if (userId === null) throw new AppError(400, 'invalid_reset_link', 'password_reset_invalid');
      await deps.passwords.setPassword(userId, await hash(input.new_password), now);
    },
  };
}

export type PasswordsService = ReturnType<typeof createPasswordsService>;
