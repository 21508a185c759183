import { academyPath } from '@kilau/domain/academy';
import { Link, useRouteLoaderData } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { fetchAcademyLevels } from '~/features/academy/api/academy-calls';
import { requireAcademyMember } from '~/features/academy/api/academy-gate.server';
import { academyText, useAcademyText } from '~/features/academy/text';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { loader as academyLoader } from './academy';
import type { Route } from './+types/academy-locked';

/**
 * `/{segment}/locked` (001 §2 Locked): a class or level not reached yet. Names the class the
 * member asked for (`?class=`) and what opens it: the class to take now.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const [progress, levels] = await Promise.all([
    requireAcademyMember(api, url, params.academy),
    fetchAcademyLevels(api),
  ]);
  const asked = url.searchParams.get('class');
  const classes = levels.ok ? levels.data.flatMap((level) => level.classes) : [];
  return {
    asked: classes.find((entry) => entry.slug === asked)?.title ?? null,
    next: progress.next_class,
    seo: buildSeo(url, locale, {
      title: academyText('academyLockedTitle', locale),
      description: academyText('academySeoDescription', locale),
      noindex: true,
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function AcademyLocked({ loaderData }: Route.ComponentProps) {
  const frame = useRouteLoaderData<typeof academyLoader>('routes/academy');
  const text = useAcademyText();
  if (!frame) return null;
  const segment = frame.academy.path_segment;
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <svg viewBox="0 0 48 48" className="mx-auto size-16" aria-hidden="true">
        <rect x="10" y="21" width="28" height="21" rx="4" fill="var(--academy-primary)" />
        <path
          d="M16 21v-6a8 8 0 0 1 16 0v6"
          fill="none"
          stroke="var(--academy-primary)"
          strokeWidth="4"
        />
        <circle cx="24" cy="31" r="3" fill="#fff" />
      </svg>
      <h1 className="mt-4 font-display text-3xl font-semibold text-plum-900">
        {text('academyLockedTitle')}
      </h1>
      <p className="mt-3 text-plum-700">
        {loaderData.asked
          ? text('academyLockedNamed', { title: loaderData.asked })
          : text('academyLockedIntro')}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {loaderData.next ? (
          <Link
            to={academyPath(segment, 'class', loaderData.next.slug)}
            className="inline-flex min-h-12 items-center rounded-full bg-[var(--academy-primary)] px-6 font-semibold text-white"
          >
            {text('academyNextClass', { title: loaderData.next.title })}
          </Link>
        ) : null}
        <Link
          to={academyPath(segment, 'classes')}
          className="inline-flex min-h-12 items-center rounded-full border border-plum-900/20 bg-white px-6 font-semibold text-plum-900"
        >
          {text('academyClassesTitle')}
        </Link>
      </div>
    </section>
  );
}
