import type { ContentLocaleColumn, Database } from '@kilau/db';
import type { ContentText } from '@kilau/domain/content';
import type { Kysely } from 'kysely';

/**
 * The back office's side of the content pages (migration 0039): it writes the tables the
 * `content` module reads (shared on purpose, docs/architecture.md "table ownership").
 */
export function createAdminContentRepository(db: Kysely<Database>) {
  const pages = () =>
    db
      .selectFrom('content_pages')
      .leftJoin('staff', 'staff.id', 'content_pages.updated_by')
      .select([
        'content_pages.id',
        'content_pages.key',
        'content_pages.path',
        'content_pages.kind',
        'content_pages.published_at',
        'content_pages.updated_at',
        'content_pages.version',
        'staff.email as updated_by',
      ]);

  return {
    list: () => pages().orderBy('content_pages.id').execute(),

    byKey: (key: string) => pages().where('content_pages.key', '=', key).executeTakeFirst(),

    /** Locks the page row: the first lock of a content write. */
    lock: (key: string) =>
      db
        .selectFrom('content_pages')
        .select(['id', 'version', 'published_at'])
        .where('key', '=', key)
        .forUpdate()
        .executeTakeFirst(),

    texts: (pageIds: readonly number[]) =>
      pageIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('content_page_texts')
            .select(['page_id', 'locale', 'stage', 'title', 'description', 'body'])
            .where('page_id', 'in', pageIds)
            .execute(),

    async saveDraft(pageId: number, draft: Record<ContentLocaleColumn, ContentText>) {
      for (const locale of ['id', 'en'] as const) {
        await db
          .insertInto('content_page_texts')
          .values({ page_id: pageId, locale, stage: 'draft', ...draft[locale] })
          .onConflict((conflict) =>
            conflict.columns(['page_id', 'stage', 'locale']).doUpdateSet(draft[locale]),
          )
          .execute();
      }
    },

    /** The draft becomes what shoppers read (`published_at` set), or nothing does (null). */
    async setPublished(pageId: number, publish: boolean) {
      await db
        .deleteFrom('content_page_texts')
        .where('page_id', '=', pageId)
        .where('stage', '=', 'published')
        .execute();
      if (!publish) return;
      await db
        .insertInto('content_page_texts')
        .columns(['page_id', 'locale', 'stage', 'title', 'description', 'body'])
        .expression((eb) =>
          eb
            .selectFrom('content_page_texts')
            .select((inner) => [
              'page_id',
              'locale',
              inner.val('published').as('stage'),
              'title',
              'description',
              'body',
            ])
            .where('page_id', '=', pageId)
            .where('stage', '=', 'draft'),
        )
        .execute();
    },

    /** The page's row after a write: a new version, when and by whom. */
    async touch(
      pageId: number,
      change: { now: Date; staffId: number | null; publishedAt?: Date | null },
    ) {
      await db
        .updateTable('content_pages')
        .set((eb) => ({
          version: eb('version', '+', 1),
          updated_at: change.now,
          updated_by: change.staffId,
          ...(change.publishedAt !== undefined ? { published_at: change.publishedAt } : {}),
        }))
        .where('id', '=', pageId)
        .execute();
    },
  };
}

export type AdminContentRepository = ReturnType<typeof createAdminContentRepository>;
export type AdminContentPageRow = NonNullable<Awaited<ReturnType<AdminContentRepository['byKey']>>>;
export type AdminContentTextRow = Awaited<ReturnType<AdminContentRepository['texts']>>[number];
