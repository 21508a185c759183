import { messageCodes, textInput, translate } from '@kilau/domain';
import { SavedAddressSchema, createAddressSchema } from '@kilau/domain/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import type { AddressesService } from './addresses.service';
import { requireMember } from '../../plugins/auth';
import type { FastifyRequest } from 'fastify';

/** The domain's address form (000 §5) plus the optional map pin (both or neither). */
const addressBody = () => {
  const t = messageCodes;
  const coordinate = (limit: number) =>
    z
      .number({ error: () => t('option_invalid') })
      .min(-limit, { error: t('option_invalid') })
      .max(limit, { error: t('option_invalid') })
      .optional();
  return createAddressSchema(messageCodes)
    .extend({ lat: coordinate(90), lng: coordinate(180) })
    .refine((body) => (body.lat === undefined) === (body.lng === undefined), {
      error: t('required'),
      path: ['lng'],
    });
};
const AddressBodySchema = addressBody();

const IdParams = z.object({ id: textInput() });

const ADDRESS_NOTE =
  'Body: the address form (000 §5): title (label, letters and spaces, 4–16), contact, ' +
  'firstname, lastname, address1, address2, country (Indonesia), province, city, district, ' +
  'subdistrict as official region codes (`32`, `32.73`, `32.73.01`, `32.73.01.1001`; they must ' +
  'chain, else 422 with a field message), zipcode (5 digits), phone (digits, at least 10), ' +
  'default, and an optional map pin lat/lng. Answers the Address: _id, title, contact, ' +
  'firstname, lastname, address1, address2, country/province/city/district/subdistrict as ' +
  '{ id, name }, zipcode, phone, default, is_default, is_selected, date, lat, lng, and ' +
  '`papua_notice` (true in the Papua provinces: show the Papua alert). ' +
  "Another member's address id answers 404 `address_not_found`.";

/** A member's addresses on the public store API (prefix `/api`; 000 §7, 001 §7). */
export const addressesRoutes: FastifyPluginAsyncZod<{ addresses: AddressesService }> = async (
  app,
  { addresses },
) => {
  const memberId = async (request: FastifyRequest) => (await requireMember(request)).userId;

  app.get(
    '/users/me/addresses',
    {
      schema: {
        tags: ['addresses'],
        response: { 200: envelopeOf(z.array(SavedAddressSchema)) },
        summary: "The member's addresses, the default first: data [Address]",
        description: ADDRESS_NOTE,
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const list = await addresses.list(await memberId(request));
      return respond(reply, list, { total: list.length });
    },
  );

  app.post(
    '/addresses',
    {
      schema: {
        tags: ['addresses'],
        response: { 201: envelopeOf(SavedAddressSchema) },
        summary: 'Add an address (at most 10; the first is the default)',
        description:
          `${ADDRESS_NOTE} The 11th answers 422 \`address_limit_reached\` ` +
          '(the max-address alert).',
        body: AddressBodySchema,
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const address = await addresses.create(await memberId(request), request.body, request.locale);
      return respond(reply, address, {
        status: 201,
        message: translate('address_saved', request.locale),
      });
    },
  );

  app.put(
    '/addresses/:id',
    {
      schema: {
        tags: ['addresses'],
        response: { 200: envelopeOf(SavedAddressSchema) },
        summary: 'Replace an address (`default: true` also makes it the default)',
        description: ADDRESS_NOTE,
        params: IdParams,
        body: AddressBodySchema,
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const address = await addresses.update(
        await memberId(request),
        request.params.id,
        request.body,
        request.locale,
      );
      return respond(reply, address, { message: translate('address_saved', request.locale) });
    },
  );

  app.delete(
    '/addresses/:id',
    {
      schema: {
        tags: ['addresses'],
        response: { 200: envelopeOf(z.object({ _id: z.string() })) },
        summary: 'Delete an address (a deleted default passes to the newest remaining one)',
        params: IdParams,
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const removed = await addresses.remove(await memberId(request), request.params.id);
      return respond(reply, removed, { message: translate('address_deleted', request.locale) });
    },
  );

  app.put(
    '/address/:id/default',
    {
      schema: {
        tags: ['addresses'],
        response: { 200: envelopeOf(SavedAddressSchema) },
        summary: 'Make an address the default (the previous default is unset): data Address',
        params: IdParams,
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const address = await addresses.setDefault(await memberId(request), request.params.id);
      return respond(reply, address, { message: translate('address_saved', request.locale) });
    },
  );
};
