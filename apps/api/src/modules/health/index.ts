import type { DatabaseKind, ReplicaHandle } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health.routes';
import { createHealthService } from './health.service';

/** `GET /health` (prefix `/api`): liveness and whether the database answers. */
export const healthModule: FastifyPluginAsync<{
  database: { kind: DatabaseKind; ping(): Promise<void>; replica?: ReplicaHandle };
  clock: () => Date;
  /** When the app was built: the report's uptime counts from here. */
  startedAt: Date;
}> = async (app, { database, clock, startedAt }) => {
  await app.register(healthRoutes, {
    health: createHealthService({ database, clock, startedAt }),
  });
};
