/** Content pages (docs/design/content.md). */
export const CONTENT_PAGE_KINDS = ['page', 'faq'] as const;
export type ContentPageKind = (typeof CONTENT_PAGE_KINDS)[number];

export const CONTENT_LOCALES = ['id', 'en'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/** The back office's view of a page: never published, live as saved, or a draft waiting. */
export const CONTENT_PAGE_STATUSES = ['draft', 'published', 'changed'] as const;
export type ContentPageStatus = (typeof CONTENT_PAGE_STATUSES)[number];

export const CONTENT_TITLE_MAX = 120;
export const CONTENT_DESCRIPTION_MAX = 300;
export const CONTENT_BODY_MAX = 100_000;
/** A page's key: lower-case letters, digits and dashes (`privacy-policy`). */
export const CONTENT_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,59}$/;
/** A storefront path: `/` then lower-case segments (`/page/kebijakan-privasi`). */
export const CONTENT_PATH_PATTERN = /^(\/[a-z0-9][a-z0-9-]{0,79}){1,3}$/;
/** An editor's picture: png, jpg or webp, at most 5 MB, stored as WebP at most 1,600 px wide. */
export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CONTENT_IMAGE_MAX_WIDTH = 1600;
export const CONTENT_IMAGE_ALT_MAX = 120;
