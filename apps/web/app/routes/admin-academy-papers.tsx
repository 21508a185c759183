import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { AdminAcademyScoreInput } from '@kilau/domain/academy';
import { ACADEMY_QUEUE_INTENTS, parseAcademyScore } from '~/features/admin/academy-queue-forms';
import {
  academyQueueAnswer,
  academyQueueRefusal,
  loadAcademyQueue,
  postedId,
  resetAttemptsAnswer,
} from '~/features/admin/api/academy-queue-actions.server';
import {
  academyClassChoices,
  getAcademyPaper,
  listAcademyPapers,
  scoreAcademyPaper,
} from '~/features/admin/api/academy-queues-admin.server';
import { staffContext } from '~/features/admin/api/staff-session.server';
import {
  ACADEMY_PAPER_STATUSES,
  AcademyPaperQueue,
} from '~/features/admin/components/academy-paper-queue';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { adminText } from '~/features/admin/text';
import type { Route } from './+types/admin-academy-papers';

/**
 * /admin/academy/papers (permission `academy.manage`; docs/design/academy.md): the practice
 * papers by state (`status`: submitted, scored), 20 a page (`page`); one paper open
 * (`open=<id>`) with its text and images (short-lived links), scored once (0–100 and feedback);
 * the member's quiz attempts at the level's classes given back.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const { open: paper, ...queue } = await loadAcademyQueue(
    staff,
    ACADEMY_PAPER_STATUSES,
    (status, page) => listAcademyPapers(staff.api, status, page),
    (id) => getAcademyPaper(staff.api, id),
  );
  const classes = paper ? await academyClassChoices(staff.api, paper.level_id) : null;
  return { ...queue, paper, classes };
}

/** A paper scored at the version read, or a member's attempts at a class given back. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === ACADEMY_QUEUE_INTENTS.resetAttempts) return resetAttemptsAnswer(staff, form);
  if (intent !== ACADEMY_QUEUE_INTENTS.score) throw data(null, { status: 400 });
  const id = postedId(form.get('id'));
  const parsed = parseAcademyScore(staff.locale)(form);
  if (!parsed.ok) return academyQueueRefusal(intent, String(id), parsed.fields);
  return academyQueueAnswer(
    staff,
    intent,
    String(id),
    await scoreAcademyPaper(staff.api, id, parsed.data as AdminAcademyScoreInput),
    (paper) =>
      adminText('academyPaperSaved', staff.locale, {
        member: paper.member_email,
        score: paper.score ?? 0,
        result: adminText(paper.passed ? 'academyPaperPassed' : 'academyPaperFailed', staff.locale),
      }),
  );
}

/** Scored by someone else in between (409) reloads the page, so it shows the score given. */
export const shouldRevalidate = ({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => (actionStatus === 409 ? true : defaultShouldRevalidate);

export const meta: Route.MetaFunction = adminMeta('academyPapersTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminAcademyPapers({ loaderData, actionData }: Route.ComponentProps) {
  return <AcademyPaperQueue {...loaderData} answer={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
