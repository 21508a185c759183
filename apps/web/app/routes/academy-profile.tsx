import { academyPath, type AcademyPaperView } from '@kilau/domain/academy';
import { formatDate } from '@kilau/domain/shared';
import { useState } from 'react';
import { data, Link, useFetcher, useRouteLoaderData } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { TextAreaField } from '~/components/ui/form-field';
import {
  fetchAcademyLevels,
  fetchPracticePapers,
  submitPracticePaper,
} from '~/features/academy/api/academy-calls';
import { PaperImagesField } from '~/features/academy/components/paper-images-field';
import { academyText, useAcademyText } from '~/features/academy/text';
import { requireMember } from '~/features/auth/api/member-guard.server';
import { fieldErrorsOf } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { loader as academyLoader } from './academy';
import type { Route } from './+types/academy-profile';

/**
 * `/{segment}/profile` (001 §2 Profile): the member's academy profile — their enrolment's status
 * (001 §4), their progress, their practice papers with scores and feedback, the paper a level
 * waits for, and the certificate once graduated.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  await requireMember(request, api);
  const [papers, levels] = await Promise.all([fetchPracticePapers(api), fetchAcademyLevels(api)]);
  return {
    papers: papers.ok ? papers.data : [],
    levels: levels.ok
      ? levels.data.map(({ id, position, title, assignment }) => ({
          id,
          position,
          title,
          assignment,
        }))
      : [],
    seo: buildSeo(url, locale, {
      title: academyText('academyProfileTitle', locale),
      description: academyText('academySeoDescription', locale),
      noindex: true,
    }),
  };
}

type PaperActionData =
  | { ok: true; paper: AcademyPaperView }
  | { ok: false; message: string; fields: Record<string, string> };

/** `paper`: hands in a level's practice paper; the server checks the level waits for one. */
export async function action({ request, context }: Route.ActionArgs): Promise<PaperActionData> {
  const { api } = routeContext(request, context);
  const form = await request.formData();
  const levelId = Number(form.get('level_id'));
  if (form.get('intent') !== 'paper' || !Number.isSafeInteger(levelId) || levelId < 1)
    throw data(null, { status: 400 });
  const result = await submitPracticePaper(api, {
    level_id: levelId,
    body: String(form.get('body') ?? ''),
    images: form.getAll('images').map(String),
  });
  return result.ok
    ? { ok: true, paper: result.data }
    : { ok: false, message: result.message ?? '', fields: fieldErrorsOf(result.data) };
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function AcademyProfile({ loaderData }: Route.ComponentProps) {
  const frame = useRouteLoaderData<typeof academyLoader>('routes/academy');
  const text = useAcademyText();
  const locale = useLocale();
  if (!frame) return null;
  const { academy, enrolment, progress } = frame;
  const segment = academy.path_segment;
  const levels = new Map(loaderData.levels.map((level) => [level.id, level]));
  const paperLevels = (progress?.levels ?? []).filter((level) => level.paper_open);
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-8">
      <h1 className="font-display text-3xl font-semibold text-plum-900">
        {text('academyProfileTitle')}
      </h1>

      <section aria-labelledby="profile-status" className="rounded-3xl bg-white p-6 shadow-sm">
        <h2 id="profile-status" className="font-display text-xl font-semibold text-plum-900">
          {text('academyStatusTitle')}
        </h2>
        {enrolment === null ? (
          <p className="mt-2 text-plum-700">
            {text('academyStatusNone')}{' '}
            <Link to={academyPath(segment, 'enroll')} className="font-semibold underline">
              {text('academyEnrolTitle')}
            </Link>
          </p>
        ) : enrolment.status === 'pending' ? (
          <p className="mt-2 text-plum-700">
            {text('academyStatusPending', { date: formatDate(enrolment.submitted_at, locale) })}
          </p>
        ) : enrolment.status === 'rejected' ? (
          <p className="mt-2 text-plum-700">
            {text('academyEnrolRejected', { reason: enrolment.rejection_reason ?? '' })}{' '}
            <Link to={academyPath(segment, 'enroll')} className="font-semibold underline">
              {text('academyEnrolTitle')}
            </Link>
          </p>
        ) : (
          <p className="mt-2 text-plum-700">
            {text('academyStatusApproved', {
              date: formatDate(enrolment.decided_at ?? enrolment.submitted_at, locale),
            })}
          </p>
        )}
        {progress ? (
          <div className="mt-4">
            <div
              className="h-3 overflow-hidden rounded-full bg-cream-200"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress.percent}
              aria-label={text('academyProgressLabel', { percent: progress.percent })}
            >
              <div
                className="h-full rounded-full bg-[var(--academy-primary)]"
                style={{ width: `${progress.percent}%` }}
              />
            </div>
            <p className="mt-2 text-sm text-plum-700">
              {text('academyProgressLabel', { percent: progress.percent })}
            </p>
            {progress.certificate_code ? (
              <Link
                to={academyPath(segment, 'graduation')}
                className="mt-3 inline-flex min-h-12 items-center rounded-full bg-[var(--academy-primary)] px-6 font-semibold text-white"
              >
                {text('academyGraduatedCta')}
              </Link>
            ) : null}
          </div>
        ) : null}
      </section>

      {paperLevels.map((level) => {
        const info = levels.get(level.id);
        return info?.assignment ? (
          <PaperForm
            key={level.id}
            levelId={level.id}
            title={info.assignment.title}
            brief={info.assignment.brief}
            passScore={info.assignment.pass_score}
          />
        ) : null;
      })}

      <section aria-labelledby="profile-papers">
        <h2 id="profile-papers" className="font-display text-xl font-semibold text-plum-900">
          {text('academyPapersTitle')}
        </h2>
        {loaderData.papers.length === 0 ? (
          <p className="mt-2 text-plum-700">{text('academyPapersEmpty')}</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {loaderData.papers.map((paper) => (
              <li key={paper.id} className="rounded-3xl bg-white p-5 shadow-sm">
                <p className="text-sm font-semibold text-plum-700">
                  {levels.get(paper.level_id)?.title ?? ''} ·{' '}
                  {text('academyPaperAttempt', { number: paper.attempt_no })} ·{' '}
                  {formatDate(paper.created_at, locale)}
                </p>
                <p className="mt-2 line-clamp-3 whitespace-pre-line text-plum-900">{paper.body}</p>
                {paper.images.length > 0 ? (
                  <ul
                    aria-label={text('academyPaperImagesOf')}
                    className="mt-3 flex flex-wrap gap-2"
                  >
                    {paper.images.map((url, index) => (
                      <li key={url}>
                        <a href={url} target="_blank" rel="noreferrer">
                          <img
                            src={url}
                            alt={text('academyPaperImageAlt', { number: index + 1 })}
                            loading="lazy"
                            className="size-20 rounded-xl object-cover"
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <p className="mt-3 font-semibold text-plum-900">
                  {paper.status === 'submitted'
                    ? text('academyPaperWaiting')
                    : paper.passed
                      ? text('academyPaperPassed', { score: paper.score ?? 0 })
                      : text('academyPaperNotPassed', { score: paper.score ?? 0 })}
                </p>
                {paper.feedback ? (
                  <p className="mt-1 text-sm text-plum-700">
                    {text('academyPaperFeedback', { feedback: paper.feedback })}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function PaperForm({
  levelId,
  title,
  brief,
  passScore,
}: {
  levelId: number;
  title: string;
  brief: string;
  passScore: number;
}) {
  const text = useAcademyText();
  const fetcher = useFetcher<typeof action>();
  const [uploading, setUploading] = useState(false);
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fields : {};
  return (
    <section
      aria-labelledby={`paper-${levelId}`}
      className="rounded-3xl bg-[var(--academy-accent)] p-6"
    >
      <h2 id={`paper-${levelId}`} className="font-display text-xl font-semibold text-plum-950">
        {text('academyAssignment', { title })}
      </h2>
      <p className="mt-2 whitespace-pre-line text-plum-950">{brief}</p>
      <p className="mt-2 text-sm text-plum-900">{text('academyPassMark', { mark: passScore })}</p>
      <fetcher.Form method="post" className="mt-4 grid gap-3">
        <input type="hidden" name="intent" value="paper" />
        <input type="hidden" name="level_id" value={levelId} />
        <TextAreaField
          label={text('academyPaperBody')}
          name="body"
          required
          rows={8}
          maxLength={10000}
          error={errors['body']}
        />
        <PaperImagesField name="images" error={errors['images']} onBusyChange={setUploading} />
        {fetcher.data && !fetcher.data.ok && Object.keys(errors).length === 0 ? (
          <p role="alert" className="text-berry-700">
            {fetcher.data.message}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={fetcher.state !== 'idle' || uploading}
          className="inline-flex min-h-12 items-center justify-center rounded-full bg-[var(--academy-primary)] px-6 font-semibold text-white disabled:opacity-60"
        >
          {text('academyPaperSubmit')}
        </button>
      </fetcher.Form>
    </section>
  );
}
