import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { createBarcodeLookupRepository } from './barcode-lookup.repository';
import { barcodeLookupRoutes } from './barcode-lookup.routes';
import { createBarcodeLookupService } from './barcode-lookup.service';
import { createStoresRepository } from './stores.repository';
import { storesRoutes } from './stores.routes';
import { createStoresService } from './stores.service';

/**
 * The point of sale (prefix `/api/pos`; 001 §7 `{pos}/stores`, docs/design/contact-and-stores.md,
 * docs/design/self-checkout.md): the offline stores `/find-us` shows and self-checkout sells
 * from, and a barcode's product within a store. The same for everyone, so it reads from
 * `DatabaseHandle.read`.
 */
export const posModule: FastifyPluginAsync<{ db: Kysely<Database>; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  const stores = createStoresRepository(db);
  await app.register(storesRoutes, { stores: createStoresService({ stores, clock }) });
  await app.register(barcodeLookupRoutes, {
    barcodes: createBarcodeLookupService({
      stores,
      barcodes: createBarcodeLookupRepository(db),
    }),
  });
};
