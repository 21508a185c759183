import { PAGE_SIZES } from '../shared/constants';

/**
 * Search history (001 §3 "Search history keyword", §7 search-history-keywords, §9 "recent
 * search 5"). Members' keywords live on the server, guests' in the browser; both keep the same
 * list: keywords normalised, each once whatever its case, the latest search first.
 */

/** The longest keyword kept, as long as the longest search the catalogue accepts. */
export const SEARCH_KEYWORD_MAX_LENGTH = 100;
/** How many keywords the server keeps per member; the box shows the latest 5. */
export const SEARCH_HISTORY_KEPT = 20;
/** A clicked result's position (1-based) goes no further than the search's deepest page. */
export const SEARCH_CLICK_POSITION_MAX = 10_100;
/** What was clicked: a recent search, a suggestion as the shopper typed, or a result tile. */
export const SEARCH_CLICK_SOURCES = ['history', 'suggestion', 'result'] as const;
export type SearchClickSource = (typeof SEARCH_CLICK_SOURCES)[number];

/** A keyword as it is kept: composed Unicode, runs of white space as one space, trimmed. */
export function normalizeSearchKeyword(raw: string): string {
  return raw.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/** Two keywords are the same search when their normalised, lower-cased forms are equal. */
export const searchKeywordKey = (keyword: string): string =>
  normalizeSearchKeyword(keyword).toLowerCase();

const isKeptKeyword = (keyword: string) =>
  keyword !== '' && Array.from(keyword).length <= SEARCH_KEYWORD_MAX_LENGTH;

/**
 * A stored list read back: strings only, normalised, each search once (the first, i.e. the most
 * recent, wins), at most `max`. Anything else a browser may hold (junk, old formats) is dropped.
 */
export function readSearchKeywords(
  stored: unknown,
  max: number = PAGE_SIZES.recentSearch,
): string[] {
  if (!Array.isArray(stored)) return [];
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of stored) {
    if (typeof value !== 'string') continue;
    const keyword = normalizeSearchKeyword(value);
    const key = keyword.toLowerCase();
    if (!isKeptKeyword(keyword) || seen.has(key)) continue;
    seen.add(key);
    kept.push(keyword);
  }
  return kept.slice(0, Math.max(0, max));
}

/** The list after searching `keyword`: it moves to the front (as last typed), at most `max`. */
export function rememberSearchKeyword(
  stored: unknown,
  keyword: string,
  max: number = PAGE_SIZES.recentSearch,
): string[] {
  const searched = normalizeSearchKeyword(keyword);
  const list = readSearchKeywords(stored, Number.POSITIVE_INFINITY);
  if (!isKeptKeyword(searched)) return list.slice(0, Math.max(0, max));
  const key = searched.toLowerCase();
  return readSearchKeywords([searched, ...list.filter((kept) => kept.toLowerCase() !== key)], max);
}

/** The list without `keyword` (in any case). */
export function forgetSearchKeyword(stored: unknown, keyword: string): string[] {
  const key = searchKeywordKey(keyword);
  return readSearchKeywords(stored, Number.POSITIVE_INFINITY).filter(
    (kept) => kept.toLowerCase() !== key,
  );
}
