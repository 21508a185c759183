import { apiTimestamp } from '../shared/response';
import { z } from '../shared/zod';

/**
 * What the accounts, addresses and regions calls answer (ADR 0020): the API's response schemas
 * and the web's types, written once.
 */

/** A place of an address: the official region code and its name. */
export const PlaceSchema = z.object({ id: z.string(), name: z.string() });
export type Place = z.infer<typeof PlaceSchema>;

/** The regions the address form's pickers list, one schema per level (`/api/provinces` …). */
export const ProvinceSchema = PlaceSchema;
export const CitySchema = PlaceSchema.extend({ province_id: z.string() });
export const DistrictSchema = PlaceSchema.extend({ city_id: z.string() });
export const SubdistrictSchema = PlaceSchema.extend({
  district_id: z.string(),
  postal_code: z.string().nullable(),
});
export const CountrySchema = PlaceSchema.extend({ is_default: z.boolean() });

/** A region any picker offers: a place, with the village's postal code when it has one. */
export type Region = Place & { postal_code?: string | null };

/** The Address entity of 000 §3 / 001 §3, plus the map pin and the Papua alert flag. */
export const SavedAddressSchema = z.object({
  _id: z.string(),
  title: z.string(),
  contact: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  address1: z.string(),
  address2: z.string(),
  country: PlaceSchema,
  province: PlaceSchema,
  city: PlaceSchema,
  district: PlaceSchema,
  subdistrict: PlaceSchema.nullable(),
  zipcode: z.string(),
  phone: z.string(),
  default: z.boolean(),
  is_default: z.boolean(),
  /** The checkout's choice; addresses are not selected until the cart links one. */
  is_selected: z.boolean(),
  /** When the address was added (ISO 8601, UTC). */
  date: apiTimestamp(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** Delivery to the Papua provinces takes longer: the web shows the Papua alert. */
  papua_notice: z.boolean(),
});
export type SavedAddress = z.infer<typeof SavedAddressSchema>;
