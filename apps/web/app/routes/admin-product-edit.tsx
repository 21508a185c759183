import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Locale } from '@kilau/domain';
import { translate } from '@kilau/domain/messages';
import { roleMay } from '@kilau/domain/admin';
import {
  catalogueOptions,
  createProduct,
  deleteProductImage,
  getProduct,
  updateProduct,
  updateProductImages,
  uploadProductImage,
} from '~/features/admin/api/products.server';
import {
  requireStaff,
  staffContext,
  staffLoginPath,
} from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { ProductEditor, type ProductActionData } from '~/features/admin/components/product-editor';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import {
  parseProductCreate,
  parseProductImages,
  parseProductUpdate,
  PRODUCT_INTENTS,
} from '~/features/admin/lib/product-form';
import { adminText } from '~/features/admin/text';
import { recordIdOr404 } from '~/features/admin/lib/route-ids';
import type { Answer } from '~/lib/api-answer';
import type { Route } from './+types/admin-product-edit';

const productIdOf = (params: { productId?: string }) =>
  params.productId === undefined ? null : recordIdOr404(params.productId);

/**
 * /admin/products/new and /admin/products/:productId (permission `catalogue.write`): the form's
 * choices and the product as the API answers it (`GET /api/admin/products/:id`).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'catalogue.write')) throw data(null, { status: 403 });
  const id = productIdOf(params);
  const [options, found] = await Promise.all([
    catalogueOptions(staff.api),
    id === null ? null : getProduct(staff.api, id),
  ]);
  if (options === null) throw data(null, { status: 503 });
  if (found && !found.ok) {
    if (found.status === 401) throw redirect(staffLoginPath(staff.url));
    throw data(null, { status: found.status === 404 ? 404 : 503 });
  }
  const created = staff.url.searchParams.get('created') === '1';
  return { product: found?.data ?? null, options, created };
}

type Input = { locale: Locale; loginPath: string };

/** An answer of the API as the page shows it: a done sentence, or the refusal on its fields. */
function answerOf<T>(
  intent: string,
  result: Answer<T>,
  done: string,
  { locale, loginPath }: Input,
) {
  if (result.ok) return data<ProductActionData>({ intent, ok: true, message: done });
  if (result.status === 401) throw redirect(loginPath);
  return data<ProductActionData>(
    {
      intent,
      ok: false,
      message:
        result.status === 422 && result.fields
          ? adminText('productFixFields', locale)
          : (result.message ?? translate('generic_retry', locale)),
      ...(result.fields ? { fields: result.fields } : {}),
    },
    { status: result.status || 503 },
  );
}

/** One action, by intent: save the form, upload a picture, save the pictures, delete one. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const id = productIdOf(params);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const input = { locale: staff.locale, loginPath: staffLoginPath(staff.url) };
  const refused = (fields: Record<string, string>) =>
    data<ProductActionData>(
      { intent, ok: false, message: adminText('productFixFields', staff.locale), fields },
      { status: 422 },
    );

  if (intent === PRODUCT_INTENTS.save && id === null) {
    const parsed = parseProductCreate(staff.locale)(form);
    if (!parsed.ok) return refused(parsed.fields);
    const result = await createProduct(staff.api, parsed.data);
    if (result.ok) throw redirect(`/admin/products/${result.data.id}?created=1`);
    return answerOf(intent, result, '', input);
  }
  if (id === null) throw data(null, { status: 400 });

  switch (intent) {
    case PRODUCT_INTENTS.save: {
      const parsed = parseProductUpdate(staff.locale)(form);
      if (!parsed.ok) return refused(parsed.fields);
      const result = await updateProduct(staff.api, id, parsed.data);
      if (!result.ok && result.status === 409 && 'current' in result && result.current) {
        return data<ProductActionData>(
          {
            intent,
            ok: false,
            message: result.message ?? translate('changed_by_someone_else', staff.locale),
            current: result.current,
          },
          { status: 409 },
        );
      }
      return answerOf(intent, result, adminText('productSaved', staff.locale), input);
    }
    case PRODUCT_INTENTS.upload: {
      const upload = new FormData();
      for (const name of ['alt', 'alt_en', 'kind', 'combination_id']) {
        const value = form.get(name);
        if (typeof value === 'string' && value !== '') upload.append(name, value);
      }
      const file = form.get('image');
      if (!(file instanceof File) || file.size === 0) {
        return refused({ image: translate('required', staff.locale) });
      }
      upload.append('image', file, file.name);
      const result = await uploadProductImage(staff.api, id, upload);
      return answerOf(intent, result, adminText('imagesUploaded', staff.locale), input);
    }
    case PRODUCT_INTENTS.images: {
      const parsed = parseProductImages(staff.locale)(form);
      if (!parsed.ok) return refused(parsed.fields);
      const result = await updateProductImages(staff.api, id, parsed.data);
      return answerOf(intent, result, adminText('imagesSaved', staff.locale), input);
    }
    case PRODUCT_INTENTS.deleteImage: {
      const imageId = Number(form.get('image_id'));
      if (!Number.isSafeInteger(imageId) || imageId < 1) throw data(null, { status: 400 });
      const result = await deleteProductImage(staff.api, id, imageId);
      return answerOf(intent, result, adminText('imagesDeleted', staff.locale), input);
    }
    default:
      throw data(null, { status: 400 });
  }
}

/**
 * A 409 keeps the page as it is (the staff member's typing stays; the notice says what changed
 * and offers the reload); any other answer reloads the product.
 */
export const shouldRevalidate = ({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => (actionStatus === 409 ? false : defaultShouldRevalidate);

export const meta: Route.MetaFunction = adminMeta('productEditTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminProductEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProductEditor
      product={loaderData.product}
      options={loaderData.options}
      answer={actionData}
      created={loaderData.created}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
