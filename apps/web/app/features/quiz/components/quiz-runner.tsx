import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { quizBackground, type QuizView } from '@kilau/domain/engagement';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { ArrowLeftIcon } from '~/components/ui/icons';
import { Image } from '~/components/ui/image';
import { useHydrated } from '~/hooks/use-hydrated';
import { useApiClient } from '~/lib/api-client';
import { useLocale } from '~/lib/i18n';
import { submitQuiz } from '../api/quiz-calls';
import {
  answeredCount,
  EMPTY_PROGRESS,
  isNewTaker,
  markJoined,
  readProgress,
  submissionOf,
  writeProgress,
  type QuizAnswerDraft,
  type QuizProgress,
} from '../lib/quiz-progress';
import { useQuizText } from '../text';
import { QuizQuestion } from './quiz-question';
import { QuizResultSummary, QuizRoutine, QuizShade, type RoutineSlots } from './quiz-result';
import { track } from '~/lib/analytics';

const EMPTY_DRAFT: QuizAnswerDraft = { answer_ids: [], short_answer_result: '' };

const VIEW_NAME = {
  home: 'quiz-beauty-home',
  question: 'quiz-beauty-question',
  result: 'quiz-beauty-result',
} as const;

const LIGHT_BUTTON =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-white px-8 text-sm font-bold tracking-wide text-lagoon-900 shadow-sm transition hover:bg-lagoon-50';

/**
 * The beauty quiz (001 §2, docs/design/beauty-quiz.md): quiz-beauty-home, one question at a
 * time with progress and back, then quiz-beauty-result. Home and result are blue, the questions
 * white (`quizBackground`). Where the shopper is lives in sessionStorage, so a reload resumes.
 */
