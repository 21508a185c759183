import { data, redirect } from 'react-router';
import { translate } from '@kilau/domain/messages';
import { roleMay } from '@kilau/domain/admin';
import {
  approveReview,
  getReview,
  listReviews,
  rejectReview,
} from '~/features/admin/api/reviews-admin.server';
import {
  requireStaff,
  staffContext,
  staffLoginPath,
} from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { ReviewModeration } from '~/features/admin/components/review-moderation';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { readReviewFilters } from '~/features/admin/lib/review-filters';
import {
  parseReviewApprove,
  parseReviewReject,
  REVIEW_INTENTS,
  type ReviewActionData,
} from '~/features/admin/review-forms';
import type { Route } from './+types/admin-reviews';

/**
 * /admin/reviews (permission `reviews.moderate`; docs/design/back-office.md "Reviews"): the
 * moderation queue (held, oldest first) and the published and rejected reviews as tabs
 * (`status`), searched by product or author (`q`), reported only (`reported`), paged (`skip`);
 * one review open (`review=<id>`) with its text, ratings, photos and reports, approved or
 * rejected with a reason.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'reviews.moderate')) throw data(null, { status: 403 });
  const { filters, query, review } = readReviewFilters(staff.url.searchParams);
  const [page, open] = await Promise.all([
    listReviews(staff.api, query),
    review === null ? undefined : getReview(staff.api, review),
  ]);
  if (page === null) throw data(null, { status: 503 });
  return {
    rows: page.rows,
    total: page.total,
    filters,
    skip: query.skip,
    limit: query.limit,
    review: open,
  };
}

/** One decision: approve, or reject with a reason; read by the domain's schema first. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent !== REVIEW_INTENTS.approve && intent !== REVIEW_INTENTS.reject)
    throw data(null, { status: 400 });
  const id = Number(form.get('id'));
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 400 });
  const parsed =
    intent === REVIEW_INTENTS.approve
      ? parseReviewApprove(staff.locale)(form)
      : parseReviewReject(staff.locale)(form);
  if (!parsed.ok) {
    return data<ReviewActionData>(
      { intent, id, ok: false, fields: parsed.fields },
      { status: 422 },
    );
  }
  const result =
    intent === REVIEW_INTENTS.approve
      ? await approveReview(staff.api, id, { version: parsed.data.version })
      : await rejectReview(staff.api, id, parsed.data as { version: number; reason: string });
  if (result.ok) return data<ReviewActionData>({ intent, id, ok: true, message: result.message });
  if (result.status === 401) throw redirect(staffLoginPath(staff.url));
  const message = result.message ?? translate('generic_retry', staff.locale);
  return data<ReviewActionData>(
    { intent, id, ok: false, message, ...(result.fields ? { fields: result.fields } : {}) },
    { status: result.status || 503 },
  );
}

export const meta: Route.MetaFunction = adminMeta('reviewsTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewModeration {...loaderData} answer={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
