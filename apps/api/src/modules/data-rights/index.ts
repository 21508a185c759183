import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { PrivateFiles, PublicFiles } from '../../adapters/storage';
import { inTransaction } from '../../lib/transaction';
import { createAccountClosureRepository } from './account-closure.repository';
import { startDataExportJob } from './data-export.job';
import { createDataExportRepository } from './data-export.repository';
import { createDataRightsRepository } from './data-rights.repository';
import { dataRightsRoutes } from './data-rights.routes';
import {
  createDataRightsService,
  type ClosureCodes,
  type ClosureReviews,
  type DataRightsService,
} from './data-rights.service';

export {
  DATA_EXPORT_TEMPLATE,
  hashExportToken,
  type ClosureCodes,
  type ClosureReviews,
  type DataRightsService,
} from './data-rights.service';
export { EXPORT_KINDS, NOT_EXPORTED } from './data-export.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The data-rights service (its export job's pass: `runExportJob()`, for tests and tools). */
    dataRights: DataRightsService;
  }
}

/**
 * A member's data rights under UU PDP 27/2022 (prefix `/api`; docs/design/data-rights.md,
 * ADR 0054): `/account/data-export` (ask, list, download) and `/account/closure` (code, close).
 * With `jobIntervalMs`, the export job runs while the app runs (started when it is ready,
 * stopped before it closes); the app decorates `dataRights` so tests and tools can run a pass.
 */
export const dataRightsModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  files: { private: PrivateFiles; public: PublicFiles };
  publicUrl: string;
  codes: ClosureCodes;
  reviews: ClosureReviews;
  productsChanged: (productIds: number[]) => Promise<void>;
  jobIntervalMs: number;
  rateLimitMax: number;
  onService?: (service: DataRightsService) => void;
}> = async (app, options) => {
  const { db, clock } = options;
  const dataRights = createDataRightsService({
    requests: createDataRightsRepository(db),
    exports: createDataExportRepository(db),
    closure: createAccountClosureRepository(),
    reviews: options.reviews,
    codes: options.codes,
    transaction: (work) => inTransaction(db, work),
    files: options.files,
    clock,
    publicUrl: options.publicUrl,
    productsChanged: options.productsChanged,
    log: app.log,
  });
  options.onService?.(dataRights);
  await app.register(dataRightsRoutes, { dataRights, rateLimitMax: options.rateLimitMax });

  if (options.jobIntervalMs > 0) {
    let stop: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stop = startDataExportJob({
        run: () => dataRights.runExportJob(),
        intervalMs: options.jobIntervalMs,
        log: app.log,
      });
    });
    app.addHook('preClose', async () => {
      await stop?.();
    });
  }
};
