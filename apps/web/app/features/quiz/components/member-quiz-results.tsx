import { Link } from 'react-router';
import type { MemberQuizResult } from '@kilau/domain/engagement';
import { formatDate } from '@kilau/domain/shared';
import { EmptyPanel } from '~/components/ui/empty-panel';
import { SparkleIcon } from '~/components/ui/icons';
import { useLocale } from '~/lib/i18n';
import { useQuizText } from '../text';
import { QuizResultSummary, QuizRoutine, QuizShade, type RoutineSlots } from './quiz-result';

/** The skin-type quiz: where the account's empty list invites the member. */
export const SKIN_TYPE_QUIZ_PATH = '/quiz/tipe-kulit';

/**
 * /my-quiz-results in the account screen: the member's latest result of each quiz, newest first
 * — skin type, focus and the routine with today's tiles (each addable to the bag) — or, with
 * none, an invitation to take the skin-type quiz. `results` null: the list could not be read.
 */
export function MemberQuizResults({
  results,
  slots,
}: {
  results: MemberQuizResult[] | null;
  slots: RoutineSlots;
}) {
  const text = useQuizText();
  const locale = useLocale();
  return (
    <section aria-labelledby="quiz-results-title">
      <h1
        id="quiz-results-title"
        className="mb-6 font-display text-3xl font-semibold text-plum-900 md:text-4xl"
      >
        {text('quizResultsTitle')}
      </h1>
      {results === null ? (
        <p role="alert" className="rounded-xl bg-berry-700/10 p-4 text-berry-700">
          {text('quizResultsUnavailable')}
        </p>
      ) : results.length === 0 ? (
        <EmptyPanel
          icon={<SparkleIcon className="size-9" aria-hidden="true" />}
          title={text('quizResultsEmptyTitle')}
          text={text('quizResultsEmptyText')}
          cta={{ to: SKIN_TYPE_QUIZ_PATH, label: text('quizTakeSkinQuiz') }}
        />
      ) : (
        <ul className="grid gap-6">
          {results.map((result) => (
            <li key={result.submission_id}>
              <article
                aria-labelledby={`quiz-result-${result.submission_id}`}
                className="rounded-3xl bg-lagoon-50 p-4 text-plum-900 ring-1 ring-lagoon-100 md:p-6"
              >
                <header className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <div>
                    <h2
                      id={`quiz-result-${result.submission_id}`}
                      className="font-display text-2xl font-semibold"
                    >
                      {result.quiz_title}
                    </h2>
                    <p className="text-sm text-plum-700">
                      {text('quizTakenOn', { date: formatDate(result.created_at, locale) })}
                    </p>
                  </div>
                  <Link
                    to={`/quiz/${result.quiz_slug}`}
                    className="text-sm font-bold text-lagoon-800 underline underline-offset-4 hover:text-lagoon-900"
                  >
                    {text('quizRetake')}
                  </Link>
                </header>
                <QuizResultSummary result={result} headingLevel="h3" />
                {result.shade ? (
                  <div className="mt-6">
                    <QuizShade shade={result.shade} slots={slots} headingLevel="h3" />
                  </div>
                ) : null}
                <div className="mt-6">
                  <QuizRoutine routine={result.routine} slots={slots} headingLevel="h3" narrow />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
