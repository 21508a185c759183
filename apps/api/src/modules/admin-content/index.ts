import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { PublicFiles } from '../../adapters/storage';
import type { CatalogueChanges } from '../../lib/catalogue-changes';
import type { ImageGuard } from '../../lib/image-guard';
import type { RecordAudit } from '../../lib/staff-request';
import { inTransaction } from '../../lib/transaction';
import { createAdminContentRepository } from './admin-content.repository';
import { adminContentRoutes } from './admin-content.routes';
import { createAdminContentService } from './admin-content.service';

/**
 * The content pages in the back office (prefix `/api/admin`; permission `content.write`;
 * docs/design/content.md): list, read, save the draft, publish, unpublish, preview, pictures.
 * Every write is audited in its transaction; a publish or unpublish tells `changes`, so the
 * shop's rendered pages (and guests' cached pages) are forgotten on every instance.
 */
export const contentAdminModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  images: ImageGuard;
  media: PublicFiles;
  changes: CatalogueChanges;
  /** The admin module's `recordAudit`. */
  audit: RecordAudit;
}> = async (app, { db, clock, images, media, changes, audit }) => {
  await app.register(adminContentRoutes, {
    content: createAdminContentService({
      content: createAdminContentRepository(db),
      inTransaction: (work) =>
        inTransaction(db, (tx) =>
          work({
            content: createAdminContentRepository(tx),
            audit: (actor, entry) => audit(tx, actor, entry, clock()),
          }),
        ),
      images,
      media,
      clock,
      changed: () => changes.changed({ everything: true }, 'content page'),
    }),
  });
};
