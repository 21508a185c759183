import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { PublicFiles } from '../../adapters/storage';
import type { CatalogueChanges } from '../../lib/catalogue-changes';
import type { ImageGuard } from '../../lib/image-guard';
import { inTransaction } from '../../lib/transaction';
import { createProductImagesService } from './product-images.service';
import { adminProductsRoutes } from './products.routes';
import { createAdminProductsService } from './products.service';

/**
 * The back office's products (prefix `/api/admin`; docs/design/back-office.md § Products): the
 * list, the edit form's reads and writes, pictures and the form's choices. Needs the `staffAuth`
 * plugin; tells the shop's caches of every change (`catalogueChanges`) after it commits.
 */
export const catalogueAdminModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  changes: CatalogueChanges;
  images: ImageGuard;
  media: PublicFiles;
}> = async (app, { db, clock, changes, images, media }) => {
  const changed = (products: number[]) => changes.changed({ products }, 'back office: products');
  const transaction = <T>(work: (tx: Kysely<Database>) => Promise<T>) => inTransaction(db, work);
  await app.register(adminProductsRoutes, {
    products: createAdminProductsService({ db, inTransaction: transaction, clock, changed }),
    images: createProductImagesService({
      inTransaction: transaction,
      images,
      media,
      clock,
      changed,
    }),
  });
};
