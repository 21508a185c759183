import { academyPath } from '@kilau/domain/academy';
import { data, Link, redirect, useFetcher, useRouteLoaderData } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { completeAcademyLevel, fetchAcademyLevels } from '~/features/academy/api/academy-calls';
import { requireAcademyMember } from '~/features/academy/api/academy-gate.server';
import { Syllabus } from '~/features/academy/components/syllabus';
import { academyText, useAcademyText } from '~/features/academy/text';
import { useMessage } from '~/lib/i18n';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { loader as academyLoader } from './academy';
import type { Route } from './+types/academy-classes';

/**
 * `/{segment}/class` (001 §2 Class): the approved member's classes by level with their states;
 * a level whose classes (and practice paper) are done is completed here, once.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const [progress, levels] = await Promise.all([
    requireAcademyMember(api, url, params.academy),
    fetchAcademyLevels(api),
  ]);
  if (!levels.ok) throw data(null, { status: 503 });
  return {
    progress,
    levels: levels.data,
    seo: buildSeo(url, locale, {
      title: academyText('academyClassesTitle', locale),
      description: academyText('academySeoDescription', locale),
      noindex: true,
    }),
  };
}

/** `complete_level`: the server checks the level is ready and completes it exactly once. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { api } = routeContext(request, context);
  const form = await request.formData();
  const levelId = Number(form.get('level_id'));
  if (form.get('intent') !== 'complete_level' || !Number.isSafeInteger(levelId) || levelId < 1)
    throw data(null, { status: 400 });
  const result = await completeAcademyLevel(api, levelId);
  if (result.ok && result.data.graduated) throw redirect(academyPath(params.academy, 'graduation'));
  return result.ok ? { ok: true as const } : { ok: false as const, message: result.message ?? '' };
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function AcademyClasses({ loaderData }: Route.ComponentProps) {
  const frame = useRouteLoaderData<typeof academyLoader>('routes/academy');
  const text = useAcademyText();
  const { progress, levels } = loaderData;
  if (!frame) return null;
  const segment = frame.academy.path_segment;
  const ready = progress.levels.filter((level) => level.state === 'ready');
  const paperOpen = progress.levels.filter((level) => level.paper_open);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="font-display text-3xl font-semibold text-plum-900">
        {text('academyClassesTitle')}
      </h1>
      <p className="mt-1 text-plum-700">
        {text('academyProgressLabel', { percent: progress.percent })}
      </p>
      {ready.map((level) => {
        const title = levels.find((entry) => entry.id === level.id)?.title ?? '';
        return <CompleteLevel key={level.id} levelId={level.id} title={title} />;
      })}
      {paperOpen.map((level) => (
        <p key={level.id} className="mt-4 rounded-2xl bg-cream-100 px-4 py-3 text-plum-900">
          {text('academyPaperWaitingForYou')}{' '}
          <Link to={academyPath(segment, 'profile')} className="font-semibold underline">
            {text('academyPaperGoSubmit')}
          </Link>
        </p>
      ))}
      <div className="mt-6">
        <Syllabus segment={segment} levels={levels} progress={progress} headingLevel={2} />
      </div>
    </div>
  );
}

function CompleteLevel({ levelId, title }: { levelId: number; title: string }) {
  const fetcher = useFetcher<typeof action>();
  const text = useAcademyText();
  const message = useMessage();
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form
      method="post"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-3xl bg-[var(--academy-accent)] p-5"
    >
      <p className="font-semibold text-plum-950">{text('academyLevelReady', { title })}</p>
      <input type="hidden" name="intent" value="complete_level" />
      <input type="hidden" name="level_id" value={levelId} />
      <button
        type="submit"
        disabled={busy}
        className="inline-flex min-h-12 items-center rounded-full bg-[var(--academy-primary)] px-6 font-semibold text-white disabled:opacity-60"
      >
        {text('academyCompleteLevel')}
      </button>
      {fetcher.data && !fetcher.data.ok ? (
        <p role="alert" className="w-full text-sm text-berry-700">
          {fetcher.data.message || message('generic_retry')}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
