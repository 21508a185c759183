import type { MessageCode } from '../messages';

/** Stable error codes the accounts API answers register failures with (Kilau's own). */
export const REGISTER_ERROR_CODES = {
  USERNAME_AND_EMAIL_TAKEN: 'register_username_email_taken',
  EMAIL_TAKEN: 'register_email_taken',
  USERNAME_TAKEN: 'register_username_taken',
  USER_ALREADY_LOGIN: 'register_already_logged_in',
} as const satisfies Record<string, MessageCode>;

/** Register refusals the form shows: the conflicts and the reCAPTCHA check (ADR 0010). */
const REGISTER_REFUSALS = {
  ...REGISTER_ERROR_CODES,
  RECAPTCHA_REQUIRED: 'recaptcha_required',
  RECAPTCHA_INVALID: 'recaptcha_invalid',
} as const satisfies Record<string, MessageCode>;

/** Register failures (001 §8); unknown codes get the retry message. */
export function registerErrorMessage(errorCode: string | null | undefined): MessageCode {
  const key = (errorCode ?? '').toUpperCase();
  return Object.hasOwn(REGISTER_REFUSALS, key)
    ? REGISTER_REFUSALS[key as keyof typeof REGISTER_REFUSALS]
    : 'generic_retry';
}

/** Which register conflict applies, for the API to answer with. */
export function registerConflict(taken: {
  email: boolean;
  username: boolean;
}): keyof typeof REGISTER_ERROR_CODES | null {
  if (taken.email && taken.username) return 'USERNAME_AND_EMAIL_TAKEN';
  if (taken.email) return 'EMAIL_TAKEN';
  if (taken.username) return 'USERNAME_TAKEN';
  return null;
}

/** Change password (001 §8): 200 done; 402 same as before; 401 or 403 wrong; else retry. */
export function changePasswordMessage(status: number): MessageCode {
  if (status === 200) return 'password_changed';
  if (status === 402) return 'password_same_as_previous';
  if (status === 401 || status === 403) return 'password_wrong';
  return 'generic_retry';
}

/** Profile update (001 §8): success, or the generic retry message. */
export const profileUpdateMessage = (success: boolean): MessageCode =>
  success ? 'profile_updated' : 'generic_retry';

/** Review create and edit (001 §8). */
export function reviewErrorMessage(status: number, errorCode?: string | null): MessageCode {
  if (status === 403 && errorCode === 'DUPLICATE_USER_REVIEW') return 'review_duplicate';
  if (status === 403) return 'review_content_exists';
  return 'generic_retry';
}

export const reviewSuccessMessage = (mode: 'create' | 'edit'): MessageCode =>
  mode === 'edit' ? 'review_edited' : 'review_published';
