import { ID_PATTERN, idInput, textInput, translate, countInput } from '@kilau/domain';
import {
  BagPromotionStateSchema,
  BagVoucherSchema,
  TrimmedBagVoucherSchema,
  VoucherAppliedStateSchema,
  type BagVoucher,
  type TrimmedBagVoucher,
} from '@kilau/domain/cart';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { envelopeOf, respond } from '../../../lib/envelope';
import { requireMember } from '../../../plugins/auth';
import type { VoucherListing } from './voucher-listing.service';
import type { VoucherRedemption } from './bag-vouchers.service';

const DISCOUNT_TYPES = ['amount', 'percentage', 'free_shipping', 'free_product'] as const;
// A wrong page or id answers the generic `validation_failed`.
const skip = countInput(0, 10_000).default(0);
const limit = (fallback: number) => countInput(1, 50).default(fallback);
const idParam = z.object({ id: idInput('validation_failed') });

const VOUCHER_ITEM =
  'Each voucher: { _id, id, code, name, description, image, discount_type (amount | ' +
  'percentage | free_shipping | free_product), voucher_type (manual | welcome | lucky_draw), ' +
  'type (public | assigned), partner_id, email_banner, more_info { name }, is_special_paper_bag, ' +
  'is_assigned, member_voucher_id, from_date, to_date, available_quota (null: unlimited), ' +
  'quota_per_user, rules { users, products [{id, name}], brands, categories, order { min_amount } }, ' +
  'discount_info { amount, percentage, max_discount, shipping_fee_discount, free_product }, ' +
  'voucher_info { header ("WELCOME VOUCHER" for the welcome voucher) }, tnc, is_eligible, ' +
  'reason (the message why not, in the request language), reason_code, is_applied, ' +
  'estimated_discount }. Ordered: applied, eligible, own, soonest to end.';

const STATE =
  'Answers the bag’s promotions: { _id (cart), voucher_id, voucher_code, voucher { _id, code, ' +
  'name, discount_type } | null, free_product_voucher_id, paper_bag_voucher_id, point_applied, ' +
  'points_value }.';

/** A field list (`fields=code,name`) keeps those fields (and `_id`) of each voucher. */
function pick(items: BagVoucher[], fields: string | undefined): TrimmedBagVoucher[] {
  if (!fields) return items;
  const keep = new Set(fields.split(',').map((field) => field.trim()));
  const kept = BagVoucherSchema.keyof().options.filter((key) => keep.has(key));
  return items.map((item) =>
    kept.reduce<TrimmedBagVoucher>((trimmed, key) => ({ ...trimmed, [key]: item[key] }), {
      _id: item._id,
    }),
  );
}

/**
 * Any failure that is not an expected refusal answers 'Terjadi kesalahan sistem' (000 §8
 * "Voucher failure"); the detail goes to the log only.
 */
async function voucherCall<T>(log: FastifyBaseLogger, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.error({ err: error }, 'voucher call failed');
    throw new AppError(500, 'voucher_system_error', 'voucher_system_error');
  }
}

