import { AnalyticsReportQuerySchema, AnalyticsReportSchema } from '@kilau/domain/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, respond } from '../../lib/envelope';
import type { AdminAnalyticsService } from './admin-analytics.service';

const DESCRIPTION =
  'WIB days `from`–`to` (the last 14 by default, 92 at most). The funnel counts consented ' +
  'tracked sessions per day (sessions → viewed a product → added → began checkout → placed → ' +
  'paid, the last read from the orders); `orders.paid` counts every order paid in the range, ' +
  'so `orders.paid − orders.tracked` are orders no consented session led to.';

/** `GET /analytics`, `POST /analytics/roll-up` (prefix `/api/admin`), `analytics.read`. */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod<{
  analytics: AdminAnalyticsService;
}> = async (app, { analytics }) => {
  app.get(
    '/analytics',
    {
      schema: {
        tags: ['admin'],
        summary: 'The shop analytics: funnel, sources, products viewed vs sold, empty searches',
        description: DESCRIPTION,
        querystring: AnalyticsReportQuerySchema,
        response: { 200: envelopeOf(AnalyticsReportSchema) },
      },
      onRequest: app.requireStaff('analytics.read'),
    },
    async (request, reply) => respond(reply, await analytics.report(request.query)),
  );

  app.post(
    '/analytics/roll-up',
    {
      schema: {
        tags: ['admin'],
        summary: 'Roll the last 3 days up now, and answer the report',
        description: `The job does it every few minutes; this is for a figure wanted now. ${DESCRIPTION}`,
        querystring: AnalyticsReportQuerySchema,
        response: { 200: envelopeOf(AnalyticsReportSchema) },
      },
      onRequest: app.requireStaff('analytics.read'),
    },
    async (request, reply) => respond(reply, await analytics.refresh(request.query)),
  );
};
