import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { CarrierPort } from '../../adapters/carrier';
import type { UploadStorage } from '../../adapters/storage';
import { inTransaction } from '../../lib/transaction';
import type { PagePurge } from '../../web/page-purge';
import { createOpsPointsRepository } from './ops-points.repository';
import { createOpsRepository } from './ops.repository';
import { opsRoutes, type OpsGuard } from './ops.routes';
import { createOpsService } from './ops.service';
import { createOrderAdvanceService } from './order-advance.service';

export { destinationPlace, placeName, warehousePlace } from './shipment-places';
export type { AuditMove, OpsGuard } from './ops.routes';
export type { OpsService } from './ops.service';

/** The operator's order view and list, for the back office's other order routes. */
export const createOrderViews = (db: Kysely<Database>, uploads: UploadStorage) =>
  createOpsService({
    ops: createOpsRepository(db),
    points: createOpsPointsRepository(db),
    uploads,
  });

/**
 * The operator API (prefix `/api/ops`; docs/design/order-life-after-payment.md): the order queue, one order, and the moves of
 * an order's life after payment. Operators only; needs the `auth` plugin.
 */
export const opsModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  carrier: CarrierPort;
  uploads: UploadStorage;
  pagePurge: PagePurge;
  /** Operators (`/api/ops`) or the back office's staff (`/api/admin`), default operators. */
  guard?: OpsGuard;
  /** Told in the move's transaction when a move settles an order's payment (a badge). */
  orderPaid?: (tx: Kysely<Database>, userId: number, orderId: number) => Promise<unknown>;
  /** Told after the commit that an order moved (the member's live events). */
  orderMoved?: (order: { id: number; user_id: number; state_id: number }) => void;
}> = async (
  app,
  { db, clock, carrier, uploads, pagePurge, guard = { kind: 'operator' }, orderPaid, orderMoved },
) => {
  await app.register(opsRoutes, {
    pagePurge,
    guard,
    ops: createOpsService({
      ops: createOpsRepository(db),
      points: createOpsPointsRepository(db),
      uploads,
    }),
    orderAdvance: createOrderAdvanceService({
      ops: createOpsRepository(db),
      inTransaction: (run) =>
        inTransaction(db, (tx) =>
          run({ ops: createOpsRepository(tx), points: createOpsPointsRepository(tx), db: tx }),
        ),
      carrier,
      clock,
      orderPaid,
      moved: orderMoved,
    }),
  });
};
