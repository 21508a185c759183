import multipart from '@fastify/multipart';
import { idInput, messageCodes } from '@kilau/domain';
import { PROFILE_IMAGE_MAX_BYTES } from '@kilau/domain/accounts';
import {
  BrandSchema,
  CategorySchema,
  brandCreateSchema,
  brandUpdateSchema,
  categoryCreateSchema,
  categoryUpdateSchema,
} from '@kilau/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { singleUpload } from '../../lib/file-upload';
import { AppError } from '../../lib/app-error';
import { envelopeOf, respond } from '../../lib/envelope';
import { staffActor as actorOf } from '../../lib/staff-request';
import type { BrandLogos } from './brand-logo';
import type { TaxonomyAdminService } from './taxonomy-admin.service';

const BrandParams = z.object({ id: idInput('brand_not_found') });
const CategoryParams = z.object({ id: idInput('category_not_found') });

/** Brands and the category tree (prefix `/api/admin`; permission `catalogue.write`). */
export const taxonomyRoutes: FastifyPluginAsyncZod<{
  taxonomy: TaxonomyAdminService;
  logos: BrandLogos;
}> = async (app, { taxonomy, logos }) => {
  await app.register(multipart, {
    limits: { fileSize: PROFILE_IMAGE_MAX_BYTES + 1, files: 1, fields: 5, parts: 6 },
  });
  const guard = app.requireStaff('catalogue.write');

  app.get(
    '/brands',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every brand, active or not, by name',
        response: { 200: envelopeOf(z.array(BrandSchema)) },
      },
      onRequest: guard,
    },
    async (_request, reply) => {
      const brands = await taxonomy.brands();
      return respond(reply, brands, { total: brands.length });
    },
  );

  app.post(
    '/brands',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a brand',
        description:
          'The slug defaults to one made of the name; the letter the shop lists it under comes ' +
          'from the name. 409 `brand_slug_taken` on `slug`.',
        body: brandCreateSchema(messageCodes),
        response: { 201: envelopeOf(BrandSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const brand = await taxonomy.createBrand(
        await actorOf(request),
        request.body,
        request.locale,
      );
      return respond(reply, brand, { status: 201 });
    },
  );

  app.patch(
    '/brands/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a brand's name, slug, story, origin or active flag",
        description:
          'Names the `version` the form was read at: a stale one answers 409 ' +
          '`changed_by_someone_else` with `data.current`; 409 `brand_slug_taken` on `slug`.',
        params: BrandParams,
        body: brandUpdateSchema(messageCodes),
        response: { 200: envelopeOf(BrandSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const brand = await taxonomy.updateBrand(
        await actorOf(request),
        request.params.id,
        request.body,
        request.locale,
      );
      return respond(reply, brand);
    },
  );

  app.post(
    '/brands/:id/logo',
    {
      schema: {
        tags: ['admin'],
        summary: "Upload a brand's logo (png, jpg or webp; at most 5 MB)",
        description:
          'A `multipart/form-data` body with one image file, through the shop’s image pipeline ' +
          '(422 `invalid_file_type`, `file_too_large`, `image_dimensions_too_large` on `logo`); ' +
          'stored as a WebP fitted inside 400 × 400. Audited (`brand.logo`).',
        params: BrandParams,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(BrandSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      // An unknown brand stores no file.
      if (!(await taxonomy.brandExists(request.params.id))) {
        throw new AppError(404, 'brand_not_found', 'brand_not_found');
      }
      const { bytes: upload } = await singleUpload(request, {
        field: 'logo',
        maxBytes: PROFILE_IMAGE_MAX_BYTES,
        tooLarge: () => logos.tooLarge(request.locale),
      });
      const actor = await actorOf(request);
      const url = await logos.store(request.params.id, upload, request.locale);
      const { brand } = await taxonomy.setBrandLogo(actor, request.params.id, url);
      return respond(reply, brand);
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every category, active or not (the tree: `parent_id`, by position)',
        response: { 200: envelopeOf(z.array(CategorySchema)) },
      },
      onRequest: guard,
    },
    async (_request, reply) => {
      const categories = await taxonomy.categories();
      return respond(reply, categories, { total: categories.length });
    },
  );

  app.post(
    '/categories',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a category (top level, or under `parent_id`)',
        description:
          'The slug defaults to one made of the name and is unique under its parent (409 ' +
          '`category_slug_taken`); an unknown parent is 422 on `parent_id`.',
        body: categoryCreateSchema(messageCodes),
        response: { 201: envelopeOf(CategorySchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const category = await taxonomy.createCategory(
        await actorOf(request),
        request.body,
        request.locale,
      );
      return respond(reply, category, { status: 201 });
    },
  );

  app.patch(
    '/categories/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Rename, move, reorder or deactivate a category',
        description:
          '`parent_id: null` moves it to the top level; a move under itself or one of its own ' +
          'children is 422 `category_cycle` on `parent_id`. A stale `version` answers 409 ' +
          '`changed_by_someone_else` with `data.current`.',
        params: CategoryParams,
        body: categoryUpdateSchema(messageCodes),
        response: { 200: envelopeOf(CategorySchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const category = await taxonomy.updateCategory(
        await actorOf(request),
        request.params.id,
        request.body,
        request.locale,
      );
      return respond(reply, category);
    },
  );
};
