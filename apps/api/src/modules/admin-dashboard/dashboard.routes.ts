import { DashboardSchema } from '@kilau/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { guardedStaff } from '../../lib/staff-request';
import type { DashboardService } from './dashboard.service';

/** `GET /dashboard` (prefix `/api/admin`): the back office's home figures. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: "The back office's home figures, by what the role may see",
        description:
          'Any signed-in staff member. `sales` (paid orders and revenue today, this week and per ' +
          'WIB day for 14 days) and `waiting` (transfer receipts to check, orders to pick, pack ' +
          'and ship) need `orders.read`; `low_stock`, `top_products` (units sold, 7 and 30 ' +
          'days) and `search_misses` (searches that found nothing, 7 days) need ' +
          '`catalogue.write` or `stock.write`. A block the role may not see is absent.',
        response: { 200: envelopeOf(DashboardSchema) },
      },
      onRequest: app.requireStaff(),
    },
    async (request, reply) => {
      const staff = await guardedStaff(request);
      return respond(reply, await dashboard.forRole(staff.role));
    },
  );
};
