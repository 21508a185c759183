import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { CarrierPort } from '../../adapters/carrier';
import type { UploadStorage } from '../../adapters/uploads';
import { createAdvanceOrder } from './advance';
import { opsRoutes } from './ops.routes';
import { createOpsService } from './ops.service';

export { destinationPlace, placeName, warehousePlace } from './places';

/**
 * The operator API (prefix `/api/ops`; ADR 0013): the order queue, one order, and the moves of
 * an order's life after payment. Operators only; needs the `auth` plugin.
 */
export const opsModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  carrier: CarrierPort;
  uploads: UploadStorage;
}> = async (app, { db, clock, carrier, uploads }) => {
  await app.register(opsRoutes, {
    ops: createOpsService({ db, uploads }),
    advance: createAdvanceOrder({ db, carrier, clock }),
  });
};
