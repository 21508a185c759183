import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { createBannersRepository } from './banners.repository';
import { bannersRoutes } from './banners.routes';
import { createBannersService } from './banners.service';

/** Banners and tags of the public store API (prefix `/api`). */
export const bannersModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  cacheTtlMs: number;
}> = async (app, { db, clock, cacheTtlMs }) => {
  await app.register(bannersRoutes, {
    banners: createBannersService({ banners: createBannersRepository(db), clock, cacheTtlMs }),
  });
};
