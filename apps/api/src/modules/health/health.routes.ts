import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthService } from './health.service';

const HealthSchema = z.object({
  success: z.boolean(),
  data: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({
      status: z.enum(['up', 'down']),
      kind: z.enum(['postgres', 'pglite']),
      latencyMs: z.number(),
    }),
    replica: z
      .object({ status: z.enum(['in-use', 'lagging', 'down']), lagMs: z.number().nullable() })
      .optional(),
    uptimeSeconds: z.number(),
  }),
  meta: z.object({ code: z.number() }),
});

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (
  app,
  { health },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const report = await health.check();
      const status = report.status === 'ok' ? 200 : 503;
      reply.code(status);
      return { success: status === 200, data: report, meta: { code: status } };
    },
  );
};
