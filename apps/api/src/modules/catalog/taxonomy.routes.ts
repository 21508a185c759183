import { idInput, textInput } from '@kilau/domain';
import {
  BrandFacetSchema,
  BrandLetterSchema,
  BrandSchema,
  CategoryFacetSchema,
  CategoryNodeSchema,
  CategoryWithTrailSchema,
} from '@kilau/domain/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, respond } from '../../lib/envelope';
import type { TaxonomyService } from './taxonomy.service';

const id = idInput();

// The tree's node holds its children: a schema that refers to itself. Named, the OpenAPI
// document holds it once under components (plugins/openapi.ts); unnamed, fastify-type-provider-zod
// drops the cycle's definition and the document points at nothing (its issue #210).
z.globalRegistry.add(CategoryNodeSchema, { id: 'CategoryNode' });

export const taxonomyRoutes: FastifyPluginAsyncZod<{ taxonomy: TaxonomyService }> = async (
  app,
  { taxonomy },
) => {
  app.get(
    '/v3/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The category tree',
        response: { 200: envelopeOf(z.array(CategoryNodeSchema)) },
      },
    },
    async (_request, reply) => respond(reply, await taxonomy.categories()),
  );

  app.get(
    '/v3/categories/children',
    {
      schema: {
        tags: ['catalog'],
        response: { 200: envelopeOf(z.array(CategoryNodeSchema)) },
        summary: 'Children of a category (top level without parent_id)',
        querystring: z.object({ parent_id: id.optional() }),
      },
    },
    async (request, reply) => {
      const children = await taxonomy.children(request.query.parent_id);
      if (!children) throw new AppError(404, 'category_not_found', 'category_not_found');
      return respond(reply, children);
    },
  );

  app.get(
    '/v3/categories/distinct/products',
    {
      schema: {
        tags: ['catalog'],
        response: { 200: envelopeOf(z.array(CategoryFacetSchema)) },
        summary: 'Categories with product counts, optionally within one brand (filter facet)',
        querystring: z.object({ brand_id: id.optional() }),
      },
    },
    async (request, reply) => respond(reply, await taxonomy.categoryFacets(request.query.brand_id)),
  );

  app.get(
    '/v3/categories/:id',
    {
      schema: {
        tags: ['catalog'],
        response: { 200: envelopeOf(CategoryWithTrailSchema) },
        summary: 'A category with its trail and children',
        params: z.object({ id }),
      },
    },
    async (request, reply) => {
      const category = await taxonomy.category(request.params.id);
      if (!category) throw new AppError(404, 'category_not_found', 'category_not_found');
      return respond(reply, category);
    },
  );

  app.get(
    '/v3/brands/letters',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Brands grouped by first letter',
        response: { 200: envelopeOf(z.array(BrandLetterSchema)) },
      },
    },
    async (_request, reply) => respond(reply, await taxonomy.brandLetters()),
  );

  app.get(
    '/v3/brands/distinct/products',
    {
      schema: {
        tags: ['catalog'],
        response: { 200: envelopeOf(z.array(BrandFacetSchema)) },
        summary: 'Brands with product counts, optionally within one category (filter facet)',
        querystring: z.object({ category_id: id.optional() }),
      },
    },
    async (request, reply) => respond(reply, await taxonomy.brandFacets(request.query.category_id)),
  );

  app.get(
    '/v3/brands/:slug',
    {
      schema: {
        tags: ['catalog'],
        response: { 200: envelopeOf(BrandSchema) },
        summary: 'A brand by slug',
        params: z.object({ slug: textInput().regex(/^[a-z0-9-]{1,80}$/) }),
      },
    },
    async (request, reply) => {
      const brand = await taxonomy.brand(request.params.slug);
      if (!brand) throw new AppError(404, 'brand_not_found', 'brand_not_found');
      return respond(reply, brand);
    },
  );
};
