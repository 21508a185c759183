/**
 * The academy's numbers and word lists (issue 22, docs/design/academy.md), apart from its
 * schemas: a page that only shows or counts loads no zod (ADR 0005).
 */

/** How many partner products an enrolment names. */
export const ACADEMY_ENROLMENT_PRODUCTS = { min: 1, max: 5 } as const;
/** How many images a practice paper carries. */
export const ACADEMY_PAPER_IMAGES_MAX = 5;
/** Page sizes (001 §9): courses 10, articles (content) 5, comments 50. */
export const ACADEMY_COURSES_LIMIT = 10;
export const ACADEMY_ARTICLES_LIMIT = 5;
export const ACADEMY_COMMENTS_LIMIT = 50;
/** How long a comment may be (characters). */
export const ACADEMY_COMMENT_MAX = 2000;
export const ACADEMY_COMMENT_REPORT_REASONS = ['spam', 'offensive', 'misleading', 'other'] as const;
export type AcademyCommentReportReason = (typeof ACADEMY_COMMENT_REPORT_REASONS)[number];
