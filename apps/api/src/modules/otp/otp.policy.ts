import { MINUTE_MS } from '@kilau/domain';

/**
 * Server-side OTP limits that 001 leaves to the back end (the client-side ones — 5 a day, 30 s
 * resend — are the domain's `OTP_*` constants and `checkOtpRequest`).
 */
export const OTP_CODE_LENGTH = 6;
export const OTP_CODE_TTL_MS = 10 * MINUTE_MS;
/** The 5th wrong guess still answers `incorrect_otp`; the code is dead after it. */
export const OTP_MAX_WRONG_GUESSES = 5;
