import { textInput, translate } from '@kilau/domain';
import {
  ShippingMethodSchema,
  ShippingQuerySchema,
  ShippingSelectionSchema,
} from '@kilau/domain/shipping';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { requireMember } from '../../plugins/auth';
import { carrierBadgeSvg, quoteView } from './shipping-view';
import type { ShippingService, QuoteList } from './shipping.service';

const METHOD =
  'data: shipping methods [{ _id and code (the service code: jne_reg, jne_yes, sicepat_reg, ' +
  'jnt_ez, anteraja_reg, same_day), name, service_name, shipping_type (regular | express | ' +
  'same_day), shipping_type_label, carrier { code, name, logo, can_track }, fee, discount, ' +
  'fee_after_discount, is_free, discount_source (free_shipping_limit | voucher | null), eta ' +
  '{ min_days, max_days, arrives_from, arrives_to (WIB days), text }, weight_grams, ' +
  'billed_weight_kg, is_selected }], meta.total. Fee: the first kilogram’s price plus each ' +
  'next kilogram’s from the rate table (warehouse × the address’s zone × service), billed per ' +
  'started kilogram with 300 g forgiven (1.3 kg → 1 kg), at least 1 kg. Discount: goods after ' +
  'discounts from Rp 200.000 (freeShippingLimit) make the cheapest regular service free and ' +
  'take its fee off the others; a free-shipping voucher takes up to its cap; the larger ' +
  'applies. shipping_type filters the list: all (default) | regular | express | same_day ' +
  '(Greater Jakarta only). An address without a district answers 422 ' +
  "`address_district_required` 'Alamat harus memiliki kecamatan.'; another member’s address " +
  '404 `address_not_found`.';

/** Shipping quotes and the bag's shipping method (prefix `/api/shipping`; 000 §7). */
export const shippingRoutes: FastifyPluginAsyncZod<{
  shipping: ShippingService;
}> = async (app, { shipping }) => {
  const view = (request: FastifyRequest, list: QuoteList) =>
    list.quotes.map((quote) =>
      quoteView(quote, request.locale, { selected: list.selected, prefix: app.prefix }),
    );

  app.get(
    '/user/me/shippings',
    {
      schema: {
        tags: ['shipping'],
        response: { 200: envelopeOf(z.array(ShippingMethodSchema)) },
        summary: 'Shipping methods for one of the member’s addresses, priced for their bag',
        description:
          'Query filter[address_id] (required), filter[shipping_type], ' +
          'filter[total_amount_after_discount] (used only when the member has no bag; the ' +
          'bag’s own weight, goods after discounts and free-shipping voucher decide ' +
          `otherwise). is_selected marks the bag’s chosen service for this address. ${METHOD}`,
        querystring: ShippingQuerySchema,
      },
      preValidation: app.requireMember,
    },
    async (request, reply) => {
      const query = request.query;
      const list = await shipping.list(
        (await requireMember(request)).userId,
        {
          addressId: query['filter[address_id]'],
          shippingType: query['filter[shipping_type]'],
          amount: query['filter[total_amount_after_discount]'],
        },
        request.locale,
      );
      return respond(reply, view(request, list), { total: list.quotes.length });
    },
  );

  app.post(
    '/user/me/shippings',
    {
      schema: {
        tags: ['shipping'],
        response: { 200: envelopeOf(z.array(ShippingMethodSchema)) },
        summary: 'Choose the bag’s shipping method',
        description:
          'Body { address_id, cart_id, service_code (the chosen service: a method’s code), ' +
          'shipping_type (all | regular | express | same_day; the answered list’s filter, and ' +
          'when not all the chosen service must be of it: else 422 shipping_type_mismatch), ' +
          'total_amount_after_discount (accepted; the bag’s own figure is used) }. cart_id ' +
          'must be the member’s active bag (else 404 cart_not_found); a bag with nothing to ' +
          'ship (empty, or e-gift cards only) 422 shipping_nothing_to_ship; a service that does not serve the address or the parcel 422 ' +
          'shipping_service_unavailable (data.fields.service_code). Stores the choice with ' +
          'its price and makes address_id the bag’s address; answers the list with ' +
          `is_selected. ${METHOD}`,
        body: ShippingSelectionSchema,
      },
      preValidation: app.requireMember,
    },
    async (request, reply) => {
      const list = await shipping.choose(
        (await requireMember(request)).userId,
        request.body,
        request.locale,
      );
      return respond(reply, view(request, list), {
        total: list.quotes.length,
        message: translate('shipping_selected', request.locale),
      });
    },
  );

  app.get(
    '/carriers/:code/logo.svg',
    {
      schema: {
        tags: ['shipping'],
        summary: 'A carrier’s logo badge (SVG)',
        description:
          'The badge a carrier without a configured logo_url shows: its name on its brand ' +
          'colour. Unknown or inactive carriers answer 404 `shipping_carrier_not_found`.',
        params: z.object({ code: textInput().max(40) }),
      },
    },
    async (request, reply) => {
      const carrier = await shipping.carrier(request.params.code);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(carrierBadgeSvg(carrier));
    },
  );
};
