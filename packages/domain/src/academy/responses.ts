import { CatalogRefSchema, HexColourSchema, ProductTileSchema } from '../catalog/responses';
import { z } from '../shared/zod';

/**
 * What the academy's storefront calls answer (ADR 0020; docs/design/academy.md): the API's
 * response schemas and the web's types. Times are ISO 8601 (UTC); texts are in the request's
 * language (the API picks `_id`/`_en`).
 */

export const ACADEMY_ENROLMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AcademyEnrolmentStatus = (typeof ACADEMY_ENROLMENT_STATUSES)[number];
export const ACADEMY_WORKPLACE_KINDS = [
  'shopper',
  'beauty_advisor',
  'store_owner',
  'makeup_artist',
  'student',
  'other',
] as const;
export type AcademyWorkplaceKind = (typeof ACADEMY_WORKPLACE_KINDS)[number];
export const ACADEMY_CLASS_STATES = ['locked', 'open', 'read', 'done'] as const;
export const ACADEMY_LEVEL_STATES = ['locked', 'open', 'ready', 'completed'] as const;
export const ACADEMY_WINNER_KINDS = ['graduate', 'top_scorer'] as const;
export type AcademyWinnerKind = (typeof ACADEMY_WINNER_KINDS)[number];

/** `GET /api/academy/settings`: the academy as every page shows it (public). */
export const AcademySettingsViewSchema = z.object({
  name: z.string(),
  path_segment: z.string(),
  brand: CatalogRefSchema.extend({ logo_url: z.string().nullable() }),
  tagline: z.string(),
  description: z.string(),
  logo_url: z.string().nullable(),
  primary_colour: HexColourSchema,
  accent_colour: HexColourSchema,
  is_active: z.boolean(),
  levels_count: z.number(),
  classes_count: z.number(),
  graduates_count: z.number(),
});
export type AcademySettingsView = z.infer<typeof AcademySettingsViewSchema>;

/** A class as the syllabus lists it: no lesson content. */
export const AcademyClassSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  position: z.number(),
  title: z.string(),
  summary: z.string(),
  owner: z.string(),
  cover_image: z.string().nullable(),
  question_count: z.number(),
  pass_mark: z.number(),
  /** null: unlimited attempts. */
  max_attempts: z.number().nullable(),
});
export type AcademyClassSummary = z.infer<typeof AcademyClassSummarySchema>;

export const AcademyAssignmentSchema = z.object({
  title: z.string(),
  brief: z.string(),
  pass_score: z.number(),
});

/** `GET /api/academy/levels`: the syllabus (public). */
export const AcademyLevelSchema = z.object({
  id: z.number(),
  position: z.number(),
  title: z.string(),
  summary: z.string(),
  /** The practice paper this level sets, or null. */
  assignment: AcademyAssignmentSchema.nullable(),
  classes: z.array(AcademyClassSummarySchema),
});
export type AcademyLevel = z.infer<typeof AcademyLevelSchema>;

/** `GET /api/academy/enrollment-submission`: the member's own enrolment, or null. */
export const AcademyEnrolmentViewSchema = z.object({
  id: z.number(),
  status: z.enum(ACADEMY_ENROLMENT_STATUSES),
  full_name: z.string(),
  phone_no: z.string(),
  city: z.string(),
  workplace_kind: z.enum(ACADEMY_WORKPLACE_KINDS),
  workplace_name: z.string(),
  instagram: z.string(),
  motivation: z.string(),
  rejection_reason: z.string().nullable(),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
  /** The partner products the member said they use, as tiles. */
  products: z.array(ProductTileSchema),
});
export type AcademyEnrolmentView = z.infer<typeof AcademyEnrolmentViewSchema>;

