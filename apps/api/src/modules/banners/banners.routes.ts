import { idInput, textInput } from '@kilau/domain';
import { ProductTagSchema } from '@kilau/domain/catalog';
import { BannerGroupsSchema, BannerViewSchema, CampaignIconSchema } from '@kilau/domain/engagement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import type { BannersService } from './banners.service';

const location = textInput().regex(/^[a-z_]{1,40}$/);
const locations = textInput()
  .transform((value) => value.split(',').filter(Boolean))
  .pipe(z.array(location).min(1).max(20));

/** Banners and tags of the public store API (prefix `/api`). */
export const bannersRoutes: FastifyPluginAsyncZod<{ banners: BannersService }> = async (
  app,
  { banners },
) => {
  app.get(
    '/banners',
    {
      schema: {
        tags: ['content'],
        response: { 200: envelopeOf(z.array(BannerViewSchema)) },
        summary: 'Active banners of one placement (home, top_banners, popup_banner, …)',
        querystring: z.object({ location: location.default('home') }),
      },
    },
    async (request, reply) => {
      const grouped = await banners.byLocations([request.query.location]);
      return respond(reply, grouped[request.query.location] ?? []);
    },
  );

  app.get(
    '/banners/all',
    {
      schema: {
        tags: ['content'],
        response: { 200: envelopeOf(BannerGroupsSchema) },
        summary: 'Active banners of several placements at once, grouped by placement',
        querystring: z.object({
          locations,
          created_from: z.coerce.date().optional(),
        }),
      },
    },
    async (request, reply) =>
      respond(
        reply,
        await banners.byLocations(request.query.locations, request.query.created_from),
      ),
  );

  app.get(
    '/campaign-icons',
    {
      schema: {
        tags: ['content'],
        response: { 200: envelopeOf(z.array(CampaignIconSchema)) },
        summary:
          'Running campaigns shown as the floating round icon (is_display_icon_web; 001 §2, §7)',
      },
    },
    async (_request, reply) => respond(reply, await banners.campaignIcons()),
  );

  app.get(
    '/tags',
    {
      schema: {
        tags: ['content'],
        response: { 200: envelopeOf(z.array(ProductTagSchema)) },
        summary: 'Concerns, benefits, skin types and ingredients',
      },
    },
    async (_request, reply) => respond(reply, await banners.tags()),
  );

  app.get(
    '/product/tags',
    {
      schema: {
        tags: ['content'],
        summary: 'Tags of the given products',
        querystring: z.object({
          product_ids: textInput()
            .transform((value) => value.split(',').filter(Boolean))
            .pipe(z.array(idInput('validation_failed')).min(1).max(100)),
        }),
      },
    },
    async (request, reply) => respond(reply, await banners.productTags(request.query.product_ids)),
  );
};
