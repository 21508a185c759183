import { describe, expect, it } from 'vitest';
import {
  changePasswordMessage,
  profileUpdateMessage,
  registerConflict,
  registerErrorMessage,
  reviewErrorMessage,
  reviewSuccessMessage,
} from './error-mappings';
import { loginFailureFeedback, type LoginFailure } from './login-feedback';
import {
  completeProfileQuery,
  formatDateOfBirth,
  genderFromSalute,
  isProfileComplete,
  missingProfileFields,
  shouldShowTermsModal,
} from './profile';

describe('salute → gender, date of birth, mandatory fields (001 §3, §5)', () => {
  it.each([
    [1, { gender: 'Female', salute: 'Ms' }],
    ['1', { gender: 'Female', salute: 'Ms' }],
    [2, { gender: 'Male', salute: 'Mr' }],
    [null, { gender: 'Male', salute: 'Mr' }],
  ])('001 §5 salute id %s', (id, expected) => {
    expect(genderFromSalute(id)).toEqual(expected);
  });

  it.each([
    [{ year: 1995, month: 2, day: 8 }, '1995-02-08'],
    [{ year: 1996, month: 2, day: 29 }, '1996-02-29'],
    [{ year: 1995, month: 2, day: 29 }, null],
    [{ year: 1995, month: 13, day: 1 }, null],
  ])('001 §5 date of birth sent as year-month-day: %o', (parts, expected) => {
    expect(formatDateOfBirth(parts)).toBe(expected);
  });

  it('001 §3 mandatory profile info', () => {
    const user = {
      user_name: 'sari',
      first_name: 'Sari',
      last_name: '',
      email: 'a@b.co',
      phone_no: null,
      gender: 'Female',
    };
    expect(missingProfileFields(user)).toEqual(['last_name', 'phone_no']);
    expect(isProfileComplete(user)).toBe(false);
    expect(completeProfileQuery(user)).toEqual({
      user_name: 'sari',
      first_name: 'Sari',
      email: 'a@b.co',
      gender: 'Female',
    });
  });

  it('001 §4 terms modal shows once to members who have not agreed', () => {
    expect(shouldShowTermsModal({ agreed: false, alreadyShown: false })).toBe(true);
    expect(shouldShowTermsModal({ agreed: false, alreadyShown: true })).toBe(false);
    expect(shouldShowTermsModal({ agreed: true, alreadyShown: false })).toBe(false);
  });
});

describe('login attempt feedback (001 §4, §8)', () => {
  const wrong = (attempts: number, serverMessage?: string): LoginFailure => ({
    status: 401,
    errorCode: 'INCORRECT_PASSWORD',
    attempts,
    serverMessage,
  });

  it.each<[string, LoginFailure, unknown]>([
    [
      '401 INCORRECT_PASSWORD',
      wrong(1),
      { kind: 'error', message: { code: 'login_wrong_password' } },
    ],
    [
      'third attempt: server message',
      wrong(3, 'Sisa 2 percobaan'),
      { kind: 'error', message: { text: 'Sisa 2 percobaan' } },
    ],
    [
      'third attempt: click Forgot Password',
      wrong(3),
      { kind: 'error', message: { code: 'login_wrong_password_forgot' } },
    ],
    [
      'fourth attempt: count 4 and reset warning',
      wrong(4),
      {
        kind: 'error',
        message: { code: 'login_wrong_password_reset' },
        limit: { code: 'login_attempt_limit', count: 4 },
      },
    ],
    [
      'fifth attempt: locked with count 5',
      wrong(5),
      {
        kind: 'error',
        message: { code: 'login_account_blocked' },
        limit: { code: 'login_attempt_limit', count: 5 },
        locked: true,
      },
    ],
    [
      '404 USER_ALREADY_REMOVED with limit message',
      { status: 404, errorCode: 'USER_ALREADY_REMOVED', attempts: 2 },
      {
        kind: 'error',
        message: { code: 'login_account_removed' },
        limit: { code: 'login_attempt_limit', count: 2 },
      },
    ],
    [
      'Facebook without e-mail',
      { provider: 'facebook', missingEmail: true },
      { kind: 'error', message: { code: 'login_facebook_no_email' } },
    ],
    [
      'ARGUMENT_ERROR shows the server message',
      { status: 400, errorCode: 'ARGUMENT_ERROR', serverMessage: 'Format salah' },
      { kind: 'error', message: { text: 'Format salah' } },
    ],
    [
      'other: Email / Username tidak ditemukan',
      { status: 404, errorCode: 'USER_NOT_FOUND' },
      { kind: 'error', message: { code: 'login_user_not_found' } },
    ],
    [
      'no response: retry',
      { noResponse: true },
      { kind: 'error', message: { code: 'generic_retry' } },
    ],
    ['307 forces a reload', { status: 307 }, { kind: 'reload' }],
    ['405 forces a reload', { status: 405 }, { kind: 'reload' }],
  ])('001 §8 %s', (_rule, failure, expected) => {
    expect(loginFailureFeedback(failure)).toEqual(expected);
  });
});

describe('register, change-password, profile and review mappings (001 §8)', () => {
  it.each([
    ['USERNAME_AND_EMAIL_TAKEN', 'register_username_email_taken'],
    ['EMAIL_TAKEN', 'register_email_taken'],
    ['username_taken', 'register_username_taken'],
    ['USER_ALREADY_LOGIN', 'register_already_logged_in'],
    ['recaptcha_required', 'recaptcha_required'],
    ['recaptcha_invalid', 'recaptcha_invalid'],
    ['SOMETHING_ELSE', 'generic_retry'],
  ])('001 §8 register %s', (code, expected) => {
    expect(registerErrorMessage(code)).toBe(expected);
  });

  it('picks the register conflict', () => {
    expect(registerConflict({ email: true, username: true })).toBe('USERNAME_AND_EMAIL_TAKEN');
    expect(registerConflict({ email: true, username: false })).toBe('EMAIL_TAKEN');
    expect(registerConflict({ email: false, username: true })).toBe('USERNAME_TAKEN');
    expect(registerConflict({ email: false, username: false })).toBeNull();
  });

  it.each([
    [200, 'password_changed'],
    [402, 'password_same_as_previous'],
    [401, 'password_wrong'],
    [403, 'password_wrong'],
    [500, 'generic_retry'],
  ])('001 §8 change password %d', (status, expected) => {
    expect(changePasswordMessage(status)).toBe(expected);
  });

  it.each([
    [403, 'DUPLICATE_USER_REVIEW', 'review_duplicate'],
    [403, 'OTHER', 'review_content_exists'],
    [500, null, 'generic_retry'],
  ])('001 §8 review %d %s', (status, code, expected) => {
    expect(reviewErrorMessage(status, code)).toBe(expected);
  });

  it('001 §8 success messages', () => {
    expect(reviewSuccessMessage('edit')).toBe('review_edited');
    expect(reviewSuccessMessage('create')).toBe('review_published');
    expect(profileUpdateMessage(true)).toBe('profile_updated');
    expect(profileUpdateMessage(false)).toBe('generic_retry');
  });
});
