import { requiredText } from '../accounts/fields';
import { HEX_COLOUR } from '../catalog/swatch';
import type { Messages } from '../messages';
import { countInput, idInput, textInput, wholeNumber } from '../shared/input';
import { z } from '../shared/zod';
import { isAcademySegmentAllowed } from './academy-paths';

/**
 * The academy's back-office forms (issue 22, docs/design/academy.md; permission
 * `academy.manage`): settings, levels, posts, a class's quiz, enrolment decisions, paper scores,
 * winners. Every edit names the `version` it was read at.
 */

export const ACADEMY_ENROLMENT_MODES = ['manual', 'auto_all', 'auto_buyers'] as const;
export const ACADEMY_POST_KINDS = ['course', 'article'] as const;
export const ACADEMY_QUIZ_QUESTIONS_MAX = 30;
export const ACADEMY_ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
/** What a post's attachment may be: PDF, images, slides. */
export const ACADEMY_ATTACHMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
] as const;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PERIOD = /^[0-9]{4}-(0[1-9]|1[0-2])$/;

const line = (t: Messages, max: number, multiline = false) =>
  textInput({ message: t('text_control_characters'), multiline })
    .trim()
    .max(max, { error: t('admin_text_too_long', { max }) });
const required = (t: Messages, max: number, multiline = false) =>
  requiredText(t, { multiline }).max(max, { error: t('admin_text_too_long', { max }) });
const version = (t: Messages) =>
  wholeNumber({ min: 1, max: 2_147_483_647, message: t('validation_failed'), coerce: false });
const whole = (t: Messages, min: number, max: number) =>
  wholeNumber({ min, max, message: t('validation_failed'), coerce: false });
const colour = (t: Messages) =>
  textInput()
    .trim()
    .toLowerCase()
    .regex(HEX_COLOUR, { error: t('quiz_colour_invalid') });
const nullableUrl = (t: Messages) =>
  line(t, 500)
    .refine((value) => value === '' || /^(\/media\/|https:\/\/)[^\s"'<>]+$/.test(value), {
      error: t('quiz_image_url_invalid'),
    })
    .nullable()
    .transform((value) => (value ? value : null));

export const adminAcademySettingsSchema = (t: Messages) =>
  z.object({
    version: version(t),
    name: required(t, 60),
    path_segment: textInput({ message: t('text_control_characters') })
      .trim()
      .toLowerCase()
      .refine(isAcademySegmentAllowed, { error: t('academy_segment_reserved') }),
    brand_id: idInput(t('academy_brand_not_found')),
    tagline_id: line(t, 160),
    tagline_en: line(t, 160),
    description_id: line(t, 2000, true),
    description_en: line(t, 2000, true),
    logo_url: nullableUrl(t),
    primary_colour: colour(t),
    accent_colour: colour(t),
    enrolment_mode: z.enum(ACADEMY_ENROLMENT_MODES, { error: t('option_invalid') }),
    graduation_voucher_id: idInput(t('academy_voucher_not_found')).nullable(),
    is_active: z.boolean({ error: t('option_invalid') }),
  });
export type AdminAcademySettingsInput = z.infer<ReturnType<typeof adminAcademySettingsSchema>>;

const levelFields = (t: Messages) => ({
  title_id: required(t, 120),
  title_en: required(t, 120),
  summary_id: line(t, 1000, true).default(''),
  summary_en: line(t, 1000, true).default(''),
  /** The level's practice paper, or null for none. */
  assignment: z
    .object({
      title_id: required(t, 160),
      title_en: required(t, 160),
      brief_id: required(t, 4000, true),
      brief_en: required(t, 4000, true),
      pass_score: whole(t, 1, 100),
    })
    .nullable()
    .default(null),
});
export const adminAcademyLevelCreateSchema = (t: Messages) => z.object(levelFields(t));
export type AdminAcademyLevelCreate = z.infer<ReturnType<typeof adminAcademyLevelCreateSchema>>;
export const adminAcademyLevelUpdateSchema = (t: Messages) =>
  z.object({ ...levelFields(t), version: version(t) });
export type AdminAcademyLevelUpdate = z.infer<ReturnType<typeof adminAcademyLevelUpdateSchema>>;
export const adminAcademyLevelOrderSchema = (t: Messages) =>
  z.object({
    ids: z
      .array(idInput(t('academy_level_not_found')), { error: t('validation_failed') })
      .min(1, { error: t('validation_failed') })
      .max(50, { error: t('validation_failed') })
      .refine((ids) => new Set(ids).size === ids.length, { error: t('validation_failed') }),
  });

