import { countInput, textInput } from '@kilau/domain';
import {
  CitySchema,
  CountrySchema,
  DistrictSchema,
  ProvinceSchema,
  SubdistrictSchema,
} from '@kilau/domain/accounts';
import { REGION_LIST_LIMIT } from '@kilau/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import type { RegionsService } from './regions.service';

/** An official region code of one level: '32', '32.73', '32.73.01'. */
const regionCode = (pattern: RegExp) =>
  textInput().trim().min(1, { error: 'required' }).regex(pattern, { error: 'option_invalid' });

const list = {
  sort: z.enum(['name', '-name', 'id', '-id'], { error: 'option_invalid' }).default('name'),
  limit: countInput(1, REGION_LIST_LIMIT).default(REGION_LIST_LIMIT),
};

const LIST_NOTE =
  'Sorted by `sort` (`name` by default; `-name` reverses, `id`/`-id` is the official code order). ' +
  '`limit` defaults to and is capped at 999; `meta.total` is the size of the whole list. ' +
  'Ids are the official Kemendagri codes (province `32`, city `32.73`, district `32.73.01`, ' +
  'subdistrict `32.73.01.1001`); names are as published (provinces and cities in capitals). ' +
  'A well-formed id that does not exist answers 404 `region_not_found`; a malformed one 422.';

/** Regions and countries of the public store API (prefix `/api`), for the address form. */
export const regionsRoutes: FastifyPluginAsyncZod<{ regions: RegionsService }> = async (
  app,
  { regions },
) => {
  app.get(
    '/provinces',
    {
      schema: {
        tags: ['regions'],
        response: { 200: envelopeOf(z.array(ProvinceSchema)) },
        summary: 'Provinces of Indonesia: data [{ id, name }]',
        description: LIST_NOTE,
        querystring: z.object(list),
      },
    },
    async (request, reply) => {
      const page = await regions.provinces(request.query);
      return respond(reply, page.items, { total: page.total, limit: request.query.limit });
    },
  );

  app.get(
    '/cities',
    {
      schema: {
        tags: ['regions'],
        response: { 200: envelopeOf(z.array(CitySchema)) },
        summary: 'Regencies and cities of a province: data [{ id, name, province_id }]',
        description:
          `${LIST_NOTE} Without a \`province_id\` (or with an empty one) the answer is 422 ` +
          "`province_id_required` with the message 'Provinsi harus dipilih.' ('ProvinceId should not empty!' in English, 001 §5).",
        // The required check is the domain rule (checkProvinceId), so it answers the spec's text.
        querystring: z.object({
          province_id: textInput()
            .trim()
            .regex(/^([0-9]{2})?$/, { error: 'option_invalid' })
            .optional(),
          ...list,
        }),
      },
    },
    async (request, reply) => {
      const { province_id: provinceId, ...options } = request.query;
      const page = await regions.cities(provinceId, options);
      return respond(reply, page.items, { total: page.total, limit: options.limit });
    },
  );

  app.get(
    '/districts',
    {
      schema: {
        tags: ['regions'],
        response: { 200: envelopeOf(z.array(DistrictSchema)) },
        summary: 'Districts (kecamatan) of a city: data [{ id, name, city_id }]',
        description: LIST_NOTE,
        querystring: z.object({ city_id: regionCode(/^[0-9]{2}\.[0-9]{2}$/), ...list }),
      },
    },
    async (request, reply) => {
      const { city_id: cityId, ...options } = request.query;
      const page = await regions.districts(cityId, options);
      return respond(reply, page.items, { total: page.total, limit: options.limit });
    },
  );

  app.get(
    '/subdistricts',
    {
      schema: {
        tags: ['regions'],
        response: { 200: envelopeOf(z.array(SubdistrictSchema)) },
        summary:
          'Subdistricts (kelurahan/desa) of a district with postal codes: ' +
          'data [{ id, name, district_id, postal_code }]',
        description:
          `${LIST_NOTE} \`postal_code\` is five digits, or null where no openly licensed source ` +
          'gives one (the current data has none, so the address form asks for the zip code).',
        querystring: z.object({
          district_id: regionCode(/^[0-9]{2}\.[0-9]{2}\.[0-9]{2}$/),
          ...list,
        }),
      },
    },
    async (request, reply) => {
      const { district_id: districtId, ...options } = request.query;
      const page = await regions.subdistricts(districtId, options);
      return respond(reply, page.items, { total: page.total, limit: options.limit });
    },
  );

  app.get(
    '/countries',
    {
      schema: {
        tags: ['regions'],
        response: { 200: envelopeOf(z.array(CountrySchema)) },
        summary: 'Countries, optionally by name prefix: data [{ id, name, is_default }]',
        description:
          '`id` is the ISO 3166-1 alpha-2 code; Indonesia (`ID`) is the one `is_default`. ' +
          '`name` matches the start of the name or of any word in it, ignoring case and accents; ' +
          'names that start with it come first, then by name. Without `name`, every country.',
        querystring: z.object({
          name: textInput().trim().max(60).optional(),
          limit: list.limit,
        }),
      },
    },
    async (request, reply) => {
      const page = await regions.countries(request.query);
      return respond(reply, page.items, { total: page.total, limit: request.query.limit });
    },
  );
};
