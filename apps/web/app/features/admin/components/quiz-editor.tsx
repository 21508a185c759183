import { useMemo } from 'react';
import { Form, useNavigation } from 'react-router';
import type { MemberTagOption } from '@kilau/domain/accounts';
import {
  QUIZ_POSITION_MAX,
  type AdminQuiz,
  type AdminQuizAnswer,
  type AdminQuizQuestion,
} from '@kilau/domain/admin';
import { chooseQuizTemplate, QUIZ_ANSWER_TYPES } from '@kilau/domain/engagement';
import {
  BUTTON_CLASS,
  FormMessage,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '~/components/ui/form-field';
import { useFormValidation } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import {
  parseAnswerForm,
  parseQuestionForm,
  parseQuizForm,
  QUIZ_INTENTS,
  RULE_PREFIX,
  RULE_WEIGHTS,
  ruleTotals,
  tagGroups,
  type QuizActionData,
} from '../quiz-forms';
import { useAdminText, type AdminTextKey } from '../text';
import { ConfirmButton } from './confirm-button';

const CARD = 'flex flex-col gap-4 rounded-2xl border border-blush-200 bg-white p-4';
const CHECK_CLASS = 'size-5 rounded border-blush-300 text-plum-900 focus:ring-rose-500';

/** The answer to the form named by `intent` (and `target`), if it is this one's. */
const answerFor = (answer: QuizActionData | undefined, intent: string, target?: number) =>
  answer?.intent === intent && answer.target === target ? answer : undefined;

function useBusy(intent: string, target?: number) {
  const navigation = useNavigation();
  return (
    navigation.state !== 'idle' &&
    navigation.formData?.get('intent') === intent &&
    (target === undefined || navigation.formData?.get('target') === String(target))
  );
}

function Said({ answer }: { answer: QuizActionData | undefined }) {
  return answer?.message ? (
    <FormMessage tone={answer.ok ? 'success' : 'error'}>{answer.message}</FormMessage>
  ) : null;
}

/** The quiz's own fields: titles, slug, intro, whether the shop shows it. */
export function QuizDetailsForm({
  quiz,
  answer,
}: {
  quiz: AdminQuiz | null;
  answer: QuizActionData | undefined;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const parse = useMemo(() => parseQuizForm(locale), [locale]);
  const mine = answerFor(answer, QUIZ_INTENTS.save);
  const { formProps, field } = useFormValidation({ parse, serverErrors: mine?.fields });
  const busy = useBusy(QUIZ_INTENTS.save);
  return (
    <Form
      method="post"
      {...formProps}
      key={quiz?.version ?? 'new'}
      aria-label={text('quizFormLabel')}
      className={CARD}
    >
      <input type="hidden" name="intent" value={QUIZ_INTENTS.save} />
      {quiz ? <input type="hidden" name="version" value={quiz.version} /> : null}
      <Said answer={mine} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          {...field('title_id')}
          label={text('quizFieldTitleId')}
          defaultValue={quiz?.title_id ?? ''}
        />
        <TextField
          {...field('title_en')}
          label={text('quizFieldTitleEn')}
          defaultValue={quiz?.title_en ?? ''}
        />
      </div>
      <TextField
        {...field('slug')}
        label={text('quizFieldSlug')}
        hint={text('quizFieldSlugHint')}
        defaultValue={quiz?.slug ?? ''}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextAreaField
          {...field('description_id')}
          label={text('quizFieldIntroId')}
          rows={3}
          defaultValue={quiz?.description_id ?? ''}
          optional
        />
        <TextAreaField
          {...field('description_en')}
          label={text('quizFieldIntroEn')}
          rows={3}
          defaultValue={quiz?.description_en ?? ''}
          optional
        />
      </div>
      <label className="flex items-center gap-3 text-sm font-semibold text-plum-900">
        <input
          type="checkbox"
          name="is_active"
          defaultChecked={quiz?.is_active ?? false}
          className={CHECK_CLASS}
        />
        {text('quizFieldActive')}
      </label>
      <div className="sm:max-w-xs">
        <SubmitButton busy={busy}>{text(quiz ? 'quizSave' : 'quizCreate')}</SubmitButton>
      </div>
    </Form>
  );
}

/** The cover picture: the one shown, and an upload that replaces it. */
export function QuizCoverForm({
  quiz,
  answer,
}: {
  quiz: AdminQuiz;
  answer: QuizActionData | undefined;
}) {
  const text = useAdminText();
  const mine = answerFor(answer, QUIZ_INTENTS.cover);
  const busy = useBusy(QUIZ_INTENTS.cover);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      aria-labelledby="quiz-cover-title"
      className={CARD}
    >
      <h2 id="quiz-cover-title" className="font-display text-lg font-semibold text-plum-900">
        {text('quizCoverTitle')}
      </h2>
      <input type="hidden" name="intent" value={QUIZ_INTENTS.cover} />
      <input type="hidden" name="version" value={quiz.version} />
      <Said answer={mine} />
      {quiz.cover_image ? (
        <img
          src={quiz.cover_image}
          alt={text('quizCoverTitle')}
          className="aspect-[16/9] w-full rounded-xl object-cover"
        />
      ) : (
        <p className="text-sm text-plum-700">{text('quizCoverNone')}</p>
      )}
      <TextField
        name="image"
        type="file"
        accept="image/png,image/jpeg,image/webp"
        label={text('quizImageFile')}
        hint={text('quizImageHint')}
        error={mine?.fields?.image}
      />
      <div>
        <button type="submit" className={BUTTON_CLASS.secondary} disabled={busy}>
          {text('quizCoverUpload')}
        </button>
      </div>
    </Form>
  );
}

/** What a result shows, and how much each tag can score in this quiz. */
export function QuizResultPanel({ quiz }: { quiz: AdminQuiz }) {
  const text = useAdminText();
  const totals = ruleTotals(quiz);
  return (
    <section aria-labelledby="quiz-result-title" className={CARD}>
      <h2 id="quiz-result-title" className="font-display text-lg font-semibold text-plum-900">
        {text('quizResultTitle')}
      </h2>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-plum-800">
        <li>{text('quizResultSkin')}</li>
        <li>{text('quizResultConcerns')}</li>
        <li>{text('quizResultRoutine')}</li>
      </ul>
      <h3 className="text-sm font-semibold text-plum-900">{text('quizResultScores')}</h3>
      {totals.length === 0 ? (
        <p className="text-sm text-plum-700">{text('quizResultNoRules')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={text('quizResultScores')}>
          {totals.map((tag) => (
            <li
              key={tag.id}
              className={`rounded-full px-3 py-1 text-xs font-semibold ${
                tag.type === 'skin_type' ? 'bg-plum-900 text-white' : 'bg-blush-100 text-plum-900'
              }`}
            >
              {tag.name} · {tag.weight}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The weights an answer gives the skin-type and concern tags (blank: no rule). */
function RulesFields({
  answer,
  tags,
  idPrefix,
}: {
  answer: AdminQuizAnswer | null;
  tags: readonly MemberTagOption[];
  idPrefix: string;
}) {
  const text = useAdminText();
  const groups = tagGroups(tags);
  const weightOf = (tagId: number) =>
    answer?.tags.find((rule) => rule.tag_id === tagId)?.weight ?? '';
  const count = answer?.tags.length ?? 0;
  return (
    <details className="rounded-xl border border-blush-200 bg-cream-100 p-3" open={count > 0}>
      <summary className="cursor-pointer text-sm font-semibold text-plum-900">
        {text('quizRulesTitle')} · {text('quizRulesSummary', { count })}
      </summary>
      <p className="mt-2 text-xs text-plum-700">{text('quizRulesHint')}</p>
      {(['skin_type', 'concern'] as const).map((group) => (
        <fieldset key={group} className="mt-3">
          <legend className="text-xs font-bold uppercase tracking-wide text-plum-700">
            {text(group === 'skin_type' ? 'quizRulesSkin' : 'quizRulesConcern')}
          </legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {groups[group].map((tag) => {
              const id = `${idPrefix}-rule-${tag.id}`;
              return (
                <div key={tag.id} className="flex items-center justify-between gap-2">
                  <label htmlFor={id} className="text-sm text-plum-900">
                    {tag.name}
                  </label>
                  <select
                    id={id}
                    name={`${RULE_PREFIX}${tag.id}`}
                    defaultValue={String(weightOf(tag.id))}
                    aria-label={text('quizRuleWeight', { tag: tag.name })}
                    className="h-9 w-16 rounded-lg border border-blush-300 bg-white px-2 text-sm text-plum-900"
                  >
                    <option value="">{text('quizRuleNone')}</option>
                    {RULE_WEIGHTS.map((weight) => (
                      <option key={weight} value={weight}>
                        {weight}
                      </option>
                    ))}
                  </select>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
    </details>
  );
}

/** A colour's field with a swatch of the value saved. */
function ColourField({
  field,
  label,
  value,
}: {
  field: ReturnType<ReturnType<typeof useFormValidation>['field']>;
  label: string;
  value: string | null;
}) {
  const text = useAdminText();
  return (
    <div className="flex items-end gap-2">
      <TextField
        {...field}
        label={label}
        hint={text('quizFieldColorHint')}
        placeholder="#rrggbb"
        defaultValue={value ?? ''}
        optional
        className="flex-1"
      />
      <span
        aria-hidden="true"
        className="mb-7 size-9 shrink-0 rounded-lg border border-blush-200"
        style={{ backgroundColor: value ?? 'transparent' }}
      />
    </div>
  );
}

/** A question's or answer's position and its words in both languages (grid cells). */
function PositionAndTexts({
  field,
  values,
  labels,
}: {
  field: ReturnType<typeof useFormValidation>['field'];
  values: { position: number; text_id: string; text_en: string };
  labels: readonly [AdminTextKey, AdminTextKey];
}) {
  const text = useAdminText();
  return (
    <>
      <TextField
        {...field('position')}
        type="number"
        min={1}
        max={QUIZ_POSITION_MAX}
        label={text('quizFieldPosition')}
        defaultValue={String(values.position)}
      />
      <TextField {...field('text_id')} label={text(labels[0])} defaultValue={values.text_id} />
      <TextField {...field('text_en')} label={text(labels[1])} defaultValue={values.text_en} />
    </>
  );
}

/** An answer's form: words, picture, colours and result rules; new or saved. */
function AnswerForm({
  question,
  answer,
  tags,
  said,
}: {
  question: AdminQuizQuestion;
  answer: AdminQuizAnswer | null;
  tags: readonly MemberTagOption[];
  said: QuizActionData | undefined;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const parse = useMemo(() => parseAnswerForm(locale), [locale]);
  const intent = answer ? QUIZ_INTENTS.saveAnswer : QUIZ_INTENTS.addAnswer;
  const target = answer?.id ?? question.id;
  const mine = answerFor(said, intent, target);
  const { formProps, field } = useFormValidation({ parse, serverErrors: mine?.fields });
  const busy = useBusy(intent, target);
  const nextPosition = Math.max(0, ...question.answers.map((each) => each.position)) + 1;
  const label = answer
    ? text('quizAnswerLabel', { position: answer.position })
    : text('quizAnswerAddTitle', { position: question.position });
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...formProps}
      key={answer ? `${answer.id}-${answer.version}` : `new-${question.answers.length}`}
      aria-label={label}
      className="flex flex-col gap-3 rounded-xl border border-blush-200 p-3"
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="target" value={target} />
      {answer ? <input type="hidden" name="version" value={answer.version} /> : null}
      <input type="hidden" name="image" value={answer?.image ?? ''} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-bold text-plum-900">{label}</h4>
        {answer ? (
          <ConfirmButton
            label={text('quizRemove')}
            accessibleLabel={text('quizAnswerDelete', { position: answer.position })}
            question={text('quizAnswerDeleteConfirm')}
            fields={{
              intent: QUIZ_INTENTS.deleteAnswer,
              target: answer.id,
              version: answer.version,
            }}
            tone="danger"
          />
        ) : null}
      </div>
      <Said answer={mine} />
      <div className="grid gap-3 md:grid-cols-[6rem_1fr_1fr]">
        <PositionAndTexts
          field={field}
          values={answer ?? { position: nextPosition, text_id: '', text_en: '' }}
          labels={['quizFieldAnswerId', 'quizFieldAnswerEn']}
        />
      </div>
      <div className="grid gap-3 md:grid-cols-[1fr_1fr_1.4fr]">
        <ColourField
          field={field('text_color')}
          label={text('quizFieldTextColor')}
          value={answer?.text_color ?? null}
        />
        <ColourField
          field={field('bg_color')}
          label={text('quizFieldBgColor')}
          value={answer?.bg_color ?? null}
        />
        <div className="flex items-end gap-3">
          {answer?.image ? (
            <img
              src={answer.image}
              alt={answer.text_id}
              className="mb-7 size-14 shrink-0 rounded-lg object-cover"
            />
          ) : null}
          <TextField
            name="image_file"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            label={text('quizFieldAnswerImage')}
            hint={text('quizImageHint')}
            error={mine?.fields?.image}
            optional
            className="flex-1"
          />
        </div>
      </div>
      {answer?.image ? (
        <label className="flex items-center gap-3 text-sm text-plum-900">
          <input type="checkbox" name="image_remove" className={CHECK_CLASS} />
          {text('quizAnswerImageRemove')}
        </label>
      ) : null}
      <RulesFields
        answer={answer}
        tags={tags}
        idPrefix={`answer-${target}-${answer ? 'e' : 'n'}`}
      />
      <div className="sm:max-w-xs">
        <SubmitButton busy={busy}>{text(answer ? 'quizAnswerSave' : 'quizAnswerAdd')}</SubmitButton>
      </div>
    </Form>
  );
}

/** A question's own fields; new (`question` null) or saved. */
function QuestionFields({
  question,
  quiz,
  said,
}: {
  question: AdminQuizQuestion | null;
  quiz: AdminQuiz;
  said: QuizActionData | undefined;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const parse = useMemo(() => parseQuestionForm(locale), [locale]);
  const intent = question ? QUIZ_INTENTS.saveQuestion : QUIZ_INTENTS.addQuestion;
  const target = question?.id;
  const mine = answerFor(said, intent, target);
  const { formProps, field } = useFormValidation({ parse, serverErrors: mine?.fields });
  const busy = useBusy(intent, target);
  const nextPosition = Math.max(0, ...quiz.questions.map((each) => each.position)) + 1;
  return (
    <Form
      method="post"
      {...formProps}
      key={question ? `${question.id}-${question.version}` : `new-${quiz.questions.length}`}
      aria-label={
        question
          ? text('quizQuestionLabel', { position: question.position })
          : text('quizQuestionAddTitle')
      }
      className="flex flex-col gap-3"
    >
      <input type="hidden" name="intent" value={intent} />
      {target !== undefined ? <input type="hidden" name="target" value={target} /> : null}
      {question ? <input type="hidden" name="version" value={question.version} /> : null}
      <Said answer={mine} />
      <div className="grid gap-3 md:grid-cols-[6rem_1fr_1fr_12rem]">
        <PositionAndTexts
          field={field}
          values={question ?? { position: nextPosition, text_id: '', text_en: '' }}
          labels={['quizFieldQuestionId', 'quizFieldQuestionEn']}
        />
        <SelectField
          {...field('answer_type')}
          label={text('quizFieldAnswerType')}
          defaultValue={question?.answer_type ?? 'single_choice'}
        >
          {QUIZ_ANSWER_TYPES.map((type) => (
            <option key={type} value={type}>
              {text(`quizAnswerType_${type}` as AdminTextKey)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="sm:max-w-xs">
        <SubmitButton busy={busy}>
          {text(question ? 'quizQuestionSave' : 'quizQuestionAdd')}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** A saved question: its fields, its answers (each a form) and a form for one more. */
function QuestionCard({
  question,
  quiz,
  tags,
  said,
}: {
  question: AdminQuizQuestion;
  quiz: AdminQuiz;
  tags: readonly MemberTagOption[];
  said: QuizActionData | undefined;
}) {
  const text = useAdminText();
  const template = chooseQuizTemplate(
    question.answers.map((answer) => ({ ...answer, _id: String(answer.id) })),
  );
  const headingId = `quiz-question-${question.id}`;
  return (
    <section aria-labelledby={headingId} className={CARD}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="font-display text-lg font-semibold text-plum-900">
            {text('quizQuestionLabel', { position: question.position })} · {question.text_id}
          </h3>
          <p className="text-xs text-plum-700">
            {question.answer_type === 'short_answer'
              ? text('quizShortAnswerNote')
              : text('quizTemplate', {
                  template: text(`quizTemplate_${template}` as AdminTextKey),
                })}
          </p>
        </div>
        <ConfirmButton
          label={text('quizRemove')}
          accessibleLabel={text('quizQuestionDelete', { position: question.position })}
          question={text('quizQuestionDeleteConfirm')}
          fields={{
            intent: QUIZ_INTENTS.deleteQuestion,
            target: question.id,
            version: question.version,
          }}
          tone="danger"
        />
      </div>
      <Said answer={answerFor(said, QUIZ_INTENTS.deleteQuestion, question.id)} />
      <QuestionFields question={question} quiz={quiz} said={said} />
      {question.answer_type === 'short_answer' ? null : (
        <div className="flex flex-col gap-3 border-t border-blush-100 pt-3">
          {question.answers.map((answer) => (
            <div key={answer.id} className="flex flex-col gap-2">
              <Said answer={answerFor(said, QUIZ_INTENTS.deleteAnswer, answer.id)} />
              <AnswerForm question={question} answer={answer} tags={tags} said={said} />
            </div>
          ))}
          <AnswerForm question={question} answer={null} tags={tags} said={said} />
        </div>
      )}
    </section>
  );
}

/** The questions, each with its answers, and the form that adds one. */
export function QuizQuestions({
  quiz,
  tags,
  answer,
}: {
  quiz: AdminQuiz;
  tags: readonly MemberTagOption[];
  answer: QuizActionData | undefined;
}) {
  const text = useAdminText();
  return (
    <section aria-labelledby="quiz-questions-title" className="flex flex-col gap-4">
      <h2 id="quiz-questions-title" className="font-display text-2xl font-semibold text-plum-900">
        {text('quizQuestionsTitle')}
      </h2>
      {quiz.questions.length === 0 ? (
        <p className="text-plum-700">{text('quizQuestionsEmpty')}</p>
      ) : null}
      {quiz.questions.map((question) => (
        <QuestionCard key={question.id} question={question} quiz={quiz} tags={tags} said={answer} />
      ))}
      <div className={CARD}>
        <h3 className="font-display text-lg font-semibold text-plum-900">
          {text('quizQuestionAddTitle')}
        </h3>
        <QuestionFields question={null} quiz={quiz} said={answer} />
      </div>
    </section>
  );
}
