import type { DatabaseKind } from '@kilau/db';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: { status: 'up' | 'down'; kind: DatabaseKind; latencyMs: number };
  uptimeSeconds: number;
}

export function createHealthService(deps: {
  database: { kind: DatabaseKind; ping(): Promise<void> };
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
      return {
        status: up ? 'ok' : 'degraded',
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
