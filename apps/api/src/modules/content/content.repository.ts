import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';

/** The published content pages, as shoppers read them (migration 0039). */
export function createContentRepository(db: Kysely<Database>) {
  return {
    /** A published page at `path` with its published words (both languages), or undefined. */
    async publishedByPath(path: string) {
      const page = await db
        .selectFrom('content_pages')
        .select(['id', 'key', 'path', 'kind', 'published_at', 'updated_at'])
        .where('path', '=', path)
        .where('published_at', 'is not', null)
        .executeTakeFirst();
      if (!page) return undefined;
      const texts = await db
        .selectFrom('content_page_texts')
        .select(['locale', 'title', 'description', 'body'])
        .where('page_id', '=', page.id)
        .where('stage', '=', 'published')
        .execute();
      return { page, texts };
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