/** The bag's voucher calls (prefix `/api/cart`; 000 §5, §7; design/the-bag.md "Promotions"). */
export const voucherRoutes: FastifyPluginAsyncZod<{
  listing: VoucherListing;
  redemption: VoucherRedemption;
}> = async (app, { listing, redemption }) => {
  app.get(
    '/vouchers',
    {
      schema: {
        tags: ['cart'],
        response: { 200: envelopeOf(z.array(TrimmedBagVoucherSchema)) },
        summary: "The member's vouchers and the public ones, judged for the bag",
        description:
          'Query: skip (0), limit (10), filter[cart_id] (the member’s bag; default the active ' +
          'one), filter[discount_type], filter[is_active] (default true: running now; false: ' +
          `ended, not started or used), fields (comma list). ${VOUCHER_ITEM} meta.total.`,
        querystring: z.object({
          skip,
          limit: limit(10),
          'filter[cart_id]': textInput().max(20).optional(),
          'filter[discount_type]': z.enum(DISCOUNT_TYPES).optional(),
          'filter[is_active]': z.stringbool().default(true),
          fields: textInput().max(500).optional(),
        }),
      },
      preValidation: app.requireMember,
    },
    async (request, reply) => {
      const userId = (await requireMember(request)).userId;
      const query = request.query;
      const rawCart = query['filter[cart_id]'];
      const cartId =
        rawCart === undefined ? undefined : ID_PATTERN.test(rawCart) ? Number(rawCart) : null;
      const page = await voucherCall(request.log, () =>
        listing.list(
          { userId, locale: request.locale },
          {
            skip: query.skip,
            limit: query.limit,
            ...(cartId === undefined ? {} : { cartId }),
            ...(query['filter[discount_type]']
              ? { discountType: query['filter[discount_type]'] }
              : {}),
            isActive: query['filter[is_active]'],
          },
        ),
      );
      return respond(reply, pick(page.items, query.fields), {
        total: page.total,
        skip: query.skip,
        limit: query.limit,
      });
    },
  );

  app.get(
    '/vouchers/paper-bag',
    {
      schema: {
        tags: ['cart'],
        response: { 200: envelopeOf(BagVoucherSchema.nullable()) },
        summary: 'The paper-bag voucher for the bag (null when none runs)',
        description: `data: one voucher or null. ${VOUCHER_ITEM}`,
      },
    },
    async (request, reply) => {
      const member = await request.member();
      const item = await voucherCall(request.log, () =>
        listing.paperBag({ userId: member?.userId ?? null, locale: request.locale }),
      );
      return respond(reply, item);
    },
  );

  app.get(
    '/vouchers/products/:id',
    {
      schema: {
        tags: ['cart'],
        response: { 200: envelopeOf(z.array(BagVoucherSchema)) },
        summary: 'Vouchers usable for a product: naming it, its brand or category, or any bag',
        description: `Query: skip (0), limit (5). ${VOUCHER_ITEM} 404 product_not_found.`,
        params: idParam,
        querystring: z.object({ skip, limit: limit(5) }),
      },
    },
    async (request, reply) => {
      const member = await request.member();
      const page = await voucherCall(request.log, () =>
        listing.forProduct(
          { userId: member?.userId ?? null, locale: request.locale },
          request.params.id,
          request.query,
        ),
      );
      return respond(reply, page.items, { total: page.total, ...request.query });
    },
  );

  app.get(
    '/category/:id/vouchers',
    {
      schema: {
        tags: ['cart'],
        response: { 200: envelopeOf(z.array(BagVoucherSchema)) },
        summary: 'Vouchers naming a category, one of its parents or children',
        description: `Query: skip (0), limit (5). ${VOUCHER_ITEM} 404 category_not_found.`,
        params: idParam,
        querystring: z.object({ skip, limit: limit(5) }),
      },
    },
    async (request, reply) => {
      const member = await request.member();
      const page = await voucherCall(request.log, () =>
        listing.forCategory(
          { userId: member?.userId ?? null, locale: request.locale },
          request.params.id,
          request.query,
        ),
      );
      return respond(reply, page.items, { total: page.total, ...request.query });
    },
  );

  app.post(
    '/user/me/carts/voucher',
    {
      schema: {
        tags: ['cart'],
        response: { 200: envelopeOf(VoucherAppliedStateSchema) },
        summary: 'Redeem a voucher code in the bag',
        description:
          'Body { voucher_code }: all whitespace removed, upper-cased; empty → 422 ' +
          "`voucher_code_required` 'Kode Voucher harus diisi'. Refusals (422): voucher_not_found, " +
          'voucher_not_started, voucher_expired, voucher_not_for_you, voucher_verified_only, ' +
          'voucher_quota_user_reached, voucher_quota_reached, cart_empty, ' +
          'voucher_products_not_in_cart, voucher_min_amount. Any other failure: 500 ' +
          "`voucher_system_error` 'Terjadi kesalahan sistem'. Applying a voucher clears points " +
          'or a free-product voucher; a paper-bag voucher becomes the bag’s paper bag. ' +
          `${STATE} Plus voucher_discount and shipping_discount_cap.`,
        // Tabs and line breaks are whitespace the code loses anyway; other controls are refused.
        body: z.object({ voucher_code: textInput({ multiline: true }).max(200).nullish() }),
      },
      preValidation: app.requireMember,
    },
    async (request, reply) => {
      const userId = (await requireMember(request)).userId;
      const state = await voucherCall(request.log, () =>
        redemption.apply(userId, request.body.voucher_code, request.locale),
      );
      return respond(reply, state, { message: translate('voucher_applied', request.locale) });
    },
  );

  app.delete(
    '/user/me/carts/voucher',
    {
      schema: {
        tags: ['cart'],
        response: { 200: envelopeOf(BagPromotionStateSchema) },
        summary: 'Remove the voucher from the bag',
        description:
          'Body { voucher_id?, _id? (the cart) }: releases that voucher’s hold (without ' +
          `voucher_id: the voucher or free-product voucher). Idempotent. ${STATE}`,
        body: z
          .object({
            voucher_id: z.union([textInput().max(20), z.number().int()]).nullish(),
            _id: z.union([textInput().max(20), z.number().int()]).nullish(),
          })
          .nullish(),
      },
      preValidation: app.requireMember,
    },
    async (request, reply) => {
      const userId = (await requireMember(request)).userId;
      const body = request.body ?? {};
      const state = await voucherCall(request.log, () =>
        redemption.remove(userId, {
          voucher_id: body.voucher_id == null ? null : String(body.voucher_id),
          _id: body._id == null ? null : String(body._id),
        }),
      );
      return respond(reply, state, { message: translate('voucher_removed', request.locale) });
    },
  );

  app.post(
    '/user/me/carts/paper-bag',
    {
      schema: {
        tags: ['cart'],
        response: { 200: envelopeOf(BagPromotionStateSchema) },
        summary: 'Choose the paper-bag voucher (kept when other promotions change)',
        description: `Body { voucher_id }. 422 voucher_not_paper_bag and the voucher refusals. ${STATE}`,
        body: z.object({ voucher_id: z.union([textInput().max(20), z.number().int()]) }),
      },
      preValidation: app.requireMember,
    },
    async (request, reply) => {
      const userId = (await requireMember(request)).userId;
      const state = await voucherCall(request.log, () =>
        redemption.applyPaperBag(userId, String(request.body.voucher_id)),
      );
      return respond(reply, state);
    },
  );

  app.delete(
    '/user/me/carts/paper-bag',
    {
      schema: {
        tags: ['cart'],
        response: { 200: envelopeOf(BagPromotionStateSchema) },
        summary: 'Remove the paper-bag voucher (idempotent)',
        description: STATE,
      },
      preValidation: app.requireMember,
    },
    async (request, reply) => {
      const userId = (await requireMember(request)).userId;
      const state = await voucherCall(request.log, () => redemption.removePaperBag(userId));
      return respond(reply, state);
    },
  );
};
