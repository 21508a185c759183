import { countInput } from '@kilau/domain';
import {
  GlobalSearchSchema,
  ListingFacetsSchema,
  ProductTileSchema,
  SearchCountSchema,
  SearchSuggestionSchema,
} from '@kilau/domain/catalog';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { TOTAL_NOTE } from './products.routes';
import { SearchQuerySchema, SuggestionQuerySchema, type SearchQuery } from './catalog.schemas';
import type { SearchHistoryService } from './search-history.service';
import type { SearchService } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod<{
  search: SearchService;
  history: SearchHistoryService;
}> = async (app, { search, history }) => {
  /**
   * A signed-in member's first-page search joins their recent searches. It runs beside the
   * search (one short upsert-and-prune transaction) and is awaited, so the list the box reads
   * next already holds it; a failure is logged and never fails the search.
   */
  async function recordSearch(request: FastifyRequest, query: SearchQuery) {
    if ((query.skip ?? 0) > 0 || (query.page ?? 1) > 1) return;
    try {
      const member = await request.member();
      if (member) await history.record(member.userId, query.q);
    } catch (error) {
      request.log.warn({ err: error }, 'search history not recorded');
    }
  }

  app.get(
    '/v3/search',
    {
      schema: {
        tags: ['search'],
        response: { 200: envelopeOf(z.array(ProductTileSchema)) },
        summary: 'Product search: full text, with typo-tolerant matching when nothing matches',
        description:
          "A signed-in member's first page (no `skip`, or `page` 1) joins their recent searches " +
          `(\`GET /search-history-keywords\`). ${TOTAL_NOTE}`,
        querystring: SearchQuerySchema,
      },
    },
    async (request, reply) => {
      const recorded = recordSearch(request, request.query);
      const page = await search.search(request.query);
      await recorded;
      return respond(reply, page.items, {
        total: page.total,
        skip: page.skip,
        limit: page.limit,
        ...(page.fuzzy ? { message: 'fuzzy' } : {}),
      });
    },
  );

  app.get(
    '/v3/search/facets',
    {
      schema: {
        tags: ['search'],
        response: { 200: envelopeOf(ListingFacetsSchema) },
        summary:
          "A search's filter values: brands, categories and concerns of its results, counted",
        description:
          'Each group is counted under the search and every filter but its own; values without a product are absent.',
        querystring: SearchQuerySchema.omit({ skip: true, page: true, limit: true, sort: true }),
      },
    },
    async (request, reply) => respond(reply, await search.facets(request.query)),
  );

  app.get(
    '/v3/search/count',
    {
      schema: {
        tags: ['search'],
        response: { 200: envelopeOf(SearchCountSchema) },
        summary: 'How many products a search finds',
        description: TOTAL_NOTE,
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
        response: { 200: envelopeOf(z.array(SearchSuggestionSchema)) },
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
        response: { 200: envelopeOf(GlobalSearchSchema) },
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
        response: { 200: envelopeOf(z.array(ProductTileSchema)) },
        summary: 'Trending products by views over the last two days (limit 5)',
        querystring: z.object({ limit: countInput(1, 20).optional() }),
      },
    },
    async (request, reply) => respond(reply, await search.trending(request.query.limit)),
  );
};
