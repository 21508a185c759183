import type { DatabaseKind, ReplicaHandle } from '@kilau/db';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: { status: 'up' | 'down'; kind: DatabaseKind; latencyMs: number };
  /**
   * The read replica (DATABASE_READ_URL): `in-use`, or `lagging`/`down` while the primary takes
   * its reads. It does not make the shop degraded: the primary answers for it.
   */
  replica?: { status: 'in-use' | 'lagging' | 'down'; lagMs: number | null };
  uptimeSeconds: number;
}

export function createHealthService(deps: {
  database: { kind: DatabaseKind; ping(): Promise<void>; replica?: ReplicaHandle };
  clock: () => Date;
  startedAt: Date;
}) {
  return {
    async check(): Promise<HealthReport> {
      const started = performance.now();
      let up = true;
      try {
        await deps.database.ping();
      } catch {
        up = false;
      }
      const replica = deps.database.replica?.monitor.state();
      return {
        status: up ? 'ok' : 'degraded',
        ...(replica
          ? {
              replica: {
                status: replica.status,
                lagMs: replica.status === 'down' ? null : replica.lagMs,
              },
            }
          : {}),
        database: {
          status: up ? 'up' : 'down',
          kind: deps.database.kind,
          latencyMs: Math.round((performance.now() - started) * 100) / 100,
        },
        uptimeSeconds: Math.floor((deps.clock().getTime() - deps.startedAt.getTime()) / 1000),
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
