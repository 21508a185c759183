import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { ACADEMY_ENROLMENT_STATUSES } from '@kilau/domain/academy';
import { ACADEMY_QUEUE_INTENTS, parseAcademyReject } from '~/features/admin/academy-queue-forms';
import {
  academyQueueAnswer,
  academyQueueRefusal,
  loadAcademyQueue,
  postedId,
  resetAttemptsAnswer,
} from '~/features/admin/api/academy-queue-actions.server';
import {
  academyClassChoices,
  approveAcademyEnrolment,
  getAcademyEnrolment,
  listAcademyEnrolments,
  rejectAcademyEnrolment,
} from '~/features/admin/api/academy-queues-admin.server';
import { staffContext } from '~/features/admin/api/staff-session.server';
import { AcademyEnrolmentQueue } from '~/features/admin/components/academy-enrolment-queue';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { adminText, type AdminTextKey } from '~/features/admin/text';
import type { Route } from './+types/admin-academy-enrolments';

/**
 * /admin/academy/enrolments (permission `academy.manage`; docs/design/academy.md): the
 * enrolment queue by state (`status`: pending, approved, rejected), 20 a page (`page`); one
 * enrolment open (`open=<id>`), approved or rejected with a reason while it waits; an approved
 * member's quiz attempts at a class given back.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const { open: enrolment, ...queue } = await loadAcademyQueue(
    staff,
    ACADEMY_ENROLMENT_STATUSES,
    (status, page) => listAcademyEnrolments(staff.api, status, page),
    (id) => getAcademyEnrolment(staff.api, id),
  );
  const classes = enrolment?.status === 'approved' ? await academyClassChoices(staff.api) : null;
  return { ...queue, enrolment, classes };
}

/** One decision by intent: approve, reject with a reason, or give a class's attempts back. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const form = await request.formData();
  const intent = form.get('intent');
  const say = (key: AdminTextKey, params?: Record<string, string | number>) =>
    adminText(key, staff.locale, params);

  if (intent === ACADEMY_QUEUE_INTENTS.resetAttempts) return resetAttemptsAnswer(staff, form);
  const id = postedId(form.get('id'));
  if (intent === ACADEMY_QUEUE_INTENTS.approve) {
    return academyQueueAnswer(
      staff,
      intent,
      String(id),
      await approveAcademyEnrolment(staff.api, id),
      (enrolment) => say('academyEnrolmentApproved', { name: enrolment.full_name }),
    );
  }
  if (intent !== ACADEMY_QUEUE_INTENTS.reject) throw data(null, { status: 400 });
  const parsed = parseAcademyReject(staff.locale)(form);
  if (!parsed.ok) return academyQueueRefusal(intent, String(id), parsed.fields);
  return academyQueueAnswer(
    staff,
    intent,
    String(id),
    await rejectAcademyEnrolment(staff.api, id, parsed.data),
    (enrolment) => say('academyEnrolmentRejected', { name: enrolment.full_name }),
  );
}

/** Someone else's decision in between (409) reloads the page, so it shows what it is now. */
export const shouldRevalidate = ({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => (actionStatus === 409 ? true : defaultShouldRevalidate);

export const meta: Route.MetaFunction = adminMeta('academyEnrolmentsTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminAcademyEnrolments({ loaderData, actionData }: Route.ComponentProps) {
  return <AcademyEnrolmentQueue {...loaderData} answer={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
