import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './foundation';

/** A member's recent search; `keyword_key` is its normalised, lower-cased form (one per member). */
export interface SearchHistoryKeywordsTable {
  id: Generated<number>;
  user_id: number;
  keyword: string;
  keyword_key: string;
  searched_at: Timestamp;
}

/** A followed recent search, suggestion or result; `user_id` is null for guests. */
export interface SearchHistoryClicksTable {
  id: Generated<number>;
  user_id: number | null;
  keyword: string;
  /** The member's history row the click came from, if any (kept after the row is deleted). */
  keyword_id: number | null;
  product_id: number | null;
  position: number | null;
  source: 'history' | 'suggestion' | 'result';
  clicked_at: Timestamp;
}

/** Searches that found nothing, per normalised term and WIB day (migration 0035). */
export interface SearchMissesTable {
  term_normalized: string;
  /** `YYYY-MM-DD` (WIB). */
  day: ColumnType<Date, string, string>;
  count: number;
}
