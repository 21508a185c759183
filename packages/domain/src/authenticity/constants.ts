/** Authenticity checks (docs/design/authenticity.md, ADR 0045). */

/** The printed code's characters: digits and capitals without 0/O and 1/I (easily misread). */
export const AUTHENTICITY_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** Characters of a code: 11 random ones and a check character (Luhn mod 32). */
export const AUTHENTICITY_CODE_LENGTH = 12;
/** Printed in groups of four: `XXXX-XXXX-XXXX`. */
export const AUTHENTICITY_CODE_GROUP = 4;
/** What a shopper may type before normalising (dashes and spaces included). */
export const AUTHENTICITY_CODE_INPUT_MAX = 40;

/** Checks per IP and per member in a window (any result). */
export const AUTHENTICITY_CHECKS_PER_WINDOW = 10;
export const AUTHENTICITY_CHECK_WINDOW_MS = 10 * 60_000;
/** Unknown codes per IP and per member in a window: the guess limit. */
export const AUTHENTICITY_UNKNOWN_PER_WINDOW = 5;
export const AUTHENTICITY_UNKNOWN_WINDOW_MS = 60 * 60_000;

/** A batch's codes: at least one, at most this many. */
export const AUTHENTICITY_BATCH_CODES_MAX = 10_000;
export const AUTHENTICITY_BATCH_NUMBER_MAX = 40;
/** A member's history page. */
export const AUTHENTICITY_HISTORY_PAGE = 10;

export const AUTHENTICITY_RESULTS = ['genuine', 'already_checked', 'unknown'] as const;
export type AuthenticityResult = (typeof AUTHENTICITY_RESULTS)[number];
