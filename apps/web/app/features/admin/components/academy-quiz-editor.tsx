import { useMemo, useState } from 'react';
import { Form } from 'react-router';
import { ACADEMY_QUIZ_QUESTIONS_MAX } from '@kilau/domain/academy';
import {
  BUTTON_CLASS,
  FormMessage,
  SubmitButton,
  TextAreaField,
  TextField,
} from '~/components/ui/form-field';
import { useFormValidation } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import {
  ACADEMY_AUTHORING_INTENTS,
  moved,
  parseQuizForm,
  type AcademyActionData,
  type QuizDraft,
} from '../academy-authoring-forms';
import { useAdminText } from '../text';
import { ROW_BUTTON_CLASS } from './confirm-button';
import { answerFor, CARD, CHECK_CLASS, Said, useBusy } from './quiz-editor-parts';

const INTENT = ACADEMY_AUTHORING_INTENTS.saveQuiz;
const OPTIONS_MIN = 2;
const OPTIONS_MAX = 6;
const letterOf = (index: number) => String.fromCharCode(65 + index);

type Question = QuizDraft['questions'][number];
type Option = Question['options'][number];

const blankOption = (): Option => ({ label_id: '', label_en: '', is_correct: false });
const blankQuestion = (): Question => ({
  prompt_id: '',
  prompt_en: '',
  explanation_id: '',
  explanation_en: '',
  options: [{ ...blankOption(), is_correct: true }, blankOption()],
});

type Field = ReturnType<typeof useFormValidation>['field'];

/** Small buttons that move or remove a question or an option. */
function RowButton({
  label,
  words,
  onClick,
  disabled = false,
}: {
  label: string;
  words: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={ROW_BUTTON_CLASS}
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
    >
      {words}
    </button>
  );
}

/** One question: its texts, its options (the correct one a radio) and its moves. */
function QuestionCard({
  question,
  index,
  count,
  field,
  change,
  move,
  remove,
}: {
  question: Question;
  index: number;
  count: number;
  field: Field;
  change: (next: Question) => void;
  move: (by: -1 | 1) => void;
  remove: () => void;
}) {
  const text = useAdminText();
  const number = index + 1;
  const base = `questions.${index}`;
  const set = (patch: Partial<Question>) => change({ ...question, ...patch });
  const setOption = (at: number, patch: Partial<Option>) =>
    set({ options: question.options.map((each, i) => (i === at ? { ...each, ...patch } : each)) });
  const choose = (at: number) =>
    set({ options: question.options.map((each, i) => ({ ...each, is_correct: i === at })) });
  const headingId = `academy-question-${index}`;
  const optionsError = field(`${base}.options`).error;
  return (
    <section aria-labelledby={headingId} className={CARD}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="font-display text-lg font-semibold text-plum-900">
          {text('academyQuestionHeading', { number })}
        </h2>
        <div className="flex flex-wrap gap-2">
          <RowButton
            label={text('academyQuestionUp', { number })}
            words={text('academyUp')}
            onClick={() => move(-1)}
            disabled={index === 0}
          />
          <RowButton
            label={text('academyQuestionDown', { number })}
            words={text('academyDown')}
            onClick={() => move(1)}
            disabled={index === count - 1}
          />
          <RowButton
            label={text('academyQuestionRemove', { number })}
            words={text('academyDelete')}
            onClick={remove}
          />
        </div>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <TextAreaField
          {...field(`${base}.prompt_id`)}
          label={text('academyFieldPromptId')}
          rows={2}
          value={question.prompt_id}
          onChange={(event) => set({ prompt_id: event.currentTarget.value })}
        />
        <TextAreaField
          {...field(`${base}.prompt_en`)}
          label={text('academyFieldPromptEn')}
          rows={2}
          value={question.prompt_en}
          onChange={(event) => set({ prompt_en: event.currentTarget.value })}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-plum-900">
          {text('academyOptionsLegend', { number })}
        </legend>
        {question.options.map((option, at) => {
          const letter = letterOf(at);
          return (
            <div
              key={at}
              className="grid items-end gap-2 rounded-xl bg-cream-100 p-3 md:grid-cols-[auto_1fr_1fr_auto]"
            >
              <label className="flex min-h-12 items-center gap-2 text-sm font-semibold text-plum-900">
                <input
                  type="radio"
                  name={`${base}.correct`}
                  value={at}
                  checked={option.is_correct}
                  onChange={() => choose(at)}
                  aria-label={text('academyFieldCorrect', { number, letter })}
                  className={CHECK_CLASS}
                />
                {letter}
              </label>
              <TextField
                {...field(`${base}.options.${at}.label_id`)}
                label={text('academyFieldOptionId', { letter })}
                value={option.label_id}
                onChange={(event) => setOption(at, { label_id: event.currentTarget.value })}
              />
              <TextField
                {...field(`${base}.options.${at}.label_en`)}
                label={text('academyFieldOptionEn', { letter })}
                value={option.label_en}
                onChange={(event) => setOption(at, { label_en: event.currentTarget.value })}
              />
              <div className="flex gap-1">
                <RowButton
                  label={text('academyOptionUp', { letter, number })}
                  words={text('academyUp')}
                  onClick={() => set({ options: moved(question.options, at, -1) })}
                  disabled={at === 0}
                />
                <RowButton
                  label={text('academyOptionDown', { letter, number })}
                  words={text('academyDown')}
                  onClick={() => set({ options: moved(question.options, at, 1) })}
                  disabled={at === question.options.length - 1}
                />
                <RowButton
                  label={text('academyOptionRemove', { letter, number })}
                  words={text('academyDelete')}
                  onClick={() => set({ options: question.options.filter((_, i) => i !== at) })}
                  disabled={question.options.length <= OPTIONS_MIN}
                />
              </div>
            </div>
          );
        })}
        {optionsError ? <FormMessage tone="error">{optionsError}</FormMessage> : null}
        <div>
          <button
            type="button"
            className={BUTTON_CLASS.secondary}
            onClick={() => set({ options: [...question.options, blankOption()] })}
            disabled={question.options.length >= OPTIONS_MAX}
          >
            {text('academyOptionAdd', { number })}
          </button>
        </div>
      </fieldset>
      <div className="grid gap-3 md:grid-cols-2">
        <TextAreaField
          {...field(`${base}.explanation_id`)}
          label={text('academyFieldExplanationId')}
          rows={2}
          value={question.explanation_id}
          onChange={(event) => set({ explanation_id: event.currentTarget.value })}
          optional
        />
        <TextAreaField
          {...field(`${base}.explanation_en`)}
          label={text('academyFieldExplanationEn')}
          rows={2}
          value={question.explanation_en}
          onChange={(event) => set({ explanation_en: event.currentTarget.value })}
          optional
        />
      </div>
    </section>
  );
}

