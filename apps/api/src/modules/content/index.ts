import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { CatalogueChanges } from '../../lib/catalogue-changes';
import { createContentRepository } from './content.repository';
import { contentRoutes } from './content.routes';
import { createContentService } from './content.service';

/**
 * The shop's content pages for shoppers (prefix `/api/content`; docs/design/content.md). The
 * back office's publish tells `changes` (everything), which clears the rendered pages here and
 * on every other instance.
 */
export const contentModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  cacheTtlMs: number;
  changes: CatalogueChanges;
}> = async (app, { db, clock, cacheTtlMs, changes }) => {
  const content = createContentService({
    content: createContentRepository(db),
    clock,
    cacheTtlMs,
  });
  changes.subscribe((change) => {
    if (change.everything) content.forget();
  });
  await app.register(contentRoutes, { content });
};
