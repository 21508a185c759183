import { useId, type CSSProperties, type ReactNode } from 'react';
import { QUIZ_SHORT_ANSWER_MAX, type QuizView } from '@kilau/domain/engagement';
import { CheckIcon } from '~/components/ui/icons';
import { Image } from '~/components/ui/image';
import { answerBackgroundInk, answerColour, answerTextInk } from '../lib/answer-colours';
import type { QuizAnswerDraft } from '../lib/quiz-progress';
import { useQuizText } from '../text';

type Question = QuizView['questions'][number];
type Answer = Question['answers'][number];

/** A choice: a native radio or checkbox (keyboard and screen readers) under the template's look. */
function Choice({
  question,
  answer,
  checked,
  onToggle,
  className,
  style,
  badge = true,
  children,
}: {
  question: Question;
  answer: Answer;
  checked: boolean;
  onToggle: () => void;
  className: string;
  style?: CSSProperties;
  /** The corner tick (the plain template ticks its own box instead). */
  badge?: boolean;
  children: ReactNode;
}) {
  const multiple = question.answer_type === 'multiple_choice';
  return (
    <label
      data-checked={checked || undefined}
      style={style}
      className={`relative flex cursor-pointer rounded-2xl transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-rose-600 ${className}`}
    >
      <input
        type={multiple ? 'checkbox' : 'radio'}
        name={`question-${question._id}`}
        value={answer._id}
        checked={checked}
        onChange={onToggle}
        className="sr-only"
      />
      {children}
      {checked && badge ? (
        <span
          aria-hidden="true"
          className="absolute right-2 top-2 inline-flex size-6 items-center justify-center rounded-full bg-lagoon-700 text-white shadow"
        >
          <CheckIcon className="size-4" />
        </span>
      ) : null}
    </label>
  );
}

const CHOSEN_RING = 'ring-2 ring-lagoon-700';
const IDLE_RING = 'ring-1 ring-plum-900/15 hover:ring-plum-900/40';

/**
 * One question in the template the domain chose from its answers (001 §2): pictures with text
 * (image_and_text), text in the answer's colour (text_and_color), text on the answer's colour
 * (text_and_background_color), plain choices (multiple_selection_or_multiple_choice); a
 * short-answer question takes a text.
 */
