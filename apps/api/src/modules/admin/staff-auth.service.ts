import { hash, verify } from '@node-rs/argon2';
import { translate, type Locale } from '@kilau/domain';
import {
  STAFF_SESSION_MAX_HOURS,
  STAFF_SIGN_IN_MINUTES,
  TOTP,
  TOTP_ISSUER,
  TOTP_MAX_ATTEMPTS,
  type StaffLoginAnswer,
  type StaffLoginInput,
} from '@kilau/domain/admin';
import { Secret, TOTP as Authenticator } from 'otpauth';
import { AppError } from '../../lib/app-error';
import { hashSessionToken, newSessionToken } from '../../lib/sessions';
import type { StaffRepository, StaffSession } from './staff.repository';
import type { TotpSealer } from './totp-secret';

const MINUTE = 60_000;
/** A live session's last-seen time is written at most once a minute. */
const TOUCH_EVERY_MS = MINUTE;
/**
 * Checked when the email is unknown, so a wrong email costs what a wrong password does; hashed
 * on the first such sign-in, not when the shop starts.
 */
let nobody: Promise<string> | undefined;
const nobodyHash = () => (nobody ??= hash('kilau-staff-nobody'));

const authenticator = (secret: string, email: string) =>
  new Authenticator({
    issuer: TOTP_ISSUER,
    label: email,
    secret: Secret.fromBase32(secret),
    digits: TOTP.digits,
    period: TOTP.period,
    algorithm: TOTP.algorithm,
  });

/**
 * Signing staff in (docs/design/back-office.md): the password opens a short session that still
 * owes the authenticator's code; the code makes it a full session, which ends after
 * `idleMinutes` without a request and `STAFF_SESSION_MAX_HOURS` after sign-in.
 */
export function createStaffAuthService(deps: {
  staff: StaffRepository;
  inTransaction: <T>(work: (staff: StaffRepository) => Promise<T>) => Promise<T>;
  clock: () => Date;
  idleMinutes: number;
  /** Seals and opens the authenticator secrets kept in `staff.totp_secret`. */
  sealer: () => Promise<TotpSealer>;
}) {
  const { staff, clock } = deps;
  const openSecret = async (sealed: string | null) =>
    sealed ? (await deps.sealer()).open(sealed) : null;
  const loginFailed = () => new AppError(401, 'staff_login_failed', 'staff_login_failed');

  return {
    async login(
      input: StaffLoginInput,
      context: { ip: string; userAgent: string | undefined },
    ): Promise<{ token: string; answer: StaffLoginAnswer }> {
      const account = await staff.forSignIn(input.email);
      if (!account) {
        await verify(await nobodyHash(), input.password).catch(() => false);
        throw loginFailed();
      }
      if (!(await verify(account.password_hash, input.password).catch(() => false))) {
        throw loginFailed();
      }
      if (account.locked_at) throw new AppError(403, 'staff_locked', 'staff_locked');

      const now = clock();
      const { token, hash: tokenHash } = newSessionToken();
      await staff.createSession({
        staffId: account.id,
        tokenHash,
        now,
        expiresAt: new Date(now.getTime() + STAFF_SIGN_IN_MINUTES * MINUTE),
        ip: context.ip,
        userAgent: context.userAgent,
      });
      let secret = await openSecret(account.totp_secret);
      if (account.totp_enabled_at && secret) {
        return { token, answer: { next: 'totp' } };
      }
      // Not set up yet: the same secret until it is confirmed, so a second try shows the same QR.
      if (!secret) {
        const sealer = await deps.sealer();
        const kept = await staff.keepPendingSecret(
          account.id,
          sealer.seal(new Secret({ size: 20 }).base32),
        );
        secret = sealer.open(kept);
        if (!secret) {
          // Kept under another key (STAFF_SECRET_KEY changed): enrol afresh.
          secret = new Secret({ size: 20 }).base32;
          await staff.setTotp(account.id, { totp_secret: sealer.seal(secret) });
        }
      }
      return {
        token,
        answer: {
          next: 'totp_setup',
          secret,
          otpauth_uri: authenticator(secret, account.email).toString(),
        },
      };
    },

    /** The authenticator's code: right once per 30-second step, five wrong ones end the try. */
    async confirmCode(session: StaffSession, code: string, locale: Locale) {
      const now = clock();
      const sealer = await deps.sealer();
      const outcome = await deps.inTransaction(async (tx) => {
        const account = await tx.lockById(session.staffId);
        const secret = account?.totp_secret ? sealer.open(account.totp_secret) : null;
        if (!account || !secret) return 'wrong' as const;
        const delta = authenticator(secret, account.email).validate({
          token: code,
          timestamp: now.getTime(),
          window: TOTP.window,
        });
        const step = Math.floor(now.getTime() / 1000 / TOTP.period) + (delta ?? 0);
        const replayed = account.totp_last_step !== null && step <= account.totp_last_step;
        if (delta === null || replayed) return 'wrong' as const;
        await tx.setTotp(account.id, {
          totp_last_step: step,
          ...(account.totp_enabled_at ? {} : { totp_enabled_at: now }),
        });
        await tx.completeSession(
          session.sessionId,
          now,
          new Date(now.getTime() + STAFF_SESSION_MAX_HOURS * 60 * MINUTE),
        );
        return 'right' as const;
      });
      if (outcome === 'right') return;
      const wrong = await staff.countWrongCode(session.sessionId);
      if (wrong >= TOTP_MAX_ATTEMPTS) {
        await staff.revokeSession(session.sessionId, now);
        throw new AppError(401, 'totp_too_many_attempts', 'totp_too_many_attempts');
      }
      throw new AppError(
        422,
        'totp_invalid',
        'totp_invalid',
        {},
        {
          fields: { code: translate('totp_invalid', locale) },
        },
      );
    },

    /**
     * A sign-in that has passed the password and owes the code (a reload, a language switch):
     * what the login answered, the set-up again while the account has not confirmed it.
     */
    async pending(session: StaffSession): Promise<StaffLoginAnswer | null> {
      if (session.stage !== 'password') return null;
      const account = await staff.signInState(session.staffId);
      if (!account) return null;
      const secret = await openSecret(account.totp_secret);
      if (account.totp_enabled_at || !secret) return { next: 'totp' };
      return {
        next: 'totp_setup',
        secret,
        otpauth_uri: authenticator(secret, account.email).toString(),
      };
    },

    async logout(session: StaffSession) {
      await staff.revokeSession(session.sessionId, clock());
    },

    /** The live session of a token (idle and absolute limits applied), kept alive by its use. */
    async session(token: string): Promise<StaffSession | null> {
      const now = clock();
      const idleSince = new Date(now.getTime() - deps.idleMinutes * MINUTE);
      const found = await staff.findSession(hashSessionToken(token), now, idleSince);
      if (found && now.getTime() - found.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
        await staff.touchSession(found.sessionId, now);
      }
      return found;
    },
  };
}

export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
