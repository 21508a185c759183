import {
  forgetSearchKeyword,
  readSearchKeywords,
  rememberSearchKeyword,
  type SearchHistoryClickInput,
  type SearchHistoryCleared,
  type SearchHistoryKeyword,
  type SearchHistoryRef,
} from '@kilau/domain/catalog';
import { PAGE_SIZES } from '@kilau/domain/shared';
import type { ApiClient } from '~/lib/api-client';

/**
 * Recent searches (001 §3, §7, §9 "recent search 5"): a member's are kept by the API, which
 * records each search; a guest's stay in this browser's localStorage (at most 5).
 */

const HISTORY = '/api/catalog/search-history-keywords';
const CLICKS = '/api/catalog/search-history-clicks';

/** localStorage key of a guest's recent searches (newest first, at most 5). */
export const GUEST_SEARCHES_KEY = 'recent_searches';

/** A recent search as the box lists it; `id` is the API's `_id` for a member's, else null. */
export type RecentSearch = { key: string; keyword: string; id: string | null };

/** The shopper's list from the API, `'guest'` when not signed in, or null when it failed. */
export async function fetchMemberSearches(
  api: ApiClient,
): Promise<RecentSearch[] | 'guest' | null> {
  // A guest's 401 is an answer here, not an expired session.
  const result = await api.get<SearchHistoryKeyword[]>(
    `${HISTORY}?limit=${PAGE_SIZES.recentSearch}`,
    {
      expectUnauthorized: true,
    },
  );
  if (result.ok) {
    return (Array.isArray(result.data) ? result.data : []).map((entry) => ({
      key: `m-${entry._id}`,
      keyword: entry.keyword,
      id: entry._id,
    }));
  }
  return result.status === 401 ? 'guest' : null;
}

export const deleteMemberSearch = (api: ApiClient, id: string) =>
  api.delete<SearchHistoryRef>(`${HISTORY}/${encodeURIComponent(id)}`);

export const clearMemberSearches = (api: ApiClient) =>
  api.delete<SearchHistoryCleared>(`${HISTORY}-clear`);

const guestItems = (keywords: string[]): RecentSearch[] =>
  keywords.map((keyword) => ({ key: `g-${keyword.toLowerCase()}`, keyword, id: null }));

function readStored(): unknown {
  try {
    return JSON.parse(window.localStorage.getItem(GUEST_SEARCHES_KEY) ?? '[]');
  } catch {
    return [];
  }
}

function store(keywords: string[]): RecentSearch[] {
  try {
    if (keywords.length === 0) window.localStorage.removeItem(GUEST_SEARCHES_KEY);
    else window.localStorage.setItem(GUEST_SEARCHES_KEY, JSON.stringify(keywords));
  } catch {
    // Storage full or blocked: the list is a nicety.
  }
  return guestItems(keywords);
}

/** A guest's recent searches in this browser. */
export const readGuestSearches = (): RecentSearch[] => guestItems(readSearchKeywords(readStored()));
export const rememberGuestSearch = (keyword: string): RecentSearch[] =>
  store(rememberSearchKeyword(readStored(), keyword));
export const forgetGuestSearch = (keyword: string): RecentSearch[] =>
  store(forgetSearchKeyword(readStored(), keyword));
export const clearGuestSearches = (): RecentSearch[] => store([]);

/**
 * Records that a recent search, a suggestion or a result was followed. Fire-and-forget: a beacon
 * (or a keepalive fetch) outlives the navigation it accompanies and never delays it.
 */
export function sendSearchClick(click: SearchHistoryClickInput): void {
  if (typeof window === 'undefined') return;
  const body = JSON.stringify(click);
  try {
    if (navigator.sendBeacon?.(CLICKS, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Fall back to fetch below.
  }
  void fetch(CLICKS, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
  }).catch(() => undefined);
}
