import { SECOND_MS } from '../shared/constants';

/** Form limits (001 §5). */
export const USERNAME_LENGTH = { min: 4, max: 16 } as const;
export const PASSWORD_LENGTH = { min: 6, max: 60 } as const;
export const NAME_LENGTH = { min: 1, max: 32 } as const;
export const LABEL_LENGTH = { min: 4, max: 16 } as const;
export const MESSAGE_LENGTH = { min: 1, max: 160 } as const;
/** Phone fields other than the address phone: 9 to 14 digits. */
export const PHONE_LENGTH = { min: 9, max: 14 } as const;
/** The address phone: at least 10 digits (capped at 14 like the other phone fields). */
export const ADDRESS_PHONE_LENGTH = { min: 10, max: 14 } as const;
export const ZIPCODE_LENGTH = 5;
export const TAX_NUMBER_LENGTH = 15;
/**
 * An e-mail address as the forms accept it: zod's own `z.regexes.email`, kept here so rules that
 * run without zod (the e-gift check in the bag) accept exactly the same addresses.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const EMAIL_LOCAL_MAX = 64;
export const EMAIL_DOMAIN_MAX = 254;
export const URL_MAX = 2083;

/** Rule kinds the form layer registers (001 §5). */
export const VALIDATION_RULE_KINDS = [
  'required',
  'min',
  'max',
  'alpha_spaces',
  'digits',
  'numeric',
  'alpha_dash',
  'email',
  'confirmed',
  'regex',
  'length',
  'included',
] as const;

/** Failed-login thresholds: warning, reset warning, locked (001 §4, §9). */
export const LOGIN_ATTEMPTS = { warn: 3, resetWarning: 4, locked: 5 } as const;

/**
 * Reset e-mails one member receives per hour: further requests are answered alike but send
 * nothing, so nobody can flood an inbox through the forgot-password form.
 */
export const RESET_EMAILS_PER_HOUR = 3;

/** Salute id 1 is Ms (Female); any other id is Mr (Male). */
export const FEMALE_SALUTE_ID = 1;
/** The id forms send for Mr (Male). */
export const MALE_SALUTE_ID = 2;

/** Mandatory profile info (001 §3). */
export const MANDATORY_PROFILE_FIELDS = [
  'user_name',
  'first_name',
  'last_name',
  'email',
  'phone_no',
  'gender',
] as const;

/** Acquisition sources sent on register and login. */
export const ACQUISITION_SOURCES = { desktop: 'web desktop', mobile: 'web mobile' } as const;

// One-time codes (001 §4, §9)
export const OTP_SCOPES = ['verification', 'forget-password', 'change-number'] as const;
export const OTP_METHODS = ['sms', 'whatsapp', 'email'] as const;
export const OTP_RESEND_COUNTDOWN_MS = 30 * SECOND_MS;
export const OTP_ERROR_DISPLAY_MS = 5 * SECOND_MS;
export const OTP_MAX_REQUESTS_PER_DAY = 5;

// Addresses (001 §2 max-address and Papua alerts)
/** Saved addresses per member; the next one gets the max-address alert. */
export const MAX_ADDRESSES = 10;
/**
 * The Papua provinces by official code (Permendagri 2022 split Papua into six): PAPUA (91),
 * PAPUA BARAT (92), PAPUA SELATAN (93), PAPUA TENGAH (94), PAPUA PEGUNUNGAN (95) and
 * PAPUA BARAT DAYA (96). Delivery there takes longer, so the address shows the Papua alert.
 */
export const PAPUA_PROVINCE_CODES = ['91', '92', '93', '94', '95', '96'] as const;

/** The web session cookie (httpOnly; ARCHITECTURE §3). The web only checks that it is present. */
export const SESSION_COOKIE = 'kilau_session';

// Quick-tour coachmarks recorded on the member (001 §4, §7 `PUT /users/{id}`)
/** A coachmark name: lower-case letters, digits, `_` and `-`. */
export const COACHMARK_NAME = /^[a-z0-9_-]{1,60}$/;
/** Names a member's list keeps (the oldest stay); a request adds at most this many too. */
export const COACHMARKS_MAX = 50;

/** A feature toggle's name (`GET /feature-toggles/:key`): lower-case letters, digits and `_`. */
export const FEATURE_TOGGLE_KEY = /^[a-z0-9_]{1,64}$/;