/**
 * A class's quiz (docs/design/academy.md): its pass mark and attempt limit, and its questions,
 * each single choice with 2–6 options and exactly one correct. The editor holds the whole set
 * and posts it as one JSON field: saving replaces the quiz at the class's version.
 */
export function AcademyQuizEditor({
  draft,
  answer,
}: {
  draft: QuizDraft;
  answer: AcademyActionData | undefined;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const parse = useMemo(() => parseQuizForm(locale), [locale]);
  const mine = answerFor(answer, INTENT);
  const { formProps, field } = useFormValidation({ parse, serverErrors: mine?.fields });
  const busy = useBusy(INTENT);
  const [quiz, setQuiz] = useState(draft);
  // A new version from the server (a save, or a 409's reload) starts the editor again.
  const [source, setSource] = useState(draft);
  if (source !== draft) {
    setSource(draft);
    setQuiz(draft);
  }
  const setQuestions = (questions: Question[]) => setQuiz({ ...quiz, questions });
  const numberOf = (value: string) => (value.trim() === '' ? null : Number(value));
  const refused = mine && !mine.ok && mine.fields && !mine.message;
  return (
    <Form
      method="post"
      {...formProps}
      aria-label={text('academyQuizForm')}
      className="flex flex-col gap-4"
    >
      <input type="hidden" name="intent" value={INTENT} />
      <input type="hidden" name="version" value={quiz.version} />
      <Said answer={mine?.stale ? { ...mine, message: text('academyStale') } : mine} />
      {refused ? <FormMessage tone="error">{text('academyQuizCheck')}</FormMessage> : null}
      <div className={`${CARD} md:flex-row`}>
        <TextField
          {...field('pass_mark')}
          type="number"
          min={1}
          max={100}
          label={text('academyFieldPassMark')}
          value={String(quiz.pass_mark)}
          onChange={(event) =>
            setQuiz({ ...quiz, pass_mark: numberOf(event.currentTarget.value) ?? 0 })
          }
        />
        <TextField
          {...field('max_attempts')}
          type="number"
          min={1}
          max={20}
          label={text('academyFieldAttempts')}
          hint={text('academyFieldAttemptsHint')}
          value={quiz.max_attempts === null ? '' : String(quiz.max_attempts)}
          onChange={(event) =>
            setQuiz({ ...quiz, max_attempts: numberOf(event.currentTarget.value) })
          }
          optional
        />
      </div>
      {quiz.questions.length === 0 ? (
        <p className="text-plum-700">{text('academyQuizEmpty')}</p>
      ) : null}
      {quiz.questions.map((question, index) => (
        <QuestionCard
          key={index}
          question={question}
          index={index}
          count={quiz.questions.length}
          field={field}
          change={(next) =>
            setQuestions(quiz.questions.map((each, i) => (i === index ? next : each)))
          }
          move={(by) => setQuestions(moved(quiz.questions, index, by))}
          remove={() => setQuestions(quiz.questions.filter((_, i) => i !== index))}
        />
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={BUTTON_CLASS.secondary}
          onClick={() => setQuestions([...quiz.questions, blankQuestion()])}
          disabled={quiz.questions.length >= ACADEMY_QUIZ_QUESTIONS_MAX}
        >
          {text('academyQuestionAdd')}
        </button>
        <div className="sm:w-64">
          <SubmitButton busy={busy}>{text('academyQuizSave')}</SubmitButton>
        </div>
      </div>
    </Form>
  );
}
