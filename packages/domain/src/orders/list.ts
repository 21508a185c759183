import type { MessageCode } from '../messages';
import { endOfWibDay, startOfWibDay, type DateInput } from '../shared/date';
import { hasMorePages } from '../shared/paging';
import { ORDER_LIST_PAGE_SIZE, ORDER_LIST_SORT } from './constants';
import { ORDER_STATUS_GROUPS, groupOrderStatus, type OrderGroup } from './order-status';

export type OrderState = { id: string | number; name: string };
export type StatusBucket = { group: OrderGroup; label: MessageCode; stateIds: (string | number)[] };

/** Order states grouped into filter buckets by their formatted name, in the table's order (000 §4). */
export function buildStatusBuckets(states: readonly OrderState[]): StatusBucket[] {
  return ORDER_STATUS_GROUPS.map((row) => ({
    group: row.group,
    label: row.label,
    stateIds: states
      .filter((state) => groupOrderStatus(state.name).group === row.group)
      .map((state) => state.id),
  })).filter((bucket) => bucket.stateIds.length > 0);
}

export type OrderListFilter = {
  stateIds?: (string | number)[];
  from?: DateInput | null;
  to?: DateInput | null;
};

/**
 * The order-list query (000 §4, §7): skip, limit 10, newest first, payment-failed orders
 * excluded, a created_at range over whole WIB days, and state ids.
 */
export function buildOrderListQuery(skip: number, filter: OrderListFilter = {}) {
  const from = filter.from ? startOfWibDay(filter.from) : null;
  const to = filter.to ? endOfWibDay(filter.to) : null;
  return {
    skip: Math.max(0, Math.floor(skip)),
    limit: ORDER_LIST_PAGE_SIZE,
    sort: ORDER_LIST_SORT,
    filter: {
      is_payment_failed: false,
      ...(from || to
        ? {
            created_at: {
              ...(from ? { gte: from.toISOString() } : {}),
              ...(to ? { lte: to.toISOString() } : {}),
            },
          }
        : {}),
      ...(filter.stateIds && filter.stateIds.length > 0 ? { state_ids: [...filter.stateIds] } : {}),
    },
  };
}

/** More orders exist only while the last page held exactly 10. */
export const hasMoreOrders = (lastPageCount: number): boolean =>
  hasMorePages(lastPageCount, ORDER_LIST_PAGE_SIZE);

/** Changing the filter resets the list to its first page. */
export const resetOrderList = () => ({ skip: 0, orders: [] as never[], hasMore: true });

export type ReorderLine = {
  id: string | number;
  combination_id: string;
  is_pack: boolean;
  quantity: number;
  pack_detail?: unknown[];
  egift_info?: {
    recipient_email?: string;
    sender_name?: string;
    message?: string;
    delivery_date?: string;
  } | null;
};

/** The products REORDER re-adds (000 §3 "Reorder product"): free products are not re-added. */
export function buildReorderLines(
  products: readonly (ReorderLine & { is_free_product?: boolean })[],
): ReorderLine[] {
  return products
    .filter((product) => !product.is_free_product && product.quantity > 0)
    .map(({ is_free_product: _free, ...line }) => ({ ...line }));
}