const postFields = (t: Messages) => ({
  slug: textInput({ message: t('text_control_characters') })
    .trim()
    .max(80, { error: t('admin_text_too_long', { max: 80 }) })
    .regex(SLUG, { error: t('product_slug_format') }),
  title_id: required(t, 160),
  title_en: required(t, 160),
  summary_id: line(t, 500, true).default(''),
  summary_en: line(t, 500, true).default(''),
  content_id: line(t, 50000, true).default(''),
  content_en: line(t, 50000, true).default(''),
  owner: required(t, 80),
  cover_image: nullableUrl(t).default(null),
  tags: z
    .array(required(t, 40), { error: t('validation_failed') })
    .max(20, { error: t('validation_failed') })
    .default([]),
  is_published: z.boolean({ error: t('option_invalid') }).default(true),
  published_at: z.iso.datetime({ offset: true, error: t('validation_failed') }).optional(),
});
export const adminAcademyPostCreateSchema = (t: Messages) =>
  z.object({
    ...postFields(t),
    kind: z.enum(ACADEMY_POST_KINDS, { error: t('option_invalid') }),
    /** A course's level (required for a course; its class goes at the level's end). */
    level_id: idInput(t('academy_level_not_found')).optional(),
    pass_mark: whole(t, 1, 100).default(70),
    max_attempts: whole(t, 1, 20).nullable().default(null),
  });
export type AdminAcademyPostCreate = z.infer<ReturnType<typeof adminAcademyPostCreateSchema>>;
export const adminAcademyPostUpdateSchema = (t: Messages) =>
  z.object({ ...postFields(t), version: version(t) });
export type AdminAcademyPostUpdate = z.infer<ReturnType<typeof adminAcademyPostUpdateSchema>>;

/** A lesson's unsaved Markdown, for the editor's live preview (nothing is saved). */
export const adminAcademyPreviewSchema = (t: Messages) =>
  z.object({ content: line(t, 50000, true).default('') });

export const adminAcademyQuizSchema = (t: Messages) =>
  z.object({
    /** The class's version. */
    version: version(t),
    pass_mark: whole(t, 1, 100),
    max_attempts: whole(t, 1, 20).nullable(),
    questions: z
      .array(
        z.object({
          prompt_id: required(t, 500, true),
          prompt_en: required(t, 500, true),
          explanation_id: line(t, 1000, true).default(''),
          explanation_en: line(t, 1000, true).default(''),
          options: z
            .array(
              z.object({
                label_id: required(t, 300),
                label_en: required(t, 300),
                is_correct: z.boolean({ error: t('option_invalid') }),
              }),
              { error: t('validation_failed') },
            )
            .min(2, { error: t('academy_quiz_options_count') })
            .max(6, { error: t('academy_quiz_options_count') })
            .refine((options) => options.filter((option) => option.is_correct).length === 1, {
              error: t('academy_quiz_one_correct'),
            }),
        }),
        { error: t('validation_failed') },
      )
      .max(ACADEMY_QUIZ_QUESTIONS_MAX, { error: t('validation_failed') }),
  });
export type AdminAcademyQuizInput = z.infer<ReturnType<typeof adminAcademyQuizSchema>>;

export const adminAcademyRejectSchema = (t: Messages) =>
  z.object({ reason: required(t, 500, true) });
export const adminAcademyScoreSchema = (t: Messages) =>
  z.object({
    version: version(t),
    score: whole(t, 0, 100),
    feedback: line(t, 2000, true).default(''),
  });
export type AdminAcademyScoreInput = z.infer<ReturnType<typeof adminAcademyScoreSchema>>;

const period = (t: Messages) =>
  textInput()
    .trim()
    .regex(PERIOD, { error: t('academy_period_invalid') });
export const adminAcademyWinnerSchema = (t: Messages) =>
  z.object({
    period: period(t),
    kind: z.enum(['graduate', 'top_scorer'], { error: t('option_invalid') }),
    user_id: idInput(t('academy_member_not_found')),
    rank: whole(t, 1, 100),
    note: line(t, 200).default(''),
  });
export type AdminAcademyWinnerInput = z.infer<ReturnType<typeof adminAcademyWinnerSchema>>;
export const adminAcademyPeriodQuerySchema = (t: Messages) => z.object({ period: period(t) });

export const adminAcademyQueueQuerySchema = <S extends readonly [string, ...string[]]>(
  t: Messages,
  statuses: S,
) =>
  z.object({
    status: z.enum(statuses, { error: t('option_invalid') }).optional(),
    page: countInput(1, 10_000).default(1),
  });
