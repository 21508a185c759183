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
  StoreStockQuerySchema,
} from './catalog.schemas';
import type { ProductsService } from './products.service';
import { productsInStore, type StoreStockView } from './store-stock-view';

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

const STORE_NOTE =
  " With `store_id` (a self-checkout store), `is_in_stock` and each combination's `stock` are " +
  "that store's (`store_stock`; none: 0); an unknown or closed store is 404 `store_not_found`.";

export const productsRoutes: FastifyPluginAsyncZod<{
  products: ProductsService;
  storeStock: StoreStockView;
}> = async (app, { products, storeStock }) => {
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
        description: TOTAL_NOTE + STORE_NOTE,
        querystring: ProductListQuerySchema.extend(StoreStockQuerySchema.shape),
      },
    },
    async (request, reply) => {
      const { store_id: storeId, ...query } = request.query;
      if (storeId !== undefined) await storeStock.quantities(storeId, []);
      const page = await products.list(query);
      const items =
        storeId === undefined ? page.items : await productsInStore(storeStock, storeId, page.items);
      return respond(reply, pickFields(items, query.fields), {
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
          'with `preview: true` and `Cache-Control: private, no-store`.' +
          STORE_NOTE,
        params: ProductRefParamsSchema,
        querystring: StoreStockQuerySchema,
      },
    },
    async (request, reply) => {
      const storeId = request.query.store_id;
      if (storeId !== undefined) await storeStock.quantities(storeId, []);
      const found = await products.detail(request.params.ref);
      if (found) {
        if (storeId === undefined) return respond(reply, found);
        const [product = found] = await productsInStore(storeStock, storeId, [found]);
        return respond(reply, product);
      }
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
