import {
  ID_PATTERN,
  INTEGER_RANGE,
  outOfRangeCode,
  textInput,
  translate,
  wholeNumber,
  countInput,
} from '@kilau/domain';
import {
  BagPromotionStateSchema,
  CartTogglesSchema,
  PointsBalanceSchema,
  SpecialPriceTileSchema,
} from '@kilau/domain/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../../lib/envelope';
import { requireMember } from '../../../plugins/auth';
import type { PromotionToggles } from './offers.repository';
import type { PointsService } from './points.service';
import type { SpecialPricesService } from './special-prices.service';

const STATE =
  'Answers { _id (cart), voucher_id, voucher_code, voucher, free_product_voucher_id, ' +
  'paper_bag_voucher_id, point_applied, points_value (Rp), points_balance }.';

const cartIdOf = (raw: string | undefined) =>
  raw === undefined ? undefined : ID_PATTERN.test(raw) ? Number(raw) : null;

/** Beauty points, special prices and the bag's toggles (prefix `/api/cart`; 000 §5, §7). */
export const pointsRoutes: FastifyPluginAsyncZod<{
  points: PointsService;
  specialPrices: SpecialPricesService;
  toggles: () => Promise<PromotionToggles>;
}> = async (app, { points, specialPrices, toggles }) => {
  app.post(
    '/user/me/carts/points',
    {
      schema: {
        tags: ['cart'],
        response: { 200: envelopeOf(BagPromotionStateSchema) },
        summary: 'Redeem beauty points in the bag (sets the points applied)',
        description:
          'Body { points }: a whole number above 0 (422 points_zero), at most the bag’s value ' +
          'in points (1 point = Rp 1.000; 422 points_exceed_bag with {max}), at most the ' +
          "balance plus what the bag holds (422 errorCode INSUFFICIENT_POINTS 'Mohon maaf token " +
          "anda tidak mencukupi.'); the points toggle off → 422 points_disabled. Clears a " +
          `voucher or free-product voucher (the paper bag stays). ${STATE}`,
        body: z.object({
          points: z.coerce
            .number()
            .max(INTEGER_RANGE.max, { error: outOfRangeCode(0, INTEGER_RANGE.max) }),
        }),
      },
      preValidation: app.requireMember,
    },
    async (request, reply) => {
      const state = await points.redeem((await requireMember(request)).userId, request.body.points);
      return respond(reply, state, { message: translate('points_applied', request.locale) });
    },
  );

  app.delete(
    '/user/me/carts/points',
    {
      schema: {
        tags: ['cart'],
        response: { 200: envelopeOf(BagPromotionStateSchema) },
        summary: 'Give the bag’s beauty points back to the balance',
        description:
          'Body { points?, _id? (the cart) }: gives back `points` (all when absent or above ' +
          `what the bag holds). Idempotent. ${STATE}`,
        body: z
          .object({
            points: wholeNumber({
              min: INTEGER_RANGE.min,
              max: INTEGER_RANGE.max,
              message: outOfRangeCode(INTEGER_RANGE.min, INTEGER_RANGE.max),
            }).nullish(),
            _id: z.union([textInput().max(20), z.number().int()]).nullish(),
          })
          .nullish(),
      },
      preValidation: app.requireMember,
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const state = await points.remove((await requireMember(request)).userId, {
        points: body.points ?? null,
        _id: body._id == null ? null : String(body._id),
      });
      return respond(reply, state, { message: translate('points_removed', request.locale) });
    },
  );

  app.get(
    '/user/me/points',
    {
      schema: {
        tags: ['cart'],
        response: { 200: envelopeOf(PointsBalanceSchema) },
        summary: "The member's beauty points: balance, value and ledger",
        description:
          'Query skip (0), limit (10). data: { balance, point_value (1000), held (points in ' +
          'the active bag), ledger: [{ id, delta, reason (cart_hold | cart_release | ' +
          'order_earned | order_refund | welcome_bonus | adjustment), cart_id, order_ref, ' +
          'created_at }] } newest first; meta.total counts the ledger.',
        querystring: z.object({
          skip: countInput(0, 10_000).default(0),
          limit: countInput(1, 50).default(10),
        }),
      },
      preValidation: app.requireMember,
    },
    async (request, reply) => {
      const page = await points.balance((await requireMember(request)).userId, request.query);
      return respond(reply, page.data, { total: page.total, ...request.query });
    },
  );

  app.get(
    '/special-prices',
    {
      schema: {
        tags: ['cart'],
        response: { 200: envelopeOf(z.array(SpecialPriceTileSchema)) },
        summary: 'Special-price products judged for the bag',
        description:
          'Query: filter[cart_id] (the member’s bag; default their active bag) or ' +
          'filter[final_amount] (an order amount, when no bag is judged), skip (0), limit (5). ' +
          'data: product tiles with special_price_voucher_id, special_price, ' +
          'special_price_combination_id, quota_per_user, ends_at, is_special_price_applicable ' +
          'and reason { min_oder, min_qty, quota_reached, brands, categories, products }: the ' +
          'minimum amount and item count over the bag’s in-scope lines (special-price and free ' +
          'lines do not count), the per-user quota over the member’s ordered bags and this one.',
        querystring: z.object({
          skip: countInput(0, 10_000).default(0),
          limit: countInput(1, 20).default(5),
          'filter[cart_id]': textInput().max(20).optional(),
          'filter[final_amount]': wholeNumber({
            min: 0,
            max: INTEGER_RANGE.max,
            message: outOfRangeCode(0, INTEGER_RANGE.max),
          }).optional(),
        }),
      },
    },
    async (request, reply) => {
      const member = await request.member();
      const query = request.query;
      const cartId = cartIdOf(query['filter[cart_id]']);
      const page = await specialPrices.list(member?.userId ?? null, {
        skip: query.skip,
        limit: query.limit,
        ...(cartId === undefined ? {} : { cartId }),
        ...(query['filter[final_amount]'] === undefined
          ? {}
          : { finalAmount: query['filter[final_amount]'] }),
      });
      return respond(reply, page.items, {
        total: page.total,
        skip: query.skip,
        limit: query.limit,
      });
    },
  );

  app.get(
    '/toggles',
    {
      schema: {
        tags: ['cart'],
        response: { 200: envelopeOf(CartTogglesSchema) },
        summary: 'The bag’s feature toggles',
        description: 'data: { cart_verified_only_apply_voucher, points } (booleans).',
      },
    },
    async (_request, reply) => respond(reply, await toggles()),
  );
};
