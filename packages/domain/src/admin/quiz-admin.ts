import { requiredText } from '../accounts/fields';
import { HEX_COLOUR } from '../catalog/swatch';
import { QUIZ_ANSWER_TYPES, QUIZ_SLUG_PATTERN } from '../engagement/quiz-rules';
import { QUIZ_UNDERTONES } from '../engagement/quiz-shade-rules';
import type { Messages } from '../messages';
import { idInput, textInput, wholeNumber } from '../shared/input';
import { z } from '../shared/zod';

/**
 * The beauty quiz in the back office (permission `quiz.write`; docs/design/beauty-quiz.md):
 * quizzes, their questions, their answers and each answer's result rules (tags with weights),
 * every edit at the `version` it was read at.
 */

export const QUIZ_TITLE_MAX = 120;
export const QUIZ_DESCRIPTION_MAX = 1000;
export const QUIZ_QUESTION_TEXT_MAX = 300;
export const QUIZ_ANSWER_TEXT_MAX = 200;
export const QUIZ_IMAGE_URL_MAX = 500;
export const QUIZ_POSITION_MAX = 100;
export const QUIZ_RULE_WEIGHT_MAX = 10;
export const QUIZ_RULES_PER_ANSWER = 10;

const text = (t: Messages, max: number) =>
  requiredText(t).max(max, { error: t('admin_text_too_long', { max }) });
const optionalLine = (t: Messages, max: number, multiline = false) =>
  textInput({ message: t('text_control_characters'), multiline })
    .trim()
    .max(max, { error: t('admin_text_too_long', { max }) });
const version = (t: Messages) =>
  wholeNumber({ min: 1, max: 2_147_483_647, message: t('validation_failed'), coerce: false });
const position = (t: Messages) =>
  wholeNumber({ min: 1, max: QUIZ_POSITION_MAX, message: t('validation_failed'), coerce: false });
/** A picture's address: the shop's media (`/media/…`) or https; blank is none. */
const imageUrl = (t: Messages) =>
  optionalLine(t, QUIZ_IMAGE_URL_MAX)
    .refine((value) => value === '' || /^(\/media\/|https:\/\/)[^\s"'<>]+$/.test(value), {
      error: t('quiz_image_url_invalid'),
    })
    .transform((value) => (value === '' ? null : value));
const colour = (t: Messages) =>
  z
    .union(
      [
        textInput()
          .trim()
          .toLowerCase()
          .regex(HEX_COLOUR, { error: t('quiz_colour_invalid') }),
        z.literal(''),
        z.null(),
      ],
      {
        error: t('quiz_colour_invalid'),
      },
    )
    .transform((value) => (value ? value : null));
/** An answer's undertone rule: warm, cool or neutral; empty or null for none. */
const undertone = (t: Messages) =>
  z
    .union([z.enum(QUIZ_UNDERTONES), z.literal(''), z.null()], { error: t('option_invalid') })
    .transform((value) => (value ? value : null));

const quizFields = (t: Messages) => ({
  slug: textInput({ message: t('text_control_characters') })
    .trim()
    .max(80, { error: t('admin_text_too_long', { max: 80 }) })
    .regex(QUIZ_SLUG_PATTERN, { error: t('product_slug_format') }),
  title_id: text(t, QUIZ_TITLE_MAX),
  title_en: text(t, QUIZ_TITLE_MAX),
  description_id: optionalLine(t, QUIZ_DESCRIPTION_MAX, true),
  description_en: optionalLine(t, QUIZ_DESCRIPTION_MAX, true),
  cover_image: imageUrl(t),
  is_active: z.boolean({ error: t('option_invalid') }),
});

export const adminQuizCreateSchema = (t: Messages) => {
  const fields = quizFields(t);
  return z.object({
    ...fields,
    description_id: fields.description_id.default(''),
    description_en: fields.description_en.default(''),
    cover_image: fields.cover_image.default(null),
    is_active: fields.is_active.default(false),
  });
};
export type AdminQuizCreate = z.infer<ReturnType<typeof adminQuizCreateSchema>>;

export const adminQuizUpdateSchema = (t: Messages) =>
  z
    .object(quizFields(t))
    .partial()
    .extend({ version: version(t) });
export type AdminQuizUpdate = z.infer<ReturnType<typeof adminQuizUpdateSchema>>;

const questionFields = (t: Messages) => ({
  position: position(t),
  text_id: text(t, QUIZ_QUESTION_TEXT_MAX),
  text_en: text(t, QUIZ_QUESTION_TEXT_MAX),
  answer_type: z.enum(QUIZ_ANSWER_TYPES, { error: t('option_invalid') }),
});

