import { messageCodes, textInput, wholeNumber } from '@kilau/domain';
import {
  createWishlistToggleSchema,
  WISHLIST_MAX_ENTRIES,
  WISHLIST_PAGE_MAX,
  WISHLIST_SORTS,
  WishlistEntrySchema,
  WishlistToggleAnswerSchema,
} from '@kilau/domain/catalog';
import { PAGE_SIZES } from '@kilau/domain/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import type { WishlistService } from './wishlist.service';
import { requireMember } from '../../plugins/auth';

const memberId = async (request: FastifyRequest) => (await requireMember(request)).userId;

// Catalogue codes as messages: the error handler answers them in the request's language.
const invalid = { error: 'option_invalid' } as const;
const whole = (min: number, max: number) => wholeNumber({ min, max, message: 'option_invalid' });

const ListQuerySchema = z.object({
  'filter[product_id]': whole(1, Number.MAX_SAFE_INTEGER).optional(),
  limit: whole(1, WISHLIST_PAGE_MAX).optional(),
  skip: whole(0, 100_000).optional(),
  sort: z.enum(WISHLIST_SORTS, invalid).optional(),
});

const ENTRY_NOTE =
  'An entry: `{ id, wishlist_id, product_id, product_combination_id, is_wishlisted: true, ' +
  'created_at, default_combination, product }`, where `product` is the product tile whose ' +
  '`default_combination` is the wishlisted combination (`is_wishlist: true`). Entries whose ' +
  'product or combination has been withdrawn are not listed (nor counted).';

/** The wishlist (000 §4, §7 "catalog users/me/wishlists", "POST wishlist"; design/the-bag.md). */
export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlists: WishlistService }> = async (
  app,
  { wishlists },
) => {
  app.get(
    '/users/me/wishlists',
    {
      schema: {
        tags: ['wishlist'],
        response: { 200: envelopeOf(z.array(WishlistEntrySchema)) },
        summary: `The member's wishlist, a page at a time (limit ${PAGE_SIZES.wishlist}, at most ${WISHLIST_PAGE_MAX})`,
        description:
          `${ENTRY_NOTE} Query: \`skip\`, \`limit\`, \`sort\` (\`-created_at\`, the default: ` +
          'newest first; `created_at`: oldest first) and `filter[product_id]`. meta: `total`, ' +
          '`skip`, `limit`.',
        querystring: ListQuerySchema,
      },
      preValidation: app.requireMember,
    },
    async (request, reply) => {
      const query = request.query;
      const skip = query.skip ?? 0;
      const limit = query.limit ?? PAGE_SIZES.wishlist;
      const productId = query['filter[product_id]'];
      const { entries, total } = await wishlists.list(await memberId(request), {
        sort: query.sort ?? '-created_at',
        skip,
        limit,
        ...(productId !== undefined ? { productId } : {}),
      });
      return respond(reply, entries, { total, skip, limit });
    },
  );

  app.get(
    '/users/me/wishlists/combinations',
    {
      schema: {
        tags: ['wishlist'],
        response: { 200: envelopeOf(z.array(z.string())) },
        summary: 'Every combination the member wishlisted: data `string[]` of combination `_id`s',
        description:
          `At most ${WISHLIST_MAX_ENTRIES} (a member keeps no more), newest first. The ` +
          "storefront's page shell reads it so that hearts render filled on the server.",
      },
      preValidation: app.requireMember,
    },
    async (request, reply) => {
      const ids = await wishlists.combinationIds(await memberId(request));
      return respond(reply, ids, { total: ids.length });
    },
  );

  app.post(
    '/wishlist',
    {
      schema: {
        tags: ['wishlist'],
        response: { 200: envelopeOf(WishlistToggleAnswerSchema) },
        summary: 'Toggle a combination on the wishlist: data `{ ..., is_wishlisted }`',
        description:
          'Body `{ product_id, product_combination_id }`. Wishlisted → taken off; otherwise ' +
          'added. data: `{ id, wishlist_id, product_id, product_combination_id, ' +
          'default_combination, is_wishlisted }` with the new state. An unknown or withdrawn ' +
          'product answers 404 `product_not_found`; a combination that is not the product’s or ' +
          `not active, 422 with a field message; a member with ${WISHLIST_MAX_ENTRIES} ` +
          'entries, 422 `wishlist_full`. Parallel toggles of one member apply one after another.',
        body: createWishlistToggleSchema(messageCodes),
      },
      preValidation: app.requireMember,
    },
    async (request, reply) => {
      const answer = await wishlists.toggle(await memberId(request), request.body, request.locale);
      return respond(reply, answer);
    },
  );

  app.delete(
    '/wishlist/:id',
    {
      schema: {
        tags: ['wishlist'],
        response: {
          200: envelopeOf(
            z.object({
              id: z.number(),
              wishlist_id: z.string(),
              product_id: z.number(),
              product_combination_id: z.number(),
              is_wishlisted: z.literal(false),
            }),
          ),
        },
        summary: "Remove one of the member's wishlist entries by its id",
        description:
          'data: `{ id, wishlist_id, product_id, product_combination_id, is_wishlisted: false }`. ' +
          "Another member's (or an unknown) id answers 404 `wishlist_not_found`.",
        params: z.object({ id: textInput().max(40) }),
      },
      preValidation: app.requireMember,
    },
    async (request, reply) => {
      const removed = await wishlists.remove(await memberId(request), request.params.id);
      return respond(reply, removed);
    },
  );
};
