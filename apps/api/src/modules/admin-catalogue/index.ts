import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { PublicFiles } from '../../adapters/storage';
import type { CatalogueChanges } from '../../lib/catalogue-changes';
import type { ImageGuard } from '../../lib/image-guard';
import { inTransaction } from '../../lib/transaction';
import { createProductImagesService } from './product-images.service';
import type { AuditActor, AuditEntry, ProductsTransaction } from './products-transaction';
import { adminProductsRoutes } from './admin-products.routes';
import { createAdminProductsRepository } from './admin-products.repository';
import { createAdminProductsService } from './admin-products.service';

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
  /** Writes an audit row on the given transaction (the admin module's `recordAudit`). */
  audit: (tx: Kysely<Database>, actor: AuditActor, entry: AuditEntry, now: Date) => Promise<void>;
}> = async (app, { db, clock, changes, images, media, audit }) => {
  const changed = (products: number[]) => changes.changed({ products }, 'back office: products');
  const transaction = <T>(work: (on: ProductsTransaction) => Promise<T>) =>
    inTransaction(db, (tx) =>
      work({
        products: createAdminProductsRepository(tx),
        audit: (actor, entry, now) => audit(tx, actor, entry, now),
      }),
    );
  await app.register(adminProductsRoutes, {
    products: createAdminProductsService({
      reads: createAdminProductsRepository(db),
      inTransaction: transaction,
      clock,
      changed,
    }),
    images: createProductImagesService({
      inTransaction: transaction,
      images,
      media,
      clock,
      changed,
    }),
  });
};
