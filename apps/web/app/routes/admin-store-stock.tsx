import { data, redirect } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import { translate } from '@kilau/domain/messages';
import { DEFAULT_STORE_ID } from '@kilau/domain/stores';
import {
  requireStaff,
  staffContext,
  staffLoginPath,
} from '~/features/admin/api/staff-session.server';
import { listCollectionStores } from '~/features/admin/api/store-collection-admin.server';
import { countStoreStock, listStoreStock } from '~/features/admin/api/store-stock-admin.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import {
  STORE_STOCK_INTENT,
  StoreStockSheet,
  type StoreStockAnswer,
} from '~/features/admin/components/store-stock-sheet';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { parseStoreStockCount } from '~/features/admin/stock-forms';
import { adminText } from '~/features/admin/text';
import type { Route } from './+types/admin-store-stock';

const PAGE = 50;

const positiveId = (value: FormDataEntryValue | string | null) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * /admin/store-stock (permission `stock.write`; docs/design/store-stock.md): a store's own stock
 * (`?store=`, store 5 by default; `q` a product name or a barcode; `skip`), each row counted
 * again with a reason.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'stock.write')) throw data(null, { status: 403 });
  const params = staff.url.searchParams;
  const storeId = positiveId(params.get('store')) ?? DEFAULT_STORE_ID;
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const skip = Math.min(Math.max(0, Math.trunc(Number(params.get('skip')) || 0)), 1_000_000);
  const [stores, page] = await Promise.all([
    listCollectionStores(staff.api),
    listStoreStock(staff.api, storeId, { q, skip, limit: PAGE }),
  ]);
  if (page === null) throw data(null, { status: 503 });
  return { stores, storeId, q, skip, limit: PAGE, rows: page.rows, total: page.total };
}

/** One count: read by the domain's schema first, then the API's answer. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const form = await request.formData();
  if (form.get('intent') !== STORE_STOCK_INTENT) throw data(null, { status: 400 });
  const storeId = positiveId(form.get('store_id'));
  const id = positiveId(form.get('combination_id'));
  if (storeId === null || id === null) throw data(null, { status: 400 });
  const item = String(form.get('item') ?? '').slice(0, 300);
  const parsed = parseStoreStockCount(staff.locale)(form);
  if (!parsed.ok) {
    return data<StoreStockAnswer>({ id, ok: false, fields: parsed.fields }, { status: 422 });
  }
  const result = await countStoreStock(staff.api, storeId, id, parsed.data);
  if (result.ok) {
    return data<StoreStockAnswer>({
      id,
      ok: true,
      message: adminText('storeStockSaved', staff.locale, {
        item,
        quantity: result.data.quantity,
      }),
    });
  }
  if (result.status === 401) throw redirect(staffLoginPath(staff.url));
  return data<StoreStockAnswer>(
    {
      id,
      ok: false,
      ...(result.fields
        ? { fields: result.fields }
        : { message: result.message ?? translate('generic_retry', staff.locale) }),
    },
    { status: result.status || 503 },
  );
}

export const meta: Route.MetaFunction = adminMeta('storeStockTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminStoreStock({ loaderData, actionData }: Route.ComponentProps) {
  return <StoreStockSheet {...loaderData} answer={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
