import type { Locale } from '@kilau/domain';
import {
  adminAcademyLevelUpdateSchema,
  adminAcademyPostCreateSchema,
  adminAcademyPostUpdateSchema,
  adminAcademyQuizSchema,
  adminAcademySettingsSchema,
  type AdminAcademyPost,
  type AdminAcademyQuiz,
} from '@kilau/domain/academy';
import { messagesFor } from '@kilau/domain/messages';
import { fromWibDateTime, toWibDateTime } from '@kilau/domain/shared';
import { schemaParse } from '~/hooks/schema-parse';
import { PREVIEW_INTENT } from './components/markdown-preview';
import { formNumber, formText } from './lib/promotion-form-fields';

/** The academy's authoring screens' writes, one action per page (docs/design/academy.md). */
export const ACADEMY_AUTHORING_INTENTS = {
  saveSettings: 'save-settings',
  addLevel: 'add-level',
  saveLevel: 'save-level',
  deleteLevel: 'delete-level',
  orderLevels: 'order-levels',
  savePost: 'save-post',
  preview: PREVIEW_INTENT,
  deletePost: 'delete-post',
  addAttachment: 'add-attachment',
  removeAttachment: 'remove-attachment',
  saveQuiz: 'save-quiz',
} as const;

/** What an authoring action answers; the form named by `intent` and `target` shows it. */
export type AcademyActionData = {
  intent: string;
  target?: number;
  ok: boolean;
  message?: string;
  fields?: Record<string, string>;
  /** 409: someone else saved first (the page reloads what is there now). */
  stale?: boolean;
};

const text = formText;
/** A whole number as typed; blank is the third argument (else null, which a required one refuses). */
const number = formNumber;

export function settingsBody(form: FormData) {
  return {
    version: number(form, 'version', 1),
    name: text(form, 'name'),
    path_segment: text(form, 'path_segment'),
    brand_id: number(form, 'brand_id'),
    tagline_id: text(form, 'tagline_id'),
    tagline_en: text(form, 'tagline_en'),
    description_id: text(form, 'description_id'),
    description_en: text(form, 'description_en'),
    logo_url: text(form, 'logo_url'),
    primary_colour: text(form, 'primary_colour'),
    accent_colour: text(form, 'accent_colour'),
    enrolment_mode: text(form, 'enrolment_mode'),
    graduation_voucher_id: number(form, 'graduation_voucher_id'),
    is_active: form.get('is_active') === 'on',
  };
}

export function levelBody(form: FormData) {
  return {
    version: number(form, 'version', 1),
    title_id: text(form, 'title_id'),
    title_en: text(form, 'title_en'),
    summary_id: text(form, 'summary_id'),
    summary_en: text(form, 'summary_en'),
    assignment:
      form.get('has_assignment') === 'on'
        ? {
            title_id: text(form, 'assignment.title_id'),
            title_en: text(form, 'assignment.title_en'),
            brief_id: text(form, 'assignment.brief_id'),
            brief_en: text(form, 'assignment.brief_en'),
            pass_score: number(form, 'assignment.pass_score'),
          }
        : null,
  };
}

/** Tags typed with commas, each trimmed, blanks dropped. */
export const tagsOf = (value: string) =>
  value
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

/** The publication time typed in WIB (`2026-11-28 09:00`) as the API's ISO time; blank: left out. */
export function publishedAtOf(value: string): string | undefined | false {
  const typed = value.trim();
  if (typed === '') return undefined;
  const withSeconds = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(typed) ? `${typed}:00` : typed;
  const date = fromWibDateTime(withSeconds);
  return date ? date.toISOString() : false;
}

/** The time the API answers, as the field shows it (WIB, to the minute). */
export const publishedAtText = (iso: string) => toWibDateTime(new Date(iso)).slice(0, 16);

function postFieldsBody(form: FormData) {
  const publishedAt = publishedAtOf(text(form, 'published_at'));
  return {
    slug: text(form, 'slug'),
    title_id: text(form, 'title_id'),
    title_en: text(form, 'title_en'),
    summary_id: text(form, 'summary_id'),
    summary_en: text(form, 'summary_en'),
    content_id: text(form, 'content_id'),
    content_en: text(form, 'content_en'),
    owner: text(form, 'owner'),
    cover_image: text(form, 'cover_image'),
    tags: tagsOf(text(form, 'tags')),
    is_published: form.get('is_published') === 'on',
    // An unreadable time is sent as typed, so the schema refuses it on its field.
    ...(publishedAt === undefined
      ? {}
      : { published_at: publishedAt === false ? text(form, 'published_at') : publishedAt }),
  };
}

