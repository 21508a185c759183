import {
  normalizeSearchKeyword,
  SEARCH_HISTORY_KEPT,
  SEARCH_KEYWORD_MAX_LENGTH,
  searchKeywordKey,
  type SearchHistoryClick,
  type SearchHistoryKeyword,
} from '@kilau/domain/catalog';
import type { Locale } from '@kilau/domain';
import { PAGE_SIZES } from '@kilau/domain/shared';
import { AppError, fieldsRefused } from '../../lib/app-error';
import type { SearchHistoryRepository } from './search-history.repository';

const notFound = () => new AppError(404, 'search_keyword_not_found', 'search_keyword_not_found');

/** Ids are positive integers; anything else cannot be one of the member's keywords. */
function keywordId(raw: string): number {
  if (!/^[1-9][0-9]{0,15}$/.test(raw)) throw notFound();
  const id = Number(raw);
  if (!Number.isSafeInteger(id)) throw notFound();
  return id;
}

export function createSearchHistoryService(deps: {
  history: SearchHistoryRepository;
  clock: () => Date;
  /** How many keywords a member keeps (the oldest beyond are pruned). */
  keep?: number;
}) {
  const { history, clock, keep = SEARCH_HISTORY_KEPT } = deps;

  return {
    /** Remembers a member's search: normalised, once per keyword whatever its case, newest first. */
    async record(userId: number, q: string) {
      const keyword = normalizeSearchKeyword(q);
      if (keyword === '' || Array.from(keyword).length > SEARCH_KEYWORD_MAX_LENGTH) return;
      await history.record({ userId, keyword, key: searchKeywordKey(keyword), now: clock(), keep });
    },

    async list(userId: number, limit: number = PAGE_SIZES.recentSearch) {
      const rows = await history.list(userId, limit);
      return rows.map(
        (row): SearchHistoryKeyword => ({
          _id: String(row.id),
          id: row.id,
          keyword: row.keyword,
          searched_at: new Date(row.searched_at).toISOString(),
        }),
      );
    },

    /** Deletes one of the member's keywords; another member's (or an unknown) id is 404. */
    async remove(userId: number, rawId: string) {
      const id = keywordId(rawId);
      if (!(await history.remove(userId, id))) throw notFound();
      return { _id: String(id) };
    },

    async clear(userId: number) {
      return { deleted: await history.clear(userId) };
    },

    /**
     * Stores a click. A recent search named by id must be the member's own (404 otherwise, as for
     * a guest); its text is stored with the click. Clicks are kept for analysis only: results
     * already count towards trending through the product view the click leads to.
     */
    async click(userId: number | null, click: SearchHistoryClick, locale: Locale) {
      let keyword = click.keyword ?? '';
      if (click.keyword_id !== undefined) {
        const entry = userId === null ? undefined : await history.find(userId, click.keyword_id);
        if (!entry) throw notFound();
        keyword = entry.keyword;
      }
      if (click.product_id !== undefined && !(await history.productExists(click.product_id))) {
        throw fieldsRefused({ product_id: 'option_invalid' }, locale);
      }
      const id = await history.insertClick({
        userId,
        keyword,
        keywordId: click.keyword_id ?? null,
        productId: click.product_id ?? null,
        position: click.position ?? null,
        source: click.source ?? (click.product_id !== undefined ? 'result' : 'history'),
        now: clock(),
      });
      return { _id: String(id) };
    },
  };
}

export type SearchHistoryService = ReturnType<typeof createSearchHistoryService>;
