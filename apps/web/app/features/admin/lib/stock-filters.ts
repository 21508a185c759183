import type { StockQuery } from '../api/stock.server';

export const STOCK_PAGE_SIZE = 50;
export const STOCK_SEARCH_MAX = 100;

export type StockFilters = { q: string; low: boolean; out: boolean };

/** The stock page's state from its address: the filters, the page, the open ledger. */
export function readStockFilters(params: URLSearchParams): {
  filters: StockFilters;
  query: StockQuery;
  ledger: number | null;
} {
  const q = (params.get('q') ?? '').trim().slice(0, STOCK_SEARCH_MAX);
  const yes = (name: string) => ['1', 'on', 'true'].includes(params.get(name) ?? '');
  const filters = { q, low: yes('low'), out: yes('out') };
  const skip = Number(params.get('skip'));
  const ledger = Number(params.get('ledger'));
  return {
    filters,
    query: {
      ...filters,
      skip: Number.isInteger(skip) && skip > 0 && skip <= 1_000_000 ? skip : 0,
      limit: STOCK_PAGE_SIZE,
    },
    ledger: Number.isInteger(ledger) && ledger > 0 && ledger <= 2_147_483_647 ? ledger : null,
  };
}

/** The address of the stock page with these filters, at `skip`, with a ledger open or not. */
export function stockHref(filters: StockFilters, skip = 0, ledger: number | null = null) {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.low) params.set('low', '1');
  if (filters.out) params.set('out', '1');
  if (skip > 0) params.set('skip', String(skip));
  if (ledger !== null) params.set('ledger', String(ledger));
  const search = params.toString();
  return search ? `/admin/stock?${search}` : '/admin/stock';
}
