import { translate } from '@kilau/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CartAddAnswerSchema,
  CartCountSchema,
  CartViewSchema,
  GuestCheckAnswerSchema,
  MergeAnswerSchema,
  ReorderAnswerSchema,
} from '@kilau/domain/cart';
import { envelopeOf, respond } from '../../lib/envelope';
import { requireMember } from '../../plugins/auth';
import {
  AddBodySchema,
  AddressParamsSchema,
  CartQuerySchema,
  CheckBodySchema,
  MergeBodySchema,
  ReorderBodySchema,
  UpdateBodySchema,
} from './cart.schemas';
import type { CartService } from './cart.service';
import type { GuestBagService } from './guest-bag.service';
import type { ReorderService } from './reorder.service';

const CART_NOTE =
  'Cart = { _id, products: CartLine[], free_products, point_applied, points_value, voucher_id, ' +
  'voucher_code, voucher, paper_bag_voucher_id, gwp_error_message, has_oos_product, ' +
  "stock_message ('Beberapa stock produk tidak cukup' when a line lacks stock), address_id, " +
  'store_id, source, total_amount, totals: Totals, notices }. CartLine = { _id, id, ' +
  'combination_id, quantity, name, slug, brand, categories, default_category, image, ' +
  'combination_name, combination { attributes, price, price_after_discount }, is_pack, ' +
  'pack_content, is_pre_order, delivery_date, egift_info, is_special_price, ' +
  'special_price_voucher_id, is_applied_free_product, applied_free_products_voucher_id, ' +
  'quantity_limit, stock, is_available, quantity_error, unit_price, total_price, detail }. ' +
  'Totals = { total_amount, discount, voucher_discount, points_discount, ' +
  'total_amount_after_discount, total_extra_charge, total_amount_after_extra, shipping, ' +
  'total_price_after_shipping, point_applied, free_products, free_shipping { limit: 200000, ' +
  'gap, qualifies } } (ADR 0011). Ids are strings; rupiah are integers.';

const REFUSALS =
  'Refusals: 404 `product_not_found` (unknown or inactive product or combination); 409 ' +
  '`cart_preorder_mix_confirm` with `data.removes` (send again with `confirm_replace: true` to ' +
  'empty the bag and add); 422 `cart_egift_alone`, `cart_preorder_delivery_date`, ' +
  '`cart_quantity_limit` (`data.limit`: 20 or the product cap), `out_of_stock`, ' +
  '`product_sold_out`, `product_not_for_sale` (a gift with purchase), `pack_invalid`, ' +
  '`special_price_not_applicable` (`data.reason`), or `validation_failed` with ' +
  '`data.fields` (e.g. `egift_info.recipient_email`, `egift_info.delivery_date`: an e-gift ' +
  'card needs a recipient e-mail and a delivery day from today, WIB).';

