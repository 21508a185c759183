import { roleMay } from '@kilau/domain/admin';
import { ListingFacetsSchema, ProductDetailSchema, ProductTileSchema } from '@kilau/domain/catalog';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, respond } from '../../lib/envelope';
import {
  ListingFilterQuerySchema,
  ProductListQuerySchema,
  ProductRefParamsSchema,
} from './catalog.schemas';
import type { ProductsService } from './products.service';

/** Keeps only the requested top-level fields (`fields=name,price_range`); `id` always stays. */
/** What a total means (ADR 0025, ADR 0036): shoppers read `listingTotalShown`. */
export const TOTAL_NOTE =
  "The total (`meta.total`, or `total`) is exact up to 1,000 matches; above that it is the database planner's estimate. " +
  'A listing with any filter (filtered list mode) counts to 101 at most: 101 means more than 100.';

export function pickFields<T extends object>(
  items: T[],
  fields: string[] | undefined,
): Partial<T>[] {
  if (!fields?.length) return items;
  const keep = new Set(['id', '_id', ...fields]);
  return items.map(
    (item) =>
      Object.fromEntries(Object.entries(item).filter(([key]) => keep.has(key))) as Partial<T>,
  );
}

export const productsRoutes: FastifyPluginAsyncZod<{ products: ProductsService }> = async (
  app,
  { products },
) => {
  app.get(
    '/v3/products',
    {
      schema: {
        tags: ['catalog'],
        response: {
          // `fields=` keeps only the asked fields (and the ids).
          200: envelopeOf(z.array(ProductTileSchema.partial())),
        },
        summary: 'Product listing: filters, sort, paging (skip/limit or page), field selection',
        description: TOTAL_NOTE,
        querystring: ProductListQuerySchema,
      },
    },
    async (request, reply) => {
      const page = await products.list(request.query);
      return respond(reply, pickFields(page.items, request.query.fields), {
        total: page.total,
        skip: page.skip,
        limit: page.limit,
      });
    },
  );

  app.get(
    '/v3/products/facets',
    {
      schema: {
        tags: ['catalog'],
        response: { 200: envelopeOf(ListingFacetsSchema) },
        summary:
          "A listing's filter values: brands, categories and concerns of its products, counted",
        description:
          'Takes the filters of `GET /v3/products`. Each group is counted under every filter but its own; values without a product are absent.',
        querystring: ListingFilterQuerySchema,
      },
    },
    async (request, reply) => respond(reply, await products.listingFacets(request.query)),
  );

  app.get(
    '/v2/products/:ref',
    {
      schema: {
        tags: ['catalog'],
        response: { 200: envelopeOf(ProductDetailSchema) },
        summary: 'Product detail by `{id}-{slug}` (an optional `.html` is accepted)',
        description:
          'An inactive product is 404 — except for a signed-in staff member with ' +
          "`catalogue.write` (the `kilau_staff` session): the back office's preview answers it " +
          'with `preview: true` and `Cache-Control: private, no-store`.',
        params: ProductRefParamsSchema,
      },
    },
    async (request, reply) => {
      const product = await products.detail(request.params.ref);
      if (product) return respond(reply, product);
      if (await staffMayPreview(request)) {
        const preview = await products.detail(request.params.ref, { preview: true });
        if (preview) {
          reply.header('cache-control', 'private, no-store');
          return respond(reply, { ...preview, preview: true });
        }
      }
      throw new AppError(404, 'product_not_found', 'product_not_found');
    },
  );
};

/**
 * Whether the request is a staff member's who may see the shop's pages of products it does not
 * show yet (the back office's "preview in the shop"): a full staff session with
 * `catalogue.write`. A guest's or a member's request never looks a session up.
 */
async function staffMayPreview(request: FastifyRequest): Promise<boolean> {
  if (!request.staffToken) return false;
  const staff = await request.staffSession();
  return staff?.stage === 'full' && roleMay(staff.role, 'catalogue.write');
}
