import { apiTimestamp } from '../shared/response';
import { z } from '../shared/zod';
import { CONTENT_LOCALES, CONTENT_PAGE_KINDS, CONTENT_PAGE_STATUSES } from './constants';

/** What the content calls answer (ADR 0020; docs/design/content.md). */

/** A heading of the page (h2, h3) with its anchor: the table of contents. */
export const ContentHeadingSchema = z.object({
  id: z.string(),
  text: z.string(),
  level: z.number(),
});
export type ContentHeading = z.infer<typeof ContentHeadingSchema>;

/** One question of a FAQ page (`### ` in its body) with its answer as HTML and plain text. */
export const FaqQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer_html: z.string(),
  answer_text: z.string(),
});
export type FaqQuestion = z.infer<typeof FaqQuestionSchema>;

/** A section of a FAQ page (`## `); questions before the first section have an empty title. */
export const FaqSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  questions: z.array(FaqQuestionSchema),
});
export type FaqSection = z.infer<typeof FaqSectionSchema>;

/** Markdown rendered: the HTML, its headings, and (kind `faq`) its sections and questions. */
export const RenderedContentSchema = z.object({
  html: z.string(),
  headings: z.array(ContentHeadingSchema),
  /** Kind `faq`: what comes before the first section or question, as HTML. */
  intro_html: z.string(),
  /** Kind `faq` only (empty for a page). */
  sections: z.array(FaqSectionSchema),
});
export type RenderedContent = z.infer<typeof RenderedContentSchema>;

/** `GET /api/content/pages/by-path`: a published page in the request's language. */
export const ContentPageSchema = RenderedContentSchema.extend({
  key: z.string(),
  path: z.string(),
  kind: z.enum(CONTENT_PAGE_KINDS),
  /** The language the words are in (`id` when the English text is empty). */
  locale: z.enum(CONTENT_LOCALES),
  title: z.string(),
  description: z.string(),
  published_at: apiTimestamp(),
  updated_at: apiTimestamp(),
});
export type ContentPage = z.infer<typeof ContentPageSchema>;

/** A page's words in one language. */
export const ContentTextSchema = z.object({
  title: z.string(),
  description: z.string(),
  body: z.string(),
});
export type ContentText = z.infer<typeof ContentTextSchema>;

const ContentTextsSchema = z.object({ id: ContentTextSchema, en: ContentTextSchema });

/** One row of `GET /api/admin/content/pages`. */
export const AdminContentPageRowSchema = z.object({
  key: z.string(),
  path: z.string(),
  kind: z.enum(CONTENT_PAGE_KINDS),
  /** The Indonesian draft's title. */
  title: z.string(),
  status: z.enum(CONTENT_PAGE_STATUSES),
  published_at: apiTimestamp().nullable(),
  updated_at: apiTimestamp(),
  /** The e-mail of the staff member who changed it last (null: the demo data). */
  updated_by: z.string().nullable(),
  version: z.number(),
});
export type AdminContentPageRow = z.infer<typeof AdminContentPageRowSchema>;

/** `GET /api/admin/content/pages/:key`: the draft and what shoppers see, both languages. */
export const AdminContentPageSchema = AdminContentPageRowSchema.extend({
  draft: ContentTextsSchema,
  /** Null while the page is not published. */
  published: ContentTextsSchema.nullable(),
});
export type AdminContentPage = z.infer<typeof AdminContentPageSchema>;

/** `POST /api/admin/content/images`: the stored picture and the Markdown that shows it. */
export const ContentImageSchema = z.object({ url: z.string(), markdown: z.string() });
export type ContentImage = z.infer<typeof ContentImageSchema>;
