import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { SEED_CONTENT_PAGES, type SeedContentPage } from './content-texts';

/**
 * The demo's content pages (docs/design/content.md), seeded published: a page whose key or path
 * is already there is left as the back office made it, so running it again (or after new texts
 * are added to `SEED_CONTENT_PAGES`) only adds the pages still missing.
 */
export async function seedContentPages(
  db: Kysely<Database>,
  options: { now: Date; pages?: readonly SeedContentPage[] },
): Promise<{ added: number }> {
  const pages = options.pages ?? SEED_CONTENT_PAGES;
  let added = 0;
  for (const page of pages) {
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('content_pages')
        .values({
          key: page.key,
          path: page.path,
          kind: page.kind,
          published_at: options.now,
          created_at: options.now,
          updated_at: options.now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return;
      added += 1;
      await trx
        .insertInto('content_page_texts')
        .values(
          (['draft', 'published'] as const).flatMap((stage) =>
            (['id', 'en'] as const).map((locale) => ({
              page_id: row.id,
              locale,
              stage,
              title: page[locale].title,
              description: page[locale].description,
              body: page[locale].body,
            })),
          ),
        )
        .execute();
    });
  }
  return { added };
}
