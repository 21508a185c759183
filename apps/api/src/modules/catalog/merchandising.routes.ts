import {
  textInput,
  idInput,
  wholeNumber,
  outOfRangeCode,
  INTEGER_RANGE,
  countInput,
} from '@kilau/domain';
import {
  CampaignKindSchema,
  CampaignSchema,
  FlashSaleSchema,
  LISTED_CAMPAIGN_FIELDS,
  type ListedCampaignField,
  ProductTileSchema,
  PromotionCountSchema,
  PromotionListItemSchema,
  PromotionSchema,
  SpecialPriceTileSchema,
} from '@kilau/domain/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, respond } from '../../lib/envelope';
import type { MerchandisingService } from './merchandising.service';

const paging = {
  skip: countInput(0, 10_000).default(0),
  limit: countInput(1, 100).default(16),
};
const kind = CampaignKindSchema.default('campaign');
const slug = textInput().regex(/^[a-z0-9-]{1,120}$/);
/** `fields=name,slug`: a comma list of a listed campaign's fields, each once. */
const campaignFields = textInput()
  .max(200)
  .transform((text) => text.split(',').map((field) => field.trim()))
  .refine(
    (fields) =>
      new Set(fields).size === fields.length &&
      fields.every((field) => (LISTED_CAMPAIGN_FIELDS as readonly string[]).includes(field)),
    { error: 'option_invalid' },
  )
  .transform((fields) => fields as ListedCampaignField[]);
/** An order amount in rupiah (an `integer` column). */
const amount = wholeNumber({
  min: 0,
  max: INTEGER_RANGE.max,
  message: outOfRangeCode(0, INTEGER_RANGE.max),
});

export const merchandisingRoutes: FastifyPluginAsyncZod<{
  merchandising: MerchandisingService;
}> = async (app, { merchandising }) => {
  app.get(
    '/v3/promotions',
    {
      schema: {
        tags: ['promotions'],
        response: { 200: envelopeOf(z.array(PromotionListItemSchema)) },
        summary: 'Active promotions (type promo or partner), or running campaigns',
        description:
          '`filter[slug]` keeps one slug. `filter[object_type]=campaign` lists running campaigns ' +
          'instead (`{ _id, ...fields }`, `fields` a comma list of name, slug, is_active, ' +
          'is_display_icon_web; all four by default); a campaign that hands out prizes (the ' +
          'lucky draw) is listed only while it has a prize left (001 §7: non-empty = quota).',
        querystring: z.object({
          ...paging,
          type: z.enum(['promo', 'partner']).optional(),
          'filter[slug]': slug.optional(),
          'filter[object_type]': z.enum(['promotion', 'campaign']).optional(),
          fields: campaignFields.optional(),
        }),
      },
    },
    async (request, reply) => {
      const { skip, limit, type } = request.query;
      const filterSlug = request.query['filter[slug]'];
      if (request.query['filter[object_type]'] === 'campaign') {
        const fields = request.query.fields ?? LISTED_CAMPAIGN_FIELDS;
        const items = await merchandising.campaigns({ slug: filterSlug, fields }, { skip, limit });
        return respond(reply, items, { total: items.length, skip, limit });
      }
      const { items, total } = await merchandising.promotions({ skip, limit }, type, filterSlug);
      return respond(reply, items, { total, skip, limit });
    },
  );

  app.get(
    '/v3/promotions/count',
    {
      schema: {
        tags: ['promotions'],
        response: { 200: envelopeOf(PromotionCountSchema) },
        summary: 'How many promotions are active',
        querystring: z.object({ type: z.enum(['promo', 'partner']).optional() }),
      },
    },
    async (request, reply) =>
      respond(reply, { total: await merchandising.countPromotions(request.query.type) }),
  );

  app.get(
    '/v3/promotions/:key',
    {
      schema: {
        tags: ['promotions'],
        response: { 200: envelopeOf(PromotionSchema) },
        summary: 'One active promotion by id or slug (its products: /v3/products?promotion_id=)',
        params: z.object({
          // All digits is an id: past the id column's range it is refused, not looked up.
          key: textInput()
            .regex(/^[a-z0-9-]{1,120}$/)
            .refine((key) => !/^\d+$/.test(key) || idInput().safeParse(key).success, {
              error: 'id_invalid',
            }),
        }),
      },
    },
    async (request, reply) => {
      const promotion = await merchandising.promotion(request.params.key);
      if (!promotion) throw new AppError(404, 'promotion_not_found', 'promotion_not_found');
      return respond(reply, promotion);
    },
  );

  app.get(
    '/v3/campaigns/:slug',
    {
      schema: {
        tags: ['promotions'],
        response: { 200: envelopeOf(CampaignSchema) },
        summary: 'A campaign (or weekly highlight, deals, sale) with sections and child campaigns',
        params: z.object({ slug }),
        querystring: z.object({ kind }),
      },
    },
    async (request, reply) => {
      const campaign = await merchandising.campaign(request.params.slug, request.query.kind);
      if (!campaign) throw new AppError(404, 'campaign_not_found', 'campaign_not_found');
      return respond(reply, campaign);
    },
  );

  app.get(
    '/v3/campaigns/:slug/sections/:title/products',
    {
      schema: {
        tags: ['promotions'],
        response: { 200: envelopeOf(z.array(ProductTileSchema)) },
        summary: "A campaign section's products, paged",
        params: z.object({ slug, title: textInput().min(1).max(120) }),
        querystring: z.object({ ...paging, kind }),
      },
    },
    async (request, reply) => {
      const { skip, limit, kind: campaignKind } = request.query;
      const page = await merchandising.sectionProducts(
        request.params.slug,
        campaignKind,
        request.params.title,
        { skip, limit },
      );
      if (!page) throw new AppError(404, 'campaign_not_found', 'campaign_not_found');
      return respond(reply, page.items, { total: page.total, skip, limit });
    },
  );

  app.get(
    '/v3/flash-sale',
    {
      schema: {
        tags: ['promotions'],
        response: { 200: envelopeOf(FlashSaleSchema.nullable()) },
        summary: 'The running (or next) flash sale and its products',
        description: '`limit` keeps the first products only (the home page row).',
        querystring: z.object({ limit: countInput(1, 100).optional() }),
      },
    },
    async (request, reply) =>
      respond(reply, await merchandising.flashSale({ limit: request.query.limit })),
  );

  app.get(
    '/v3/special-prices',
    {
      schema: {
        tags: ['promotions'],
        response: { 200: envelopeOf(z.array(SpecialPriceTileSchema)) },
        summary: 'Special-price products with their rules and applicability for an order amount',
        querystring: z.object({
          skip: paging.skip,
          limit: countInput(1, 20).default(5),
          final_amount: amount.optional(),
        }),
      },
    },
    async (request, reply) => {
      const { skip, limit, final_amount } = request.query;
      const page = await merchandising.specialPrices({ skip, limit }, final_amount);
      return respond(reply, page.items, { total: page.total, skip, limit });
    },
  );
};
