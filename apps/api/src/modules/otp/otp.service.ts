import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { startOfWibDay, translate, type Locale } from '@kilau/domain';
import {
  checkOtpRequest,
  OTP_ERROR_MESSAGES,
  OTP_MAX_REQUESTS_PER_DAY,
  OTP_RESEND_COUNTDOWN_MS,
  otpResendSecondsLeft,
  type OtpMethod,
  type OtpScope,
  type OtpVerified,
} from '@kilau/domain/accounts';
import { AppError } from '../../lib/app-error';
import type { OtpRepository, OtpStore } from './otp.repository';
import { OTP_CODE_LENGTH, OTP_CODE_TTL_MS, OTP_MAX_WRONG_GUESSES } from './otp.policy';
import {
  isPhoneMethod,
  isSamePhone,
  normalizeEmailRecipient,
  normalizePhoneRecipient,
  phoneForProfile,
} from './recipient';

export type OtpErrorCode = keyof typeof OTP_ERROR_MESSAGES;

/** An error of the spec's OTP mapper (001 §8): errorCode is the spec's code, the text its message. */
export const otpError = (status: number, code: OtpErrorCode, data: unknown = null) =>
  new AppError(status, code, OTP_ERROR_MESSAGES[code], {}, data);

const loginRequired = () => new AppError(401, 'unauthorized', 'login_required');

/**
 * The scopes of the public `/auth/otp/*` (the spec's), and `close-account`: the code that
 * confirms closing one's account (data-rights module), sent only to the member's own e-mail and
 * never asked for through `/auth/otp/code`.
 */
export type OtpCodeScope = OtpScope | 'close-account';

export interface OtpRequest<S extends OtpCodeScope = OtpCodeScope> {
  scope: S;
  method: OtpMethod;
  recipient?: string | undefined;
}
interface Caller {
  userId: number | null;
  locale: Locale;
}

/** The OTP template the outbox renders (`outbox` module) and the e2e tests read. */
export const OTP_TEMPLATE = 'otp_code';