export const adminQuizQuestionCreateSchema = (t: Messages) => z.object(questionFields(t));
export type AdminQuizQuestionCreate = z.infer<ReturnType<typeof adminQuizQuestionCreateSchema>>;
export const adminQuizQuestionUpdateSchema = (t: Messages) =>
  z
    .object(questionFields(t))
    .partial()
    .extend({ version: version(t) });
export type AdminQuizQuestionUpdate = z.infer<ReturnType<typeof adminQuizQuestionUpdateSchema>>;

/** The answer's result rules: each a skin-type or concern tag with a weight from 1 to 10. */
const rules = (t: Messages) =>
  z
    .array(
      z.object({
        tag_id: idInput(t('quiz_tag_invalid')),
        weight: wholeNumber({
          min: 1,
          max: QUIZ_RULE_WEIGHT_MAX,
          message: t('quiz_weight_invalid'),
          coerce: false,
        }),
      }),
      { error: t('validation_failed') },
    )
    .max(QUIZ_RULES_PER_ANSWER, { error: t('validation_failed') })
    .refine((list) => new Set(list.map((rule) => rule.tag_id)).size === list.length, {
      error: t('quiz_tag_twice'),
    });

const answerFields = (t: Messages) => ({
  position: position(t),
  text_id: text(t, QUIZ_ANSWER_TEXT_MAX),
  text_en: text(t, QUIZ_ANSWER_TEXT_MAX),
  image: imageUrl(t),
  text_color: colour(t),
  bg_color: colour(t),
  /** The skin colour this answer says, matched against face-base shades (the shade result). */
  shade_hex: colour(t),
  undertone: undertone(t),
  tags: rules(t),
});

export const adminQuizAnswerCreateSchema = (t: Messages) => {
  const fields = answerFields(t);
  return z.object({
    ...fields,
    image: fields.image.default(null),
    text_color: fields.text_color.default(null),
    bg_color: fields.bg_color.default(null),
    shade_hex: fields.shade_hex.default(null),
    undertone: fields.undertone.default(null),
    tags: fields.tags.default([]),
  });
};
export type AdminQuizAnswerCreate = z.infer<ReturnType<typeof adminQuizAnswerCreateSchema>>;
/** An answer's edit; `tags`, when sent, replaces its rules. */
export const adminQuizAnswerUpdateSchema = (t: Messages) =>
  z
    .object(answerFields(t))
    .partial()
    .extend({ version: version(t) });
export type AdminQuizAnswerUpdate = z.infer<ReturnType<typeof adminQuizAnswerUpdateSchema>>;

export const AdminQuizRuleSchema = z.object({
  tag_id: z.number(),
  tag_name: z.string(),
  tag_type: z.string(),
  weight: z.number(),
});

export const AdminQuizAnswerSchema = z.object({
  id: z.number(),
  question_id: z.number(),
  position: z.number(),
  text_id: z.string(),
  text_en: z.string(),
  image: z.string().nullable(),
  text_color: z.string().nullable(),
  bg_color: z.string().nullable(),
  shade_hex: z.string().nullable(),
  undertone: z.enum(QUIZ_UNDERTONES).nullable(),
  tags: z.array(AdminQuizRuleSchema),
  version: z.number(),
});
export type AdminQuizAnswer = z.infer<typeof AdminQuizAnswerSchema>;

export const AdminQuizQuestionSchema = z.object({
  id: z.number(),
  quiz_id: z.number(),
  position: z.number(),
  text_id: z.string(),
  text_en: z.string(),
  answer_type: z.enum(QUIZ_ANSWER_TYPES),
  version: z.number(),
  answers: z.array(AdminQuizAnswerSchema),
});
export type AdminQuizQuestion = z.infer<typeof AdminQuizQuestionSchema>;

export const AdminQuizSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title_id: z.string(),
  title_en: z.string(),
  description_id: z.string(),
  description_en: z.string(),
  cover_image: z.string().nullable(),
  is_active: z.boolean(),
  total_joined: z.number(),
  version: z.number(),
});
export type AdminQuizSummary = z.infer<typeof AdminQuizSummarySchema>;

/** A quiz with everything the back office edits. */
export const AdminQuizSchema = AdminQuizSummarySchema.extend({
  questions: z.array(AdminQuizQuestionSchema),
});
export type AdminQuiz = z.infer<typeof AdminQuizSchema>;

/** A quiz picture's upload (`POST /admin/quiz-images`): at most 5 MB before re-encoding. */
export const QUIZ_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const AdminQuizImageSchema = z.object({ url: z.string() });
export type AdminQuizImage = z.infer<typeof AdminQuizImageSchema>;

/** A question's or answer's removal names the `version` it was read at (`?version=`). */
export const adminQuizDeleteQuerySchema = (t: Messages) =>
  z.object({
    version: wholeNumber({ min: 1, max: 2_147_483_647, message: t('validation_failed') }),
  });
