import { data } from 'react-router';
import type { AdminAcademyWinnerInput } from '@kilau/domain/academy';
import { ACADEMY_QUEUE_INTENTS, parseAcademyWinner } from '~/features/admin/academy-queue-forms';
import {
  academyQueueAnswer,
  academyQueueRefusal,
  postedId,
  requireAcademyStaff,
} from '~/features/admin/api/academy-queue-actions.server';
import {
  academyWinnersOf,
  addAcademyWinner,
  deleteAcademyWinner,
} from '~/features/admin/api/academy-queues-admin.server';
import { staffContext } from '~/features/admin/api/staff-session.server';
import {
  AcademyWinnersBoard,
  winnerTarget,
} from '~/features/admin/components/academy-winners-board';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { readAcademyPeriod } from '~/features/admin/lib/academy-queue-address';
import { adminText } from '~/features/admin/text';
import type { Route } from './+types/admin-academy-winners';

/**
 * /admin/academy/winners (permission `academy.manage`; docs/design/academy.md): a month's
 * winners (`period=YYYY-MM`, WIB; this month by default) and its candidates — the month's
 * graduates and best average quiz scores —; a candidate chosen at a rank, a winner deleted.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  await requireAcademyStaff(staff);
  const { period, invalid } = readAcademyPeriod(staff.url.searchParams, new Date());
  const month = await academyWinnersOf(staff.api, period);
  if (month === null) throw data(null, { status: 503 });
  return { period, invalid, ...month };
}

/** A candidate chosen (period, kind, member, rank, note), or a winner deleted. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === ACADEMY_QUEUE_INTENTS.deleteWinner) {
    const id = postedId(form.get('id'));
    return academyQueueAnswer(
      staff,
      intent,
      String(id),
      await deleteAcademyWinner(staff.api, id),
      () => adminText('academyWinnerDeleted', staff.locale),
    );
  }
  if (intent !== ACADEMY_QUEUE_INTENTS.addWinner) throw data(null, { status: 400 });
  const kind = form.get('kind') === 'top_scorer' ? 'top_scorer' : 'graduate';
  const target = winnerTarget(kind, postedId(form.get('user_id')));
  const parsed = parseAcademyWinner(staff.locale)(form);
  if (!parsed.ok) return academyQueueRefusal(intent, target, parsed.fields);
  return academyQueueAnswer(
    staff,
    intent,
    target,
    await addAcademyWinner(staff.api, parsed.data as AdminAcademyWinnerInput),
    (winner) =>
      adminText('academyWinnerAdded', staff.locale, {
        member: winner.member_email,
        rank: winner.rank,
      }),
  );
}

export const meta: Route.MetaFunction = adminMeta('academyWinnersTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminAcademyWinners({ loaderData, actionData }: Route.ComponentProps) {
  return <AcademyWinnersBoard {...loaderData} answer={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
