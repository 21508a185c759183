import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { CatalogueChanges } from '../../lib/catalogue-changes';
import { createBannersRepository } from './banners.repository';
import { bannersRoutes } from './banners.routes';
import { createBannersService } from './banners.service';

/** Banners and tags of the public store API (prefix `/api`). */
export const bannersModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  cacheTtlMs: number;
  /** Back-office changes: banner rows (and the vouchers they advertise) are read again. */
  changes: CatalogueChanges;
}> = async (app, { db, clock, cacheTtlMs, changes }) => {
  const banners = createBannersService({ banners: createBannersRepository(db), clock, cacheTtlMs });
  changes.subscribe(() => banners.forget());
  await app.register(bannersRoutes, { banners });
};
