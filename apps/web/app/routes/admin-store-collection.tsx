import { data, redirect } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import { translate } from '@kilau/domain/messages';
import { DEFAULT_STORE_ID } from '@kilau/domain/stores';
import {
  requireStaff,
  staffContext,
  staffLoginPath,
} from '~/features/admin/api/staff-session.server';
import {
  collectOrder,
  listCashierOrders,
  listCollectionStores,
  markCashierPaid,
  verifyCollection,
} from '~/features/admin/api/store-collection-admin.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import {
  STORE_COLLECTION_INTENTS,
  StoreCollectionDesk,
  type StoreCollectionAnswer,
} from '~/features/admin/components/store-collection-desk';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import type { Route } from './+types/admin-store-collection';

const storeIdOf = (value: FormDataEntryValue | string | null) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : DEFAULT_STORE_ID;
};

/**
 * /admin/store-collection (permission `store.collect`; docs/design/store-collection.md): the
 * store chosen (`?store=`, store 5 by default), the order QR verified and handed over once, and
 * the store's orders waiting at the cashier marked paid.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'store.collect')) throw data(null, { status: 403 });
  const storeId = storeIdOf(new URL(request.url).searchParams.get('store'));
  const [stores, cashierOrders] = await Promise.all([
    listCollectionStores(staff.api),
    listCashierOrders(staff.api, storeId),
  ]);
  if (cashierOrders === null) throw data(null, { status: 503 });
  return { stores, storeId, cashierOrders };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const storeId = storeIdOf(form.get('store_id'));
  const token = String(form.get('token') ?? '').trim();
  let answer: StoreCollectionAnswer;
  if (intent === STORE_COLLECTION_INTENTS.verify || intent === STORE_COLLECTION_INTENTS.collect) {
    const call = intent === STORE_COLLECTION_INTENTS.verify ? verifyCollection : collectOrder;
    answer = { ...(await call(staff.api, { token, store_id: storeId })), intent, token };
  } else if (intent === STORE_COLLECTION_INTENTS.paid) {
    answer = {
      ...(await markCashierPaid(staff.api, String(form.get('order_id') ?? ''), storeId)),
      intent,
    };
  } else {
    throw data(null, { status: 400 });
  }
  if (!answer.ok && answer.status === 401) throw redirect(staffLoginPath(staff.url));
  if (!answer.ok && !answer.message) answer.message = translate('generic_retry', staff.locale);
  return data(answer, { status: answer.ok ? 200 : answer.status || 503 });
}

export const meta: Route.MetaFunction = adminMeta('storeCollectionTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminStoreCollection({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StoreCollectionDesk
      stores={loaderData.stores}
      storeId={loaderData.storeId}
      cashierOrders={loaderData.cashierOrders}
      answer={actionData}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
