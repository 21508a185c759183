import { academyRouteName } from '@kilau/domain/academy';
import { useEffect, type CSSProperties } from 'react';
import { data, Link, Outlet, useLocation } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { MAIN_CONTENT_ID } from '~/components/layout/skip-link';
import { fetchMember } from '~/features/auth/api/member.server';
import {
  fetchAcademyEnrolment,
  fetchAcademyProgress,
  fetchAcademySettings,
} from '~/features/academy/api/academy-calls';
import { AcademyHeader } from '~/features/academy/components/academy-header';
import { useAcademyText } from '~/features/academy/text';
import { useMember } from '~/features/auth/hooks/use-member';
import { ACADEMY_CHROME } from '~/lib/chrome';
import { routeContext } from '~/lib/route-context.server';
import type { Route } from './+types/academy';
import { track } from '~/lib/analytics';

export const handle = ACADEMY_CHROME;

/**
 * `/{segment}/…` (001 §2, ADR 0047): the academy's frame — its header (mark, classes, quizzes,
 * the member's progress, profile) and footer — around every academy page. The loader answers the
 * not-found page when the first segment is not the academy's. A member's enrolment is read here
 * (001 §4: the academy status follows the member), and an approved member's progress too: every
 * academy page shows it.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api } = routeContext(request, context);
  const settings = await fetchAcademySettings(api);
  if (!settings.ok) throw data(null, { status: settings.status === 404 ? 404 : 503 });
  const academy = settings.data;
  if (params.academy !== academy.path_segment || !academy.is_active)
    throw data(null, { status: 404 });
  const member = await fetchMember(api, request.headers.get('Cookie'));
  const enrolment = member ? await fetchAcademyEnrolment(api, member.id) : null;
  const approved = enrolment?.ok === true && enrolment.data?.status === 'approved';
  const progress = approved ? await fetchAcademyProgress(api) : null;
  return {
    academy,
    enrolment: enrolment?.ok ? enrolment.data : null,
    progress: progress?.ok ? progress.data : null,
  };
}

export const ErrorBoundary = RouteError;

export default function AcademyLayout({ loaderData }: Route.ComponentProps) {
  const { academy, progress } = loaderData;
  const text = useAcademyText();
  const member = useMember();
  const location = useLocation();
  const routeName = academyRouteName(academy.path_segment, academy.brand.name, location.pathname);
  // Each of the academy's pages is a step of its way (issue 24 tracking), signed in or not.
  const signedIn = member !== null;
  useEffect(() => {
    if (routeName)
      track('academy_step', { type: 'academy', id: routeName }, { signed_in: signedIn });
  }, [routeName, signedIn]);
  const colours = {
    '--academy-primary': academy.primary_colour,
    '--academy-accent': academy.accent_colour,
  } as CSSProperties;
  return (
    <div
      style={colours}
      data-route-name={routeName ?? undefined}
      className="flex min-h-dvh flex-col"
    >
      <AcademyHeader
        academy={academy}
        percent={progress ? progress.percent : null}
        signedIn={member !== null}
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <footer className="border-t border-plum-900/10 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-6 text-sm text-plum-700">
          <p>
            {academy.name} · {academy.brand.name}
          </p>
          <Link
            to="/"
            className="inline-flex min-h-12 items-center font-semibold text-plum-900 underline"
          >
            {text('academyBackToShop')}
          </Link>
        </div>
      </footer>
    </div>
  );
}
