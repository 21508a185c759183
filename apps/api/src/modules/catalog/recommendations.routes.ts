import { idInput, messageCodes, textInput, translate, countInput } from '@kilau/domain';
import {
  createNotifyMeSchema,
  NotifyMeRequestedSchema,
  ProductTileSchema,
} from '@kilau/domain/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, respond } from '../../lib/envelope';
import type { NotifyMeService } from './notify-me.service';
import { RECOMMENDATIONS, type RecommendationsService } from './recommendations.service';
import { requireMember } from '../../plugins/auth';

const id = idInput();
const tiles = { 200: envelopeOf(z.array(ProductTileSchema)) };

export const recommendationsRoutes: FastifyPluginAsyncZod<{
  recommendations: RecommendationsService;
  notifyMe: NotifyMeService;
}> = async (app, { recommendations, notifyMe }) => {
  app.get(
    '/v3/products/recently-viewed',
    {
      schema: {
        tags: ['catalog'],
        response: tiles,
        summary: 'Tiles for the recently viewed ids the browser keeps (at most 10), in order',
        querystring: z.object({
          ids: textInput()
            .transform((value) => value.split(',').filter(Boolean))
            .pipe(z.array(idInput('validation_failed')).max(10)),
        }),
      },
    },
    async (request, reply) => respond(reply, await recommendations.byIds(request.query.ids)),
  );

  app.get(
    '/v3/products/recent-bought',
    {
      schema: {
        tags: ['catalog'],
        response: tiles,
        summary: "The member's recently bought products (paid orders, newest first)",
        querystring: z.object({ limit: countInput(1, 24).default(10) }),
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(reply, await recommendations.recentBought(member.userId, request.query.limit));
    },
  );

  app.get(
    '/v3/products/:id/:kind',
    {
      schema: {
        tags: ['catalog'],
        response: tiles,
        summary:
          'Product sliders: same-brand (12), similar, you-may-also-like, goes-well, people-also-buy',
        params: z.object({ id, kind: z.enum(RECOMMENDATIONS) }),
        querystring: z.object({ limit: countInput(1, 24).default(12) }),
      },
    },
    async (request, reply) => {
      const items = await recommendations.forProduct(
        request.params.kind,
        request.params.id,
        request.query.limit,
      );
      if (!items) throw new AppError(404, 'product_not_found', 'product_not_found');
      return respond(reply, items);
    },
  );

  app.post(
    '/notify-me',
    {
      schema: {
        tags: ['catalog'],
        response: { 201: envelopeOf(NotifyMeRequestedSchema) },
        summary: 'Ask to be e-mailed when a sold-out combination is back in stock',
        body: createNotifyMeSchema(messageCodes).extend({
          user: z.object({ id: id.optional() }).partial().optional(),
        }),
      },
    },
    async (request, reply) => {
      const { product_id, combination_id, email, user } = request.body;
      const result = await notifyMe.request({
        product_id,
        combination_id,
        email,
        user_id: user?.id,
      });
      return respond(reply, result, {
        status: 201,
        message: translate('notify_me_saved', request.locale),
      });
    },
  );
};
