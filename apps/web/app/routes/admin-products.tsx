import { data, redirect } from 'react-router';
import { translate } from '@kilau/domain/messages';
import { PRODUCT_BULK_ACTIONS, roleMay, type ProductBulkAction } from '@kilau/domain/admin';
import { bulkProducts, catalogueOptions, listProducts } from '~/features/admin/api/products.server';
import {
  requireStaff,
  staffContext,
  staffLoginPath,
} from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { ProductsList, type ProductFilters } from '~/features/admin/components/products-list';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { PRODUCT_INTENTS } from '~/features/admin/lib/product-form';
import { adminText } from '~/features/admin/text';
import type { Route } from './+types/admin-products';

const FILTERS = ['q', 'brand_id', 'category_id', 'active', 'flag', 'stock', 'sort'] as const;
const LIMIT = 25;

/**
 * /admin/products (permission `catalogue.write`): every product with search, filters and paging
 * (the address's query, passed on to `GET /api/admin/products`), and bulk actions.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'catalogue.write')) throw data(null, { status: 403 });
  const filters: ProductFilters = {};
  const query = new URLSearchParams();
  for (const name of FILTERS) {
    const value = staff.url.searchParams.get(name)?.trim();
    if (value) {
      filters[name] = value;
      query.set(name, value);
    }
  }
  const skip = Math.max(0, Math.floor(Number(staff.url.searchParams.get('skip')) || 0));
  query.set('skip', String(skip));
  query.set('limit', String(LIMIT));
  const [page, options] = await Promise.all([
    listProducts(staff.api, query),
    catalogueOptions(staff.api),
  ]);
  if (options === null) throw data(null, { status: 503 });
  // A filter the API refuses (a hand-made address) shows the whole list instead.
  const shown = page ??
    (await listProducts(staff.api, new URLSearchParams({ limit: String(LIMIT) }))) ?? {
      rows: [],
      total: 0,
    };
  return { ...shown, skip: page ? skip : 0, limit: LIMIT, filters: page ? filters : {}, options };
}

/** The bulk action on the chosen rows. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const form = await request.formData();
  if (form.get('intent') !== PRODUCT_INTENTS.bulk) throw data(null, { status: 400 });
  const ids = form
    .getAll('ids')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  const chosen = form.get('action');
  const action = PRODUCT_BULK_ACTIONS.find((candidate) => candidate === chosen);
  if (ids.length === 0 || !action) {
    return data(
      { ok: false, message: translate('validation_failed', staff.locale) },
      { status: 422 },
    );
  }
  const result = await bulkProducts(staff.api, ids, action as ProductBulkAction);
  if (result.ok) {
    return {
      ok: true,
      message: adminText('productsBulkDone', staff.locale, { count: result.data.changed.length }),
    };
  }
  if (result.status === 401) throw redirect(staffLoginPath(staff.url));
  return data(
    { ok: false, message: result.message ?? translate('generic_retry', staff.locale) },
    { status: result.status || 503 },
  );
}

export const meta: Route.MetaFunction = adminMeta('productsTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProductsList
      rows={loaderData.rows}
      total={loaderData.total}
      skip={loaderData.skip}
      limit={loaderData.limit}
      filters={loaderData.filters}
      options={loaderData.options}
      answer={actionData}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
