import type { MessageCode } from '../messages';
import { SHORT_LIST_SKIP_STOP, WISHLIST_INFINITE_SKIP_LIMIT } from '../shared/constants';
import { INFINITE_SCROLL } from './constants';

export type LoaderState = 'ready' | 'loading' | 'complete' | 'error';
export type LoaderEvent = 'trigger' | 'loaded' | 'completed' | 'failed' | 'retry' | 'reset';

/** The loader's transitions (001 §4): ready → loading → ready | complete | error; retry reloads. */
const LOADER_TRANSITIONS: Record<LoaderState, Partial<Record<LoaderEvent, LoaderState>>> = {
  ready: { trigger: 'loading', reset: 'ready' },
  loading: { loaded: 'ready', completed: 'complete', failed: 'error', reset: 'ready' },
  complete: { reset: 'ready' },
  error: { retry: 'loading', reset: 'ready' },
};

export const nextLoaderState = (state: LoaderState, event: LoaderEvent): LoaderState =>
  LOADER_TRANSITIONS[state][event] ?? state;

/**
 * What the loader shows: complete says "no results" on the first load, "no more" later; error
 * shows its text and a Retry button.
 */
export function loaderView(
  state: LoaderState,
  firstLoad: boolean,
): { text: MessageCode | null; retryButton: MessageCode | null } {
  if (state === 'complete')
    return { text: firstLoad ? 'infinite_no_results' : 'infinite_no_more', retryButton: null };
  if (state === 'error') return { text: 'infinite_error', retryButton: 'infinite_retry' };
  return { text: null, retryButton: null };
}

/** A loader that fired more than 10 times without the page growing is logged as an error. */
export const isLoaderRunaway = (callsWithoutGrowth: number): boolean =>
  callsWithoutGrowth > INFINITE_SCROLL.maxCallsBeforeError;

/** Wishlist and special-price lists stop at skip 10 unless the shopper loads more (§9). */
export const canFetchShortList = (skip: number, loadingMore: boolean): boolean =>
  loadingMore || skip < SHORT_LIST_SKIP_STOP;

/** The wishlist's infinite fetch continues only below skip 100 (§9). */
export const canFetchWishlistPage = (skip: number): boolean => skip < WISHLIST_INFINITE_SKIP_LIMIT;
