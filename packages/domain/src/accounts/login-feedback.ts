import type { MessageCode } from '../messages';
import { LOGIN_ATTEMPTS } from './constants';

export type LoginFailure = {
  /** No HTTP response at all (network). */
  noResponse?: boolean;
  status?: number;
  errorCode?: string | null;
  serverMessage?: string | null;
  /** Failed attempts so far, including this one (the server counts). */
  attempts?: number;
  provider?: 'facebook' | 'google' | null;
  /** A social login whose account gave no e-mail. */
  missingEmail?: boolean;
};

/** What the login form shows: a message, the attempt count box, and whether the account is locked. */
export type LoginFeedback =
  | { kind: 'reload' }
  | {
      kind: 'error';
      message: { code: MessageCode } | { text: string };
      limit?: { code: 'login_attempt_limit'; count: number };
      locked?: boolean;
    };

const code = (value: MessageCode) => ({ code: value });
const serverOr = (text: string | null | undefined, fallback: MessageCode) =>
  text && text.trim() !== '' ? { text } : code(fallback);

/**
 * Login failure feedback (001 §8): 307/405 reload; no response asks to retry; Facebook without an
 * e-mail; the 3rd wrong password (server text or "…click Forgot Password"); the 4th (count 4 and
 * "…Reset Your Password before the account is blocked"); the 5th locks (count 5); 401
 * INCORRECT_PASSWORD "Wrong Password Entered"; 404 USER_ALREADY_REMOVED with the count;
 * ARGUMENT_ERROR the server text; anything else "Email / Username tidak ditemukan".
 */
export function loginFailureFeedback(failure: LoginFailure): LoginFeedback {
  if (failure.status === 307 || failure.status === 405) return { kind: 'reload' };
  if (failure.noResponse) return { kind: 'error', message: code('generic_retry') };
  if (failure.provider === 'facebook' && failure.missingEmail) {
    return { kind: 'error', message: code('login_facebook_no_email') };
  }
  const attempts = failure.attempts ?? 0;
  if (attempts >= LOGIN_ATTEMPTS.locked) {
    return {
      kind: 'error',
      message: code('login_account_blocked'),
      limit: { code: 'login_attempt_limit', count: LOGIN_ATTEMPTS.locked },
      locked: true,
    };
  }
  const wrongPassword =
    failure.errorCode === 'INCORRECT_PASSWORD' || (failure.status === 401 && !failure.errorCode);
  if (wrongPassword && attempts === LOGIN_ATTEMPTS.resetWarning) {
    return {
      kind: 'error',
      message: code('login_wrong_password_reset'),
      limit: { code: 'login_attempt_limit', count: LOGIN_ATTEMPTS.resetWarning },
    };
  }
  if (wrongPassword && attempts === LOGIN_ATTEMPTS.warn) {
    return {
      kind: 'error',
      message: serverOr(failure.serverMessage, 'login_wrong_password_forgot'),
    };
  }
  if (wrongPassword) return { kind: 'error', message: code('login_wrong_password') };
  if (failure.status === 404 && failure.errorCode === 'USER_ALREADY_REMOVED') {
    return {
      kind: 'error',
      message: code('login_account_removed'),
      ...(attempts > 0 ? { limit: { code: 'login_attempt_limit' as const, count: attempts } } : {}),
    };
  }
  if (failure.errorCode === 'ARGUMENT_ERROR') {
    return { kind: 'error', message: serverOr(failure.serverMessage, 'login_user_not_found') };
  }
  return { kind: 'error', message: code('login_user_not_found') };
}
