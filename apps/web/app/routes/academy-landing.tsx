import { academyPath, type AcademyProgress } from '@kilau/domain/academy';
import { formatDate } from '@kilau/domain/shared';
import { Link, useRouteLoaderData } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import {
  fetchAcademyArticles,
  fetchAcademyLevels,
  fetchAcademySettings,
  fetchAcademyWinners,
} from '~/features/academy/api/academy-calls';
import { AcademyMark } from '~/features/academy/components/academy-mark';
import { Syllabus } from '~/features/academy/components/syllabus';
import { useAcademyText } from '~/features/academy/text';
import { useLocale } from '~/lib/i18n';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { loader as academyLoader } from './academy';
import type { Route } from './+types/academy-landing';

/**
 * `/{segment}` (001 §2 `{product}Academy`): the academy's front page — what it is, where the member
 * stands (enrol, waiting, continue, graduated), the syllabus, how it works, the news (5, newest
 * first, 001 §9) and the month's winners.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const [settings, levels, articles, winners] = await Promise.all([
    fetchAcademySettings(api),
    fetchAcademyLevels(api),
    fetchAcademyArticles(api),
    fetchAcademyWinners(api),
  ]);
  const academy = settings.ok ? settings.data : null;
  return {
    levels: levels.ok ? levels.data : [],
    articles: (articles.ok ? articles.data : []).map(
      ({ id, title, summary, owner, published_at, cover_image }) => ({
        id,
        title,
        summary,
        owner,
        published_at,
        cover_image,
      }),
    ),
    winners: winners.ok ? winners.data.slice(0, 6) : [],
    seo: academy
      ? buildSeo(url, locale, {
          title: academy.name,
          description: academy.tagline || academy.description,
          path: academyPath(academy.path_segment, 'landing'),
          image: academy.logo_url,
        })
      : null,
  };
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function AcademyLanding({ loaderData }: Route.ComponentProps) {
  const frame = useRouteLoaderData<typeof academyLoader>('routes/academy');
  const text = useAcademyText();
  const locale = useLocale();
  if (!frame) return null;
  const { academy, enrolment, progress } = frame;
  const segment = academy.path_segment;
  return (
    <>
      <section className="bg-[var(--academy-accent)]" aria-labelledby="academy-title">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 md:grid-cols-[1fr_auto] md:items-center md:py-16">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-plum-800">
              {academy.brand.name}
            </p>
            <h1
              id="academy-title"
              className="mt-2 font-display text-4xl font-semibold text-plum-950 md:text-5xl"
            >
              {academy.name}
            </h1>
            {academy.tagline ? (
              <p className="mt-3 max-w-xl text-lg text-plum-900">{academy.tagline}</p>
            ) : null}
            <p className="mt-2 text-sm text-plum-800">
              {text('academyFigures', {
                levels: academy.levels_count,
                classes: academy.classes_count,
                graduates: academy.graduates_count,
              })}
            </p>
            <div className="mt-6">
              <PrimaryAction
                segment={segment}
                status={enrolment?.status ?? null}
                progress={progress}
              />
            </div>
          </div>
          <div className="hidden md:block">
            <AcademyMark academy={academy} size={160} />
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-10">
        {academy.description ? (
          <p className="max-w-3xl text-lg leading-relaxed text-plum-800">{academy.description}</p>
        ) : null}

        <section aria-labelledby="academy-steps">
          <h2 id="academy-steps" className="font-display text-2xl font-semibold text-plum-900">
            {text('academyStepsTitle')}
          </h2>
          <ol className="mt-4 grid gap-3 md:grid-cols-4">
            {(
              [
                text('academyStepEnrol', { brand: academy.brand.name }),
                text('academyStepLearn'),
                text('academyStepPractice'),
                text('academyStepGraduate'),
              ] as const
            ).map((step, index) => (
              <li key={step} className="rounded-3xl bg-white p-5 shadow-sm">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-[var(--academy-primary)] font-semibold text-white"
                >
                  {index + 1}
                </span>
                <p className="mt-3 text-plum-900">{step}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="academy-syllabus">
          <h2 id="academy-syllabus" className="font-display text-2xl font-semibold text-plum-900">
            {text('academySyllabusTitle')}
          </h2>
          <p className="mt-1 text-plum-700">{text('academySyllabusIntro')}</p>
          <div className="mt-4">
            <Syllabus segment={segment} levels={loaderData.levels} progress={progress} />
          </div>
        </section>

        {loaderData.articles.length > 0 ? (
          <section aria-labelledby="academy-articles">
            <h2 id="academy-articles" className="font-display text-2xl font-semibold text-plum-900">
              {text('academyArticlesTitle')}
            </h2>
            <ul className="mt-4 grid gap-4 md:grid-cols-3">
              {loaderData.articles.map((article) => (
                <li key={article.id} className="rounded-3xl bg-white p-5 shadow-sm">
                  <h3 className="font-semibold text-plum-900">{article.title}</h3>
                  <p className="mt-1 text-xs text-plum-700">
                    {article.owner} · {formatDate(article.published_at, locale)}
                  </p>
                  <p className="mt-2 text-sm text-plum-800">{article.summary}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="academy-winners">
          <h2 id="academy-winners" className="font-display text-2xl font-semibold text-plum-900">
            {text('academyWinnersTitle')}
          </h2>
          {loaderData.winners.length === 0 ? (
            <p className="mt-2 text-plum-700">{text('academyWinnersEmpty')}</p>
          ) : (
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 md:grid-cols-3">
              {loaderData.winners.map((winner) => (
                <li
                  key={`${winner.period}-${winner.kind}-${winner.rank}`}
                  className="flex items-center gap-3 rounded-3xl bg-white p-4 shadow-sm"
                >
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-full bg-[var(--academy-accent)] font-semibold text-plum-950"
                  >
                    {winner.rank}
                  </span>
                  <span>
                    <span className="block font-semibold text-plum-900">{winner.name}</span>
                    <span className="block text-sm text-plum-700">
                      {winner.kind === 'graduate'
                        ? text('academyWinnerGraduate')
                        : text('academyWinnerTopScorer')}{' '}
                      · {winner.period}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

const ctaClass =
  'inline-flex min-h-12 items-center rounded-full bg-[var(--academy-primary)] px-6 font-semibold text-white hover:opacity-90';

/** The landing's one call to action, from where the member stands. */
function PrimaryAction({
  segment,
  status,
  progress,
}: {
  segment: string;
  status: 'pending' | 'approved' | 'rejected' | null;
  progress: AcademyProgress | null;
}) {
  const text = useAcademyText();
  if (progress?.graduated_at)
    return (
      <Link to={academyPath(segment, 'graduation')} className={ctaClass}>
        {text('academyGraduatedCta')}
      </Link>
    );
  if (progress) {
    const target = progress.last_class ?? progress.next_class;
    return (
      <Link
        to={target ? academyPath(segment, 'class', target.slug) : academyPath(segment, 'classes')}
        className={ctaClass}
      >
        {progress.percent > 0 ? text('academyContinueCta') : text('academyStartCta')}
      </Link>
    );
  }
  if (status === 'pending')
    return (
      <Link to={academyPath(segment, 'profile')} className={`${ctaClass} !bg-white !text-plum-900`}>
        {text('academyPendingCta')}
      </Link>
    );
  return (
    <Link to={academyPath(segment, 'enroll')} className={ctaClass}>
      {text('academyEnrolCta')}
    </Link>
  );
}
