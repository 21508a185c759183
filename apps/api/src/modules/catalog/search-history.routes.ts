import { messageCodes, textInput, translate, countInput } from '@kilau/domain';
import {
  createSearchHistoryClickSchema,
  SEARCH_HISTORY_KEPT,
  SearchHistoryClearedSchema,
  SearchHistoryKeywordSchema,
  SearchHistoryRefSchema,
} from '@kilau/domain/catalog';
import { PAGE_SIZES } from '@kilau/domain/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import type { SearchHistoryService } from './search-history.service';
import { requireMember } from '../../plugins/auth';

const KEYWORD_NOTE =
  'A keyword: `{ _id, id, keyword, searched_at }`. A member searching `GET /v3/search` (first ' +
  `page) records the keyword: normalised, once whatever its case, the latest first; the server ` +
  `keeps the newest ${SEARCH_HISTORY_KEPT}. Guests keep theirs in the browser.`;

const memberId = async (request: FastifyRequest) => (await requireMember(request)).userId;

/** Recent searches of members and search clicks (001 §3, §7 Misc; prefix `/api/catalog`). */
export const searchHistoryRoutes: FastifyPluginAsyncZod<{ history: SearchHistoryService }> = async (
  app,
  { history },
) => {
  app.get(
    '/search-history-keywords',
    {
      schema: {
        tags: ['search'],
        response: { 200: envelopeOf(z.array(SearchHistoryKeywordSchema)) },
        summary: "The member's recent searches, newest first (limit 5, at most 20)",
        description: KEYWORD_NOTE,
        querystring: z.object({
          limit: countInput(1, SEARCH_HISTORY_KEPT).optional(),
        }),
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const limit = request.query.limit ?? PAGE_SIZES.recentSearch;
      const keywords = await history.list(await memberId(request), limit);
      return respond(reply, keywords, { total: keywords.length, limit });
    },
  );

  app.delete(
    '/search-history-keywords/:id',
    {
      schema: {
        tags: ['search'],
        response: { 200: envelopeOf(SearchHistoryRefSchema) },
        summary: "Delete one of the member's recent searches",
        description:
          "Another member's (or an unknown) id answers 404 `search_keyword_not_found`. " +
          'data: `{ _id }`.',
        params: z.object({ id: textInput() }),
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const removed = await history.remove(await memberId(request), request.params.id);
      return respond(reply, removed, {
        message: translate('search_history_deleted', request.locale),
      });
    },
  );

  app.delete(
    '/search-history-keywords-clear',
    {
      schema: {
        tags: ['search'],
        response: { 200: envelopeOf(SearchHistoryClearedSchema) },
        summary: "Delete all the member's recent searches: data `{ deleted }`",
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const cleared = await history.clear(await memberId(request));
      return respond(reply, cleared, {
        message: translate('search_history_deleted', request.locale),
      });
    },
  );

  app.post(
    '/search-history-clicks',
    {
      schema: {
        tags: ['search'],
        response: { 201: envelopeOf(SearchHistoryRefSchema) },
        summary: 'Record that a shopper followed a recent search, a suggestion or a result',
        description:
          'Guests too (the member is stored when signed in). Body: `keyword` (the search text) ' +
          "or `keyword_id` (a member's own recent search; another's answers 404), and for a " +
          'result `product_id` and its 1-based `position`; `source` is `history`, `suggestion` ' +
          'or `result`. Invalid fields answer 422 with field messages. data: `{ _id }`. Clicks ' +
          'are stored for analysis; they do not change trending or suggestions.',
        body: createSearchHistoryClickSchema(messageCodes),
      },
    },
    async (request, reply) => {
      const member = await request.member();
      const saved = await history.click(member?.userId ?? null, request.body, request.locale);
      return respond(reply, saved, { status: 201 });
    },
  );
};
