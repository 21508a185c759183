import { z } from '../shared/zod';
import { ACADEMY_ENROLMENT_MODES, ACADEMY_POST_KINDS } from './admin-forms';
import {
  ACADEMY_ENROLMENT_STATUSES,
  ACADEMY_WINNER_KINDS,
  ACADEMY_WORKPLACE_KINDS,
  AcademyAttachmentSchema,
} from './responses';

/**
 * What the academy's back-office calls answer (`/api/admin/academy`, permission
 * `academy.manage`; ADR 0020): both languages of every text, and each row's `version`.
 */

export const AdminAcademySettingsSchema = z.object({
  name: z.string(),
  path_segment: z.string(),
  brand_id: z.number(),
  brand_name: z.string(),
  tagline_id: z.string(),
  tagline_en: z.string(),
  description_id: z.string(),
  description_en: z.string(),
  logo_url: z.string().nullable(),
  primary_colour: z.string(),
  accent_colour: z.string(),
  enrolment_mode: z.enum(ACADEMY_ENROLMENT_MODES),
  graduation_voucher_id: z.number().nullable(),
  is_active: z.boolean(),
  version: z.number(),
  updated_at: z.string(),
});
export type AdminAcademySettings = z.infer<typeof AdminAcademySettingsSchema>;

export const AdminAcademyLevelSchema = z.object({
  id: z.number(),
  position: z.number(),
  title_id: z.string(),
  title_en: z.string(),
  summary_id: z.string(),
  summary_en: z.string(),
  assignment: z
    .object({
      title_id: z.string(),
      title_en: z.string(),
      brief_id: z.string(),
      brief_en: z.string(),
      pass_score: z.number(),
    })
    .nullable(),
  class_count: z.number(),
  version: z.number(),
});
export type AdminAcademyLevel = z.infer<typeof AdminAcademyLevelSchema>;

export const AdminAcademyPostSummarySchema = z.object({
  id: z.number(),
  kind: z.enum(ACADEMY_POST_KINDS),
  slug: z.string(),
  title_id: z.string(),
  title_en: z.string(),
  owner: z.string(),
  is_published: z.boolean(),
  published_at: z.string(),
  /** A course's class: its level and position; null for an article. */
  class: z.object({ id: z.number(), level_id: z.number(), position: z.number() }).nullable(),
  version: z.number(),
});
export type AdminAcademyPostSummary = z.infer<typeof AdminAcademyPostSummarySchema>;

export const AdminAcademyQuizSchema = z.object({
  class_id: z.number(),
  pass_mark: z.number(),
  max_attempts: z.number().nullable(),
  /** The class's version: the quiz's edit names it. */
  version: z.number(),
  questions: z.array(
    z.object({
      id: z.number(),
      position: z.number(),
      prompt_id: z.string(),
      prompt_en: z.string(),
      explanation_id: z.string(),
      explanation_en: z.string(),
      options: z.array(
        z.object({
          id: z.number(),
          position: z.number(),
          label_id: z.string(),
          label_en: z.string(),
          is_correct: z.boolean(),
        }),
      ),
    }),
  ),
});
export type AdminAcademyQuiz = z.infer<typeof AdminAcademyQuizSchema>;

export const AdminAcademyPostSchema = AdminAcademyPostSummarySchema.extend({
  summary_id: z.string(),
  summary_en: z.string(),
  content_id: z.string(),
  content_en: z.string(),
  cover_image: z.string().nullable(),
  tags: z.array(z.string()),
  attachments: z.array(AcademyAttachmentSchema),
  /** A course's quiz; null for an article. */
  quiz: AdminAcademyQuizSchema.nullable(),
});
export type AdminAcademyPost = z.infer<typeof AdminAcademyPostSchema>;

/** A lesson's Markdown as members will see it (the editor's live preview). */
export const AdminAcademyPreviewSchema = z.object({ html: z.string() });
export type AdminAcademyPreview = z.infer<typeof AdminAcademyPreviewSchema>;

export const AdminAcademyEnrolmentSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  member_email: z.string(),
  status: z.enum(ACADEMY_ENROLMENT_STATUSES),
  full_name: z.string(),
  phone_no: z.string(),
  city: z.string(),
  workplace_kind: z.enum(ACADEMY_WORKPLACE_KINDS),
  workplace_name: z.string(),
  instagram: z.string(),
  motivation: z.string(),
  rejection_reason: z.string().nullable(),
  auto_approved: z.boolean(),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
  /** The partner products the member uses, with the product's cover picture (null: none). */
  products: z.array(
    z.object({ id: z.number(), name: z.string(), cover_image: z.string().nullable() }),
  ),
  version: z.number(),
});
export type AdminAcademyEnrolment = z.infer<typeof AdminAcademyEnrolmentSchema>;

export const AdminAcademyPaperSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  member_email: z.string(),
  level_id: z.number(),
  level_title: z.string(),
  pass_score: z.number().nullable(),
  attempt_no: z.number(),
  body: z.string(),
  /** Short-lived links to the images (empty in the queue's list). */
  images: z.array(z.string()),
  status: z.enum(['submitted', 'scored']),
  score: z.number().nullable(),
  passed: z.boolean().nullable(),
  feedback: z.string().nullable(),
  created_at: z.string(),
  scored_at: z.string().nullable(),
  version: z.number(),
});
export type AdminAcademyPaper = z.infer<typeof AdminAcademyPaperSchema>;

export const AdminAcademyCommentSchema = z.object({
  id: z.number(),
  post_id: z.number(),
  post_title: z.string(),
  user_id: z.number(),
  member_email: z.string(),
  body: z.string(),
  status: z.enum(['published', 'held', 'removed']),
  hold_reasons: z.array(z.string()),
  report_count: z.number(),
  created_at: z.string(),
});
export type AdminAcademyComment = z.infer<typeof AdminAcademyCommentSchema>;

export const AdminAcademyWinnerSchema = z.object({
  id: z.number(),
  period: z.string(),
  kind: z.enum(ACADEMY_WINNER_KINDS),
  user_id: z.number(),
  member_email: z.string(),
  rank: z.number(),
  note: z.string(),
  created_at: z.string(),
});
export type AdminAcademyWinner = z.infer<typeof AdminAcademyWinnerSchema>;

export const AdminAcademyCandidatesSchema = z.object({
  period: z.string(),
  graduates: z.array(
    z.object({ user_id: z.number(), member_email: z.string(), graduated_at: z.string() }),
  ),
  top_scorers: z.array(
    z.object({
      user_id: z.number(),
      member_email: z.string(),
      average_score: z.number(),
      attempts: z.number(),
    }),
  ),
});
export type AdminAcademyCandidates = z.infer<typeof AdminAcademyCandidatesSchema>;

export const AdminAcademyAttemptsResetSchema = z.object({
  user_id: z.number(),
  class_id: z.number(),
  attempts_removed: z.number(),
});
