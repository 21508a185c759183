import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './foundation';

/** The shop's content pages (migration 0039, docs/design/content.md). */

export type ContentPageKindColumn = 'page' | 'faq';
export type ContentLocaleColumn = 'id' | 'en';
export type ContentStageColumn = 'draft' | 'published';

export interface ContentPagesTable {
  id: Generated<number>;
  key: string;
  path: string;
  kind: ContentPageKindColumn;
  /** Null: never published, or unpublished (shoppers get a 404). */
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A page's words in one language and stage. */
export interface ContentPageTextsTable {
  page_id: number;
  locale: ContentLocaleColumn;
  stage: ContentStageColumn;
  title: string;
  description: string;
  body: string;
}