export function postCreateBody(form: FormData) {
  const kind = text(form, 'kind');
  return {
    ...postFieldsBody(form),
    kind,
    ...(kind === 'course'
      ? {
          // Blank is left out: the API says a course needs its level.
          level_id: number(form, 'level_id') ?? undefined,
          pass_mark: number(form, 'pass_mark', 70),
          max_attempts: number(form, 'max_attempts'),
        }
      : {}),
  };
}

export const postUpdateBody = (form: FormData) => ({
  ...postFieldsBody(form),
  version: number(form, 'version'),
});

/** The indices `pattern` finds in the form's field names, in order. */
const indicesOf = (form: FormData, pattern: RegExp) =>
  [
    ...new Set(
      [...form.keys()].flatMap((name) => {
        const found = pattern.exec(name);
        return found ? [Number(found[1])] : [];
      }),
    ),
  ].sort((a, b) => a - b);

/**
 * The quiz editor's whole question set, read from its fields (`questions.0.prompt_id`,
 * `questions.0.options.1.label_en`, the radio `questions.0.correct` naming its option's index).
 */
export function quizBody(form: FormData) {
  return {
    version: number(form, 'version'),
    pass_mark: number(form, 'pass_mark'),
    max_attempts: number(form, 'max_attempts'),
    questions: indicesOf(form, /^questions\.(\d+)\.prompt_id$/).map((q) => {
      const base = `questions.${q}`;
      const correct = text(form, `${base}.correct`);
      return {
        prompt_id: text(form, `${base}.prompt_id`),
        prompt_en: text(form, `${base}.prompt_en`),
        explanation_id: text(form, `${base}.explanation_id`),
        explanation_en: text(form, `${base}.explanation_en`),
        options: indicesOf(
          form,
          new RegExp(`^questions\\.${q}\\.options\\.(\\d+)\\.label_id$`),
        ).map((o) => ({
          label_id: text(form, `${base}.options.${o}.label_id`),
          label_en: text(form, `${base}.options.${o}.label_en`),
          is_correct: correct === String(o),
        })),
      };
    }),
  };
}

/** Each form read by the domain's schema (the one the API reads the body with). */
export const parseSettingsForm = (locale: Locale) =>
  schemaParse(adminAcademySettingsSchema(messagesFor(locale)), settingsBody);
export const parseLevelForm = (locale: Locale) =>
  schemaParse(adminAcademyLevelUpdateSchema(messagesFor(locale)), levelBody);
export const parsePostCreateForm = (locale: Locale) =>
  schemaParse(adminAcademyPostCreateSchema(messagesFor(locale)), postCreateBody);
export const parsePostUpdateForm = (locale: Locale) =>
  schemaParse(adminAcademyPostUpdateSchema(messagesFor(locale)), postUpdateBody);
export const parseQuizForm = (locale: Locale) =>
  schemaParse(adminAcademyQuizSchema(messagesFor(locale)), quizBody);

/** The quiz as its editor holds it (no ids: saving replaces the set). */
export type QuizDraft = {
  version: number;
  pass_mark: number;
  max_attempts: number | null;
  questions: Array<{
    prompt_id: string;
    prompt_en: string;
    explanation_id: string;
    explanation_en: string;
    options: Array<{ label_id: string; label_en: string; is_correct: boolean }>;
  }>;
};

export const quizDraftOf = (quiz: AdminAcademyQuiz): QuizDraft => ({
  version: quiz.version,
  pass_mark: quiz.pass_mark,
  max_attempts: quiz.max_attempts,
  questions: quiz.questions.map((question) => ({
    prompt_id: question.prompt_id,
    prompt_en: question.prompt_en,
    explanation_id: question.explanation_id,
    explanation_en: question.explanation_en,
    options: question.options.map(({ label_id, label_en, is_correct }) => ({
      label_id,
      label_en,
      is_correct,
    })),
  })),
});

/** A post's tags as its field shows them. */
export const tagsText = (post: Pick<AdminAcademyPost, 'tags'>) => post.tags.join(', ');

/** `list` with the item at `index` swapped with its neighbour `by` (-1 up, 1 down). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const other = index + by;
  if (other < 0 || other >= list.length) return [...list];
  const copy = [...list];
  [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  return copy;
}
