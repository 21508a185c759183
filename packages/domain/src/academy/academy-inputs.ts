import { messagesFor, type MessagesIn } from '../messages';
import { countInput, idInput, textInput, wholeNumber, BIGINT_ID_RANGE } from '../shared/input';
import { normalizePhoneNumber } from '../shared/phone';
import { z } from '../shared/zod';
import {
  ACADEMY_COMMENT_MAX,
  ACADEMY_COMMENT_REPORT_REASONS,
  ACADEMY_COMMENTS_LIMIT,
  ACADEMY_COURSES_LIMIT,
  ACADEMY_ENROLMENT_PRODUCTS,
  ACADEMY_PAPER_IMAGES_MAX,
} from './academy-limits';
import { ACADEMY_WORKPLACE_KINDS } from './responses';

/**
 * What the academy's storefront calls read (issue 22, docs/design/academy.md): the enrolment
 * form (one schema for the web's form and the API's body), and the small bodies and queries of
 * the progress, quiz, paper, post and comment calls.
 */

/** An Indonesian mobile number as typed (08…, 628…, +62 8…) → `08…`. */
export const ACADEMY_PHONE = /^08\d{7,12}$/;

const required = (t: ReturnType<typeof messagesFor>, max: number, multiline = false) =>
  textInput({ error: () => t('required'), message: t('text_control_characters'), multiline })
    .trim()
    .min(1, { error: t('required') })
    .max(max, { error: t('academy_text_too_long', { max }) });
const optional = (t: ReturnType<typeof messagesFor>, max: number, multiline = false) =>
  textInput({ message: t('text_control_characters'), multiline })
    .trim()
    .max(max, { error: t('academy_text_too_long', { max }) })
    .default('');

/** The enrolment form (`POST /api/academy/enrollment-submission`). */
export const createAcademyEnrolmentSchema = (messages?: MessagesIn) => {
  const t = messagesFor(messages);
  return z.object({
    full_name: required(t, 100),
    phone_no: textInput({ error: () => t('required'), message: t('text_control_characters') })
      .trim()
      .min(1, { error: t('required') })
      .transform((typed, context) => {
        const national = normalizePhoneNumber(typed);
        const phone = `0${national}`;
        if (!national || !ACADEMY_PHONE.test(phone)) {
          context.addIssue({ code: 'custom', message: t('academy_phone_invalid') });
          return z.NEVER;
        }
        return phone;
      }),
    city: required(t, 80),
    workplace_kind: z.enum(ACADEMY_WORKPLACE_KINDS, { error: () => t('validation_failed') }),
    workplace_name: optional(t, 120),
    instagram: optional(t, 60),
    motivation: optional(t, 1000, true),
    product_ids: z
      .array(wholeNumber({ ...BIGINT_ID_RANGE, coerce: false, message: t('id_invalid') }), {
        error: () => t('academy_products_count', ACADEMY_ENROLMENT_PRODUCTS),
      })
      .min(ACADEMY_ENROLMENT_PRODUCTS.min, {
        error: t('academy_products_count', ACADEMY_ENROLMENT_PRODUCTS),
      })
      .max(ACADEMY_ENROLMENT_PRODUCTS.max, {
        error: t('academy_products_count', ACADEMY_ENROLMENT_PRODUCTS),
      })
      .refine((ids) => new Set(ids).size === ids.length, {
        error: t('academy_products_invalid'),
      }),
  });
};
export type AcademyEnrolmentInput = z.infer<ReturnType<typeof createAcademyEnrolmentSchema>>;

/** `GET enrollment-submission?filter[user.id]=`. */
export const AcademyEnrolmentQuerySchema = z.object({ 'filter[user.id]': idInput().optional() });

export const AcademyProgressUpdateSchema = z.object({
  last_class_id: wholeNumber({ ...BIGINT_ID_RANGE, coerce: false }),
});
export const AcademyCompleteLevelSchema = z.object({
  level_id: wholeNumber({ ...BIGINT_ID_RANGE, coerce: false }),
});
export const AcademyClassIdParamsSchema = z.object({ classId: idInput() });
export const AcademySlugParamsSchema = z.object({
  slug: textInput()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'academy_class_not_found' })
    .max(120),
});
export const AcademyCodeParamsSchema = z.object({ code: textInput().max(40) });

export const AcademyQuizAnswersSchema = z.object({
  answers: z
    .array(
      z.object({
        question_id: wholeNumber({ ...BIGINT_ID_RANGE, coerce: false }),
        option_id: wholeNumber({ ...BIGINT_ID_RANGE, coerce: false }),
      }),
      { error: () => 'academy_quiz_answers_incomplete' },
    )
    .min(1, { error: 'academy_quiz_answers_incomplete' })
    .max(200, { error: 'academy_quiz_answers_incomplete' }),
});
export type AcademyQuizAnswers = z.infer<typeof AcademyQuizAnswersSchema>;

/** `POST practice-papers`: the level, the text, and up to five uploaded images by name. */
export const createAcademyPaperSchema = (messages?: MessagesIn) => {
  const t = messagesFor(messages);
  return z.object({
    level_id: wholeNumber({ ...BIGINT_ID_RANGE, coerce: false }),
    body: required(t, 10_000, true),
    images: z
      .array(textInput().max(300), { error: () => t('validation_failed') })
      .max(ACADEMY_PAPER_IMAGES_MAX, {
        error: t('academy_images_too_many', { max: ACADEMY_PAPER_IMAGES_MAX }),
      })
      .default([]),
  });
};
export type AcademyPaperInput = z.infer<ReturnType<typeof createAcademyPaperSchema>>;

/** `GET /api/content/posts`. */
export const AcademyPostsQuerySchema = z.object({
  'filter[kind]': z.enum(['course', 'article']).default('article'),
  'filter[tags]': textInput().max(300).optional(),
  limit: countInput(1, ACADEMY_COURSES_LIMIT).optional(),
  skip: countInput(0, 100_000).default(0),
  sort: z.enum(['-published_at', 'published_at']).default('-published_at'),
});
export const AcademyPostParamsSchema = z.object({ postId: idInput() });
export const AcademyCommentParamsSchema = z.object({ commentId: idInput() });
export const AcademyCommentsQuerySchema = z.object({
  limit: countInput(1, ACADEMY_COMMENTS_LIMIT).default(10),
  skip: countInput(0, 100_000).default(0),
  sort: z.enum(['-created_at']).default('-created_at'),
});
export const createAcademyCommentSchema = (messages?: MessagesIn) => {
  const t = messagesFor(messages);
  return z.object({ body: required(t, ACADEMY_COMMENT_MAX, true) });
};
export const AcademyCommentReportSchema = z.object({
  reason: z.enum(ACADEMY_COMMENT_REPORT_REASONS, { error: () => 'validation_failed' }),
  note: textInput({ multiline: true }).trim().max(500).default(''),
});
