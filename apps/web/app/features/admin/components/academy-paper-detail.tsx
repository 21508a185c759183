import { useMemo } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { AdminAcademyPaper } from '@kilau/domain/academy';
import { formatDateTime } from '@kilau/domain/shared';
import { BUTTON_CLASS, FormMessage, TextAreaField, TextField } from '~/components/ui/form-field';
import { useFormValidation } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import {
  ACADEMY_QUEUE_INTENTS,
  parseAcademyScore,
  type AcademyQueueActionData,
} from '../academy-queue-forms';
import type { AcademyClassChoice } from '../api/academy-queues-admin.server';
import { useAdminText } from '../text';
import { AcademyAttemptsReset } from './academy-attempts-reset';
import { AcademyFact } from './academy-queue-parts';
import { ROW_BUTTON_CLASS } from './confirm-button';

const FEEDBACK_MAX = 2000;

/** The score (0–100) and feedback of a waiting paper, at the version read. */
function ScoreForm({
  paper,
  answer,
}: {
  paper: AdminAcademyPaper;
  answer: AcademyQueueActionData | undefined;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const navigation = useNavigation();
  const parse = useMemo(() => parseAcademyScore(locale), [locale]);
  const refused = answer && !answer.ok ? answer : undefined;
  const { formProps, field } = useFormValidation({ parse, serverErrors: refused?.fields });
  const busy = navigation.state !== 'idle' && navigation.formData?.get('id') === String(paper.id);
  return (
    <section aria-labelledby="paper-score" className="flex flex-col gap-3">
      <h3 id="paper-score" className="font-semibold text-plum-900">
        {text('academyPaperScoreForm')}
      </h3>
      <Form method="post" {...formProps} className="flex flex-col gap-3" preventScrollReset>
        <input type="hidden" name="intent" value={ACADEMY_QUEUE_INTENTS.score} />
        <input type="hidden" name="id" value={paper.id} />
        <input type="hidden" name="version" value={paper.version} />
        <TextField
          {...field('score')}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          label={text('academyPaperScoreField')}
          hint={
            paper.pass_score === null
              ? undefined
              : text('academyPaperPassScore', { score: paper.pass_score })
          }
          className="max-w-[12rem]"
        />
        <TextAreaField
          {...field('feedback')}
          label={text('academyPaperFeedback')}
          hint={text('academyPaperFeedbackHint')}
          maxLength={FEEDBACK_MAX}
          optional
        />
        <div>
          <button type="submit" disabled={busy} className={BUTTON_CLASS.primary}>
            {text('academyPaperSave')}
          </button>
        </div>
      </Form>
    </section>
  );
}

/**
 * One practice paper open: the member's text and images (short-lived links), its score once
 * given, the score form while it waits, and the member's attempts at the level's quizzes.
 */
export function AcademyPaperDetail({
  paper,
  classes,
  answer,
  closeHref,
}: {
  paper: AdminAcademyPaper;
  classes: AcademyClassChoice[] | null;
  answer: AcademyQueueActionData | undefined;
  closeHref: string;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const mine = answer?.target === String(paper.id) ? answer : undefined;
  const result = (passed: boolean | null) =>
    text(passed ? 'academyPaperPassed' : 'academyPaperFailed');
  return (
    <section
      aria-labelledby="paper-title"
      className="flex flex-col gap-4 rounded-2xl border border-blush-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="paper-title" className="text-lg font-semibold text-plum-900">
            {text('academyPaperTitle', { member: paper.member_email, level: paper.level_title })}
          </h2>
          <p className="text-sm text-plum-700">
            {text(`academyPaperStatus_${paper.status}`)}
            {paper.pass_score === null
              ? ''
              : ` · ${text('academyPaperPassScore', { score: paper.pass_score })}`}
          </p>
        </div>
        <Link to={closeHref} className={ROW_BUTTON_CLASS} preventScrollReset>
          {text('academyQueueClose')}
        </Link>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <AcademyFact term={text('academyPaperAttempt')}>{paper.attempt_no}</AcademyFact>
        <AcademyFact term={text('academyPaperSent')}>
          <time dateTime={paper.created_at}>{formatDateTime(paper.created_at, locale)}</time>
        </AcademyFact>
      </dl>
      <section aria-labelledby="paper-body">
        <h3 id="paper-body" className="font-semibold text-plum-900">
          {text('academyPaperBody')}
        </h3>
        <p className="mt-1 whitespace-pre-line text-plum-800">{paper.body}</p>
      </section>
      <section aria-labelledby="paper-images">
        <h3 id="paper-images" className="font-semibold text-plum-900">
          {text('academyPaperImages')}
        </h3>
        {paper.images.length > 0 ? (
          <>
            <ul className="mt-2 flex flex-wrap gap-2">
              {paper.images.map((url, index) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noreferrer">
                    <img
                      src={url}
                      alt={text('academyPaperImageAlt', { n: index + 1 })}
                      className="size-32 rounded-xl object-cover"
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </ul>
            <p className="mt-1 text-xs text-plum-700">{text('academyPaperImagesNote')}</p>
          </>
        ) : (
          <p className="mt-1 text-sm text-plum-700">{text('academyPaperNoImages')}</p>
        )}
      </section>
      {paper.status === 'scored' && paper.score !== null ? (
        <section aria-labelledby="paper-result" className="text-sm">
          <h3 id="paper-result" className="font-semibold text-plum-900">
            {text('academyPaperResult', { score: paper.score, result: result(paper.passed) })}
          </h3>
          {paper.scored_at ? (
            <p className="text-plum-700">
              {text('academyPaperScoredAt', { at: formatDateTime(paper.scored_at, locale) })}
            </p>
          ) : null}
          {paper.feedback ? (
            <p className="mt-1 whitespace-pre-line text-plum-800">
              <span className="font-semibold">{text('academyPaperFeedback')}:</span>{' '}
              {paper.feedback}
            </p>
          ) : null}
        </section>
      ) : null}
      {mine && !mine.ok && mine.message ? (
        <FormMessage tone="error">{mine.message}</FormMessage>
      ) : null}
      {paper.status === 'submitted' ? (
        <ScoreForm key={`${paper.id}-${paper.version}`} paper={paper} answer={mine} />
      ) : null}
      <AcademyAttemptsReset
        userId={paper.user_id}
        member={paper.member_email}
        classes={classes}
        answer={answer}
      />
    </section>
  );
}
