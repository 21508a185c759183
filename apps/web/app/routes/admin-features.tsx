import { data, redirect } from 'react-router';
import { FEATURE_TOGGLE_KEY } from '@kilau/domain/accounts';
import { roleMay } from '@kilau/domain/admin';
import { translate } from '@kilau/domain/messages';
import {
  listFeatureToggles,
  switchFeatureToggle,
} from '~/features/admin/api/features-admin.server';
import {
  requireStaff,
  staffContext,
  staffLoginPath,
} from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import {
  FEATURE_SWITCH_INTENT,
  featureWordKeys,
  FeatureToggles,
  type FeatureSwitchAnswer,
} from '~/features/admin/components/feature-toggles';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { adminText } from '~/features/admin/text';
import type { Route } from './+types/admin-features';

/**
 * /admin/features (permission `settings.write`; docs/design/quick-tour.md "The back office"): the
 * shop's feature toggles — the quick tour, Beauty Points, the verified-phone rule for vouchers and
 * the one-time code channels — each switched at the version it was read.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'settings.write')) throw data(null, { status: 403 });
  const toggles = await listFeatureToggles(staff.api);
  if (toggles === null) throw data(null, { status: 503 });
  return { toggles };
}

/** One switch: the key, the state wanted and the version read. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const form = await request.formData();
  const key = String(form.get('key') ?? '');
  const version = Number(form.get('version'));
  const enabled = form.get('enabled');
  if (
    form.get('intent') !== FEATURE_SWITCH_INTENT ||
    !FEATURE_TOGGLE_KEY.test(key) ||
    !Number.isSafeInteger(version) ||
    version < 1 ||
    (enabled !== 'true' && enabled !== 'false')
  ) {
    throw data(null, { status: 400 });
  }
  const result = await switchFeatureToggle(staff.api, key, {
    enabled: enabled === 'true',
    version,
  });
  if (result.ok) {
    const words = featureWordKeys(key);
    const message = adminText('featureSwitched', staff.locale, {
      name: words ? adminText(words.name, staff.locale) : key,
      state: adminText(
        result.data.enabled ? 'featuresOn' : 'featuresOff',
        staff.locale,
      ).toLowerCase(),
    });
    return data<FeatureSwitchAnswer>({ key, ok: true, message });
  }
  if (result.status === 401) throw redirect(staffLoginPath(staff.url));
  const message = result.message ?? translate('generic_retry', staff.locale);
  return data<FeatureSwitchAnswer>({ key, ok: false, message }, { status: result.status || 503 });
}

export const meta: Route.MetaFunction = adminMeta('featuresTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminFeatures({ loaderData, actionData }: Route.ComponentProps) {
  return <FeatureToggles toggles={loaderData.toggles} answer={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