export const AcademyPaperViewSchema = z.object({
  id: z.number(),
  level_id: z.number(),
  attempt_no: z.number(),
  body: z.string(),
  /** Short-lived links to the images the member attached. */
  images: z.array(z.string()),
  status: z.enum(['submitted', 'scored']),
  score: z.number().nullable(),
  passed: z.boolean().nullable(),
  feedback: z.string().nullable(),
  created_at: z.string(),
  scored_at: z.string().nullable(),
});
export type AcademyPaperView = z.infer<typeof AcademyPaperViewSchema>;

export const AcademyClassRefSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
});
export type AcademyClassRef = z.infer<typeof AcademyClassRefSchema>;

/** `GET /api/academy/user-progress`: an approved member's progress. */
export const AcademyProgressSchema = z.object({
  started_at: z.string(),
  graduated_at: z.string().nullable(),
  /** Where the member left off (`PUT user-progress`), or null. */
  last_class: AcademyClassRefSchema.nullable(),
  /** The class to take next, or null when none is left. */
  next_class: AcademyClassRefSchema.nullable(),
  percent: z.number(),
  levels: z.array(
    z.object({
      id: z.number(),
      state: z.enum(ACADEMY_LEVEL_STATES),
      completed_at: z.string().nullable(),
      /** The level's practice paper may be handed in now. */
      paper_open: z.boolean(),
      /** The member's latest paper for this level, or null. */
      paper: AcademyPaperViewSchema.nullable(),
      classes: z.array(
        z.object({
          id: z.number(),
          slug: z.string(),
          state: z.enum(ACADEMY_CLASS_STATES),
          attempts: z.number(),
          best_score: z.number().nullable(),
          /** null: unlimited. */
          attempts_left: z.number().nullable(),
        }),
      ),
    }),
  ),
  /** The certificate's code once graduated, else null. */
  certificate_code: z.string().nullable(),
});
export type AcademyProgress = z.infer<typeof AcademyProgressSchema>;

export const AcademyAttachmentSchema = z.object({
  id: z.number(),
  name: z.string(),
  content_type: z.string(),
  size_bytes: z.number(),
  /** A short-lived link (null in lists). */
  url: z.string().nullable(),
});
export type AcademyAttachment = z.infer<typeof AcademyAttachmentSchema>;

/** `GET /api/academy/classes/{slug}`: a reached class with its lesson. */
export const AcademyClassDetailSchema = z.object({
  id: z.number(),
  slug: z.string(),
  post_id: z.number(),
  position: z.number(),
  level: z.object({ id: z.number(), position: z.number(), title: z.string() }),
  title: z.string(),
  summary: z.string(),
  owner: z.string(),
  cover_image: z.string().nullable(),
  tags: z.array(z.string()),
  published_at: z.string(),
  /** The lesson, Markdown rendered to HTML by the API (ADR 0043). */
  content_html: z.string(),
  attachments: z.array(AcademyAttachmentSchema),
  state: z.enum(ACADEMY_CLASS_STATES),
  quiz: z.object({
    question_count: z.number(),
    pass_mark: z.number(),
    max_attempts: z.number().nullable(),
    attempts: z.number(),
    best_score: z.number().nullable(),
    passed: z.boolean(),
  }),
  previous: AcademyClassRefSchema.nullable(),
  next: AcademyClassRefSchema.extend({ state: z.enum(ACADEMY_CLASS_STATES) }).nullable(),
  comment_count: z.number(),
});
export type AcademyClassDetail = z.infer<typeof AcademyClassDetailSchema>;

/** `GET /api/academy/classes/{slug}/quiz`: the questions, never which option is right. */
export const AcademyQuizViewSchema = z.object({
  class: AcademyClassRefSchema,
  pass_mark: z.number(),
  max_attempts: z.number().nullable(),
  attempts: z.number(),
  passed: z.boolean(),
  questions: z.array(
    z.object({
      id: z.number(),
      position: z.number(),
      prompt: z.string(),
      options: z.array(z.object({ id: z.number(), position: z.number(), label: z.string() })),
    }),
  ),
});
export type AcademyQuizView = z.infer<typeof AcademyQuizViewSchema>;

