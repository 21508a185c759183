import { textInput } from '@kilau/domain';
import { ContentPageSchema } from '@kilau/domain/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import type { ContentService } from './content.service';

const ByPathQuery = z.object({ path: textInput().trim().min(1).max(200) });

/** The shop's content pages (prefix `/api/content`; docs/design/content.md). */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (
  app,
  { content },
) => {
  app.get(
    '/pages/by-path',
    {
      schema: {
        tags: ['content'],
        summary: 'A published content page by its storefront path, in the request’s language',
        description:
          '`path`: the storefront path (`/page/kebijakan-privasi`). Answers the published words ' +
          'in the request’s language (English falls back to Indonesian when its title or body ' +
          'is empty; `locale` says which), the Markdown as HTML (raw HTML escaped), its h2/h3 ' +
          'headings with their anchors, and for kind `faq` its sections and questions. 404 ' +
          '`content_page_not_found` for an unknown path or a page not published.',
        querystring: ByPathQuery,
        response: { 200: envelopeOf(ContentPageSchema) },
      },
    },
    async (request, reply) =>
      respond(reply, await content.byPath(request.query.path, request.locale)),
  );
};
