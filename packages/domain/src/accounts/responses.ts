import { apiTimestamp } from '../shared/response';
import { MANDATORY_PROFILE_FIELDS } from './constants';
import { MemberPreferencesSchema } from './preferences';
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

/** A beauty or interest tag of the member. */
export const MemberTagViewSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });

/**
 * The User of 001 §3 as `GET /api/accounts/user/me` (and the profile calls) answer it: the
 * profile, `name`, `image`, the beauty and interest tags, the preferences, and
 * `missing_fields` / `is_profile_complete` (mandatory info still empty: the web sends the member
 * to /complete-profile while it is not complete).
 */
export const MemberViewSchema = z.object({
  id: z.number(),
  _id: z.string(),
  email: z.string(),
  user_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** First and last name, joined. */
  name: z.string(),
  gender: z.enum(['Female', 'Male']).nullable(),
  salute: z.enum(['Ms', 'Mr']).nullable(),
  phone_no: z.string().nullable(),
  /** A day, `1995-02-28`, or null. */
  date_of_birth: z.string().nullable(),
  acquisition_source: z.string().nullable(),
  image: z.string().nullable(),
  bio: z.string(),
  social_links: z.array(z.looseObject({ url: z.string(), type: z.string().optional() })),
  is_agree_to_legal_statements: z.boolean(),
  coachmark_visited: z.array(z.string()),
  is_verified_phone: z.boolean(),
  is_verified_email: z.boolean(),
  role: z.enum(['member', 'operator']),
  has_password: z.boolean(),
  created_at: apiTimestamp(),
  /** The beauty profile (skin type, concerns) and interests (benefits, ingredients). */
  tags: z.object({ beauty: z.array(MemberTagViewSchema), interest: z.array(MemberTagViewSchema) }),
  preferences: MemberPreferencesSchema,
  missing_fields: z.array(z.enum(MANDATORY_PROFILE_FIELDS)),
  is_profile_complete: z.boolean(),
});
export type MemberView = z.infer<typeof MemberViewSchema>;
