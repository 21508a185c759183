import { data, redirect } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import { addMilliseconds, formatIsoDay } from '@kilau/domain/shared';
import {
  requireStaff,
  staffContext,
  staffLoginPath,
} from '~/features/admin/api/staff-session.server';
import { fetchAnalyticsReport, rollUpAnalytics } from '~/features/admin/api/analytics-admin.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import {
  ANALYTICS_RANGES,
  ANALYTICS_REFRESH_INTENT,
  AnalyticsReportView,
} from '~/features/admin/components/analytics-report';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import type { Route } from './+types/admin-analytics';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `?days=` as one of the offered ranges (14 by default), ending today (WIB). */
function rangeOf(url: URL) {
  const asked = Number(url.searchParams.get('days'));
  const days = (ANALYTICS_RANGES as readonly number[]).includes(asked) ? asked : 14;
  const now = new Date();
  const to = formatIsoDay(now);
  const from = formatIsoDay(addMilliseconds(now, -(days - 1) * DAY_MS));
  return { days, range: { from, to } };
}

/**
 * /admin/analytics (permission `analytics.read`; docs/design/analytics.md): the funnel per day
 * and source, products viewed against sold, searches that found nothing, and the paid orders.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'analytics.read')) throw data(null, { status: 403 });
  const { days, range } = rangeOf(staff.url);
  const report = await fetchAnalyticsReport(staff.api, range);
  if (report === null) throw data(null, { status: 503 });
  return { days, report };
}

/** "Recount now": the last days rolled up, then the same page again. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const form = await request.formData();
  if (form.get('intent') !== ANALYTICS_REFRESH_INTENT) throw data(null, { status: 400 });
  const { range } = rangeOf(staff.url);
  const result = await rollUpAnalytics(staff.api, range);
  if (!result.ok && result.status === 401) throw redirect(staffLoginPath(staff.url));
  if (!result.ok) throw data(null, { status: result.status || 503 });
  return { refreshed: true };
}

export const meta: Route.MetaFunction = adminMeta('analyticsTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  return <AnalyticsReportView days={loaderData.days} report={loaderData.report} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
