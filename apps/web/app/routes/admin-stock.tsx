import { data, redirect } from 'react-router';
import { translate } from '@kilau/domain/messages';
import { roleMay } from '@kilau/domain/admin';
import { adjustStock, listMovements, listStock } from '~/features/admin/api/stock.server';
import {
  requireStaff,
  staffContext,
  staffLoginPath,
} from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { StockManager } from '~/features/admin/components/stock-manager';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { readStockFilters } from '~/features/admin/lib/stock-filters';
import {
  parseStockAdjustment,
  STOCK_INTENTS,
  type StockActionData,
} from '~/features/admin/stock-forms';
import { adminText } from '~/features/admin/text';
import type { Route } from './+types/admin-stock';

/**
 * /admin/stock (permission `stock.write`): every combination's stock with search and the low /
 * out filters (the address's query: `q`, `low`, `out`, `skip`), an adjustment per row (received,
 * damaged, count), and a combination's ledger (`ledger=<combination id>`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'stock.write')) throw data(null, { status: 403 });
  const { filters, query, ledger } = readStockFilters(staff.url.searchParams);
  const [page, movements] = await Promise.all([
    listStock(staff.api, query),
    ledger === null ? null : listMovements(staff.api, ledger),
  ]);
  if (page === null) throw data(null, { status: 503 });
  return {
    rows: page.rows,
    total: page.total,
    filters,
    skip: query.skip,
    limit: query.limit,
    ledger: ledger === null || movements === null ? null : { id: ledger, movements },
  };
}

/** One write: an adjustment, read by the domain's schema first, then the API's answer. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const form = await request.formData();
  if (form.get('intent') !== STOCK_INTENTS.adjust) throw data(null, { status: 400 });
  const intent = STOCK_INTENTS.adjust;
  const id = Number(form.get('combination_id')) || undefined;
  const item = String(form.get('item') ?? '');
  const parsed = parseStockAdjustment(staff.locale)(form);
  if (!parsed.ok) {
    return data<StockActionData>(
      { intent, ...(id ? { id } : {}), ok: false, fields: parsed.fields },
      { status: 422 },
    );
  }
  const result = await adjustStock(staff.api, parsed.data);
  if (result.ok) {
    return data<StockActionData>({
      intent,
      id: result.data.combination_id,
      ok: true,
      message: adminText('stockAdjusted', staff.locale, { item, stock: result.data.stock }),
    });
  }
  if (result.status === 401) throw redirect(staffLoginPath(staff.url));
  const message = result.message ?? translate('generic_retry', staff.locale);
  return data<StockActionData>(
    {
      intent,
      ...(id ? { id } : {}),
      ok: false,
      ...(result.fields ? { fields: result.fields } : { message }),
    },
    { status: result.status || 503 },
  );
}

export const meta: Route.MetaFunction = adminMeta('stockTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminStock({ loaderData, actionData }: Route.ComponentProps) {
  return <StockManager {...loaderData} answer={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
