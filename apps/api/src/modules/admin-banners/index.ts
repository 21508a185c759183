import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { PublicFiles } from '../../adapters/storage';
import type { ImageGuard } from '../../lib/image-guard';
import { inTransaction } from '../../lib/transaction';
import { createAdminBannersRepository } from './admin-banners.repository';
import { adminBannersRoutes } from './admin-banners.routes';
import {
  createAdminBannersService,
  type AuditActor,
  type AuditEntryInput,
} from './admin-banners.service';
import { createAdminCampaignsService } from './admin-campaigns.service';

/**
 * Banners and campaigns in the back office (prefix `/api/admin`; docs/design/back-office.md).
 * After every write the shop's catalogue caches hear of it (`app.catalogueChanges`), so the
 * storefront's banners show the change at once.
 */
export const bannersAdminModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  images: ImageGuard;
  media: PublicFiles;
  /** Writes an audit row on `tx` (the back office's audit log, given by the app). */
  audit: (tx: Kysely<Database>, actor: AuditActor, entry: AuditEntryInput) => Promise<void>;
}> = async (app, { db, clock, images, media, audit }) => {
  const transaction = <T>(
    work: (tx: {
      banners: ReturnType<typeof createAdminBannersRepository>;
      audit: (actor: AuditActor, entry: AuditEntryInput) => Promise<void>;
    }) => Promise<T>,
  ) =>
    inTransaction(db, (tx) =>
      work({
        banners: createAdminBannersRepository(tx),
        audit: (actor, entry) => audit(tx, actor, entry),
      }),
    );
  const changed = () => app.catalogueChanges.changed({ everything: true }, 'banners');
  const repository = createAdminBannersRepository(db);
  await app.register(adminBannersRoutes, {
    banners: createAdminBannersService({
      banners: repository,
      inTransaction: transaction,
      images,
      media,
      clock,
      changed,
    }),
    campaigns: createAdminCampaignsService({
      banners: repository,
      inTransaction: transaction,
      clock,
      changed,
    }),
  });
};