export function createOtpService(deps: {
  otp: OtpRepository;
  clock: () => Date;
  /** HMAC key; without one a per-database key is made and kept in `app_meta`. */
  secret?: string | undefined;
}) {
  const { otp, clock } = deps;
  let key: Promise<string> | undefined;
  const secret = () => {
    key ??= deps.secret
      ? Promise.resolve(deps.secret)
      : otp.storedSecret().catch((error: unknown) => {
          key = undefined; // a database hiccup must not stick
          throw error;
        });
    return key;
  };

  /** Bound to scope and recipient: a code for one never matches another. */
  const hashCode = async (scope: OtpCodeScope, recipient: string, code: string) =>
    createHmac('sha256', await secret())
      .update(`${scope}\n${recipient}\n${code}`)
      .digest('hex');

  function parseRecipient(method: OtpMethod, raw: string | undefined, scope: OtpCodeScope) {
    if (!raw?.trim()) throw otpError(422, 'missing_parameter');
    if (isPhoneMethod(method)) {
      const phone = normalizePhoneRecipient(raw);
      if (!phone) throw otpError(422, 'invalid_phone_number');
      return phone;
    }
    // A number can only be changed to a number.
    if (scope === 'change-number') throw otpError(422, 'invalid_phone_number');
    const email = normalizeEmailRecipient(raw);
    if (!email) throw new AppError(422, 'invalid_email', 'otp_email_required');
    return email;
  }

  /** Who the code is for, or the spec's refusal (scope preconditions of 001 §4). */
  async function owner(
    store: OtpStore,
    scope: OtpCodeScope,
    method: OtpMethod,
    recipient: string,
    caller: Caller,
  ) {
    const byPhone = isPhoneMethod(method);
    if (scope === 'forget-password') {
      const member = byPhone
        ? await store.memberByPhone(recipient)
        : await store.memberByEmail(recipient);
      if (!member) throw otpError(404, byPhone ? 'missing_phone_number' : 'missing_email');
      if (byPhone && !member.is_verified_phone) throw otpError(403, 'unverified_phone');
      return member.id;
    }

    if (caller.userId === null) throw loginRequired();
    const me = await store.member(caller.userId);
    if (!me) throw otpError(404, 'user_not_found');

    if (scope === 'change-number') {
      if (await store.memberByPhone(recipient)) throw otpError(409, 'already_taken');
      return me.id;
    }

    // closing one's account: a code to the member's own e-mail only.
    if (scope === 'close-account') {
      if (byPhone || me.email.toLowerCase() !== recipient) throw otpError(404, 'missing_email');
      return me.id;
    }

    // verification: the member's own e-mail or phone, once.
    const own = byPhone
      ? isSamePhone(me.phone_no, recipient)
      : me.email.toLowerCase() === recipient;
    if (!own) {
      const other = byPhone
        ? await store.memberByPhone(recipient)
        : await store.memberByEmail(recipient);
      if (other) throw otpError(409, byPhone ? 'already_taken' : 'already_verified_email');
      throw otpError(404, byPhone ? 'missing_phone_number' : 'missing_email');
    }
    if (byPhone ? me.is_verified_phone : me.is_verified_email) {
      throw otpError(409, 'already_verified_email');
    }
    return me.id;
  }

  async function requireEnabled(store: OtpStore, method: OtpMethod) {
    const toggle = await store.toggle(`otp_${method}`);
    if (!toggle?.enabled) throw new AppError(403, 'otp_method_disabled', 'otp_method_disabled');
  }

  return {
    /**
     * `POST /auth/otp/code`: toggle, scope preconditions, limits and the insert of code and
     * message run in one transaction holding a lock on the recipient, so parallel requests
     * cannot pass together.
     */
    async requestCode<S extends OtpCodeScope>(input: OtpRequest<S>, caller: Caller) {
      const recipient = parseRecipient(input.method, input.recipient, input.scope);
      const code = String(randomInt(10 ** OTP_CODE_LENGTH)).padStart(OTP_CODE_LENGTH, '0');
      const codeHash = await hashCode(input.scope, recipient, code);

      return otp.withRecipientLock(recipient, async (locked) => {
        await requireEnabled(locked, input.method);
        const userId = await owner(locked, input.scope, input.method, recipient, caller);
        const now = clock();
        const dayStart = startOfWibDay(now) ?? now;
        // The last code may be from just before midnight: it still holds the 30 s countdown.
        const since = new Date(
          Math.min(dayStart.getTime(), now.getTime() - OTP_RESEND_COUNTDOWN_MS),
        );
        const previous = await locked.requestTimes(recipient, since);
        const allowed = checkOtpRequest(previous, now);
        if (!allowed.ok) {
          if (allowed.code === 'otp_maximum') throw otpError(429, 'otp_maximum');
          const last = previous[0] ?? now;
          throw otpError(429, 'active_otp_already_sent', {
            seconds_left: otpResendSecondsLeft(last, now),
          });
        }
        const expiresAt = new Date(now.getTime() + OTP_CODE_TTL_MS);
        await locked.insertCode({ ...input, recipient, codeHash, userId, now, expiresAt });
        await locked.queueMessage({
          channel: input.method,
          recipient,
          template: OTP_TEMPLATE,
          payload: { code, scope: input.scope, expires_at: expiresAt.toISOString() },
          locale: caller.locale,
          now,
        });
        const today = previous.filter((at) => at.getTime() >= dayStart.getTime()).length + 1;
        return {
          scope: input.scope,
          method: input.method,
          recipient,
          expires_at: expiresAt.toISOString(),
          resend_in_seconds: OTP_RESEND_COUNTDOWN_MS / 1000,
          requests_left_today: Math.max(0, OTP_MAX_REQUESTS_PER_DAY - today),
        };
      });
    },

    /**
     * `POST /auth/otp/verify`: the newest live code of (recipient, scope) only. Wrong guesses are
     * counted atomically (the 5th kills the code); a right one is consumed exactly once.
     */
    async verifyCode<S extends OtpCodeScope>(
      input: OtpRequest<S> & { code?: string | undefined },
      caller: Caller,
    ) {
      const recipient = parseRecipient(input.method, input.recipient, input.scope);
      const code = input.code?.trim() ?? '';
      if (!code) throw otpError(422, 'missing_parameter');
      if (!new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`).test(code)) throw otpError(422, 'invalid_data');
      if (input.scope !== 'forget-password' && caller.userId === null) throw loginRequired();

      const now = clock();
      const row = await otp.latestCode(recipient, input.scope);
      const live =
        row &&
        row.consumed_at === null &&
        row.expires_at.getTime() > now.getTime() &&
        row.failed_attempts < OTP_MAX_WRONG_GUESSES &&
        (input.scope === 'forget-password' || row.user_id === caller.userId);
      if (!row || !live) throw otpError(410, 'no_active_otp_request');

      const expected = Buffer.from(row.code_hash, 'hex');
      const given = Buffer.from(await hashCode(input.scope, recipient, code), 'hex');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        const attempts = await otp.countWrongGuess(row.id, OTP_MAX_WRONG_GUESSES);
        if (attempts === null) throw otpError(410, 'no_active_otp_request');
        throw otpError(422, 'incorrect_otp', {
          attempts_left: OTP_MAX_WRONG_GUESSES - attempts,
        });
      }

      await otp.transaction(async (trx) => {
        if (!(await trx.consume(row.id, now, OTP_MAX_WRONG_GUESSES))) {
          throw otpError(410, 'no_active_otp_request');
        }
        if (row.user_id === null) return;
        if (input.scope === 'verification') {
          await trx.markVerified(row.user_id, input.method === 'email' ? 'email' : 'phone', now);
        } else if (input.scope === 'change-number') {
          // Someone may have taken the number since the code was sent: then nothing changes.
          const holder = await trx.memberByPhone(recipient);
          if (holder && holder.id !== row.user_id) throw otpError(409, 'already_taken');
          await trx.setVerifiedPhone(row.user_id, phoneForProfile(recipient), now);
        }
      });

      const verified: Omit<OtpVerified, 'scope'> & { scope: S } = {
        scope: input.scope,
        method: input.method,
        recipient,
        verified: true,
      };
      return {
        message: translate('otp_verified', caller.locale),
        data: verified,
        /** Whose code it was: for a flow composed on top (e.g. a reset by phone). */
        userId: row.user_id,
      };
    },

    /** `GET /auth/phone/check`: whether a member has this number (register, change number). */
    async checkPhone(raw: string | undefined) {
      if (!raw?.trim()) throw otpError(422, 'missing_parameter');
      const phone = normalizePhoneRecipient(raw);
      if (!phone) throw otpError(422, 'invalid_phone_number');
      const member = await otp.memberByPhone(phone);
      return { phone_no: phone, registered: member !== undefined };
    },

    /** `POST /auth/email/check`: whether a member has this e-mail. */
    async checkEmail(raw: string | undefined) {
      if (!raw?.trim()) throw otpError(422, 'missing_parameter');
      const email = normalizeEmailRecipient(raw);
      if (!email) throw new AppError(422, 'invalid_email', 'otp_email_required');
      const member = await otp.memberByEmail(email);
      return { email, registered: member !== undefined };
    },

    /** `GET /feature-toggles/:key`. */
    async toggle(key: string) {
      const toggle = await otp.toggle(key);
      if (!toggle) throw new AppError(404, 'feature_toggle_not_found', 'feature_toggle_not_found');
      return toggle;
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
