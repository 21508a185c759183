import { nextLoaderState, type LoaderState } from '@kilau/domain/engagement';
import { hasMoreOrders, resetOrderList } from '@kilau/domain/orders';
import type { HistoryEntry, HistoryPage, OrderFilter } from '../types';

/** Why a page could not be read: the session is gone (401), or anything else. */
export type ListFailure = 'login' | 'failed';

/**
 * The order list (000 §4 "Order list", 001 §4 infinite-scroll loader): the orders shown, the
 * next page's skip, and the loader's state — ready, loading, complete or error.
 */
export type ListState = {
  filter: OrderFilter;
  entries: HistoryEntry[];
  total: number;
  /** How many orders the server has handed over: the next page starts there. */
  skip: number;
  loader: LoaderState;
  failure: ListFailure | null;
};

export type ListAction =
  | { type: 'replace'; state: ListState }
  | { type: 'reset'; filter: OrderFilter }
  | { type: 'load' }
  | { type: 'loaded'; page: HistoryPage }
  | { type: 'failed'; failure: ListFailure }
  | { type: 'update'; id: string; change: (entry: HistoryEntry) => HistoryEntry };

export const failureOf = (status: number): ListFailure => (status === 401 ? 'login' : 'failed');

/** The list as the server rendered it: its first page, or the failure to read it. */
export function initialList(
  filter: OrderFilter,
  first: HistoryPage | null,
  failure: ListFailure | null = null,
): ListState {
  if (!first) {
    return {
      filter,
      entries: [],
      total: 0,
      skip: 0,
      loader: 'error',
      failure: failure ?? 'failed',
    };
  }
  return {
    filter,
    entries: first.entries,
    total: first.total,
    skip: first.entries.length,
    loader: hasMoreOrders(first.entries.length) ? 'ready' : 'complete',
    failure: null,
  };
}

export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'replace':
      return action.state;
    case 'reset': {
      // Changing the filter starts the list again from its first page (000 §4).
      const { skip, orders } = resetOrderList();
      return {
        filter: action.filter,
        entries: orders,
        total: 0,
        skip,
        loader: nextLoaderState(nextLoaderState(state.loader, 'reset'), 'trigger'),
        failure: null,
      };
    }
    case 'load': {
      const event = state.loader === 'error' ? 'retry' : 'trigger';
      const loader = nextLoaderState(state.loader, event);
      if (loader === state.loader) return state;
      return { ...state, loader, failure: null };
    }
    case 'loaded': {
      if (state.loader !== 'loading') return state;
      const known = new Set(state.entries.map((entry) => entry._id));
      const fresh = action.page.entries.filter((entry) => !known.has(entry._id));
      // More exists only while the last page held exactly a full page (000 §4).
      const more = hasMoreOrders(action.page.entries.length);
      return {
        ...state,
        entries: [...state.entries, ...fresh],
        total: action.page.total,
        skip: state.skip + action.page.entries.length,
        loader: nextLoaderState(state.loader, more ? 'loaded' : 'completed'),
      };
    }
    case 'failed':
      if (state.loader !== 'loading') return state;
      return { ...state, loader: nextLoaderState(state.loader, 'failed'), failure: action.failure };
    case 'update':
      return {
        ...state,
        entries: state.entries.map((entry) =>
          entry._id === action.id ? action.change(entry) : entry,
        ),
      };
  }
}
