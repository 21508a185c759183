import { storedSecret, type Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { RecordAudit } from '../../lib/staff-request';
import { inTransaction } from '../../lib/transaction';
import { storeCollectionRoutes } from './store-collection.routes';
import {
  createStoreCollectionService,
  type SettleCashierPayment,
} from './store-collection.service';

export type { SettleCashierPayment } from './store-collection.service';

/** The key kept in `app_meta` when `STORE_COLLECTION_SECRET` is unset. */
const SECRET_KEY = 'store_collection_secret';

/**
 * Paying in a store and collecting at its exit (prefix `/api`; docs/design/store-collection.md):
 * the member's order QR token and the back office's store collection (`store.collect`), audited.
 */
export const storeCollectionModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  /** `STORE_COLLECTION_SECRET`; without it, a random key kept once per database. */
  secret: string | undefined;
  settle: SettleCashierPayment;
  /** The admin module's `recordAudit`. */
  audit: RecordAudit;
}> = async (app, { db, clock, secret, settle, audit }) => {
  let key: Promise<string> | null = null;
  const collections = createStoreCollectionService({
    db,
    transaction: (work) => inTransaction(db, work),
    secret: () => (key ??= secret ? Promise.resolve(secret) : storedSecret(db, SECRET_KEY)),
    settle,
    audit,
    clock,
  });
  await app.register(storeCollectionRoutes, { collections });
};