/** `POST /api/academy/classes/{slug}/quiz`: the scored attempt. */
export const AcademyQuizAttemptSchema = z.object({
  attempt_no: z.number(),
  correct: z.number(),
  total: z.number(),
  score: z.number(),
  pass_mark: z.number(),
  passed: z.boolean(),
  /** null: unlimited. */
  attempts_left: z.number().nullable(),
  /** Per question: right or not, with its explanation (the right option is never named). */
  results: z.array(
    z.object({ question_id: z.number(), correct: z.boolean(), explanation: z.string() }),
  ),
  /** The class that opened, when this attempt passed and another follows. */
  next_class: AcademyClassRefSchema.nullable(),
});
export type AcademyQuizAttempt = z.infer<typeof AcademyQuizAttemptSchema>;

/** `POST /api/academy/complete-level`. */
export const AcademyLevelCompletionSchema = z.object({
  level_id: z.number(),
  completed_at: z.string(),
  graduated: z.boolean(),
  certificate: z.object({ code: z.string(), voucher_code: z.string().nullable() }).nullable(),
});
export type AcademyLevelCompletion = z.infer<typeof AcademyLevelCompletionSchema>;

/** `GET /api/academy/winners/all`: winners by month, newest first. */
export const AcademyWinnerSchema = z.object({
  period: z.string(),
  kind: z.enum(ACADEMY_WINNER_KINDS),
  rank: z.number(),
  /** The member's display name, shortened (first name and an initial). */
  name: z.string(),
  image_url: z.string().nullable(),
  note: z.string(),
});
export type AcademyWinner = z.infer<typeof AcademyWinnerSchema>;

/** `GET /api/academy/certificate` (the graduate's own). */
export const AcademyCertificateSchema = z.object({
  code: z.string(),
  holder_name: z.string(),
  academy_name: z.string(),
  issued_at: z.string(),
  voucher_code: z.string().nullable(),
});
export type AcademyCertificate = z.infer<typeof AcademyCertificateSchema>;

/** `GET /api/academy/certificates/{code}`: what the public verification page confirms. */
export const AcademyCertificateCheckSchema = AcademyCertificateSchema.omit({ voucher_code: true });
export type AcademyCertificateCheck = z.infer<typeof AcademyCertificateCheckSchema>;

/** `GET /api/content/posts`: a post (001 §3: _id, title, owner, summary, attachments, created_at, content, tags). */
export const AcademyPostSchema = z.object({
  _id: z.string(),
  id: z.number(),
  slug: z.string(),
  kind: z.enum(['course', 'article']),
  title: z.string(),
  owner: z.string(),
  summary: z.string(),
  cover_image: z.string().nullable(),
  tags: z.array(z.string()),
  created_at: z.string(),
  published_at: z.string(),
  /** HTML from Markdown; null for a course whose class the member has not reached. */
  content: z.string().nullable(),
  attachments: z.array(AcademyAttachmentSchema),
  comment_count: z.number(),
  /** A course's class and its state for the member; null for an article. */
  class: z
    .object({
      id: z.number(),
      slug: z.string(),
      level_id: z.number(),
      state: z.enum(ACADEMY_CLASS_STATES),
    })
    .nullable(),
});
export type AcademyPost = z.infer<typeof AcademyPostSchema>;

/** `GET /api/content/posts/{id}/comments`. */
export const AcademyCommentSchema = z.object({
  _id: z.string(),
  id: z.number(),
  body: z.string(),
  created_at: z.string(),
  author: z.object({ name: z.string(), image_url: z.string().nullable() }),
  is_mine: z.boolean(),
  /** Held by the filter: only its author sees it, marked as waiting. */
  is_held: z.boolean(),
});
export type AcademyComment = z.infer<typeof AcademyCommentSchema>;
export const AcademyCommentCountSchema = z.object({ count: z.number() });
