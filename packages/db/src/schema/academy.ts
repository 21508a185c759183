import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './foundation';

/** The academy (migration 0052, docs/design/academy.md). */

export type AcademyEnrolmentMode = 'manual' | 'auto_all' | 'auto_buyers';
export type AcademyEnrolmentStatus = 'pending' | 'approved' | 'rejected';
export type AcademyWorkplaceKind =
  | 'shopper'
  | 'beauty_advisor'
  | 'store_owner'
  | 'makeup_artist'
  | 'student'
  | 'other';
export type AcademyPostKind = 'course' | 'article';
export type AcademyPaperStatus = 'submitted' | 'scored';
export type AcademyCommentStatus = 'published' | 'held' | 'removed';
export type AcademyCommentReportReason = 'spam' | 'offensive' | 'misleading' | 'other';
export type AcademyWinnerKind = 'graduate' | 'top_scorer';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AcademySettingsTable {
  id: Generated<number>;
  name: string;
  path_segment: string;
  brand_id: number;
  tagline_id: Generated<string>;
  tagline_en: Generated<string>;
  description_id: Generated<string>;
  description_en: Generated<string>;
  logo_url: string | null;
  primary_colour: Generated<string>;
  accent_colour: Generated<string>;
  enrolment_mode: Generated<AcademyEnrolmentMode>;
  graduation_voucher_id: number | null;
  is_active: Generated<boolean>;
  version: Generated<number>;
  updated_at: CreatedAt;
}

export interface AcademyLevelsTable {
  id: Generated<number>;
  position: number;
  title_id: string;
  title_en: string;
  summary_id: Generated<string>;
  summary_en: Generated<string>;
  assignment_title_id: string | null;
  assignment_title_en: string | null;
  assignment_brief_id: string | null;
  assignment_brief_en: string | null;
  assignment_pass_score: number | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface AcademyPostsTable {
  id: Generated<number>;
  kind: AcademyPostKind;
  slug: string;
  title_id: string;
  title_en: string;
  summary_id: Generated<string>;
  summary_en: Generated<string>;
  content_id: Generated<string>;
  content_en: Generated<string>;
  owner: string;
  cover_image: string | null;
  tags: Generated<string[]>;
  is_published: Generated<boolean>;
  published_at: CreatedAt;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface AcademyPostAttachmentsTable {
  id: Generated<number>;
  post_id: number;
  position: number;
  name: string;
  storage_key: string;
  content_type: string;
  size_bytes: number;
  created_at: CreatedAt;
}

export interface AcademyClassesTable {
  id: Generated<number>;
  level_id: number;
  position: number;
  post_id: number;
  pass_mark: Generated<number>;
  max_attempts: number | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface AcademyQuizQuestionsTable {
  id: Generated<number>;
  class_id: number;
  position: number;
  prompt_id: string;
  prompt_en: string;
  explanation_id: Generated<string>;
  explanation_en: Generated<string>;
  version: Generated<number>;
}

export interface AcademyQuizOptionsTable {
  id: Generated<number>;
  question_id: number;
  position: number;
  label_id: string;
  label_en: string;
  is_correct: Generated<boolean>;
}

export interface AcademyEnrolmentsTable {
  id: Generated<number>;
  user_id: number;
  status: AcademyEnrolmentStatus;
  full_name: string;
  phone_no: string;
  city: string;
  workplace_kind: AcademyWorkplaceKind;
  workplace_name: Generated<string>;
  instagram: Generated<string>;
  motivation: Generated<string>;
  rejection_reason: string | null;
  auto_approved: Generated<boolean>;
  decided_by: number | null;
  decided_at: Timestamp | null;
  submitted_at: Timestamp;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface AcademyEnrolmentProductsTable {
  enrolment_id: number;
  product_id: number;
  position: number;
}

export interface AcademyProgressTable {
  user_id: number;
  last_class_id: number | null;
  started_at: Timestamp;
  graduated_at: Timestamp | null;
  version: Generated<number>;
  updated_at: Timestamp;
}

export interface AcademyClassProgressTable {
  user_id: number;
  class_id: number;
  read_at: Timestamp | null;
  passed_at: Timestamp | null;
  attempts: Generated<number>;
  best_score: number | null;
}

export interface AcademyQuizAttemptsTable {
  id: Generated<number>;
  user_id: number;
  class_id: number;
  attempt_no: number;
  correct: number;
  total: number;
  score: number;
  passed: boolean;
  /** Question id → the option id chosen, as sent. */
  answers: ColumnType<Record<string, number>, string, string>;
  created_at: Timestamp;
}

export interface AcademyLevelCompletionsTable {
  user_id: number;
  level_id: number;
  completed_at: Timestamp;
}

export interface AcademyPracticePapersTable {
  id: Generated<number>;
  user_id: number;
  level_id: number;
  attempt_no: number;
  body: string;
  status: Generated<AcademyPaperStatus>;
  score: number | null;
  passed: boolean | null;
  feedback: string | null;
  scored_by: number | null;
  scored_at: Timestamp | null;
  version: Generated<number>;
  created_at: Timestamp;
}

export interface AcademyPracticePaperImagesTable {
  paper_id: number;
  position: number;
  storage_key: string;
}

export interface AcademyPostCommentsTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  body: string;
  status: Generated<AcademyCommentStatus>;
  hold_reasons: Generated<string[]>;
  report_count: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AcademyCommentReportsTable {
  comment_id: number;
  user_id: number;
  reason: AcademyCommentReportReason;
  note: Generated<string>;
  created_at: Timestamp;
}

export interface AcademyWinnersTable {
  id: Generated<number>;
  period: string;
  kind: AcademyWinnerKind;
  user_id: number;
  rank: number;
  note: Generated<string>;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface AcademyCertificatesTable {
  id: Generated<number>;
  user_id: number;
  code: string;
  holder_name: string;
  academy_name: string;
  voucher_code: string | null;
  issued_at: Timestamp;
}
