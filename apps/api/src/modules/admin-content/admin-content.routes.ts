import multipart from '@fastify/multipart';
import { messageCodes, textInput, translate } from '@kilau/domain';
import {
  AdminContentPageRowSchema,
  AdminContentPageSchema,
  CONTENT_IMAGE_ALT_MAX,
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_KEY_PATTERN,
  ContentImageSchema,
  RenderedContentSchema,
  contentDraftSchema,
  contentPreviewSchema,
  contentVersionSchema,
} from '@kilau/domain/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { singleUpload } from '../../lib/file-upload';
import { staffActor } from '../../lib/staff-request';
import type { AdminContentService } from './admin-content.service';

const KeyParams = z.object({
  key: textInput().regex(CONTENT_KEY_PATTERN, { error: 'content_page_not_found' }),
});
const STALE =
  'Names the `version` the page was read at: a stale one answers 409 ' +
  '`changed_by_someone_else` with `data.current`. Audited. 404 `content_page_not_found`.';

/** The content pages of the back office (prefix `/api/admin`; permission `content.write`). */
export const adminContentRoutes: FastifyPluginAsyncZod<{ content: AdminContentService }> = async (
  app,
  { content },
) => {
  await app.register(multipart, {
    limits: { fileSize: CONTENT_IMAGE_MAX_BYTES + 1, files: 1, fields: 2, parts: 3 },
  });
  const guard = app.requireStaff('content.write');

  app.get(
    '/content/pages',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        summary: 'The content pages: path, kind, status (draft, published, changed), last change',
        response: { 200: envelopeOf(z.array(AdminContentPageRowSchema)) },
      },
    },
    async (_request, reply) => {
      const list = await content.list();
      return respond(reply, list, { total: list.length });
    },
  );

  app.get(
    '/content/pages/:key',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        summary: 'One content page: its draft and its published words, both languages',
        params: KeyParams,
        response: { 200: envelopeOf(AdminContentPageSchema) },
      },
    },
    async (request, reply) => respond(reply, await content.get(request.params.key)),
  );

  app.patch(
    '/content/pages/:key',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        summary: 'Save the draft (both languages); shoppers see it only once published',
        description:
          'Body { version, id: { title, description, body }, en: { … } }: title 1–120 ' +
          '(English may be blank: the shop then shows the Indonesian words), description at most ' +
          '300, Markdown body at most 100,000 characters, no control characters but line breaks ' +
          `and tabs. ${STALE}`,
        params: KeyParams,
        body: contentDraftSchema(messageCodes),
        response: { 200: envelopeOf(AdminContentPageSchema) },
      },
    },
    async (request, reply) =>
      respond(
        reply,
        await content.saveDraft(await staffActor(request), request.params.key, request.body),
        { message: translate('content_saved', request.locale) },
      ),
  );

  for (const [action, publish] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post(
      `/content/pages/:key/${action}`,
      {
        onRequest: guard,
        schema: {
          tags: ['admin'],
          summary: publish
            ? 'Publish the draft: shoppers read it from now on'
            : 'Unpublish: shoppers get a 404 until it is published again',
          description: `Body { version }. ${
            publish ? 'An empty Indonesian body is a 422 on `id.body`. ' : ''
          }${STALE}`,
          params: KeyParams,
          body: contentVersionSchema(messageCodes),
          response: { 200: envelopeOf(AdminContentPageSchema) },
        },
      },
      async (request, reply) => {
        const actor = await staffActor(request);
        const { key } = request.params;
        const page = publish
          ? await content.publish(actor, key, request.body.version, request.locale)
          : await content.unpublish(actor, key, request.body.version, request.locale);
        return respond(reply, page, {
          message: translate(publish ? 'content_published' : 'content_unpublished', request.locale),
        });
      },
    );
  }

  app.post(
    '/content/pages/:key/preview',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        summary: 'Preview unsaved Markdown as shoppers would see it (staff only)',
        description:
          'Body { locale, body }: the HTML, headings and (kind `faq`) sections of the words given, ' +
          'rendered as the shop renders a published page. Nothing is saved.',
        params: KeyParams,
        body: contentPreviewSchema(messageCodes),
        response: { 200: envelopeOf(RenderedContentSchema) },
      },
    },
    async (request, reply) =>
      respond(reply, await content.preview(request.params.key, request.body)),
  );

  app.post(
    '/content/images',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        summary: "A picture for a page's body (png, jpg or webp; at most 5 MB)",
        description:
          'A `multipart/form-data` body: `alt` (the picture’s description, optional, first) and ' +
          'one `image` file, judged by its bytes and declared size before decoding (422 on ' +
          '`data.fields.image`), re-encoded as WebP at most 1,600 px wide. Answers its URL and ' +
          'the Markdown to insert (`![alt](url)`). Audited.',
        consumes: ['multipart/form-data'],
        response: { 201: envelopeOf(ContentImageSchema) },
      },
    },
    async (request, reply) => {
      const actor = await staffActor(request);
      const { bytes, fields } = await singleUpload(request, {
        field: 'image',
        maxBytes: CONTENT_IMAGE_MAX_BYTES,
        tooLarge: () => content.tooLarge(request.locale),
      });
      const altField = fields.alt as { value?: unknown } | undefined;
      const alt = textInput()
        .max(CONTENT_IMAGE_ALT_MAX)
        .catch('')
        .parse(typeof altField?.value === 'string' ? altField.value : '');
      const image = await content.uploadImage(actor, bytes, alt, request.locale);
      return respond(reply, image, { status: 201 });
    },
  );
};