export function QuizQuestion({
  question,
  draft,
  onChange,
  error,
}: {
  question: Question;
  draft: QuizAnswerDraft;
  onChange: (draft: QuizAnswerDraft) => void;
  error?: string | null;
}) {
  const text = useQuizText();
  const legendId = useId();
  const hintId = useId();
  const errorId = useId();
  const multiple = question.answer_type === 'multiple_choice';

  const toggle = (answerId: string) => {
    const chosen = draft.answer_ids.includes(answerId);
    const answer_ids = multiple
      ? chosen
        ? draft.answer_ids.filter((id) => id !== answerId)
        : [...draft.answer_ids, answerId]
      : [answerId];
    onChange({ ...draft, answer_ids });
  };

  const legend = (
    <legend
      id={legendId}
      className="font-display text-2xl font-semibold leading-snug text-plum-900 md:text-3xl"
    >
      {question.text}
    </legend>
  );
  const described = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  const errorLine = error ? (
    <p id={errorId} role="alert" className="mt-4 text-sm font-semibold text-berry-700">
      {error}
    </p>
  ) : null;

  if (question.answer_type === 'short_answer') {
    const length = draft.short_answer_result.length;
    return (
      <div data-template="short_answer">
        <label
          htmlFor={`answer-${question._id}`}
          className="font-display text-2xl font-semibold leading-snug text-plum-900 md:text-3xl"
        >
          {question.text}
        </label>
        <p id={hintId} className="mt-2 text-sm text-plum-700">
          {text('quizShortAnswerHint', { max: QUIZ_SHORT_ANSWER_MAX })}
        </p>
        <textarea
          id={`answer-${question._id}`}
          value={draft.short_answer_result}
          maxLength={QUIZ_SHORT_ANSWER_MAX}
          rows={4}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange({ ...draft, short_answer_result: event.target.value })}
          className="mt-5 w-full rounded-2xl border border-plum-900/20 bg-white p-4 text-base text-plum-900 shadow-sm focus:border-lagoon-700 focus:outline-none focus:ring-2 focus:ring-lagoon-700/30"
        />
        <p aria-hidden="true" className="mt-1 text-right text-xs text-plum-700">
          {length}/{QUIZ_SHORT_ANSWER_MAX}
        </p>
        {errorLine}
      </div>
    );
  }

  const choice = (
    answer: Answer,
    className: string,
    children: ReactNode,
    style?: CSSProperties,
    badge = true,
  ) => {
    const checked = draft.answer_ids.includes(answer._id);
    return (
      <li key={answer._id} className="flex">
        <Choice
          question={question}
          answer={answer}
          checked={checked}
          onToggle={() => toggle(answer._id)}
          className={`w-full ${className} ${checked ? CHOSEN_RING : IDLE_RING}`}
          style={style}
          badge={badge}
        >
          {children}
        </Choice>
      </li>
    );
  };

  let choices: ReactNode;
  switch (question.template) {
    case 'image_and_text':
      choices = (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
          {question.answers.map((answer) =>
            choice(
              answer,
              'flex-col bg-white p-2.5',
              <>
                <Image
                  src={answer.image}
                  alt=""
                  width={300}
                  height={300}
                  loading="lazy"
                  className="aspect-square w-full rounded-xl bg-cream-100 object-cover"
                />
                <span className="mt-2.5 px-1 pb-1 text-sm font-semibold leading-snug text-plum-900">
                  {answer.text}
                </span>
              </>,
            ),
          )}
        </ul>
      );
      break;
    case 'text_and_color':
      choices = (
        <ul className="grid gap-3 md:grid-cols-3">
          {question.answers.map((answer) =>
            choice(
              answer,
              'min-h-20 items-center gap-4 overflow-hidden bg-white py-4 pl-0 pr-10',
              <>
                <span
                  aria-hidden="true"
                  className="h-full min-h-12 w-2 shrink-0 rounded-r-full"
                  style={{ backgroundColor: answerColour(answer.text_color) ?? '#4a1f3d' }}
                />
                <span
                  className="text-xl font-bold leading-snug"
                  style={{ color: answerTextInk(answer.text_color) }}
                >
                  {answer.text}
                </span>
              </>,
            ),
          )}
        </ul>
      );
      break;
    case 'text_and_background_color':
      choices = (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
          {question.answers.map((answer) =>
            choice(
              answer,
              'min-h-28 items-end p-4 pr-9 ring-offset-2',
              <span className="text-base font-bold leading-snug">{answer.text}</span>,
              {
                backgroundColor: answerColour(answer.bg_color) ?? '#fbf1ec',
                color: answerBackgroundInk(answer.bg_color),
              },
            ),
          )}
        </ul>
      );
      break;
    default:
      choices = (
        <ul className="grid gap-3 sm:grid-cols-2">
          {question.answers.map((answer) => {
            const checked = draft.answer_ids.includes(answer._id);
            return choice(
              answer,
              'min-h-14 items-center gap-3 bg-white px-4 py-3',
              <>
                <span
                  aria-hidden="true"
                  className={`inline-flex size-6 shrink-0 items-center justify-center border-2 text-white ${multiple ? 'rounded-md' : 'rounded-full'} ${checked ? 'border-lagoon-700 bg-lagoon-700' : 'border-plum-900/30 bg-white'}`}
                >
                  {checked ? <CheckIcon className="size-4" /> : null}
                </span>
                <span className="text-base font-semibold text-plum-900">{answer.text}</span>
              </>,
              undefined,
              false,
            );
          })}
        </ul>
      );
  }

  return (
    <fieldset data-template={question.template} aria-describedby={described}>
      {legend}
      <p id={hintId} className="mt-2 text-sm text-plum-700">
        {text(multiple ? 'quizPickMany' : 'quizPickOne')}
      </p>
      <div className="mt-6">{choices}</div>
      {errorLine}
    </fieldset>
  );
}
