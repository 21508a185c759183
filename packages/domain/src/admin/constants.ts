/** A signed-in staff session ends after this long without a request (`STAFF_IDLE_MINUTES`). */
export const STAFF_IDLE_MINUTES_DEFAULT = 30;
/** …and this long after sign-in, whatever happens. */
export const STAFF_SESSION_MAX_HOURS = 12;
/** A session that has passed the password but not the second factor lasts this long. */
export const STAFF_SIGN_IN_MINUTES = 10;
/** Wrong authenticator codes that end a sign-in. */
export const TOTP_MAX_ATTEMPTS = 5;
/** RFC 6238 as every authenticator app reads it: 6 digits every 30 s, SHA-1, one step of drift. */
export const TOTP = { digits: 6, period: 30, algorithm: 'SHA1', window: 1 } as const;
/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Kilau Back Office';
/** The staff session cookie (never the member's). */
export const STAFF_SESSION_COOKIE = 'kilau_staff';
/** Staff passwords: longer than a member's. */
export const STAFF_PASSWORD_LENGTH = { min: 10, max: 128 } as const;
export const STAFF_NAME_MAX = 80;
