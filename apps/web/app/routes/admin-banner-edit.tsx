import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import { translate } from '@kilau/domain/messages';
import {
  createBanner,
  getBanner,
  updateBanner,
  uploadBannerImage,
} from '~/features/admin/api/banners-admin.server';
import {
  requireStaff,
  staffContext,
  staffLoginPath,
} from '~/features/admin/api/staff-session.server';
import {
  BANNER_INTENTS,
  bannerBody,
  parseBannerForm,
  type BannerActionData,
} from '~/features/admin/banner-forms';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { BannerForm } from '~/features/admin/components/banner-form';
import { PlacementPreview, previewBanner } from '~/features/banners/components/placement-preview';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { recordIdOr404 } from '~/features/admin/lib/route-ids';
import { adminText, useAdminText } from '~/features/admin/text';
import type { Answer } from '~/lib/api-answer';
import type { Route } from './+types/admin-banner-edit';

/** `new`, or a banner's id. */
const idOf = (param: string | undefined) => (param === 'new' ? null : recordIdOr404(param));

/**
 * /admin/banners/new and /admin/banners/:id (permission `banners.write`): the banner's form with
 * the preview of its placement, and its picture's upload once saved.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'banners.write')) throw data(null, { status: 403 });
  const id = idOf(params.id);
  if (id === null) return { banner: null };
  const banner = await getBanner(staff.api, id);
  if (banner === null) throw data(null, { status: 404 });
  if (banner === undefined) throw data(null, { status: 503 });
  return { banner };
}

/** The API's answer as the form shows it (a 401 goes to the sign-in page). */
function answerOf<T>(intent: string, result: Answer<T>, done: string, loginPath: string) {
  if (result.ok) return data<BannerActionData>({ intent, ok: true, message: done });
  if (result.status === 401) throw redirect(loginPath);
  return data<BannerActionData>(
    {
      intent,
      ok: false,
      ...(result.status === 422 && result.fields ? { fields: result.fields } : {}),
      message: result.message ?? adminText('adminUnavailable', 'id'),
    },
    { status: result.status || 503 },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const { api, locale } = staff;
  const loginPath = staffLoginPath(staff.url);
  const id = idOf(params.id);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === BANNER_INTENTS.image && id !== null) {
    const file = form.get('image');
    if (!(file instanceof File) || file.size === 0) {
      return data<BannerActionData>(
        { intent, ok: false, fields: { image: translate('required', locale) } },
        { status: 422 },
      );
    }
    const result = await uploadBannerImage(api, id, file);
    return answerOf(intent, result, adminText('bannerUploaded', locale), loginPath);
  }
  if (intent !== BANNER_INTENTS.save) throw data(null, { status: 400 });
  const parsed = parseBannerForm(locale)(form);
  if (!parsed.ok) {
    return data<BannerActionData>({ intent, ok: false, fields: parsed.fields }, { status: 422 });
  }
  const body = bannerBody(form);
  if (id === null) {
    const created = await createBanner(api, body);
    if (created.ok) throw redirect(`/admin/banners/${created.data.id}`);
    return answerOf(intent, created, '', loginPath);
  }
  const result = await updateBanner(api, id, { ...body, version: Number(form.get('version')) });
  return answerOf(intent, result, adminText('bannerSaved', locale), loginPath);
}

/** Someone else's change in between (409) reloads the banner, so the form shows it as it is. */
export const shouldRevalidate = ({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => (actionStatus === 409 ? true : defaultShouldRevalidate);

export const meta: Route.MetaFunction = adminMeta('bannerEditTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminBannerEdit({ loaderData, actionData }: Route.ComponentProps) {
  const text = useAdminText();
  const { banner } = loaderData;
  return (
    <div className="flex flex-col gap-5">
      <header>
        <Link to="/admin/banners" className="text-sm font-semibold text-plum-700 hover:underline">
          {text('bannerBack')}
        </Link>
        <h1 className="mt-2 font-display text-3xl font-semibold text-plum-900">
          {banner ? text('bannerEditTitle') : text('bannerNewTitle')}
        </h1>
      </header>
      <BannerForm
        key={banner?.id ?? 'new'}
        banner={banner}
        answer={actionData}
        preview={(values, imageUrl) => (
          <PlacementPreview
            location={values.location}
            banner={previewBanner({ ...values, image_url: imageUrl })}
            label={text('bannerPreview')}
          />
        )}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
