import { staffActor as actorOf } from '../../lib/staff-request';
import multipart from '@fastify/multipart';
import { countInput, idInput, messageCodes, textInput } from '@kilau/domain';
import {
  AdminProductImageSchema,
  AdminProductRowSchema,
  AdminProductSchema,
  CatalogueOptionsSchema,
  PRODUCT_FLAGS,
  PRODUCT_IMAGE_MAX_BYTES,
  ADMIN_PRODUCT_SORTS,
  ProductBulkAnswerSchema,
  productBulkSchema,
  productCreateSchema,
  productImagesUpdateSchema,
  productUpdateSchema,
} from '@kilau/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { singleUpload } from '../../lib/file-upload';
import { envelopeOf, respond } from '../../lib/envelope';
import type { ProductImagesService } from './product-images.service';
import type { AdminProductsService } from './admin-products.service';

const PERMISSION = 'catalogue.write';
const IdParams = z.object({ id: idInput('product_not_found') });
const ImageParams = z.object({
  id: idInput('product_not_found'),
  imageId: idInput('product_image_not_found'),
});
const ListQuery = z.object({
  q: textInput().trim().max(100).optional(),
  brand_id: idInput('validation_failed').optional(),
  category_id: idInput('validation_failed').optional(),
  active: z.enum(['true', 'false'], { error: 'validation_failed' }).optional(),
  flag: z.enum(PRODUCT_FLAGS, { error: 'validation_failed' }).optional(),
  stock: z.enum(['out', 'low'], { error: 'validation_failed' }).optional(),
  sort: z.enum(ADMIN_PRODUCT_SORTS, { error: 'validation_failed' }).default('newest'),
  skip: countInput(0, 1_000_000).default(0),
  limit: countInput(1, 100).default(25),
});
const ImageList = z.array(AdminProductImageSchema);

const multipartText = (fields: Record<string, unknown>, name: string): string | undefined => {
  const field = fields[name] as { type?: string; value?: unknown } | undefined;
  return field?.type === 'field' && typeof field.value === 'string' ? field.value : undefined;
};

/**
 * The back office's products (prefix `/api/admin`; docs/design/back-office.md § Products), for
 * `catalogue.write` (merchandisers and admins).
 */
