import { translate, type MessageCode } from '../messages';
import { startOfWibDay, toDate, type DateInput } from '../shared/date';
import { DEFAULT_LOCALE, type Locale } from '../shared/locale';
import { ok, refuse, type Result } from '../shared/result';
import {
  OTP_ERROR_DISPLAY_MS,
  OTP_MAX_REQUESTS_PER_DAY,
  OTP_METHODS,
  OTP_RESEND_COUNTDOWN_MS,
  OTP_SCOPES,
} from './constants';

export type OtpScope = (typeof OTP_SCOPES)[number];
export type OtpMethod = (typeof OTP_METHODS)[number];

export const isOtpScope = (value: unknown): value is OtpScope =>
  typeof value === 'string' && (OTP_SCOPES as readonly string[]).includes(value);
export const isOtpMethod = (value: unknown): value is OtpMethod =>
  typeof value === 'string' && (OTP_METHODS as readonly string[]).includes(value);

/** The OTP error codes of 001 §8 and their messages. */
export const OTP_ERROR_MESSAGES = {
  no_active_otp_request: 'otp_no_active_request',
  invalid_data: 'otp_incorrect',
  incorrect_otp: 'otp_incorrect',
  already_verified_email: 'otp_already_used',
  already_taken: 'otp_phone_taken',
  missing_phone_number: 'otp_phone_not_registered',
  missing_email: 'otp_email_not_registered',
  unverified_phone: 'otp_phone_unverified',
  invalid_phone_number: 'otp_invalid_phone',
  missing_parameter: 'otp_missing_parameter',
  user_not_found: 'otp_user_not_found',
  otp_maximum: 'otp_maximum',
  active_otp_already_sent: 'otp_already_sent',
} as const satisfies Record<string, MessageCode>;

/** The message code for an OTP error code, matched case-insensitively; null when unknown. */
export function otpErrorCode(code: string | null | undefined): MessageCode | null {
  const key = (code ?? '').trim().toLowerCase();
  return Object.hasOwn(OTP_ERROR_MESSAGES, key)
    ? OTP_ERROR_MESSAGES[key as keyof typeof OTP_ERROR_MESSAGES]
    : null;
}

/** The OTP error mapper (001 §8): known codes translated, unknown codes passed through unchanged. */
export function mapOtpError(code: string, locale: Locale = DEFAULT_LOCALE): string {
  const message = otpErrorCode(code);
  return message ? translate(message, locale) : code;
}

/** `active_otp_already_sent` restarts the resend countdown (001 §8). */
export const restartsCountdown = (code: string): boolean =>
  otpErrorCode(code) === 'otp_already_sent';

const elapsed = (since: DateInput, now: DateInput): number => {
  const from = toDate(since);
  const to = toDate(now);
  return from && to ? to.getTime() - from.getTime() : Number.POSITIVE_INFINITY;
};

/** Whole seconds left before a code can be resent (30 s countdown). */
export const otpResendSecondsLeft = (sentAt: DateInput, now: DateInput): number =>
  Math.max(0, Math.ceil((OTP_RESEND_COUNTDOWN_MS - elapsed(sentAt, now)) / 1000));

/** The error text is cleared 5 s after it appeared. */
export const isOtpErrorVisible = (shownAt: DateInput, now: DateInput): boolean =>
  elapsed(shownAt, now) < OTP_ERROR_DISPLAY_MS;

/**
 * Whether another code may be requested: the countdown must be over and at most 5 requests a day
 * (a WIB calendar day) are allowed.
 */
export function checkOtpRequest(
  previousRequests: readonly DateInput[],
  now: DateInput,
): Result<true, 'otp_maximum' | 'otp_already_sent'> {
  const dayStart = startOfWibDay(now)?.getTime() ?? 0;
  const times = previousRequests
    .map((at) => toDate(at)?.getTime() ?? Number.NaN)
    .filter(Number.isFinite);
  if (times.filter((time) => time >= dayStart).length >= OTP_MAX_REQUESTS_PER_DAY)
    return refuse('otp_maximum');
  const last = Math.max(...times, Number.NEGATIVE_INFINITY);
  if (Number.isFinite(last) && otpResendSecondsLeft(new Date(last), now) > 0)
    return refuse('otp_already_sent');
  return ok(true);
}

/** A one-time code as the member types it: six digits (001 §4). */
export const OTP_CODE_PATTERN = /^\d{6}$/;

/** The code form's rule: the code, or the spec's `invalid_data` message (no zod: on every page). */
export const checkOtpCode = (typed: string, locale: Locale = DEFAULT_LOCALE) =>
  OTP_CODE_PATTERN.test(typed)
    ? ({ ok: true, data: { code: typed } } as const)
    : ({ ok: false, fields: { code: mapOtpError('invalid_data', locale) } } as const);
