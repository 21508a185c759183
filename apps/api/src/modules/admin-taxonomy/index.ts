import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { PublicFiles } from '../../adapters/storage';
import type { CatalogueChanges } from '../../lib/catalogue-changes';
import type { ImageGuard } from '../../lib/image-guard';
import type { RecordAudit } from '../../lib/staff-request';
import { createBrandLogos } from './brand-logo';
import { taxonomyRoutes } from './taxonomy-admin.routes';
import { createTaxonomyAdminService } from './taxonomy-admin.service';

/**
 * Brands and the category tree in the back office (prefix `/api/admin`; permission
 * `catalogue.write`; docs/design/back-office.md "Brands and categories").
 */
export const taxonomyAdminModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  changes: CatalogueChanges;
  images: ImageGuard;
  media: PublicFiles;
  /** The admin module's `recordAudit`. */
  audit: RecordAudit;
  clock: () => Date;
}> = async (app, { db, changes, images, media, audit, clock }) => {
  await app.register(taxonomyRoutes, {
    taxonomy: createTaxonomyAdminService({ db, changes, audit, clock }),
    logos: createBrandLogos({ images, media }),
  });
};