export const adminProductsRoutes: FastifyPluginAsyncZod<{
  products: AdminProductsService;
  images: ProductImagesService;
}> = async (app, { products, images }) => {
  await app.register(multipart, {
    limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES + 1, files: 1, fields: 6, parts: 7 },
  });
  const guard = app.requireStaff(PERMISSION);

  app.get(
    '/catalogue/options',
    {
      schema: {
        tags: ['admin'],
        summary: "The product form's choices: brands, categories (flat, with depth) and tags",
        response: { 200: envelopeOf(CatalogueOptionsSchema) },
      },
      onRequest: guard,
    },
    async (_request, reply) => respond(reply, await products.options()),
  );

  app.get(
    '/products',
    {
      schema: {
        tags: ['admin'],
        summary: 'Products, active or not, with search, filters and paging',
        description:
          '`q` finds a name or a SKU (part of it); filters `brand_id`, `category_id`, `active`, ' +
          '`flag` (is_new, is_exclusive, …), `stock` (`out`: no active combination in stock; ' +
          '`low`: one with 1–5 left); `sort` newest | oldest | name | price_asc | price_desc; ' +
          '`skip`, `limit` (≤ 100). `meta.total` counts every match.',
        querystring: ListQuery,
        response: { 200: envelopeOf(z.array(AdminProductRowSchema)) },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const q = request.query;
      const { rows, total } = await products.list({
        q: q.q || undefined,
        brandId: q.brand_id,
        categoryId: q.category_id,
        active: q.active === undefined ? undefined : q.active === 'true',
        flag: q.flag,
        stock: q.stock,
        sort: q.sort,
        skip: q.skip,
        limit: q.limit,
      });
      return respond(reply, rows, { total, skip: q.skip, limit: q.limit });
    },
  );

  app.post(
    '/products/bulk',
    {
      schema: {
        tags: ['admin'],
        summary: 'One action on many products: activate, deactivate, flag:<flag>, unflag:<flag>',
        description:
          'At most 200 ids; each product that changes gets its audit row and a new `version`. ' +
          'Answers the ids that changed.',
        body: productBulkSchema(messageCodes),
        response: { 200: envelopeOf(ProductBulkAnswerSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(reply, await products.bulk(await actorOf(request), request.body)),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A product as its edit form needs it',
        description:
          'Fields, links, combinations (stock read-only), pre-order rules, pictures, version.',
        params: IdParams,
        response: { 200: envelopeOf(AdminProductSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => respond(reply, await products.get(request.params.id)),
  );

  app.post(
    '/products',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a product with its combinations',
        description:
          'At least one combination; `price_after_discount` is computed from the price and the ' +
          'discount. A combination may carry its opening `stock`. A slug in use answers 422 ' +
          '`product_slug_taken` (none given: made from the name); a SKU or barcode in use, 422 on ' +
          'its field.',
        body: productCreateSchema(messageCodes),
        response: { 201: envelopeOf(AdminProductSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const created = await products.create(await actorOf(request), request.body, request.locale);
      return respond(reply, created, { status: 201 });
    },
  );

  app.patch(
    '/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a product (optimistic: names the version it was read at)',
        description:
          'A stale `version` answers 409 `changed_by_someone_else` with `data.current`. ' +
          '`combinations`, when given, is the whole list: one without `id` is new, one left out ' +
          'is removed (deactivated when an order, a bag or a bundle points at it). Stock is not ' +
          'changed here (the stock ledger).',
        params: IdParams,
        body: productUpdateSchema(messageCodes),
        response: { 200: envelopeOf(AdminProductSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const updated = await products.update(
        await actorOf(request),
        request.params.id,
        request.body,
        request.locale,
      );
      return respond(reply, updated);
    },
  );

  app.post(
    '/products/:id/images',
    {
      schema: {
        tags: ['admin'],
        summary: 'Upload a product picture (png, jpg, jpeg or webp; at most 8 MB)',
        description:
          'A `multipart/form-data` body with one image file and optional fields `alt`, `alt_en`, ' +
          '`kind` and `combination_id` (before the file). Judged by its header before decoding ' +
          '(422 `image_dimensions_too_large`, `image_aspect_ratio`, `invalid_file_type`, ' +
          '`file_too_large`), re-encoded as WebP at most 1,200 px; answers the pictures.',
        params: IdParams,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(ImageList) },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const { bytes: upload, fields } = await singleUpload(request, {
        field: 'image',
        maxBytes: PRODUCT_IMAGE_MAX_BYTES,
        tooLarge: () => images.tooLarge(request.locale),
      });
      const combination = multipartText(fields, 'combination_id');
      const combinationId =
        combination && /^[1-9]\d{0,15}$/.test(combination) ? Number(combination) : null;
      const text = (name: string) => {
        const value = multipartText(fields, name)?.trim();
        return value ? value.slice(0, 200) : undefined;
      };
      const list = await images.add(
        await actorOf(request),
        request.params.id,
        upload,
        {
          ...(text('alt') !== undefined ? { alt: text('alt')! } : {}),
          ...(text('alt_en') !== undefined ? { alt_en: text('alt_en')! } : {}),
          ...(text('kind') !== undefined ? { kind: text('kind')! } : {}),
          combination_id: combinationId,
        },
        request.locale,
      );
      return respond(reply, list);
    },
  );

  app.patch(
    '/products/:id/images',
    {
      schema: {
        tags: ['admin'],
        summary: "A product's pictures: order, cover, texts and shade",
        description:
          'The whole list in its new order; one `is_cover` (else the first). A list that does not ' +
          'name exactly the product’s pictures answers 409 with `data.current`.',
        params: IdParams,
        body: productImagesUpdateSchema(messageCodes),
        response: { 200: envelopeOf(ImageList) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await images.update(
          await actorOf(request),
          request.params.id,
          request.body,
          request.locale,
        ),
      ),
  );

  app.delete(
    '/products/:id/images/:imageId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Remove a product picture',
        params: ImageParams,
        response: { 200: envelopeOf(ImageList) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await images.remove(await actorOf(request), request.params.id, request.params.imageId),
      ),
  );
};
