/** The newsletter (issue 20, docs/design/newsletter.md). */

/** Where a subscription was asked for. */
export const NEWSLETTER_SOURCES = ['modal', 'footer', 'register', 'account'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** Where a guest may ask from (the register form and the account switch are members'). */
export const NEWSLETTER_GUEST_SOURCES = ['modal', 'footer'] as const;

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/**
 * The consent's wording, versioned: a change to the checkbox's words (or to what the newsletter
 * is) takes a new version, and each subscription keeps the version it agreed to (UU PDP 27/2022
 * art. 20–22: explicit consent that can be shown later).
 */
export const NEWSLETTER_CONSENT_VERSION = '2026-11';

/** The privacy policy the consent links to. */
export const NEWSLETTER_PRIVACY_PATH = '/page/kebijakan-privasi';

/** A confirm link works for 7 days. */
export const NEWSLETTER_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** At most one double opt-in mail per address every 10 minutes. */
export const NEWSLETTER_RESEND_INTERVAL_MS = 10 * 60 * 1000;

/** Subscribe requests per client IP and hour. */
export const NEWSLETTER_SUBSCRIBES_PER_IP_PER_HOUR = 10;

/** The storefront's pages the e-mails link to. */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** Tokens are 32 random bytes in base64url (43 characters); anything far off is refused. */
export const NEWSLETTER_TOKEN_LENGTH = { min: 20, max: 100 } as const;
