import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { respond } from '../../lib/envelope';
import { SearchQuerySchema, SuggestionQuerySchema } from './catalog.schemas';
import type { SearchService } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (
  app,
  { search },
) => {
  app.get(
    '/v3/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Product search: full text, with typo-tolerant matching when nothing matches',
        querystring: SearchQuerySchema,
      },
    },
    async (request, reply) => {
      const page = await search.search(request.query);
      return respond(reply, page.items, {
        total: page.total,
        skip: page.skip,
        limit: page.limit,
        ...(page.fuzzy ? { message: 'fuzzy' } : {}),
      });
    },
  );

  app.get(
    '/v3/search/count',
    {
      schema: {
        tags: ['search'],
        summary: 'How many products a search finds',
        querystring: SearchQuerySchema.pick({ q: true }),
      },
    },
    async (request, reply) => respond(reply, { total: await search.count(request.query.q) }),
  );

  app.get(
    '/v3/search/suggestions',
    {
      schema: {
        tags: ['search'],
        summary: 'Up to 10 suggestions (brands, categories, product names) as the shopper types',
        querystring: SuggestionQuerySchema,
      },
    },
    async (request, reply) =>
      respond(reply, await search.suggest(request.query.q, request.query.limit)),
  );

  app.get(
    '/global-search',
    {
      schema: {
        tags: ['search'],
        summary: 'Products, brands and categories matching a query',
        querystring: SearchQuerySchema.pick({ q: true }),
      },
    },
    async (request, reply) => respond(reply, await search.globalSearch(request.query.q)),
  );

  app.get(
    '/v3/products/trending',
    {
      schema: {
        tags: ['search'],
        summary: 'Trending products by views over the last two days (limit 5)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(20).optional() }),
      },
    },
    async (request, reply) => respond(reply, await search.trending(request.query.limit)),
  );
};
