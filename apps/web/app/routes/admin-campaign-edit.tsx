import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import { getCampaign, saveCampaign } from '~/features/admin/api/banners-admin.server';
import {
  requireStaff,
  staffContext,
  staffLoginPath,
} from '~/features/admin/api/staff-session.server';
import {
  campaignBody,
  parseCampaignForm,
  type BannerActionData,
} from '~/features/admin/banner-forms';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { CampaignForm } from '~/features/admin/components/campaign-form';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { recordIdOr404 } from '~/features/admin/lib/route-ids';
import { adminText, useAdminText } from '~/features/admin/text';
import type { Route } from './+types/admin-campaign-edit';

const INTENT = 'save-campaign';

const idOf = (param: string | undefined) => (param === 'new' ? null : recordIdOr404(param));

/** /admin/campaigns/new and /admin/campaigns/:id (permission `banners.write`). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'banners.write')) throw data(null, { status: 403 });
  const id = idOf(params.id);
  if (id === null) return { campaign: null };
  const campaign = await getCampaign(staff.api, id);
  if (campaign === null) throw data(null, { status: 404 });
  if (campaign === undefined) throw data(null, { status: 503 });
  return { campaign };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const id = idOf(params.id);
  const form = await request.formData();
  const parsed = parseCampaignForm(staff.locale)(form);
  if (!parsed.ok) {
    return data<BannerActionData>(
      { intent: INTENT, ok: false, fields: parsed.fields },
      { status: 422 },
    );
  }
  const body = campaignBody(form);
  const result = await saveCampaign(
    staff.api,
    id,
    id === null ? body : { ...body, version: Number(form.get('version')) },
  );
  if (result.ok) {
    if (id === null) throw redirect(`/admin/campaigns/${result.data.id}`);
    return data<BannerActionData>({
      intent: INTENT,
      ok: true,
      message: adminText('campaignSaved', staff.locale),
    });
  }
  if (result.status === 401) throw redirect(staffLoginPath(staff.url));
  return data<BannerActionData>(
    {
      intent: INTENT,
      ok: false,
      ...(result.fields ? { fields: result.fields } : {}),
      message: result.message ?? adminText('adminUnavailable', staff.locale),
    },
    { status: result.status || 503 },
  );
}

/** Someone else's change in between (409) reloads the campaign. */
export const shouldRevalidate = ({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => (actionStatus === 409 ? true : defaultShouldRevalidate);

export const meta: Route.MetaFunction = adminMeta('campaignEditTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminCampaignEdit({ loaderData, actionData }: Route.ComponentProps) {
  const text = useAdminText();
  const { campaign } = loaderData;
  return (
    <div className="flex flex-col gap-5">
      <header>
        <Link to="/admin/campaigns" className="text-sm font-semibold text-plum-700 hover:underline">
          {text('campaignBack')}
        </Link>
        <h1 className="mt-2 font-display text-3xl font-semibold text-plum-900">
          {campaign ? text('campaignEditTitle') : text('campaignNewTitle')}
        </h1>
      </header>
      <CampaignForm key={campaign?.id ?? 'new'} campaign={campaign} answer={actionData} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
