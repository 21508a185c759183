import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { translate } from '@kilau/domain/messages';
import { roleMay } from '@kilau/domain/admin';
import {
  createBrand,
  listBrands,
  updateBrand,
  uploadBrandLogo,
} from '~/features/admin/api/stock.server';
import {
  requireStaff,
  staffContext,
  staffLoginPath,
} from '~/features/admin/api/staff-session.server';
import { idOf, submitWrite } from '~/features/admin/api/taxonomy-actions.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { BrandsManager } from '~/features/admin/components/brands-manager';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import {
  parseBrandCreate,
  parseBrandUpdate,
  TAXONOMY_INTENTS,
  type StockActionData,
} from '~/features/admin/stock-forms';
import { adminText } from '~/features/admin/text';
import type { Route } from './+types/admin-brands';

/** /admin/brands (permission `catalogue.write`): every brand, added and edited, with its logo. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'catalogue.write')) throw data(null, { status: 403 });
  const brands = await listBrands(staff.api);
  if (brands === null) throw data(null, { status: 503 });
  return { brands };
}

/** One action for the page, by intent: add a brand, edit one, upload its logo. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const form = await request.formData();
  const input = { form, locale: staff.locale, loginPath: staffLoginPath(staff.url) };
  const saved = (brand: { name: string }) =>
    adminText('brandSaved', staff.locale, { name: brand.name });
  const id = idOf(form);
  switch (form.get('intent')) {
    case TAXONOMY_INTENTS.createBrand:
      return submitWrite(
        input,
        parseBrandCreate(staff.locale),
        (body) => createBrand(staff.api, body),
        saved,
      );
    case TAXONOMY_INTENTS.updateBrand:
      if (id === null) throw data(null, { status: 400 });
      return submitWrite(
        input,
        parseBrandUpdate(staff.locale),
        (body) => updateBrand(staff.api, id, body),
        saved,
      );
    case TAXONOMY_INTENTS.uploadLogo: {
      const file = form.get('logo');
      const key = String(form.get('key') ?? '');
      const intent = TAXONOMY_INTENTS.uploadLogo;
      if (id === null) throw data(null, { status: 400 });
      if (!(file instanceof File) || file.size === 0) {
        return data<StockActionData>(
          { intent, key, ok: false, fields: { logo: translate('required', staff.locale) } },
          { status: 422 },
        );
      }
      const result = await uploadBrandLogo(staff.api, id, file);
      if (result.ok) {
        return data<StockActionData>({
          intent,
          key,
          ok: true,
          message: adminText('brandLogoSaved', staff.locale, { name: result.data.name }),
        });
      }
      if (result.status === 401) throw redirect(input.loginPath);
      const message = result.message ?? translate('generic_retry', staff.locale);
      return data<StockActionData>(
        { intent, key, ok: false, ...(result.fields ? { fields: result.fields } : { message }) },
        { status: result.status || 503 },
      );
    }
    default:
      throw data(null, { status: 400 });
  }
}

/** Someone else's change in between (409) reloads the list, so the next try starts from it. */
export const shouldRevalidate = ({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => (actionStatus === 409 ? true : defaultShouldRevalidate);

export const meta: Route.MetaFunction = adminMeta('brandsTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminBrands({ loaderData, actionData }: Route.ComponentProps) {
  return <BrandsManager brands={loaderData.brands} answer={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