export function QuizRunner({
  quiz,
  member,
  slots,
}: {
  quiz: QuizView;
  /** Whether a member is signed in (their result is saved to their account). */
  member: boolean;
  slots: RoutineSlots;
}) {
  const text = useQuizText();
  const api = useApiClient();
  const locale = useLocale();
  // Only the browser knows where the shopper was: the server (and hydration) draw the home
  // view, then the stored progress takes over; every move after that is stored again.
  const hydrated = useHydrated();
  const stored = useMemo(() => (hydrated ? readProgress(quiz) : EMPTY_PROGRESS), [hydrated, quiz]);
  const [moves, setMoves] = useState<QuizProgress | null>(null);
  const progress = moves ?? stored;
  const setProgress = (change: (current: QuizProgress) => QuizProgress) =>
    setMoves((current) => change(current ?? stored));
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const focusTarget = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (moves) writeProgress(quiz, moves);
  }, [quiz, moves]);
  // A move (not the first paint) starts at the top with the focus on the new view's heading.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    window.scrollTo({ top: 0 });
    focusTarget.current?.focus();
  }, [progress.view, progress.index]);

  const go = (next: Partial<QuizProgress>) => {
    moved.current = true;
    setError(null);
    setProgress((current) => ({ ...current, ...next }));
  };

  const questions = quiz.questions;
  const question = questions[progress.index];
  const draft = (question && progress.answers[question._id]) || EMPTY_DRAFT;
  const last = progress.index === questions.length - 1;
  const background = quizBackground(VIEW_NAME[progress.view]);

  const submit = async () => {
    setSubmitting(true);
    setError(null);
    const answer = await submitQuiz(
      api,
      quiz._id,
      submissionOf(quiz, progress, isNewTaker(quiz._id)),
    );
    setSubmitting(false);
    if (!answer.ok) {
      setError(answer.status === 422 && answer.message ? answer.message : text('quizSubmitFailed'));
      return;
    }
    markJoined(quiz._id);
    track('quiz_completed', { type: 'quiz', id: quiz._id }, { questions: questions.length });
    go({ view: 'result', result: answer.data });
  };

  const next = () => {
    if (!question) return;
    if (question.answer_type !== 'short_answer' && draft.answer_ids.length === 0) {
      setError(text('quizNeedAnswer'));
      return;
    }
    track(
      'quiz_step',
      { type: 'quiz', id: quiz._id },
      { step: progress.index + 1, of: questions.length },
    );
    if (last) void submit();
    else go({ index: progress.index + 1 });
  };

  const start = (fresh: boolean) =>
    go(fresh ? { ...EMPTY_PROGRESS, view: 'question' } : { view: 'question' });

  const shell = (children: ReactNode) => (
    <div
      data-quiz-view={VIEW_NAME[progress.view]}
      className={background === 'blue' ? 'bg-lagoon-700 text-white' : 'bg-white text-plum-900'}
    >
      <div
        ref={focusTarget}
        tabIndex={-1}
        className="mx-auto max-w-6xl px-4 pb-16 pt-8 outline-none md:pt-12"
      >
        {children}
      </div>
    </div>
  );

  if (progress.view === 'result' && progress.result) {
    const result = progress.result;
    return shell(
      <>
        <p className="text-xs font-bold uppercase tracking-[0.16em] text-lagoon-100">
          {text('quizResultEyebrow')}
        </p>
        <h1 className="mt-2 font-display text-3xl font-semibold md:text-4xl">{quiz.title}</h1>
        <div className="mt-6">
          <QuizResultSummary result={result} />
        </div>
        {result.shade ? (
          <div className="mt-10">
            <QuizShade shade={result.shade} slots={slots} />
          </div>
        ) : null}
        <div className="mt-10">
          <QuizRoutine routine={result.routine} slots={slots} />
        </div>
        <div className="mt-10 flex flex-col gap-4 rounded-3xl bg-lagoon-800 p-5 md:flex-row md:items-center md:justify-between md:p-6">
          {member ? (
            <p className="text-sm">
              {result.saved_to_profile ? `${text('quizSavedToAccount')} ` : null}
              <Link to="/my-quiz-results" className="font-bold underline underline-offset-4">
                {text('quizSeeInAccount')}
              </Link>
            </p>
          ) : (
            <p className="text-sm">{text('quizGuestSave')}</p>
          )}
          <button type="button" onClick={() => start(true)} className={LIGHT_BUTTON}>
            {text('quizRetake')}
          </button>
        </div>
      </>,
    );
  }

  if (progress.view === 'question' && question) {
    const position = progress.index + 1;
    return shell(
      <div className="mx-auto max-w-4xl">
        <div className="flex items-center justify-between gap-4">
          <button
            type="button"
            onClick={() =>
              go(progress.index === 0 ? { view: 'home' } : { index: progress.index - 1 })
            }
            className="inline-flex min-h-11 items-center gap-2 rounded-full pr-3 text-sm font-semibold text-plum-800 hover:text-lagoon-700"
          >
            <ArrowLeftIcon className="size-5" aria-hidden="true" />
            {text('quizBack')}
          </button>
          <p className="text-sm font-semibold text-plum-700">{quiz.title}</p>
        </div>
        <div className="mt-4">
          <p
            id="quiz-progress-label"
            className="text-xs font-bold uppercase tracking-[0.14em] text-lagoon-700"
          >
            {text('quizProgress', { current: position, total: questions.length })}
          </p>
          <div
            role="progressbar"
            aria-labelledby="quiz-progress-label"
            aria-valuemin={0}
            aria-valuemax={questions.length}
            aria-valuenow={position}
            className="mt-2 h-2 overflow-hidden rounded-full bg-lagoon-100"
          >
            <div
              className="h-full rounded-full bg-lagoon-700 transition-[width]"
              style={{ width: `${(position / questions.length) * 100}%` }}
            />
          </div>
        </div>
        <h1 className="sr-only">{quiz.title}</h1>
        <div className="mt-8">
          <QuizQuestion
            key={question._id}
            question={question}
            draft={draft}
            error={error}
            onChange={(changed) => {
              setError(null);
              setProgress((current) => ({
                ...current,
                answers: { ...current.answers, [question._id]: changed },
              }));
            }}
          />
        </div>
        <div className="mt-8 flex justify-end">
          <button
            type="button"
            onClick={next}
            aria-busy={submitting || undefined}
            disabled={submitting}
            className={`${BUTTON_CLASS.primary} w-full px-10 tracking-wide sm:w-auto`}
          >
            {submitting ? text('quizSubmitting') : text(last ? 'quizSeeResult' : 'quizNext')}
          </button>
        </div>
      </div>,
    );
  }

  const answered = answeredCount(progress);
  const cover = quiz.attachments.find((attachment) => attachment.type === 'cover');
  return shell(
    <div className="grid items-center gap-8 md:grid-cols-2 md:gap-12">
      <div>
        <p className="text-xs font-bold uppercase tracking-[0.16em] text-lagoon-100">
          {text('quizEyebrow')}
        </p>
        <h1 className="mt-2 font-display text-4xl font-semibold leading-tight md:text-5xl">
          {quiz.title}
        </h1>
        <p className="mt-4 max-w-lg text-lg leading-relaxed text-lagoon-50">{quiz.description}</p>
        <ul className="mt-6 flex flex-wrap gap-2 text-sm font-semibold">
          <li className="rounded-full bg-lagoon-800 px-3.5 py-1.5">
            {text('quizQuestionCount', { count: questions.length })}
          </li>
          <li className="rounded-full bg-lagoon-800 px-3.5 py-1.5">{text('quizMinutes')}</li>
          {quiz.total_joined > 0 ? (
            <li className="rounded-full bg-lagoon-800 px-3.5 py-1.5">
              {text('quizJoined', {
                count: new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'id-ID').format(
                  quiz.total_joined,
                ),
              })}
            </li>
          ) : null}
        </ul>
        {answered > 0 ? (
          <p className="mt-6 text-sm text-lagoon-50">
            {text('quizResumeHint', { count: answered })}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <button type="button" onClick={() => start(false)} className={LIGHT_BUTTON}>
            {text(answered > 0 ? 'quizResume' : 'quizStart')}
          </button>
          {answered > 0 ? (
            <button
              type="button"
              onClick={() => start(true)}
              className="inline-flex min-h-12 items-center justify-center rounded-full border border-white/60 px-6 text-sm font-bold text-white hover:bg-lagoon-800"
            >
              {text('quizRestart')}
            </button>
          ) : null}
        </div>
        <p className="mt-5 text-sm text-lagoon-50">
          {text(member ? 'quizMemberHint' : 'quizGuestHint')}
        </p>
      </div>
      {cover ? (
        <Image
          src={cover.url}
          alt=""
          width={1200}
          height={600}
          fetchPriority="high"
          className="aspect-[2/1] w-full rounded-3xl bg-lagoon-800 object-cover shadow-xl shadow-lagoon-900/30"
        />
      ) : null}
    </div>,
  );
}
