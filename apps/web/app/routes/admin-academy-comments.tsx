import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { ACADEMY_QUEUE_INTENTS } from '~/features/admin/academy-queue-forms';
import {
  academyQueueAnswer,
  postedId,
  requireAcademyStaff,
} from '~/features/admin/api/academy-queue-actions.server';
import {
  listAcademyComments,
  moveAcademyComment,
} from '~/features/admin/api/academy-queues-admin.server';
import { staffContext } from '~/features/admin/api/staff-session.server';
import {
  ACADEMY_COMMENT_STATUSES,
  AcademyCommentQueue,
} from '~/features/admin/components/academy-comment-queue';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { readAcademyQueueAddress } from '~/features/admin/lib/academy-queue-address';
import { adminText } from '~/features/admin/text';
import type { Route } from './+types/admin-academy-comments';

/**
 * /admin/academy/comments (permission `academy.manage`; docs/design/academy.md): the academy's
 * comments by state (`status`: held by the filter — the default —, published, removed), oldest
 * first, each with its post, hold reasons and reports; a held one published or removed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  await requireAcademyStaff(staff);
  const { status } = readAcademyQueueAddress(staff.url.searchParams, ACADEMY_COMMENT_STATUSES);
  const rows = await listAcademyComments(staff.api, status);
  if (rows === null) throw data(null, { status: 503 });
  return { rows, status };
}

/** A held comment published or removed. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent !== ACADEMY_QUEUE_INTENTS.publish && intent !== ACADEMY_QUEUE_INTENTS.remove) {
    throw data(null, { status: 400 });
  }
  const id = postedId(form.get('id'));
  const publish = intent === ACADEMY_QUEUE_INTENTS.publish;
  return academyQueueAnswer(
    staff,
    intent,
    String(id),
    await moveAcademyComment(staff.api, id, publish ? 'publish' : 'remove'),
    () => adminText(publish ? 'academyCommentPublished' : 'academyCommentRemoved', staff.locale),
  );
}

/** A comment someone else decided in between (409) reloads the list. */
export const shouldRevalidate = ({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => (actionStatus === 409 ? true : defaultShouldRevalidate);

export const meta: Route.MetaFunction = adminMeta('academyCommentsTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminAcademyComments({ loaderData, actionData }: Route.ComponentProps) {
  return <AcademyCommentQueue {...loaderData} answer={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