/** The cart service (prefix `/api/cart`; 000 §7 "Cart service", design/the-bag.md). */
export const cartRoutes: FastifyPluginAsyncZod<{
  cart: CartService;
  guest: GuestBagService;
  reorder: ReorderService;
}> = async (app, { cart, guest, reorder }) => {
  app.get(
    '/user/me/carts/count',
    {
      schema: {
        tags: ['cart'],
        response: { 200: envelopeOf(CartCountSchema) },
        summary: 'Units in the bag: data { count } (0 without a cart)',
      },
      onRequest: app.requireMember,
    },
    async (request, reply) =>
      respond(reply, { count: await cart.count((await requireMember(request)).userId) }),
  );

  app.get(
    '/user/me/carts',
    {
      schema: {
        tags: ['cart'],
        response: { 200: envelopeOf(CartViewSchema) },
        summary: "The member's bag: data Cart (`_id: null` without a cart)",
        description: `${CART_NOTE} \`skip\`/\`limit\` page \`products\` only; totals cover the whole bag; meta.total counts the lines.`,
        querystring: CartQuerySchema,
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const { view, lines } = await cart.get(
        (await requireMember(request)).userId,
        request.locale,
        request.query,
      );
      return respond(reply, view, {
        total: lines,
        ...(request.query.skip !== undefined ? { skip: request.query.skip } : {}),
        ...(request.query.limit !== undefined ? { limit: request.query.limit } : {}),
      });
    },
  );

  app.post(
    '/carts',
    {
      schema: {
        tags: ['cart'],
        response: { 200: envelopeOf(CartAddAnswerSchema) },
        summary: 'Add a product to the bag: data { _id, count, line: CartLine }',
        description:
          'The first add creates the one active cart. Adding an entry already in the bag adds ' +
          'to its quantity. A pack line is identified by its chosen components, an e-gift line ' +
          `by recipient and delivery day. ${REFUSALS}`,
        body: AddBodySchema,
      },
      onRequest: app.requireMember,
    },
    async (request, reply) =>
      respond(
        reply,
        await cart.add((await requireMember(request)).userId, request.body, request.locale),
        {
          message: translate('add_to_bag_success', request.locale),
        },
      ),
  );

  app.post(
    '/user/me/carts',
    {
      schema: {
        tags: ['cart'],
        response: { 200: envelopeOf(CartViewSchema) },
        summary: "Change a line's quantity (`action: add`) or remove it (`delete`): data Cart",
        description:
          '`product._id` names the line (needed when the combination has several lines). ' +
          'Raising a quantity checks the limit and the stock; lowering it is always allowed. ' +
          `404 \`cart_not_found\` / \`cart_line_not_found\`. ${CART_NOTE}`,
        body: UpdateBodySchema,
      },
      onRequest: app.requireMember,
    },
    async (request, reply) =>
      respond(
        reply,
        await cart.update((await requireMember(request)).userId, request.body, request.locale),
      ),
  );

  app.post(
    '/carts/reorder',
    {
      schema: {
        tags: ['cart'],
        response: { 200: envelopeOf(ReorderAnswerSchema) },
        summary: "Copy a past cart's lines into the bag",
        description:
          'data { _id, count, added: [{ id, combination_id, quantity }], skipped: [{ id, ' +
          'combination_id, code, message }] }: lines that cannot be bought any more, or that ' +
          'break the limits or cart rules, are skipped with the reason. 404 `cart_not_found` ' +
          "unless `cart_id` is one of the member's ordered (or abandoned) carts.",
        body: ReorderBodySchema,
      },
      onRequest: app.requireMember,
    },
    async (request, reply) =>
      respond(
        reply,
        await reorder.reorder(
          (await requireMember(request)).userId,
          request.body.cart_id,
          request.locale,
        ),
      ),
  );

  app.put(
    '/carts/:cartId/address/:addressId',
    {
      schema: {
        tags: ['cart'],
        response: { 200: envelopeOf(CartViewSchema) },
        summary: 'Choose the delivery address of the bag: data Cart',
        description:
          "404 `cart_not_found` unless it is the member's active cart; 404 `address_not_found` " +
          "unless the address is the member's.",
        params: AddressParamsSchema,
      },
      onRequest: app.requireMember,
    },
    async (request, reply) =>
      respond(
        reply,
        await cart.setAddress(
          (await requireMember(request)).userId,
          Number(request.params.cartId),
          Number(request.params.addressId),
          request.locale,
        ),
      ),
  );

  app.delete(
    '/user/me/carts/store',
    {
      schema: {
        tags: ['cart'],
        response: { 200: envelopeOf(CartViewSchema) },
        summary:
          "Leave the store's self-checkout: the bag's store_id and source cleared; data Cart",
        description:
          'Issue 23: the web calls it when the shopper leaves self-checkout mode. The lines stay; ' +
          'an order placed afterwards is delivered again. Without an active bag: the empty bag.',
      },
      onRequest: app.requireMember,
    },
    async (request, reply) =>
      respond(reply, await cart.clearStore((await requireMember(request)).userId, request.locale)),
  );

  app.post(
    '/carts/check',
    {
      schema: {
        tags: ['cart'],
        response: { 200: envelopeOf(GuestCheckAnswerSchema) },
        summary: "A guest's cart-rule check (no login)",
        description:
          "Body { lines: GuestLine[] (the guest's bag), product: GuestLine }, GuestLine = { id, " +
          'combination_id, quantity, is_pack?, pack?, egift_info? }. Facts are read from the ' +
          "database. data { outcome: 'add', quantity (the line's new total), line: CartLine } or " +
          "{ outcome: 'confirm_replace', code, message, removes } (a pre-order mixed with other " +
          `items). ${REFUSALS} E-gift fields are under \`product.egift_info.*\`.`,
        body: CheckBodySchema,
      },
    },
    async (request, reply) => respond(reply, await guest.check(request.body, request.locale)),
  );

  app.post(
    '/user/me/carts/merge',
    {
      schema: {
        tags: ['cart'],
        response: { 200: envelopeOf(MergeAnswerSchema) },
        summary: 'Merge the guest bag after login, once per merge key',
        description:
          'Body { merge_key (uuid), lines: GuestLine[] }. Quantities are summed with the bag, then ' +
          "limits and cart rules apply (the bag's lines win). data { _id, count, added: [{ id, " +
          'combination_id, quantity }], issues: [{ id, combination_id, code, message, added }], ' +
          'replayed }: the same key again answers the first result with `replayed: true` and ' +
          'adds nothing.',
        body: MergeBodySchema,
      },
      onRequest: app.requireMember,
    },
    async (request, reply) =>
      respond(
        reply,
        await guest.merge((await requireMember(request)).userId, request.body, request.locale),
      ),
  );
};
